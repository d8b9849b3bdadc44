/**
 * `npm run bench:data`: a copy of the demo data grown to what one provider holds after about five
 * years, for the bench (scripts/bench.ts) and for anyone who wants to try the product at that size.
 *
 *     npm run bench:data              # the full size, on PGlite (and on PostgreSQL when DATABASE_URL is set)
 *     npm run bench:data -- --quick   # the small copy the quick bench uses
 *
 * The demo data is loaded by the built server itself (a first start on an empty folder), then grown
 * with the SQL the product's write paths run, in bulk: users and their profiles, job requests with
 * their offers (assignments), proposals, payments, visits, reviews, timeline events, photo records and
 * the messages they sent, and memberships with their payments. The states written together are the
 * ones the lifecycle machines reach (a booked job has an accepted proposal, a paid deposit, a
 * scheduled visit and its timeline). Among the customers is one with many jobs, among the contractors
 * one with many assignments: the accounts whose lists are longest.
 *
 * The copy is built once and kept in node_modules/.cache/bench-data (git-ignored with node_modules),
 * keyed by a hash of the migrations folder and of this file: it is reused while neither changes. On
 * PostgreSQL the copy is a database of its own on that server, which the bench uses as a template.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../server/db/open';
import { projectPath } from '../server/project-path';

/** How much to grow. */
export interface GrowthSize {
  name: 'full' | 'quick';
  customers: number;
  contractors: number;
  jobs: number;
  memberships: number;
  /** Jobs of the first grown customer: the longest list a customer has. */
  busiestCustomerJobs: number;
  /** Assignments of the first grown contractor: the longest inbox a contractor has. */
  busiestContractorAssignments: number;
}

export const GROWTH_SIZES: Record<GrowthSize['name'], GrowthSize> = {
  full: { name: 'full', customers: 20_000, contractors: 60, jobs: 100_000, memberships: 3_000, busiestCustomerJobs: 200, busiestContractorAssignments: 5_000 },
  quick: { name: 'quick', customers: 300, contractors: 8, jobs: 3_000, memberships: 40, busiestCustomerJobs: 50, busiestContractorAssignments: 150 },
};

/** Where a database lives: a data folder (PGlite, and the signing secret for both) and, for PostgreSQL, its URL. */
export interface DataTarget {
  dataDir: string;
  databaseUrl?: string | undefined;
}

/** What a kept copy says about itself. */
export interface GrownCopy {
  /** The kept data folder (copy it before starting a server on it: a server writes). */
  dataDir: string;
  /** On PostgreSQL, the kept database (use it as a template: a server writes). */
  databaseUrl?: string | undefined;
  databaseName?: string | undefined;
  size: GrowthSize;
  /** How long the copy took to build, when it was built. */
  builtSeconds: number;
  /** Whether this call built it (false: reused). */
  built: boolean;
}

/** A hash of the schema's migrations and of this file: a kept copy is good while both are unchanged. */
export function growthKey(): string {
  const hash = createHash('sha256');
  const folder = projectPath('server/db/migrations');
  const walk = (dir: string) => {
    for (const name of readdirSync(dir, { withFileTypes: true }).sort((x, y) => x.name.localeCompare(y.name))) {
      const full = path.join(dir, name.name);
      if (name.isDirectory()) walk(full);
      else hash.update(path.relative(folder, full)).update(readFileSync(full));
    }
  };
  walk(folder);
  hash.update(readFileSync(projectPath('scripts/grow-data.ts')));
  return hash.digest('hex').slice(0, 12);
}

const CACHE = projectPath('node_modules/.cache/bench-data');

/**
 * The grown copy of `size` for PGlite, or for the PostgreSQL server of `databaseUrl`: the kept one when
 * its key still matches, else built now (some minutes at full size) and kept.
 */
