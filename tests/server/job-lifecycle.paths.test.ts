import { eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
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
  visitTimeProblem,
} from '../../machines/job-lifecycle.machine';
import { assignedJobAppointments, contractors, jobRequests } from '../../server/db/schema';
import { approveUndecidedCancelations } from '../../server/jobs/late-cancelations';
import type * as Lifecycle from '../../server/jobs/lifecycle';
import { coverageTable, type MachineCoverage, savePlayedCoverage } from '../flows/coverage';
import { assignmentLifecycleMachine as assignmentMachine } from '../../machines/job-lifecycle.machine';
import { jobPaths } from '../flows/job-lifecycle.paths';
import { allTransitionsOf, coverageOf } from '../flows/model';
import { aConsumer, aContractor, aTrade, theServiceArea, workingHours } from './factories';
import { type TestApi, useTestApi } from './harness';
import { CARDS, payOnCardPage } from './payment-fixtures';
import { domainError, validationErrors } from './problems';
import { bearerFor } from './sign-in';

/**
 * The job-lifecycle machine's journeys played through the real API on PGlite, with the real sandbox
 * payments and the clock moved by the test. At every state a journey reaches, the job's details answer
 * its facts; the machine, asked with those facts, says what the customer and the contractor may do;
 * the API must agree: the contractor's availableActions are exactly the machine's contractor steps,
 * and every customer step the machine refuses is answered 409, most in the machine's own words, with
 * nothing changed. The steps the machine allows are the journeys' next steps, so each is taken too.
 */

/**
 * Every move the server makes with the machines, as (machine, from, event, to): the server's own
 * `moveJob` / `moveAssignment` seen from outside, so the coverage below is what the API played.
 */
const played = vi.hoisted(() => [] as { machine: 'job' | 'assignment'; from: string; type: string; to: string; transition?: string }[]);
vi.mock('../../server/jobs/lifecycle', async (importOriginal) => {
  const real = await importOriginal<typeof Lifecycle>();
  const { eq: same } = await import('drizzle-orm');
  const { assignedJobAppointments: table } = await import('../../server/db/schema');
  return {
    ...real,
    moveJob: async (...args: Parameters<typeof real.moveJob>) => {
      const from = args[1].row.status;
      // Which of a status's transitions for the event the facts chose: two may lead to the same status (a cancel in full before the cutoff, or of a missed visit).
      const { jobLifecycleMachine: machine, jobSnapshot } = await import('../../machines/job-lifecycle.machine');
      const { transitionName } = await import('../flows/model');
      const taken = machine.getTransitionData(jobSnapshot(from, args[1].facts), args[2])[0];
      const to = await real.moveJob(...args);
      played.push({ machine: 'job', from, type: args[2].type, to, transition: taken && transitionName(taken) });
      return to;
    },
    moveAssignment: async (...args: Parameters<typeof real.moveAssignment>) => {
      const from = args[1].state;
      const to = await real.moveAssignment(...args);
      played.push({ machine: 'assignment', from, type: args[2].type, to });
      return to;
    },
    // A step the machine allows without the server moving anything (a payment started, times offered): played as the machine's own transition.
    allowJob: (...args: Parameters<typeof real.allowJob>) => {
      const to = real.allowJob(...args);
      played.push({ machine: 'job', from: args[0], type: args[2].type, to });
      return to;
    },
    allowAssignment: (...args: Parameters<typeof real.allowAssignment>) => {
      const to = real.allowAssignment(...args);
      played.push({ machine: 'assignment', from: args[0], type: args[1].type, to });
      return to;
    },
    moveAssignmentsWhereAllowed: async (...args: Parameters<typeof real.moveAssignmentsWhereAllowed>) => {
      const [tx, jobRequestId, event] = args;
      const before = new Map((await tx.select().from(table).where(same(table.jobRequestId, jobRequestId))).map((r) => [r.id, r.state]));
      const moved = await real.moveAssignmentsWhereAllowed(...args);
      for (const row of moved) played.push({ machine: 'assignment', from: before.get(row.id)!, type: event.type, to: row.state });
      return moved;
    },
  };
});

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
type World = { jobId: string; assignmentId: string | undefined; auth: Auth; contractorAuth: Auth };

const details = async (w: World) => ok<JobRequestDetails>(await api.get(`/JobRequests/${w.jobId}`, w.auth));
const assignment = async (w: World) => ok<AssignedJobAppointment>(await api.get(`/AssignedJobAppointments/${w.assignmentId!}`, w.contractorAuth));
const proposalPath = (w: World, id: string, tail: string) => `/JobRequests/${w.jobId}/jobProposals/${id}${tail}`;
const pay = async (w: World, proposalId: string, tail: string) => {
  const info = await ok<PaymentInfo>(await api.post(proposalPath(w, proposalId, tail), { redirectUrl: back }, w.auth));
  await payOnCardPage(api, { id: info.paymentIntentId, clientSecret: info.clientSecret }, CARDS.visa);
};
const act = (w: World, action: string, extra: Record<string, unknown> = {}) =>
  api.post(`/AssignedJobAppointments/${w.assignmentId!}/contractor-action`, { action, ...extra }, w.contractorAuth);

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

