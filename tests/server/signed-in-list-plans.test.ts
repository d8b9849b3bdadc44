import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { planOf as planOfQuery, useTestApi } from './harness';

const api = await useTestApi();

/**
 * The index each signed-in list is read by at five years of data (docs/performance.md, "Signed-in
 * reads"). The test data is a few rows, where a scan of the table is cheapest, so the planner is told
 * to avoid one (`planOf`): what is left is the index it would walk, and a list whose index is gone, or
 * no longer fits its filter, fails here. On a few rows the planner sorts a page's one estimated row
 * either way, and takes either inbox index for a view by state, so the order each walks at five years
 * (and the views' (contractor_id, state, created_at)) is shown by the plans in docs/performance.md.
 */
const planOf = (query: SQL) => planOfQuery(api.db, query);

const someone = '00000000-0000-4000-8000-000000000001';
const page = sql`order by created_at desc, id limit 20`;

describe('the signed-in lists at five years', () => {
  it.each([
    ['a customer’s job requests, newest first', sql`select id from job_requests where user_id = ${someone} ${page}`, 'job_requests_user_id_created_at_index'],
    ['a contractor’s inbox, newest first', sql`select id from assigned_job_appointments where contractor_id = ${someone} ${page}`, 'assigned_job_appointments_contractor_id_created_at_index'],
    [
      'a contractor’s canceled view, newest first (its contractor’s open work, not every assignment)',
      sql`select a.id from assigned_job_appointments a
        where a.contractor_id = ${someone} and ((a.state = 'Canceled' and a.canceled_acknowledged_at is null)
          or (a.state = 'Booked' and a.job_request_id in (select id from job_requests where status = 'CancelationRequested')))
        order by a.created_at desc, a.id limit 20`,
      'assigned_job_appointments_canceled_view_index',
    ],
    ['the jobs asking to cancel, which the canceled view reads once', sql`select id from job_requests where status = 'CancelationRequested'`, 'job_requests_status_index'],
    ['the visits of a page of jobs', sql`select scheduled_start from job_appointments where job_request_id in (${someone}, ${someone})`, 'job_appointments_job_request_id_index'],
    ['the reviews of a page of jobs', sql`select id from job_reviews where job_request_id in (${someone}, ${someone})`, 'job_reviews_job_request_id_index'],
    [
      'the reviews of an inbox row’s job, the contractor’s own among them',
      sql`select coalesce(json_agg(json_build_object('jobRequestId', job_request_id, 'contractorId', contractor_id, 'status', status, 'rating', rating, 'text', text, 'submittedAt', submitted_at, 'createdAt', created_at) order by created_at desc, id desc), '[]'::json)
        from job_reviews where job_request_id = ${someone}`,
      'job_reviews_job_request_id_index',
    ],
  ])('reads %s by its index', async (_list, query, index) => {
    const plan = await planOf(query);
    expect(plan).toContain(index);
  });
});

describe('what a write sets off, at five years', () => {
  it('counts what went to a batch’s recipients in the last hour (the worker’s limit) by their latest sends, not their history', async () => {
    const plan = await planOf(sql`select "to", channel, count(*) from notifications
      where "to" in ('+15085550100', 'owner@example.com') and channel in ('sms', 'email') and status = 'Sent'
        and sent_at > now() - interval '1 hour'
      group by "to", channel`);
    expect(plan).toContain('notifications_sent_to_recipient_index');
    expect(plan).toMatch(/Index Cond: .*sent_at >/);
  });
});

describe('what housekeeping reads, at five years', () => {
  it('finds the uploads nobody took by their own index, not by reading every file and every photo', async () => {
    const plan = await planOf(sql`delete from files
      where not attached and created_at <= now() - interval '1 day'
        and not exists (select 1 from job_request_photos p where p.file_id = files.id)`);
    expect(plan).toContain('files_unattached_index');
    expect(plan).not.toMatch(/Seq Scan on job_request_photos/);
  });
});
