import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Contractor, ContractorReviewsPage } from '../../contract/contractors';
import type { JobRequestStatus } from '../../contract/job-lifecycle';
import type { JobRequestDetails } from '../../contract/job-requests';
import type { JobReview } from '../../contract/reviews';
import { NO_FACTS, refusalMessage } from '../../machines/job-lifecycle.machine';
import { contractorReviews, jobReviews } from '../../server/db/schema';
import { publicName } from '../../server/visits/reviews';
import { aConsumer, aContractor, aJobRequest, anAssignment, aProposal, aReview, aTrade, aVisit, unknownId } from './factories';
import { useTestApi } from './harness';
import { domainError, validationErrors } from './problems';
import { bearerFor } from './sign-in';

const api = await useTestApi();

const DAY = 24 * 60 * 60 * 1000;
const COMPLETED_AT = '2026-01-05T20:00:00.000Z';

async function aRatedContractor(ratings: number[] = []) {
  const trade = await aTrade(api.db);
  const contractor = await aContractor(api.db, { trades: [trade], reviews: ratings });
  return { ...contractor, trade };
}
type RatedContractor = Awaited<ReturnType<typeof aRatedContractor>>;

/** Visits of one contractor never share a start: each job's visit is a day before the last one's. */
let visitsMade = 0;

/** A job of a customer named Karen Mitchell, done by `contractor`, whose review is asked for. */
async function aJobToReview(contractor: RatedContractor, { status = 'Completed', completedAt = COMPLETED_AT }: { status?: JobRequestStatus; completedAt?: string } = {}) {
  const customer = await aConsumer(api.db, { firstName: 'Karen', lastName: 'mitchell' });
  const done = status === 'Completed';
  const job = await aJobRequest(api.db, { userId: customer.id, tradeId: contractor.trade.id, status, completedAt: done ? new Date(completedAt) : null });
  const assignment = await anAssignment(api.db, job, contractor, { state: done ? 'Completed' : 'Booked' });
  const proposal = await aProposal(api.db, job, contractor, { status: 'Accepted', assignedJobAppointmentId: assignment.id });
  visitsMade += 1;
  const visit = await aVisit(api.db, proposal, new Date(Date.parse(completedAt) - 4 * 60 * 60 * 1000 - visitsMade * DAY), {
    status: done ? 'Completed' : 'Scheduled',
    completedAt: done ? new Date(completedAt) : null,
  });
  const review = await aReview(api.db, visit, { userId: customer.id, createdAt: new Date(completedAt) });
  return { customer, job, visit, review };
}

const as = (userId: string) => bearerFor(api, userId);
const submit = async (reviewId: string, userId: string, body: unknown = { rating: 5, text: 'New storm door hung in an hour and it closes without a slam.' }) =>
  api.post(`/JobReviews/${reviewId}/submit`, body, await as(userId));
const contractorOf = async (id: string) => (await (await api.get(`/Contractors/${id}`)).json()) as Contractor;
const reviewsOf = async (id: string) => (await (await api.get(`/Contractors/${id}/reviews?PerPage=100`)).json()) as ContractorReviewsPage;