/** The estimate a decision names: the latest still waiting for an answer, else the latest. */
const decided = (d: JobRequestDetails) => d.proposals.filter((p) => p.status === 'Pending').at(-1) ?? d.proposals.at(-1);

/**
 * The customer's steps the API can be asked to take, each as one call; the calls that name one
 * proposal use the job's latest (a decision, the latest still waiting for one). Answers the response;
 * all but the reschedule answer in the machine's words, a decision on an estimate decided already
 * too (what it is now). `event`: the step as the server asks the machine, where it carries more than the moment.
 */
const customerCalls: Partial<
  Record<
    JobEventType,
    {
      machineWords: boolean;
      send: (w: World, d: JobRequestDetails) => Response | Promise<Response> | null;
      event?: (d: JobRequestDetails, at: string) => JobEvent;
    }
  >
> = {
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
  'deposit.pay': {
    machineWords: true,
    send: (w, d) => (d.proposals.length ? api.post(proposalPath(w, d.proposals.at(-1)!.id, '/deposit-info'), { redirectUrl: back }, w.auth) : null),
    event: (d) => ({ type: 'deposit.pay', by: 'consumer', proposalId: d.proposals.at(-1)!.id }),
  },
  'finalPayment.pay': {
    machineWords: true,
    send: (w, d) => (d.proposals.length ? api.post(proposalPath(w, d.proposals.at(-1)!.id, '/final-payment-info'), { redirectUrl: back }, w.auth) : null),
    event: (d) => ({ type: 'finalPayment.pay', by: 'consumer', proposalId: d.proposals.at(-1)!.id, withExtraWork: true }),
  },
  'extraWork.pay': {
    machineWords: true,
    send: (w, d) => (d.proposals.length ? api.post(proposalPath(w, d.proposals.at(-1)!.id, '/subsequent-payment-info'), { redirectUrl: back }, w.auth) : null),
    event: (d) => ({ type: 'extraWork.pay', by: 'consumer', proposalId: d.proposals.at(-1)!.id }),
  },
  'proposal.accept': {
    machineWords: true,
    send: (w, d) => (decided(d) ? api.post(proposalPath(w, decided(d)!.id, '/decisions'), { decision: 'Accept' }, w.auth) : null),
    event: (d, at) => ({ type: 'proposal.accept', by: 'consumer', at, proposalId: decided(d)!.id, depositCents: decided(d)!.depositCents }),
  },
  'proposal.decline': {
    machineWords: true,
    send: (w, d) => (decided(d) ? api.post(proposalPath(w, decided(d)!.id, '/decisions'), { decision: 'Decline' }, w.auth) : null),
    event: (d) => ({ type: 'proposal.decline', by: 'consumer', proposalId: decided(d)!.id }),
  },
  'review.submit': {
    machineWords: true,
    send: (w, d) => (d.reviewId ? api.post(`/JobReviews/${d.reviewId}/submit`, { rating: 5, text: 'Solid work, on time.' }, w.auth) : null),
  },
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
  if (w.assignmentId) {
    const side = await assignment(w);
    const offered = side.availableActions.map((a) => CONTRACTOR_STEP[a]).filter((t) => !ASSIGNMENT_ONLY.includes(t));
    // The contractor's app offers exactly the job machine's steps that their own side takes too.
    const both = contractor.filter((t) => nextAssignmentState(side.state, { type: t, by: 'contractor' } as AssignmentEvent));
    expect(sorted(offered), `${name}: contractor`).toEqual(sorted(both));
  }
  for (const [type, call] of Object.entries(customerCalls) as [JobEventType, NonNullable<(typeof customerCalls)[JobEventType]>][]) {
    if (consumer.includes(type)) continue;
    // A call that names a proposal or a visit the job does not have yet has nothing to ask.
    const mark = played.length;
    const res = await call.send(w, d);
    played.length = mark;
    if (!res) continue;
    expect(res.status, `${name}: ${type} refused`).toBe(409);
    const message = ((await res.json().catch(() => ({}))) as { Message?: string }).Message;
    const event = call.event?.(d, at) ?? ({ type, by: 'consumer', at, startsAt: new Date(api.clock.now().getTime() + 3 * DAY).toISOString() } as JobEvent);
    if (call.machineWords) expect(message, `${name}: ${type}`).toBe(jobRefusal(d.status, d.facts, event, at));
    expect((await details(w)).status, `${name}: ${type} changed nothing`).toBe(d.status);
  }
  checkOfferDates(w, d, name);
  visited.add(d.status);
  return d;
}

/** What each contractor's offer was at a world's last check, and the time of that check. */
const lastSeen = new WeakMap<World, { at: number; offers: Map<string, { state: string; since: string }> }>();

