import { eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { AssignedJobAppointment } from '../../contract/assigned-appointments';
import type { JobRequestStatus } from '../../contract/job-lifecycle';
import type { JobRequestDetails } from '../../contract/job-requests';
import type { PaymentInfo } from '../../contract/proposals';
import {
  type AssignmentEvent,
  type AssignmentEventType,
  jobActionChoices,
  jobActionsFor,
  type JobEventType,
  jobLifecycleMachine,
  jobRefusal,
  type JobEvent,
  nextAssignmentState,
} from '../../machines/job-lifecycle.machine';
import { assignedJobAppointments, contractors, jobRequests } from '../../server/db/schema';
import { aConsumer, aContractor, aTrade, theServiceArea, workingHours } from './factories';
import { type TestApi, useTestApi } from './harness';
import { CARDS, payOnCardPage } from './payment-fixtures';
import { bearerFor } from './sign-in';

/**
 * The job-lifecycle machine's journeys played through the real API on PGlite, with the real sandbox
 * payments and the clock moved by the test. At every state a journey reaches, the job's details answer
 * its facts; the machine, asked with those facts, says what the customer and the contractor may do;
 * the API must agree: the contractor's availableActions are exactly the machine's contractor steps,
 * and every customer step the machine refuses is answered 409, most in the machine's own words, with
 * nothing changed. The steps the machine allows are the journeys' next steps, so each is taken too.
 */

const api: TestApi = await useTestApi();
await theServiceArea(api.db);

type Auth = { Authorization: string };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const back = `${api.env.PUBLIC_URL}/job-requests`;

async function ok<T>(res: Response): Promise<T> {
  if (res.status !== 200 && res.status !== 201) throw new Error(`answered ${res.status}: ${await res.text()}`);
  return res.json() as Promise<T>;
}

/** One journey's world: a customer, a contractor with working hours, and a job request dispatched to them. */
async function aWorld(options: { freeTime?: boolean } = {}) {
  const trade = await aTrade(api.db);
  const contractor = await aContractor(api.db, { trades: [trade] });
  if (options.freeTime !== false) await workingHours(api.db, contractor);
  const customer = await aConsumer(api.db);
  const auth = await bearerFor(api, customer.id);
  const contractorAuth = await bearerFor(api, contractor.userId);
  const created = await ok<{ id: string }>(
    await api.post(
      '/JobRequests',
      { tradeId: trade.id, name: 'Porch repair', description: 'A rotten step.', address: '4 Maple Ave', city: 'Southborough', zipCode: '01772', preferredDates: [] },
      auth,
    ),
  );
  const [assignment] = await api.db.select().from(assignedJobAppointments).where(eq(assignedJobAppointments.jobRequestId, created.id));
  return { jobId: created.id, assignmentId: assignment!.id, auth, contractorAuth };
}
type World = Awaited<ReturnType<typeof aWorld>>;

const details = async (w: World) => ok<JobRequestDetails>(await api.get(`/JobRequests/${w.jobId}`, w.auth));
const assignment = async (w: World) => ok<AssignedJobAppointment>(await api.get(`/AssignedJobAppointments/${w.assignmentId}`, w.contractorAuth));
const proposalPath = (w: World, id: string, tail: string) => `/JobRequests/${w.jobId}/jobProposals/${id}${tail}`;
const pay = async (w: World, proposalId: string, tail: string) => {
  const info = await ok<PaymentInfo>(await api.post(proposalPath(w, proposalId, tail), { redirectUrl: back }, w.auth));
  await payOnCardPage(api, { id: info.paymentIntentId, clientSecret: info.clientSecret }, CARDS.visa);
};
const act = (w: World, action: string, extra: Record<string, unknown> = {}) =>
  api.post(`/AssignedJobAppointments/${w.assignmentId}/contractor-action`, { action, ...extra }, w.contractorAuth);

/** The contractor's steps of the API, as the job machine names them. */
const CONTRACTOR_STEP: Record<AssignedJobAppointment['availableActions'][number], AssignmentEventType> = {
  Accept: 'offer.accept',
  Decline: 'offer.decline',
  SubmitEstimate: 'estimate.submit',
  OfferTimes: 'visit.offer',
  OnMyWay: 'contractor.onMyWay',
  StartJob: 'job.start',
  CompleteJob: 'job.complete',
  AddExtraWork: 'extraWork.add',
  ApproveCancelation: 'cancelation.approve',
};
/** Steps of the contractor's own side only (the job machine does not take them). */
const ASSIGNMENT_ONLY: AssignmentEventType[] = ['offer.accept', 'offer.decline'];

/**
 * The customer's steps the API can be asked to take, each as one call; the calls that name one
 * proposal use the job's latest. Answers the response; the job-level calls answer in the machine's words.
 */
const customerCalls: Partial<Record<JobEventType, { machineWords: boolean; send: (w: World, d: JobRequestDetails) => Response | Promise<Response> | null }>> = {
  'job.cancel': { machineWords: true, send: (w) => api.post(`/JobRequests/${w.jobId}/request-cancelation`, { reason: 'Trying it.' }, w.auth) },
  'cancelation.withdraw': { machineWords: true, send: (w) => api.post(`/JobRequests/${w.jobId}/keep-visit`, undefined, w.auth) },
  'visit.schedule': {
    machineWords: true,
    send: (w) => api.post(`/JobRequests/${w.jobId}/schedule-visit`, { start: new Date(api.clock.now().getTime() + 3 * DAY).toISOString() }, w.auth),
  },
  'visit.reschedule': {
    machineWords: false,
    send: (w, d) =>
      d.appointmentId
        ? api.post(`/JobAppointments/${d.appointmentId}/reschedule`, { start: new Date(api.clock.now().getTime() + 9 * DAY).toISOString(), end: new Date(api.clock.now().getTime() + 9 * DAY + 2 * HOUR).toISOString() }, w.auth)
        : null,
  },
  'deposit.pay': { machineWords: false, send: (w, d) => (d.proposals.length ? api.post(proposalPath(w, d.proposals.at(-1)!.id, '/deposit-info'), { redirectUrl: back }, w.auth) : null) },
  'finalPayment.pay': { machineWords: false, send: (w, d) => (d.proposals.length ? api.post(proposalPath(w, d.proposals.at(-1)!.id, '/final-payment-info'), { redirectUrl: back }, w.auth) : null) },
  'extraWork.pay': { machineWords: false, send: (w, d) => (d.proposals.length ? api.post(proposalPath(w, d.proposals.at(-1)!.id, '/subsequent-payment-info'), { redirectUrl: back }, w.auth) : null) },
};

const sorted = <T extends string>(list: T[]) => [...new Set(list)].sort();

/**
 * The check at one state: the API's facts, the machine's answer for both roles, the contractor's
 * availableActions, and each customer call the machine refuses answered 409 with nothing changed.
 */
async function checkState(w: World, expected: JobRequestStatus, name: string): Promise<JobRequestDetails> {
  const d = await details(w);
  expect(d.status, name).toBe(expected);
  const at = api.clock.now().toISOString();
  const consumer = jobActionsFor(d.status, d.facts, 'consumer', at);
  const contractor = jobActionsFor(d.status, d.facts, 'contractor', at);
  const side = await assignment(w);
  const offered = side.availableActions.map((a) => CONTRACTOR_STEP[a]).filter((t) => !ASSIGNMENT_ONLY.includes(t));
  // The contractor's app offers exactly the job machine's steps that their own side takes too.
  const both = contractor.filter((t) => nextAssignmentState(side.state, { type: t, by: 'contractor' } as AssignmentEvent));
  expect(sorted(offered), `${name}: contractor`).toEqual(sorted(both));
  for (const [type, call] of Object.entries(customerCalls) as [JobEventType, NonNullable<(typeof customerCalls)[JobEventType]>][]) {
    if (consumer.includes(type)) continue;
    // A call that names a proposal or a visit the job does not have yet has nothing to ask.
    const res = await call.send(w, d);
    if (!res) continue;
    expect(res.status, `${name}: ${type} refused`).toBe(409);
    const message = ((await res.json().catch(() => ({}))) as { Message?: string }).Message;
    if (call.machineWords) expect(message, `${name}: ${type}`).toBe(jobRefusal(d.status, d.facts, { type, by: 'consumer', at, startsAt: new Date(api.clock.now().getTime() + 3 * DAY).toISOString() } as JobEvent, at));
    expect((await details(w)).status, `${name}: ${type} changed nothing`).toBe(d.status);
  }
  visited.add(d.status);
  return d;
}

/** Transitions of the job machine no journey here plays through the API yet: the system's own, and the ones listed in the report. */
const NOT_PLAYED_YET: string[] = [
  'Submitted job.dispatch',
  'Dispatched job.dispatch',
  'Dispatched offers.exhausted',
  'Dispatched job.cancel',
  'Proposed estimate.submit',
  'Proposed job.dispatch',
  'Proposed job.cancel',
  'Accepted job.cancel',
  'Scheduled visit.reschedule',
  'Completed extraWork.add',
  'Completed extraWork.pay',
];

const visited = new Set<string>();
const taken = new Set<string>();
const step = (from: JobRequestStatus, type: JobEventType) => taken.add(`${from} ${type}`);

/** Sends a contractor's estimate: $300.00 with `depositCents`. */
const estimate = (w: World, depositCents: number) =>
  api.post(`/AssignedJobAppointments/${w.assignmentId}/submit-estimate`, { lineItems: [{ title: 'Work', quantity: 1, unitPriceCents: 30_000 }], depositCents }, w.contractorAuth);

describe('the job-lifecycle machine played through the API', () => {
  it('the whole job: estimate, deposit with the visit booked outside its cutoff, the visit on its day, extra work, payments, review', async () => {
    api.clock.set('2026-12-01T23:10:00Z');
    onTestFinished(() => api.clock.set(new Date()));
    const w = await aWorld();
    await checkState(w, 'Dispatched', 'dispatched');
    // A deposit of 11 cents is refused at submit-estimate with the rule's words.
    expect((await estimate(w, 11)).status).toBe(400);
    await ok(await estimate(w, 7_500));
    step('Dispatched', 'estimate.submit');
    let d = await checkState(w, 'Proposed', 'an estimate waits');
    await ok(await api.post(proposalPath(w, d.proposals[0]!.id, '/decisions'), { decision: 'Accept' }, w.auth));
    step('Proposed', 'proposal.accept');
    d = await checkState(w, 'Proposed', 'accepted, the deposit owed');
    expect(d.facts.owed.depositCents).toBe(7_500);
    await pay(w, d.proposals[0]!.id, '/deposit-info');
    step('Proposed', 'deposit.pay');
    step('Proposed', 'deposit.paid');
    step('Accepted', 'visit.schedule');
    d = await checkState(w, 'Scheduled', 'booked');
    // Paid at 6:10 PM in Southborough: the visit is never born inside its own cutoff, so the next morning it can still be moved.
    expect(Date.parse(d.facts.changeCutoff!)).toBeGreaterThan(Date.parse('2026-12-01T23:10:00Z'));
    api.clock.set('2026-12-02T14:00:00Z');
    w.auth = await userOf(w);
    w.contractorAuth = await contractorAuthOf(w);
    await checkState(w, 'Scheduled', 'the next morning');
    // The contractor's steps open two hours before the visit.
    const early = await act(w, 'OnMyWay');
    expect(early.status).toBe(409);
    expect(((await early.json()) as { Message: string }).Message).toMatch(/^You can report being on the way from .* E[SD]T, 2 hours before the visit at .* E[SD]T\.$/);
    api.clock.set(new Date(Date.parse(d.facts.visitStartsAt!) - HOUR));
    w.auth = await userOf(w);
    w.contractorAuth = await contractorAuthOf(w);
    await checkState(w, 'Scheduled', 'an hour before the visit');
    await ok(await act(w, 'OnMyWay'));
    step('Scheduled', 'contractor.onMyWay');
    await ok(await act(w, 'StartJob'));
    step('Scheduled', 'job.start');
    await checkState(w, 'InProgress', 'at work, nothing billed');
    expect((await act(w, 'AddExtraWork', { amountCents: 11, description: 'A shelf' })).status).toBe(409);
    await ok(await act(w, 'AddExtraWork', { amountCents: 5_000, description: 'A shelf' }));
    step('InProgress', 'extraWork.add');
    d = await checkState(w, 'InProgress', 'extra work billed');
    await pay(w, d.proposals[0]!.id, '/subsequent-payment-info');
    step('InProgress', 'extraWork.pay');
    await checkState(w, 'InProgress', 'extra work paid');
    await ok(await act(w, 'CompleteJob'));
    step('InProgress', 'job.complete');
    d = await checkState(w, 'Completed', 'completed, the final payment and a review due');
    await pay(w, d.proposals[0]!.id, '/final-payment-info');
    step('Completed', 'finalPayment.pay');
    d = await checkState(w, 'Completed', 'paid, a review due');
    await ok(await api.post(`/JobReviews/${d.reviewId}/submit`, { rating: 5, text: 'Solid work, on time.' }, w.auth));
    step('Completed', 'review.submit');
    d = await checkState(w, 'Completed', 'paid and reviewed');
    // Nothing left: no payment, no review.
    expect(jobActionsFor(d.status, d.facts, 'consumer', api.clock.now().toISOString())).toEqual([]);
  }, 120_000);

  it('a cancelation after the cutoff, kept, then asked again and approved', async () => {
    api.clock.set('2026-12-07T14:00:00Z');
    onTestFinished(() => api.clock.set(new Date()));
    const w = await aWorld();
    await ok(await estimate(w, 0));
    const d0 = await details(w);
    await ok(await api.post(proposalPath(w, d0.proposals[0]!.id, '/decisions'), { decision: 'Accept' }, w.auth));
    step('Proposed', 'proposal.accept');
    const d = await checkState(w, 'Scheduled', 'booked without a deposit');
    api.clock.set(new Date(Date.parse(d.facts.visitStartsAt!) - 10 * HOUR));
    w.auth = await userOf(w);
    w.contractorAuth = await contractorAuthOf(w);
    await checkState(w, 'Scheduled', 'inside the cutoff');
    await ok(await api.post(`/JobRequests/${w.jobId}/request-cancelation`, { reason: 'Away.' }, w.auth));
    step('Scheduled', 'job.cancel');
    const requested = await checkState(w, 'CancelationRequested', 'a late cancelation waits');
    expect(requested.facts.lateCancelation).toEqual({ refundCents: 0, decidedBy: d.facts.visitStartsAt });
    await ok(await api.post(`/JobRequests/${w.jobId}/keep-visit`, undefined, w.auth));
    step('CancelationRequested', 'cancelation.withdraw');
    await checkState(w, 'Scheduled', 'the visit kept');
    await ok(await api.post(`/JobRequests/${w.jobId}/request-cancelation`, { reason: 'Away after all.' }, w.auth));
    await ok(await api.post(`/AssignedJobAppointments/${w.assignmentId}/acknowledge-canceled`, undefined, w.contractorAuth));
    step('CancelationRequested', 'cancelation.approve');
    await checkState(w, 'Canceled', 'canceled late');
  }, 60_000);

  it('no free time: the job says what happens next, the contractor offers times, the customer chooses one', async () => {
    api.clock.set('2026-12-07T14:00:00Z');
    onTestFinished(() => api.clock.set(new Date()));
    const w = await aWorld({ freeTime: false });
    await ok(await estimate(w, 0));
    const d0 = await details(w);
    await ok(await api.post(proposalPath(w, d0.proposals[0]!.id, '/decisions'), { decision: 'Accept' }, w.auth));
    const d = await checkState(w, 'Accepted', 'booked, no free time');
    expect(d.facts.booking).toMatchObject({ state: 'noFreeTime', nextStep: expect.stringMatching(/has no free time in the next 4 weeks; we will call you by /) });
    const choice = jobActionChoices(d.status, d.facts, 'consumer', api.clock.now().toISOString()).find((c) => c.type === 'visit.schedule');
    expect(choice).toMatchObject({ allowed: false, reason: d.facts.booking.nextStep });
    const start = new Date(api.clock.now().getTime() + 3 * DAY);
    await ok(await api.post(`/AssignedJobAppointments/${w.assignmentId}/offer-times`, { times: [{ start: start.toISOString(), end: new Date(start.getTime() + 2 * HOUR).toISOString() }] }, w.contractorAuth));
    step('Accepted', 'visit.offer');
    const offered = await checkState(w, 'Accepted', 'times offered');
    expect(offered.facts.booking.state).toBe('offered');
    await ok(await api.post(`/JobRequests/${w.jobId}/schedule-visit`, { start: start.toISOString() }, w.auth));
    step('Accepted', 'visit.schedule');
    const booked = await checkState(w, 'Scheduled', 'the offered time booked');
    expect(booked.facts.visitStartsAt).toBe(start.toISOString());
  }, 60_000);

  it('declined and canceled before anybody is booked', async () => {
    const w = await aWorld();
    await ok(await estimate(w, 0));
    const d = await checkState(w, 'Proposed', 'an estimate to decline');
    await ok(await api.post(proposalPath(w, d.proposals[0]!.id, '/decisions'), { decision: 'Decline' }, w.auth));
    step('Proposed', 'proposal.decline');
    const after = await details(w);
    await checkState(w, after.status, 'declined');
    await ok(await api.post(`/JobRequests/${w.jobId}/request-cancelation`, { reason: 'Found someone.' }, w.auth));
    step(after.status, 'job.cancel');
    await checkState(w, 'Canceled', 'canceled early');
  }, 60_000);

  it('reaches every state of the job machine', () => {
    const states = Object.keys(jobLifecycleMachine.states);
    expect(states.filter((s) => !visited.has(s))).toEqual([]);
    // The machine's transitions these journeys do not take through the API yet (reported, and held from growing).
    const transitions = Object.entries(jobLifecycleMachine.states).flatMap(([state, node]) => [...node.transitions.keys()].map((type) => `${state} ${type}`));
    expect(transitions.filter((t) => !taken.has(t))).toEqual(NOT_PLAYED_YET);
  });
});

/** Fresh tokens after the clock jumped past their lifetime. */
async function userOf(w: World): Promise<Auth> {
  const [job] = await api.db.select({ userId: jobRequests.userId }).from(jobRequests).where(eq(jobRequests.id, w.jobId));
  return bearerFor(api, job!.userId!);
}

async function contractorAuthOf(w: World): Promise<Auth> {
  const [row] = await api.db
    .select({ userId: contractors.userId })
    .from(assignedJobAppointments)
    .innerJoin(contractors, eq(contractors.id, assignedJobAppointments.contractorId))
    .where(eq(assignedJobAppointments.id, w.assignmentId));
  return bearerFor(api, row!.userId);
}