describe('POST /JobReviews/{id}/submit', () => {
  it('publishes the review with the customer’s first name and last initial and the job’s trade, and counts it at once', async () => {
    api.clock.set(new Date(Date.parse(COMPLETED_AT) + 2 * DAY));
    const contractor = await aRatedContractor([4, 4]);
    const { customer, job, visit, review } = await aJobToReview(contractor);

    const res = await submit(review.id, customer.id);
    expect(res.status).toBe(200);
    expect((await res.json()) as JobReview).toEqual({
      id: review.id,
      jobAppointmentId: visit.id,
      jobRequestId: job.id,
      contractor: expect.objectContaining({ id: contractor.id, ratingAverage: 4.33, reviewCount: 3 }),
      rating: 5,
      text: 'New storm door hung in an hour and it closes without a slam.',
      status: 'Published',
      submittedAt: '2026-01-07T20:00:00.000Z',
      createdAt: COMPLETED_AT,
    });

    expect(await contractorOf(contractor.id)).toMatchObject({ ratingAverage: 4.33, reviewCount: 3 });
    const shown = await reviewsOf(contractor.id);
    expect(shown.totalItems).toBe(3);
    expect(shown.items[0]).toEqual({
      id: expect.any(String),
      contractorId: contractor.id,
      reviewerName: 'Karen M.',
      rating: 5,
      text: 'New storm door hung in an hour and it closes without a slam.',
      trade: { id: contractor.trade.id, name: contractor.trade.name, slug: contractor.trade.slug },
      createdAt: '2026-01-07T20:00:00.000Z',
    });

    const details = (await (await api.get(`/JobRequests/${job.id}`, await as(customer.id))).json()) as JobRequestDetails;
    expect(details).toMatchObject({ status: 'Completed', reviewId: null, review: { id: review.id, status: 'Published', rating: 5 } });
    expect(details.timeline.at(-1)).toMatchObject({ type: 'Reviewed', by: 'consumer', contractor: { id: contractor.id } });
  });

  it('takes one review per job: a second answers 409 and changes nothing', async () => {
    api.clock.set(new Date(Date.parse(COMPLETED_AT) + DAY));
    const contractor = await aRatedContractor();
    const { customer, review } = await aJobToReview(contractor);
    expect((await submit(review.id, customer.id)).status).toBe(200);
    expect(await domainError(await submit(review.id, customer.id, { rating: 1, text: 'Changed my mind.' }), 409)).toBe('You have already reviewed this job.');
    expect(await contractorOf(contractor.id)).toMatchObject({ ratingAverage: 5, reviewCount: 1 });
    expect((await reviewsOf(contractor.id)).items.map((r) => r.rating)).toEqual([5]);
  });

  it('is open for 30 days after completion and closed after, with a message that says so', async () => {
    const contractor = await aRatedContractor();
    const onTime = await aJobToReview(contractor);
    const late = await aJobToReview(contractor);

    api.clock.set(new Date(Date.parse(COMPLETED_AT) + 30 * DAY));
    expect((await submit(onTime.review.id, onTime.customer.id)).status).toBe(200);

    api.clock.set(new Date(Date.parse(COMPLETED_AT) + 30 * DAY + 1000));
    expect(await domainError(await submit(late.review.id, late.customer.id), 409)).toBe(
      'Reviews can be left for 30 days after a job is completed. This job was completed on January 5, 2026.',
    );
    const [row] = await api.db.select().from(jobReviews).where(eq(jobReviews.id, late.review.id));
    expect(row).toMatchObject({ status: 'Requested', rating: null, submittedAt: null });
    expect(await contractorOf(contractor.id)).toMatchObject({ reviewCount: 1 });
  });

  it('names the review asked for on the job’s details while it is not written, past its window too: whether it can be written is the machine’s to say', async () => {
    const contractor = await aRatedContractor();
    const { customer, job, review } = await aJobToReview(contractor);
    const details = async () => (await (await api.get(`/JobRequests/${job.id}`, await as(customer.id))).json()) as JobRequestDetails;

    api.clock.set(new Date(Date.parse(COMPLETED_AT) + 30 * DAY));
    expect(await details()).toMatchObject({ reviewDue: true, reviewId: review.id, review: { id: review.id, status: 'Requested' } });
    // A page that decided a moment ago, before the window closed, still has the review it opens the form for…
    api.clock.set(new Date(Date.parse(COMPLETED_AT) + 30 * DAY + 1000));
    const late = await details();
    expect(late).toMatchObject({ reviewDue: false, reviewId: review.id, review: { id: review.id, status: 'Requested' } });
    // …and the machine refuses it now, in the words of its rule.
    expect(await domainError(await submit(late.reviewId!, customer.id), 409)).toBe('Reviews can be left for 30 days after a job is completed. This job was completed on January 5, 2026.');
  });

  it('is refused on a job that is not completed, as the lifecycle says', async () => {
    api.clock.set(new Date(Date.parse(COMPLETED_AT) - 3 * DAY));
    const contractor = await aRatedContractor();
    for (const status of ['Scheduled', 'InProgress', 'Canceled'] as const) {
      const { customer, visit, review } = await aJobToReview(contractor, { status });
      const facts = { ...NO_FACTS, visitStartsAt: visit.scheduledStart.toISOString() };
      expect(await domainError(await submit(review.id, customer.id), 409)).toBe(refusalMessage(status, facts, 'consumer', api.clock.now().toISOString()));
    }
    expect(await contractorOf(contractor.id)).toMatchObject({ reviewCount: 0 });
  });

  it('is only for the customer who booked the job: 404 for anyone else’s or an unknown id, 403 for contractors', async () => {
    api.clock.set(new Date(Date.parse(COMPLETED_AT) + DAY));
    const contractor = await aRatedContractor();
    const { review } = await aJobToReview(contractor);
    const stranger = await aConsumer(api.db);
    expect(await domainError(await submit(review.id, stranger.id), 404)).toBe('The review was not found.');
    expect(await domainError(await submit(unknownId(), stranger.id), 404)).toBe('The review was not found.');
    expect(await domainError(await submit(review.id, contractor.userId), 403)).toBe(
      'Only the customer who booked a visit can reschedule or review it. Contractors find their jobs in the mobile app.',
    );
    expect(await api.db.select().from(contractorReviews).where(eq(contractorReviews.contractorId, contractor.id))).toEqual([]);
  });

  it('answers 401 without a token, before reading the input, and 400 for a rating out of range', async () => {
    expect(await domainError(await api.post(`/JobReviews/${unknownId()}/submit`, { not: 'read' }), 401)).toBe('Sign in to continue.');
    const customer = await aConsumer(api.db);
    const stars = ['Choose a rating from 1 to 5 stars.'];
    for (const rating of [0, 6, 4.5, '5']) expect(await validationErrors(await submit(unknownId(), customer.id, { rating }))).toEqual({ rating: stars });
    expect(await validationErrors(await submit(unknownId(), customer.id, { text: 'Great.' }))).toEqual({ rating: ['This field is required.'] });
    expect(await validationErrors(await submit(unknownId(), customer.id, { rating: 5, text: 'x'.repeat(2001) }))).toEqual({
      text: ['The review must be 2000 characters or fewer.'],
    });
  });

  it('keeps the rating right when reviews of one contractor arrive at once', async () => {
    api.clock.set(new Date(Date.parse(COMPLETED_AT) + DAY));
    const contractor = await aRatedContractor([4]);
    const jobs = await Promise.all([aJobToReview(contractor), aJobToReview(contractor), aJobToReview(contractor)]);
    const answers = await Promise.all(jobs.map((j, i) => submit(j.review.id, j.customer.id, { rating: [5, 3, 5][i], text: '' })));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    // (4 + 5 + 3 + 5) / 4
    expect(await contractorOf(contractor.id)).toMatchObject({ ratingAverage: 4.25, reviewCount: 4 });
  });
});

describe('a reviewer’s public name', () => {
  it('is the first name and the last initial', () => {
    expect(publicName('Karen', 'Mitchell')).toBe('Karen M.');
    expect(publicName(' Karen ', ' mitchell')).toBe('Karen M.');
    expect(publicName('Karen', '')).toBe('Karen');
    expect(publicName('', 'Mitchell')).toBe('M.');
    expect(publicName('', '')).toBe('A customer');
  });
});