/** Each offer is dated by the step that brought it to its state: a new state since the last check, a date since then; the same state, the same date. */
function checkOfferDates(w: World, d: JobRequestDetails, name: string) {
  const now = api.clock.now().getTime();
  const before = lastSeen.get(w);
  for (const offer of d.offers) {
    const was = before?.offers.get(offer.contractor.id);
    if (was?.state === offer.state) {
      expect(offer.stateChangedAt, `${name}: ${offer.state} offer keeps its date`).toBe(was.since);
      continue;
    }
    // Offers made together are a millisecond apart.
    expect(Date.parse(offer.stateChangedAt), `${name}: ${offer.state} offer dated by its step`).toBeLessThanOrEqual(now + 10);
    if (before) expect(Date.parse(offer.stateChangedAt), `${name}: ${offer.state} offer dated by its step`).toBeGreaterThanOrEqual(before.at);
  }
  lastSeen.set(w, { at: now, offers: new Map(d.offers.map((o) => [o.contractor.id, { state: o.state, since: o.stateChangedAt }])) });
}

const visited = new Set<string>();

/** Sends a contractor's estimate: $300.00 with `depositCents`. */
const estimate = (w: World, depositCents: number) =>
  api.post(`/AssignedJobAppointments/${w.assignmentId!}/submit-estimate`, { lineItems: [{ title: 'Work', quantity: 1, unitPriceCents: 30_000 }], depositCents }, w.contractorAuth);

/** A job on a Monday in December whose first estimate, asking no deposit, the customer accepted: booked, its visit set. */
async function aBookedWorld(): Promise<World> {
  api.clock.set('2026-12-07T14:00:00Z');
  onTestFinished(() => api.clock.set(new Date()));
  const w = await aWorld();
  await ok(await estimate(w, 0));
  const d0 = await details(w);
  await ok(await api.post(proposalPath(w, d0.proposals[0]!.id, '/decisions'), { decision: 'Accept' }, w.auth));
  return w;
}