export async function grownCopy(size: GrowthSize, databaseUrl?: string): Promise<GrownCopy> {
  const key = growthKey();
  const flavor = databaseUrl ? `pg-${createHash('sha256').update(databaseUrl).digest('hex').slice(0, 8)}` : 'pglite';
  const folder = path.join(CACHE, `${size.name}-${flavor}-${key}`);
  const marker = path.join(folder, 'grown.json');
  const databaseName = databaseUrl ? `bench_grown_${size.name}_${key}` : undefined;
  const url = databaseUrl && databaseName ? databaseUrlNamed(databaseUrl, databaseName) : undefined;
  if (existsSync(marker) && (!databaseName || (await databaseExists(databaseUrl!, databaseName)))) {
    const { builtSeconds } = JSON.parse(readFileSync(marker, 'utf8')) as { builtSeconds: number };
    return { dataDir: path.join(folder, 'data'), databaseUrl: url, databaseName, size, builtSeconds, built: false };
  }
  // Copies kept for older schemas are of no further use.
  if (existsSync(CACHE)) for (const old of readdirSync(CACHE)) if (old.startsWith(`${size.name}-${flavor}-`)) rmSync(path.join(CACHE, old), { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const started = performance.now();
  const dataDir = path.join(folder, 'data');
  if (databaseUrl && databaseName) await recreateDatabase(databaseUrl, databaseName);
  const { startServer } = await import('./bench-api');
  // The demo data, loaded by the product's own first start.
  await (await startServer({ dataDir, databaseUrl: url })).stop();
  await growData({ dataDir, databaseUrl: url }, size);
  const builtSeconds = (performance.now() - started) / 1000;
  writeFileSync(marker, JSON.stringify({ builtSeconds, size, key }));
  return { dataDir, databaseUrl: url, databaseName, size, builtSeconds, built: true };
}

/** A fresh copy of a kept one for a server to write to; `remove` deletes it. */
export async function scratchCopyOf(copy: GrownCopy, scratchDir: string, scratchDatabase?: (template: string) => Promise<{ url: string; drop: () => Promise<void> }>) {
  cpSync(copy.dataDir, scratchDir, { recursive: true });
  const database = copy.databaseName && scratchDatabase ? await scratchDatabase(copy.databaseName) : undefined;
  return { target: { dataDir: scratchDir, databaseUrl: database?.url }, drop: async () => database?.drop() };
}

function databaseUrlNamed(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function databaseExists(baseUrl: string, name: string): Promise<boolean> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    return (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  } finally {
    await admin.end();
  }
}

async function recreateDatabase(baseUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
}

/**
 * Grows a database the server has migrated and loaded with demo data by `size`, in one transaction.
 * Run while no server has it open (PGlite allows one process).
 *
 * Every row is placed by its number `g` alone (no randomness), so two builds of one size hold the same
 * data: job `g` of `size.jobs` was made `g / jobs` of the way through five years; its customer is the
 * busiest one for its first `busiestCustomerJobs`, else one of the others in turn; every
 * `jobs / busiestContractorAssignments`-th job went to the busiest contractor, the others to the rest
 * in turn, a quarter of them offered to a second contractor who declined. The newest 5 % are still
 * open (offered, proposed, or booked with a visit to come): what a busy morning's writes work on; of
 * the rest 12 % were canceled, the others completed, with a review asked for and most of them given.
 */
export async function growData(target: DataTarget, size: GrowthSize): Promise<void> {
  const handle = await openDatabase({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
  const { customers: C, contractors: K, jobs: J, memberships: M, busiestCustomerJobs: H } = size;
  const every = Math.floor(J / size.busiestContractorAssignments);
  // The newest 5 % are still open, made in the last nine days.
  const open = Math.floor(J * 0.95);
  try {
    await handle.db.transaction(async (tx) => {
      const run = (query: ReturnType<typeof sql>) => tx.execute(query);
      await run(sql`create temporary table grow_plan on commit drop as
        select g, gen_random_uuid() as id,
          case when g <= ${H} then 1 else 2 + (g % ${C - 1}) end as customer,
          case when g % ${every} = 0 then 1 else 2 + (g % ${K - 1}) end as contractor,
          case when g % 4 = 1 then 2 + ((g + 1) % ${K - 1}) end as declined_by,
          case when g > ${open} then now() - interval '9 days' + ((g - ${open})::float8 / ${J - open}) * interval '9 days' - interval '1 hour'
            else now() - interval '5 years' + (g::float8 / ${J}) * interval '5 years' - interval '10 days' end as created_at,
          case
            when g > ${open} then (array['Dispatched', 'Proposed', 'Scheduled', 'Scheduled'])[1 + (hashint4(g) & 3)]
            when (hashint4(g) & 1023) < 123 then 'Canceled'
            else 'Completed'
          end as status,
          10000 + (g % 50) * 1000 as total_cents
        from generate_series(1, ${J}) g`);
      // A declined second offer never goes to the job's own contractor (nor, so, twice to one).
      await run(sql`update grow_plan set declined_by = case when declined_by = contractor then 2 + ((declined_by - 1) % ${K - 1}) else declined_by end where declined_by is not null`);
      await run(sql`update grow_plan set declined_by = null where declined_by = contractor`);

      // People: customers and contractors sign in by phone like any other.
      await run(sql`insert into users (phone_number, first_name, last_name, email, user_type, initialized, created_at, updated_at)
        select '+1401' || lpad(g::text, 7, '0'), 'Customer', 'No. ' || g, 'customer' || g || '@example.com', 'Consumer', true,
          now() - interval '5 years' + (g::float8 / ${C}) * interval '5 years', now() - interval '5 years' + (g::float8 / ${C}) * interval '5 years'
        from generate_series(1, ${C}) g`);
      await run(sql`insert into users (phone_number, first_name, last_name, email, user_type, initialized)
        select '+1402' || lpad(g::text, 7, '0'), 'Contractor', 'No. ' || g, 'contractor' || g || '@example.com', 'Contractor', true from generate_series(1, ${K}) g`);
      await run(sql`create temporary table grow_customers on commit drop as
        select substr(phone_number, 6)::int as i, id from users where phone_number like '+1401%' and user_type = 'Consumer'`);
      await run(sql`create temporary table grow_zips on commit drop as
        select row_number() over (order by zip_code) as n, zip_code from (select distinct zip_code from contractors) z`);
      await run(sql`insert into contractors (user_id, business_name, zip_code, years_in_business, service_radius_miles, rating_average, review_count)
        select u.id, 'Grown Contracting ' || substr(u.phone_number, 6)::int, z.zip_code, substr(u.phone_number, 6)::int % 30, 25, 4.5, 0
        from users u join grow_zips z on z.n = 1 + substr(u.phone_number, 6)::int % (select count(*) from grow_zips)
        where u.phone_number like '+1402%' and u.user_type = 'Contractor'`);
      await run(sql`create temporary table grow_contractors on commit drop as
        select substr(u.phone_number, 6)::int as i, c.id from contractors c join users u on u.id = c.user_id where u.phone_number like '+1402%'`);
      // Every grown contractor does every active trade, so that any of them can be offered any job.
      await run(sql`insert into contractor_trades (contractor_id, trade_id) select c.id, t.id from grow_contractors c cross join trades t where t.is_active`);
      await run(sql`insert into contractor_working_hours (contractor_id, weekday, start_minute, end_minute)
        select c.id, d, 480, 1020 from grow_contractors c cross join generate_series(1, 5) d`);

      // Job requests, as POST /JobRequests stores them.
      await run(sql`create temporary table grow_trades on commit drop as select row_number() over (order by slug) as n, id from trades where is_active`);
      await run(sql`insert into job_requests (id, user_id, trade_id, name, description, address, city, state, zip_code, preferred_dates, contact_name, contact_phone, contact_email, source, status, canceled_at, completed_at, cancelation_reason, created_at, updated_at)
        select p.id, cu.id, t.id, 'Job no. ' || p.g, 'Work on the house, as described on the phone (job ' || p.g || ').', p.g || ' Main Street', 'Southborough', z.state, c.zip_code,
          jsonb_build_array(to_char(p.created_at + interval '3 days', 'YYYY-MM-DD')), 'Customer No. ' || cu.i, '+1401' || lpad(cu.i::text, 7, '0'), 'customer' || cu.i || '@example.com', 'Account',
          p.status, case when p.status = 'Canceled' then p.created_at + interval '1 day' end, case when p.status = 'Completed' then p.created_at + interval '4 days' end,
          case when p.status = 'Canceled' then 'Plans changed.' end, p.created_at,
          case when p.status in ('Completed', 'Canceled') then p.created_at + interval '4 days' else p.created_at end
        from grow_plan p join grow_customers cu on cu.i = p.customer join grow_contractors gc on gc.i = p.contractor join contractors c on c.id = gc.id
        join zip_codes z on z.zip = c.zip_code join grow_trades t on t.n = 1 + p.g % (select count(*) from grow_trades)`);

      // Offers: the job's contractor, and a second one who declined for a quarter of them.
      await run(sql`insert into assigned_job_appointments (job_request_id, contractor_id, state, distance_miles, read_at, contractor_response, responded_at, estimate_cents, estimate_submitted_at, booking_read_at, canceled_at, canceled_acknowledged_at, completed_at, created_at, updated_at, state_changed_at)
        select p.id, c.id,
          case p.status when 'Dispatched' then 'Offered' when 'Proposed' then 'Estimated' when 'Scheduled' then 'Booked' when 'Completed' then 'Completed' else 'Canceled' end,
          (p.g % 150) / 10.0, case when p.status <> 'Dispatched' then p.created_at + interval '10 minutes' end,
          case when p.status <> 'Dispatched' then 'Accepted' end, case when p.status <> 'Dispatched' then p.created_at + interval '10 minutes' end,
          case when p.status <> 'Dispatched' then p.total_cents end, case when p.status <> 'Dispatched' then p.created_at + interval '1 hour' end,
          case when p.status in ('Scheduled', 'Completed') and p.g % 10 <> 0 then p.created_at + interval '3 hours' end,
          case when p.status = 'Canceled' then p.created_at + interval '1 day' end, case when p.status = 'Canceled' then p.created_at + interval '1 day 1 hour' end,
          case when p.status = 'Completed' then p.created_at + interval '4 days' end,
          p.created_at + interval '1 millisecond', p.created_at + interval '1 hour', p.created_at + interval '1 hour'
        from grow_plan p join grow_contractors c on c.i = p.contractor`);
      await run(sql`insert into assigned_job_appointments (job_request_id, contractor_id, state, distance_miles, read_at, contractor_response, responded_at, response_note, created_at, updated_at, state_changed_at)
        select p.id, c.id, 'Declined', (p.g % 200) / 10.0, p.created_at + interval '5 minutes', 'Declined', p.created_at + interval '5 minutes', 'Fully booked that week.',
          p.created_at + interval '2 milliseconds', p.created_at + interval '5 minutes', p.created_at + interval '5 minutes'
        from grow_plan p join grow_contractors c on c.i = p.declined_by where p.status <> 'Dispatched'`);

      // Proposals for every job past its estimate, with the payments and the visit of the booked ones.
      await run(sql`insert into job_proposals (job_request_id, contractor_id, assigned_job_appointment_id, line_items, subtotal_cents, total_cents, requested_deposit_cents, deposit_cents, deposit_status, final_payment_cents, final_payment_status, notes, status, valid_until, accepted_at, decided_at, decline_reason, created_at, updated_at)
        select p.id, c.id, a.id,
          jsonb_build_array(jsonb_build_object('productsAndServicesItemId', null, 'kind', 'Labor', 'title', 'Labor', 'description', 'On site', 'quantity', 1, 'unitPriceCents', p.total_cents, 'taxRate', 0, 'amountCents', p.total_cents, 'discountCents', 0)),
          p.total_cents, p.total_cents, p.total_cents / 4, p.total_cents / 4,
          case when p.status in ('Scheduled', 'Completed') then 'Paid' else 'NotDue' end,
          p.total_cents - p.total_cents / 4, case when p.status = 'Completed' then 'Paid' else 'NotDue' end, '',
          case p.status when 'Proposed' then 'Pending' when 'Canceled' then 'Declined' else 'Accepted' end,
          p.created_at + interval '31 days',
          case when p.status in ('Scheduled', 'Completed') then p.created_at + interval '2 hours' end,
          case when p.status <> 'Proposed' then p.created_at + interval '2 hours' end,
          case when p.status = 'Canceled' then 'Plans changed.' end,
          p.created_at + interval '1 hour', p.created_at + interval '2 hours'
        from grow_plan p join grow_contractors c on c.i = p.contractor join assigned_job_appointments a on a.job_request_id = p.id and a.contractor_id = c.id
        where p.status <> 'Dispatched'`);
      await run(sql`insert into payments (user_id, kind, job_proposal_id, amount_cents, status, provider, card_brand, card_last4, paid_at, receipt_sent_at, created_at, updated_at)
        select j.user_id, k.kind, pr.id, case k.kind when 'Deposit' then pr.deposit_cents else pr.final_payment_cents end, 'Succeeded', 'sandbox', 'visa', '4242',
          pr.created_at + k.after, pr.created_at + k.after, pr.created_at + k.after, pr.created_at + k.after
        from job_proposals pr join job_requests j on j.id = pr.job_request_id join grow_plan p on p.id = j.id
        cross join (values ('Deposit', interval '1 hour'), ('FinalPayment', interval '4 days')) k(kind, after)
        where pr.status = 'Accepted' and (k.kind = 'Deposit' or p.status = 'Completed')`);
      // Visits on the half-hour grid, three days after the job was asked for.
      await run(sql`insert into job_appointments (job_request_id, job_proposal_id, contractor_id, scheduled_start, scheduled_end, status, on_my_way_at, started_at, completed_at, created_at, updated_at)
        select pr.job_request_id, pr.id, pr.contractor_id, s.start, s.start + interval '2 hours',
          case when p.status = 'Completed' then 'Completed' else 'Scheduled' end,
          case when p.status = 'Completed' then s.start - interval '20 minutes' end, case when p.status = 'Completed' then s.start end,
          case when p.status = 'Completed' then s.start + interval '2 hours' end, pr.created_at + interval '1 hour', pr.created_at + interval '1 hour'
        from job_proposals pr join grow_plan p on p.id = pr.job_request_id
        cross join lateral (select case when p.status = 'Completed' then to_timestamp(floor(extract(epoch from p.created_at + interval '3 days') / 1800) * 1800)
          else date_trunc('hour', now()) + interval '3 days' + (p.g - ${open}) * interval '30 minutes' end as start) s
        where pr.status = 'Accepted'`);
      await run(sql`insert into job_reviews (job_appointment_id, job_request_id, contractor_id, user_id, rating, text, status, submitted_at, created_at, updated_at)
        select v.id, v.job_request_id, v.contractor_id, j.user_id,
          case when p.g % 5 <> 0 then 3 + p.g % 3 end, case when p.g % 5 <> 0 then 'Came on time and did good work.' else '' end,
          case when p.g % 5 <> 0 then 'Submitted' else 'Requested' end, case when p.g % 5 <> 0 then v.completed_at + interval '1 day' end,
          v.completed_at, coalesce(v.completed_at + interval '1 day', v.completed_at)
        from job_appointments v join job_requests j on j.id = v.job_request_id join grow_plan p on p.id = j.id where v.status = 'Completed'`);

      // The timeline, step by step, as each write path records it.
      await run(sql`insert into job_request_events (job_request_id, type, by, contractor_id, data, at)
        select p.id, e.type, e.by, case when e.by <> 'consumer' or e.type = 'DepositPaid' then c.id end, e.data, p.created_at + e.after
        from grow_plan p join grow_contractors c on c.i = p.contractor
        cross join lateral (values
          ('Submitted', 'consumer', '{}'::jsonb, interval '0', true),
          ('Offered', 'system', jsonb_build_object('distanceMiles', (p.g % 150) / 10.0), interval '1 millisecond', true),
          ('EstimateReceived', 'contractor', jsonb_build_object('totalCents', p.total_cents), interval '1 hour', p.status <> 'Dispatched'),
          ('DepositPaid', 'consumer', jsonb_build_object('amountCents', p.total_cents / 4), interval '2 hours', p.status in ('Scheduled', 'Completed')),
          ('Scheduled', 'system', '{}'::jsonb, interval '2 hours 1 millisecond', p.status in ('Scheduled', 'Completed')),
          ('Completed', 'contractor', '{}'::jsonb, interval '4 days', p.status = 'Completed'),
          ('Canceled', 'consumer', '{}'::jsonb, interval '1 day', p.status = 'Canceled')
        ) e(type, by, data, after, happened)
        where e.happened`);
      await run(sql`insert into job_request_events (job_request_id, type, by, contractor_id, note, at)
        select p.id, 'OfferDeclined', 'contractor', c.id, 'Fully booked that week.', p.created_at + interval '5 minutes'
        from grow_plan p join grow_contractors c on c.i = p.declined_by where p.status <> 'Dispatched'`);

      // Photo records of every fifth job (a few bytes each: the lists read the record, not the picture).
      await run(sql`create temporary table grow_photos on commit drop as
        select gen_random_uuid() as file_id, j.id as job_request_id, j.user_id, j.created_at from job_requests j join grow_plan p on p.id = j.id where p.g % 5 = 0`);
      await run(sql`insert into files (id, owner_user_id, file_name, content_type, size_bytes, width, height, sha256, attached, created_at)
        select file_id, user_id, 'photo.jpg', 'image/jpeg', 4, 1, 1, encode(sha256(file_id::text::bytea), 'hex'), true, created_at from grow_photos`);
      await run(sql`insert into file_contents (file_id, content) select file_id, '\\xffd8ffd9'::bytea from grow_photos`);
      await run(sql`insert into job_request_photos (job_request_id, file_id, sort_order) select job_request_id, file_id, 0 from grow_photos`);

      // The messages those steps queued, long since sent: a text to the contractor for each offer, to the
      // customer for each estimate, and a receipt by e-mail for each payment. The worker counts a
      // recipient's latest before each message it sends.
      await run(sql`insert into notifications (user_id, channel, "to", kind, subject, body, data, status, attempts, created_at, sent_at)
        select c.user_id, 'sms', u.phone_number, 'JobOffered', null, 'A new job near you. Open the app to accept or decline it.',
          jsonb_build_object('jobRequestId', a.job_request_id), 'Sent', 1, a.created_at, a.created_at + interval '2 seconds'
        from assigned_job_appointments a join grow_plan p on p.id = a.job_request_id join contractors c on c.id = a.contractor_id join users u on u.id = c.user_id
        union all
        select j.user_id, 'sms', u.phone_number, 'EstimateReceived', null, 'A new estimate for your job. Review it and accept or decline it.',
          jsonb_build_object('jobRequestId', pr.job_request_id), 'Sent', 1, pr.created_at, pr.created_at + interval '2 seconds'
        from job_proposals pr join grow_plan p on p.id = pr.job_request_id join job_requests j on j.id = pr.job_request_id join users u on u.id = j.user_id
        union all
        select pay.user_id, 'email', u.email, 'Receipt', 'Your receipt', 'Thank you for your payment.',
          jsonb_build_object('jobRequestId', pr.job_request_id, 'paymentId', pay.id), 'Sent', 1, pay.paid_at, pay.paid_at + interval '2 seconds'
        from payments pay join job_proposals pr on pr.id = pay.job_proposal_id join grow_plan p on p.id = pr.job_request_id join users u on u.id = pay.user_id
        where u.email is not null`);

      // Memberships of the customers after the busiest one, each with its first payment.
      await run(sql`insert into user_memberships (user_id, membership_id, price_id, status, provider, current_period_end, created_at, updated_at)
        select cu.id, mp.membership_id, mp.id, 'Active', 'sandbox', now() + ((cu.i % 28) || ' days')::interval, now() - ((cu.i % 700) || ' days')::interval, now() - ((cu.i % 700) || ' days')::interval
        from grow_customers cu
        join lateral (select id, membership_id from membership_prices where is_active order by id offset (cu.i % greatest(1, (select count(*) from membership_prices where is_active))) limit 1) mp on true
        where cu.i between 2 and ${M + 1}`);
      await run(sql`insert into payments (user_id, kind, user_membership_id, amount_cents, status, provider, paid_at, created_at, updated_at)
        select um.user_id, 'Membership', um.id, mp.amount_cents, 'Succeeded', 'sandbox', um.created_at, um.created_at, um.created_at
        from user_memberships um join membership_prices mp on mp.id = um.price_id join grow_customers cu on cu.id = um.user_id`);
    });
    // Data that grew over years has had its statistics renewed and its tables vacuumed all along
    // (autovacuum, or PGlite's hourly housekeeping): the figures are what a read costs then, not in the
    // minute after a bulk load. Vacuuming marks the pages all-visible, so that a count read from an
    // index (an inbox's total) need not visit the table's rows.
    await handle.db.execute(sql`vacuum (analyze)`);
  } finally {
    await handle.close();
  }
}

async function main() {
  const size = GROWTH_SIZES[process.argv.includes('--quick') ? 'quick' : 'full'];
  const targets: [string, string | undefined][] = [['PGlite', undefined]];
  if (process.env.DATABASE_URL) targets.push(['PostgreSQL', process.env.DATABASE_URL]);
  for (const [label, databaseUrl] of targets) {
    const copy = await grownCopy(size, databaseUrl);
    const where = copy.databaseName ? `database ${copy.databaseName}, secret in ${copy.dataDir}` : copy.dataDir;
    console.log(`${label}, ${size.name} size (${size.customers} customers, ${size.contractors} contractors, ${size.jobs} jobs): ${copy.built ? 'built' : 'kept'} in ${copy.builtSeconds.toFixed(1)} s, ${where}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