describe('the job-lifecycle machine played through the API', () => {
  it('the whole job: estimate, deposit with the visit booked outside its cutoff, the visit on its day, extra work, payments, review', async () => {
    api.clock.set('2026-12-01T23:10:00Z');
    onTestFinished(() => api.clock.set(new Date()));
    const w = await aWorld();
    await checkState(w, 'Dispatched', 'dispatched');
    // A deposit of 11 cents is refused at submit-estimate with the rule's words.
    expect((await estimate(w, 11)).status).toBe(400);
    await ok(await estimate(w, 7_500));
    let d = await checkState(w, 'Proposed', 'an estimate waits');
    await ok(await api.post(proposalPath(w, d.proposals[0]!.id, '/decisions'), { decision: 'Accept' }, w.auth));
    d = await checkState(w, 'Proposed', 'accepted, the deposit owed');
    expect(d.facts.owed.depositCents).toBe(7_500);
    await pay(w, d.proposals[0]!.id, '/deposit-info');
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
    await ok(await act(w, 'StartJob'));
    await checkState(w, 'InProgress', 'at work, nothing billed');
    // As the deposit's, at its field.
    expect((await act(w, 'AddExtraWork', { amountCents: 11, description: 'A shelf' })).status).toBe(400);
    await ok(await act(w, 'AddExtraWork', { amountCents: 5_000, description: 'A shelf' }));
    d = await checkState(w, 'InProgress', 'extra work billed');
    await pay(w, d.proposals[0]!.id, '/subsequent-payment-info');
    await checkState(w, 'InProgress', 'extra work paid');
    await ok(await act(w, 'CompleteJob'));
    d = await checkState(w, 'Completed', 'completed, the final payment and a review due');
    await pay(w, d.proposals[0]!.id, '/final-payment-info');
    d = await checkState(w, 'Completed', 'paid, a review due');
    await ok(await api.post(`/JobReviews/${d.reviewId}/submit`, { rating: 5, text: 'Solid work, on time.' }, w.auth));
    d = await checkState(w, 'Completed', 'paid and reviewed');
    // Nothing left: no payment, no review.
    expect(jobActionsFor(d.status, d.facts, 'consumer', api.clock.now().toISOString())).toEqual([]);
  }, 120_000);

  it("dates the contractor's answer by the step that brought it there", async () => {
    api.clock.set('2026-12-07T14:00:00Z');
    onTestFinished(() => api.clock.set(new Date()));
    const w = await aWorld();
    const dated = async () => (await details(w)).offers.map((o) => `${o.state} ${o.stateChangedAt}`);
    const later = async (at: string | number) => {
      api.clock.set(new Date(at));
      w.auth = await userOf(w);
      w.contractorAuth = await contractorAuthOf(w);
    };
    expect(await dated()).toEqual(['Offered 2026-12-07T14:00:00.000Z']);
    await later('2026-12-07T15:00:00Z');
    await ok(await api.post(`/AssignedJobAppointments/${w.assignmentId!}/decisions`, { decision: 'Accept' }, w.contractorAuth));
    expect(await dated()).toEqual(['Accepted 2026-12-07T15:00:00.000Z']);
    await later('2026-12-07T16:00:00Z');
    await ok(await estimate(w, 0));
    expect(await dated()).toEqual(['Estimated 2026-12-07T16:00:00.000Z']);
    await later('2026-12-07T17:00:00Z');
    const d = await details(w);
    await ok(await api.post(proposalPath(w, d.proposals[0]!.id, '/decisions'), { decision: 'Accept' }, w.auth));
    expect(await dated()).toEqual(['Booked 2026-12-07T17:00:00.000Z']);
    // Steps that leave the contractor booked leave the date where it was.
    const startsAt = Date.parse((await details(w)).facts.visitStartsAt!);
    await later(startsAt - HOUR);
    await ok(await act(w, 'OnMyWay'));
    await ok(await act(w, 'StartJob'));
    expect(await dated()).toEqual(['Booked 2026-12-07T17:00:00.000Z']);
    await later(startsAt + HOUR);
    await ok(await act(w, 'CompleteJob'));
    expect(await dated()).toEqual([`Completed ${new Date(startsAt + HOUR).toISOString()}`]);
  });

  it('a cancelation after the cutoff, kept, then asked again and approved', async () => {
    const w = await aBookedWorld();
    const d = await checkState(w, 'Scheduled', 'booked without a deposit');
    api.clock.set(new Date(Date.parse(d.facts.visitStartsAt!) - 10 * HOUR));
    w.auth = await userOf(w);
    w.contractorAuth = await contractorAuthOf(w);
    await checkState(w, 'Scheduled', 'inside the cutoff');
    await ok(await api.post(`/JobRequests/${w.jobId}/request-cancelation`, { reason: 'Away.' }, w.auth));
    const requested = await checkState(w, 'CancelationRequested', 'a late cancelation waits');
    expect(requested.facts.lateCancelation).toEqual({ refundCents: 0, decidedBy: d.facts.visitStartsAt });
    await ok(await api.post(`/JobRequests/${w.jobId}/keep-visit`, undefined, w.auth));
    await checkState(w, 'Scheduled', 'the visit kept');
    await ok(await api.post(`/JobRequests/${w.jobId}/request-cancelation`, { reason: 'Away after all.' }, w.auth));
    await ok(await api.post(`/AssignedJobAppointments/${w.assignmentId!}/acknowledge-canceled`, undefined, w.contractorAuth));
    await checkState(w, 'Canceled', 'canceled late');
  }, 60_000);

  it('a cancelation after the cutoff nobody decides, approved by the late rule once the visit has started', async () => {
    const w = await aBookedWorld();
    const startsAt = Date.parse((await checkState(w, 'Scheduled', 'booked without a deposit')).facts.visitStartsAt!);
    const at = async (moment: number) => {
      api.clock.set(new Date(moment));
      w.auth = await userOf(w);
      w.contractorAuth = await contractorAuthOf(w);
    };
    const sweep = () => approveUndecidedCancelations({ db: api.db, payments: api.payments, publicUrl: api.env.PUBLIC_URL }, api.clock.now());
    await at(startsAt - 10 * HOUR);
    await ok(await api.post(`/JobRequests/${w.jobId}/request-cancelation`, { reason: 'Away.' }, w.auth));
    await sweep();
    await checkState(w, 'CancelationRequested', 'a late cancelation waits for the contractor');
    await at(startsAt + 60_000);
    await checkState(w, 'CancelationRequested', "the visit's start passed undecided");
    await sweep();
    await checkState(w, 'Canceled', 'approved by the late rule');
  }, 60_000);

  it('a visit the contractor missed, canceled at once once its window ended with nobody on the way', async () => {
    const w = await aBookedWorld();
    const d = await checkState(w, 'Scheduled', 'booked without a deposit');
    api.clock.set(new Date(Date.parse(d.facts.visitEndsAt!) + HOUR));
    w.auth = await userOf(w);
    w.contractorAuth = await contractorAuthOf(w);
    await checkState(w, 'Scheduled', "the visit's window ended, nobody came");
    const canceled = await ok<{ status: string; Message: string }>(await api.post(`/JobRequests/${w.jobId}/request-cancelation`, { reason: 'Nobody came.' }, w.auth));
    expect(canceled.Message).toContain('your contractor did not come');
    await checkState(w, 'Canceled', 'canceled at once: the contractor missed the visit');
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
    // Past the day given, the page does not promise it still.
    api.clock.set(new Date(api.clock.now().getTime() + 3 * DAY));
    w.auth = await userOf(w);
    expect((await details(w)).facts.booking.nextStep).toMatch(/has no free time in the next 4 weeks; we will call you to set a time, or the contractor will offer times here\.$/);
    api.clock.set('2026-12-07T14:00:00Z');
    w.auth = await userOf(w);
    const choice = jobActionChoices(d.status, d.facts, 'consumer', api.clock.now().toISOString()).find((c) => c.type === 'visit.schedule');
    expect(choice).toMatchObject({ allowed: false, reason: d.facts.booking.nextStep });
    // A time inside its own change cutoff is refused at its field in the machine's words: the customer could not move it.
    const tooSoon = new Date(api.clock.now().getTime() + 10 * HOUR);
    const refused = await api.post(`/AssignedJobAppointments/${w.assignmentId!}/offer-times`, { times: [{ start: tooSoon.toISOString(), end: new Date(tooSoon.getTime() + 2 * HOUR).toISOString() }] }, w.contractorAuth);
    expect((await validationErrors(refused))['times.0.start']).toEqual([expect.stringContaining(visitTimeProblem(tooSoon.toISOString(), api.clock.now().toISOString())!)]);
    const start = new Date(api.clock.now().getTime() + 3 * DAY);
    await ok(await api.post(`/AssignedJobAppointments/${w.assignmentId!}/offer-times`, { times: [{ start: start.toISOString(), end: new Date(start.getTime() + 2 * HOUR).toISOString() }] }, w.contractorAuth));
    const offered = await checkState(w, 'Accepted', 'times offered');
    expect(offered.facts.booking).toMatchObject({ state: 'offered', times: [{ start: start.toISOString(), end: new Date(start.getTime() + 2 * HOUR).toISOString() }] });
    // A time the contractor did not offer is refused in the machine's words, and nothing is booked.
    const other = new Date(start.getTime() + DAY).toISOString();
    const notOffered = await api.post(`/JobRequests/${w.jobId}/schedule-visit`, { start: other }, w.auth);
    const at = api.clock.now().toISOString();
    expect(await domainError(notOffered, 409)).toBe(jobRefusal(offered.status, offered.facts, { type: 'visit.schedule', by: 'consumer', at, startsAt: other }, at));
    expect(jobRefusal(offered.status, offered.facts, { type: 'visit.schedule', by: 'consumer', at, startsAt: other }, at)).toBe('Choose one of the times your contractor offered.');
    await checkState(w, 'Accepted', 'a time not offered refused');
    await ok(await api.post(`/JobRequests/${w.jobId}/schedule-visit`, { start: start.toISOString() }, w.auth));
    const booked = await checkState(w, 'Scheduled', 'the offered time booked');
    expect(booked.facts.visitStartsAt).toBe(start.toISOString());
  }, 60_000);

  it('no free time: the visit-times offer none while the job says so, though the calendar has free slots again', async () => {
    api.clock.set('2026-12-07T14:00:00Z');
    onTestFinished(() => api.clock.set(new Date()));
    const w = await aWorld({ freeTime: false });
    await ok(await estimate(w, 0));
    const d0 = await details(w);
    await ok(await api.post(proposalPath(w, d0.proposals[0]!.id, '/decisions'), { decision: 'Accept' }, w.auth));
    const d = await checkState(w, 'Accepted', 'booked, no free time');
    // The office calls within two days of the booking.
    expect(d.facts.booking.state).toBe('noFreeTime');
    expect(Math.round((Date.parse(d.facts.booking.nextStepBy!) - Date.parse('2026-12-07T14:00:00Z')) / HOUR)).toBe(48);
    // The contractor's week comes back: the job still says noFreeTime, so its visit-times offer nothing the booking would refuse.
    const [row] = await api.db.select({ contractorId: assignedJobAppointments.contractorId }).from(assignedJobAppointments).where(eq(assignedJobAppointments.id, w.assignmentId!));
    await workingHours(api.db, { id: row!.contractorId });
    const again = await details(w);
    expect(again.facts.booking.state).toBe('noFreeTime');
    expect(await ok(await api.get(`/JobRequests/${w.jobId}/visit-times`, w.auth))).toEqual({ timezone: 'America/New_York', slots: [] });
    const free = '2026-12-10T14:00:00.000Z';
    expect(await domainError(await api.post(`/JobRequests/${w.jobId}/schedule-visit`, { start: free }, w.auth), 409)).toBe(again.facts.booking.nextStep);
    // Past the day the office was to call by, no day is given, in the words or in their time.
    api.clock.set('2026-12-09T15:00:00Z');
    w.auth = await userOf(w);
    expect((await details(w)).facts.booking).toMatchObject({ state: 'noFreeTime', nextStepBy: null });
    expect(await ok(await api.get(`/JobRequests/${w.jobId}/visit-times`, w.auth))).toEqual({ timezone: 'America/New_York', slots: [] });
  }, 60_000);

  it('declined and canceled before anybody is booked', async () => {
    const w = await aWorld();
    await ok(await estimate(w, 0));
    const d = await checkState(w, 'Proposed', 'an estimate to decline');
    await ok(await api.post(proposalPath(w, d.proposals[0]!.id, '/decisions'), { decision: 'Decline' }, w.auth));
    const after = await details(w);
    await checkState(w, after.status, 'declined');
    await ok(await api.post(`/JobRequests/${w.jobId}/request-cancelation`, { reason: 'Found someone.' }, w.auth));
    await checkState(w, 'Canceled', 'canceled early');
  }, 60_000);

});


// ---------------------------------------------------------------------------------------------
// The machine's generated paths (tests/flows/job-lifecycle.paths.ts), played through the API

type PathStep = { from: JobRequestStatus; type: string; to: JobRequestStatus; by?: string };
type JobPath = (typeof jobPaths)[number];

const stepsOf = (path: JobPath): PathStep[] =>
  path.steps.slice(1).map((s, i) => ({
    from: path.steps[i]!.state.value as JobRequestStatus,
    type: s.event.type,
    to: s.state.value as JobRequestStatus,
    by: 'by' in s.event ? String(s.event.by) : undefined,
  }));

/** The fewest generated paths that together take every transition of the job machine, longest first (paths sharing a prefix are played once). */
function pathsToPlay(): JobPath[] {
  const all = new Set(allTransitionsOf(jobLifecycleMachine));
  const byPath = jobPaths.map((path) => ({ path, takes: coverageOf(jobLifecycleMachine, [path]).transitions }));
  const chosen: JobPath[] = [];
  while (all.size) {
    const best = byPath.map((c) => ({ ...c, gain: [...c.takes].filter((t) => all.has(t)).length })).sort((x, y) => y.gain - x.gain)[0];
    if (!best?.gain) break;
    chosen.push(best.path);
    best.takes.forEach((t) => all.delete(t));
  }
  return chosen;
}

/** A path's world: a customer, four contractors of a fresh trade (three hold the offer at once, one is left to re-offer to), or none. */
interface PathWorld extends World {
  contractors: Map<string, Auth>;
  /** The deposit the path's estimates ask. */
  depositCents: number;
  paying?: PaymentInfo;
}

async function aPathWorld(path: JobPath): Promise<PathWorld> {
  const steps = stepsOf(path);
  const dispatched = steps[0]?.type === 'job.dispatch';
  // Accepted is a state the API rests in only when booking found no free time; otherwise it books at once.
  const staysAccepted = steps.some((s, i) => s.to === 'Accepted' && steps[i + 1]?.type !== 'visit.schedule');
  const trade = await aTrade(api.db);
  const contractorsOf = new Map<string, Auth>();
  for (let i = 0; dispatched && i < 4; i++) {
    const contractor = await aContractor(api.db, { trades: [trade] });
    if (!staysAccepted) await workingHours(api.db, contractor);
    contractorsOf.set(contractor.id, await bearerFor(api, contractor.userId));
  }
  const customer = await aConsumer(api.db);
  const auth = await bearerFor(api, customer.id);
  const created = await ok<{ id: string }>(
    await api.post('/JobRequests', { tradeId: trade.id, name: 'Porch repair', description: 'A rotten step.', address: '4 Maple Ave', city: 'Southborough', zipCode: '01772', preferredDates: [] }, auth),
  );
  const depositCents = steps.some((s) => s.type === 'deposit.pay' || s.type === 'deposit.paid' || (s.type === 'proposal.accept' && s.to === 'Proposed')) ? 7_500 : 0;
  const w: PathWorld = { jobId: created.id, assignmentId: undefined, auth, contractorAuth: auth, contractors: contractorsOf, depositCents };
  const offered = await assignmentsOf(w);
  if (offered[0]) choose(w, offered[0]);
  // One of the others has taken the job on to estimate it, so a booking closes (or a cancelation ends) an offer taken on as well as one left open.
  if (offered.length > 2) await decideAs(w, offered.at(-1)!, 'Accept');
  return w;
}

const assignmentsOf = (w: PathWorld) =>
  api.db.select().from(assignedJobAppointments).where(eq(assignedJobAppointments.jobRequestId, w.jobId)).orderBy(assignedJobAppointments.createdAt);
/** The contractor whose side the state checks read: the one who estimated last, or the first offered. */
const choose = (w: PathWorld, row: { id: string; contractorId: string }) => {
  w.assignmentId = row.id;
  w.contractorAuth = w.contractors.get(row.contractorId)!;
};
const decideAs = async (w: PathWorld, row: { id: string; contractorId: string }, decision: 'Accept' | 'Decline') =>
  ok(await api.post(`/AssignedJobAppointments/${row.id}/decisions`, { decision }, w.contractors.get(row.contractorId)!));
const pending = (d: JobRequestDetails) => d.proposals.filter((p) => p.status === 'Pending');

/** A contractor holding the offer who has not estimated yet sends an estimate; the first takes the job on before estimating, the others estimate straight away. */
async function anEstimate(w: PathWorld) {
  const rows = await assignmentsOf(w);
  const open = rows.filter((r) => r.state === 'Offered' || r.state === 'Accepted');
  const row = open[0];
  if (!row) throw new Error('nobody holds the offer');
  if (!rows.some((r) => r.state === 'Estimated') && row.state === 'Offered') await decideAs(w, row, 'Accept');
  choose(w, row);
  await ok(await estimate(w, w.depositCents));
}

/** Every contractor holding the offer passes (after taking it on, for the first), until nobody is left to offer it to. */
async function everyonePasses(w: PathWorld, { keep = 1 }: { keep?: number } = {}) {
  for (let round = 0; round < 8; round++) {
    const open = (await assignmentsOf(w)).filter((r) => r.state === 'Offered' || r.state === 'Accepted');
    if (open.length < keep) return;
    for (const row of open.slice(0, open.length - keep + 1)) await decideAs(w, row, 'Decline');
  }
}

async function pendingProposal(w: PathWorld) {
  const d = await details(w);
  const proposal = pending(d).at(-1) ?? d.proposals.at(-1);
  if (!proposal) throw new Error('no estimate');
  return proposal;
}

async function startPaying(w: PathWorld) {
  let proposal = (await details(w)).proposals.find((p) => p.status === 'Accepted');
  if (!(await details(w)).facts.owed.depositCents) {
    proposal = await pendingProposal(w);
    await ok(await api.post(proposalPath(w, proposal.id, '/decisions'), { decision: 'Accept' }, w.auth));
  }
  w.paying = await ok<PaymentInfo>(await api.post(proposalPath(w, proposal!.id, '/deposit-info'), { redirectUrl: back }, w.auth));
}

/** Moves the clock, and signs both sides in again (their tokens do not outlive a jump). */
async function moveClockTo(w: PathWorld, at: Date) {
  api.clock.set(at);
  w.auth = await userOf(w);
  for (const row of await assignmentsOf(w)) {
    const [c] = await api.db.select({ userId: contractors.userId }).from(contractors).where(eq(contractors.id, row.contractorId));
    w.contractors.set(row.contractorId, await bearerFor(api, c!.userId));
  }
  if (w.assignmentId) w.contractorAuth = await contractorAuthOf(w);
}

const visitStart = async (w: PathWorld) => Date.parse((await details(w)).facts.visitStartsAt!);

/** What the customer, the contractor, the payment provider or time does through the API to cause each event of the job machine. */
const STEPS: Record<JobEventType, (w: PathWorld, step: PathStep) => Promise<unknown>> = {
  // The first dispatch happens when the request is sent; a later one when a contractor holding the offer passes.
  'job.dispatch': async (w, { from }) => {
    if (from === 'Submitted') return;
    const rows = await assignmentsOf(w);
    const passing = rows.find((r) => (r.state === 'Offered' || r.state === 'Accepted') && r.id !== w.assignmentId) ?? rows.find((r) => r.state === 'Offered');
    await decideAs(w, passing!, 'Accept');
    await decideAs(w, passing!, 'Decline');
  },
  'offers.exhausted': (w) => everyonePasses(w),
  'estimate.submit': (w) => anEstimate(w),
  'proposal.accept': async (w) => ok(await api.post(proposalPath(w, (await pendingProposal(w)).id, '/decisions'), { decision: 'Accept' }, w.auth)),
  'proposal.decline': async (w, { to }) => {
    if (to === 'Proposed' && pending(await details(w)).length < 2) await anEstimate(w);
    if (to === 'Submitted') await everyonePasses(w, { keep: 0 });
    return ok(await api.post(proposalPath(w, (await pendingProposal(w)).id, '/decisions'), { decision: 'Decline' }, w.auth));
  },
  'deposit.pay': (w) => startPaying(w),
  'deposit.paid': async (w) => {
    if (!w.paying) await startPaying(w);
    await payOnCardPage(api, { id: w.paying!.paymentIntentId, clientSecret: w.paying!.clientSecret }, CARDS.visa);
  },
  // Paid or accepted with free time, the first bookable slot is booked at once; without, the customer chooses a time the contractor offered.
  'visit.schedule': async (w) => {
    const d = await details(w);
    if (d.status === 'Scheduled') return;
    if (d.facts.booking.state !== 'offered') await STEPS['visit.offer'](w, { from: 'Accepted', type: 'visit.offer', to: 'Accepted' });
    const start = new Date(api.clock.now().getTime() + 3 * DAY);
    return ok(await api.post(`/JobRequests/${w.jobId}/schedule-visit`, { start: start.toISOString() }, w.auth));
  },
  'visit.offer': async (w) => {
    const start = new Date(api.clock.now().getTime() + 3 * DAY);
    await ok(await api.post(`/AssignedJobAppointments/${w.assignmentId!}/offer-times`, { times: [{ start: start.toISOString(), end: new Date(start.getTime() + 2 * HOUR).toISOString() }] }, w.contractorAuth));
  },
  'visit.reschedule': async (w) => {
    const d = await details(w);
    const { slots } = await ok<{ slots: { start: string; end: string }[] }>(await api.get(`/JobAppointments/${d.appointmentId!}/reschedule-availability`, w.auth));
    return ok(await api.post(`/JobAppointments/${d.appointmentId!}/reschedule`, { ...slots.at(-1)!, reason: 'Another day suits us better.' }, w.auth));
  },
  // Before the cutoff a cancelation ends the job; after it, the contractor decides.
  'job.cancel': async (w, { from, to }) => {
    if (from === 'Scheduled' && to === 'CancelationRequested') await moveClockTo(w, new Date((await visitStart(w)) - 10 * HOUR));
    return ok(await api.post(`/JobRequests/${w.jobId}/request-cancelation`, { reason: 'Plans changed.' }, w.auth));
  },
  'cancelation.withdraw': async (w) => ok(await api.post(`/JobRequests/${w.jobId}/keep-visit`, undefined, w.auth)),
  // The contractor approves at any time; the system, once the visit's start has passed with nobody deciding.
  'cancelation.approve': async (w, { by }) => {
    if (by !== 'system') return ok(await api.post(`/AssignedJobAppointments/${w.assignmentId!}/acknowledge-canceled`, undefined, w.contractorAuth));
    await moveClockTo(w, new Date((await visitStart(w)) + 60_000));
    return approveUndecidedCancelations({ db: api.db, payments: api.payments, publicUrl: api.env.PUBLIC_URL }, api.clock.now());
  },
  'contractor.onMyWay': async (w) => {
    await moveClockTo(w, new Date((await visitStart(w)) - HOUR));
    return ok(await act(w, 'OnMyWay'));
  },
  'job.start': async (w) => {
    const startsAt = await visitStart(w);
    if (api.clock.now().getTime() < startsAt - HOUR) await moveClockTo(w, new Date(startsAt - HOUR));
    return ok(await act(w, 'StartJob'));
  },
  'job.complete': async (w) => ok(await act(w, 'CompleteJob')),
  'extraWork.add': async (w) => ok(await act(w, 'AddExtraWork', { amountCents: 5_000, description: 'A shelf' })),
  'extraWork.pay': async (w) => {
    if (!(await details(w)).facts.owed.extraWorkCents) await STEPS['extraWork.add'](w, { from: 'InProgress', type: 'extraWork.add', to: 'InProgress' });
    await pay(w, (await details(w)).proposals.find((p) => p.status === 'Accepted')!.id, '/subsequent-payment-info');
  },
  'finalPayment.pay': async (w) => pay(w, (await details(w)).proposals.find((p) => p.status === 'Accepted')!.id, '/final-payment-info'),
  'review.submit': async (w) => ok(await api.post(`/JobReviews/${(await details(w)).reviewId!}/submit`, { rating: 5, text: 'Solid work, on time.' }, w.auth)),
};

/** What the API played, as the coverage table of `npm run test:flows` counts it. */
function playedCoverage(machine: typeof jobLifecycleMachine | typeof assignmentMachine, kind: 'job' | 'assignment', paths: number): MachineCoverage {
  const transitions = allTransitionsOf(machine);
  const taken = new Set(
    played
      .filter((p) => p.machine === kind)
      .map((p) => p.transition ?? transitions.find((t) => t.startsWith(`${p.from} ─ ${p.type} #`) && t.endsWith(`→ ${p.to}`)))
      .filter((t): t is string => !!t),
  );
  const states = Object.keys(machine.states);
  const entered = new Set([String(machine.config.initial), ...played.filter((p) => p.machine === kind).map((p) => p.to)]);
  const missingStates = states.filter((s) => !entered.has(s));
  const missingTransitions = transitions.filter((t) => !taken.has(t));
  return {
    id: `${machine.id} (played through the API)`,
    paths,
    states: { visited: states.length - missingStates.length, total: states.length, missing: missingStates },
    transitions: { visited: transitions.length - missingTransitions.length, total: transitions.length, missing: missingTransitions },
  };
}

const toPlay = pathsToPlay();

describe("the job-lifecycle machine's generated paths played through the API", () => {
  it.each(toPlay.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    api.clock.set('2026-12-07T14:00:00Z');
    onTestFinished(() => api.clock.set(new Date()));
    const w = await aPathWorld(path);
    const steps = stepsOf(path);
    await checkState(w, steps[0]?.type === 'job.dispatch' ? 'Dispatched' : 'Submitted', 'sent');
    for (const [i, step] of steps.entries()) {
      if (i === 0 && step.type === 'job.dispatch') continue;
      await STEPS[step.type as JobEventType](w, step);
      // With free time the API books the first visit in the same step that books the contractor.
      const booked = step.to === 'Accepted' && steps[i + 1]?.type === 'visit.schedule';
      await checkState(w, booked ? 'Scheduled' : step.to, `${path.description}, after ${step.type}`);
    }
  }, 120_000);
});

describe('coverage of the machines by the API', () => {
  it('plays every state and every transition of the job and assignment machines', () => {
    const rows = [playedCoverage(jobLifecycleMachine, 'job', toPlay.length + 5), playedCoverage(assignmentMachine, 'assignment', toPlay.length + 5)];
    console.log(coverageTable(rows).replace('by the generated paths', 'by the generated paths, played through the API'));
    savePlayedCoverage(rows, new Date());
    for (const row of rows) {
      expect(row.states.missing, row.id).toEqual([]);
      expect(row.transitions.missing, row.id).toEqual([]);
    }
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
    .where(eq(assignedJobAppointments.id, w.assignmentId!));
  return bearerFor(api, row!.userId);
}
