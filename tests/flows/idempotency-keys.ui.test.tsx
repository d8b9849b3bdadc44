import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, createActor, type SnapshotFrom, waitFor as reached } from 'xstate';
import type { TimeSlot } from '../../contract/appointments';
import type { JobRequestDetails, JobReviewSummary } from '../../contract/job-requests';
import { changeCutoffOf, type JobFacts } from '../../machines/job-lifecycle.machine';
import { browserTimeZone } from '../../src/api/client';
import { cancelationLogic, keepVisitLogic } from '../../src/features/job-requests/cancelation';
import { JobRequestDetailsPage } from '../../src/features/job-requests/JobRequestDetailsPage';
import { ProposalPage } from '../../src/features/proposals/ProposalPage';
import { ReviewDialog } from '../../src/features/reviews/ReviewSection';
import { firstVisitLogic } from '../../src/features/visits/first-visit';
import { rescheduleLogic } from '../../src/features/visits/reschedule';
import { dayKeyOf, formatClock, formatDayKey, formatWindow } from '../../src/features/visits/visit-time';
import { jobPageParts } from '../../src/routes/-components/job-request-details';
import { withoutScrolling } from '../../src/test/app';
import { type Answer, fakeApiAnswering, notFound } from '../../src/test/fake-api';
import { DAVE, JOB_ID, jobDetailsFixture } from '../../src/test/job-fixtures';
import { renderInRouter } from '../../src/test/job-pages';
import { proposalFixture } from './fixtures';
import * as firstVisit from './first-visit.paths';
import { canceled, REASON } from './job-cancelation.paths';
import { JOBS, NOW, PROPOSALS } from './proposal.paths';
import * as reschedule from './reschedule.paths';

/**
 * The customer's writes that the server keeps by `Idempotency-Key`
 * (docs/decisions/086-a-write-sent-twice-is-carried-out-once.md), each through its flow's machine and
 * its real API calls, against a server that keeps answers by key as the real one does: every sending
 * carries a key; sent again unchanged after an answer lost on the way back, the same key, so the
 * retry gets the first answer and the flow ends as done, where a second request would be refused with
 * the job machine's 409; changed, a new key.
 */

vi.mock('../../src/api/client', async (importOriginal) => (await import('../../src/test/fake-api')).withFakeApi(await importOriginal()));

const api = fakeApiAnswering();

beforeAll(withoutScrolling);
afterEach(cleanup);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** What happens to the next write sent: the server is down (503, nothing done), or it is done and its answer lost on the way back. */
type Mishap = 'unavailable' | 'answerLost';

/**
 * The API as the server has it, for one write (`POST` to a path `write` matches) and the reads around
 * it: the write is carried out once (`done`'s answer); carried out again, the job's machine refuses it
 * (409 `refusal`). A key's first answer is kept, unless a 5xx, and the same request with the key
 * answers it again with `Idempotent-Replayed: true`; another request with the key, 422.
 */
function keyedServer({ write, done, refusal, reads = () => notFound() }: { write: RegExp; done: () => Response; refusal: string; reads?: (url: URL, carriedOut: boolean) => Response }) {
  const kept = new Map<string, { request: string; answer: Response }>();
  const mishaps: Mishap[] = [];
  let carriedOut = false;
  const carryOut = () => {
    if (carriedOut) return Response.json({ Message: refusal }, { status: 409 });
    carriedOut = true;
    return done();
  };
  const answer: Answer = async (url, request) => {
    if (request.method !== 'POST' || !write.test(url.pathname)) return reads(url, carriedOut);
    const mishap = mishaps.shift();
    if (mishap === 'unavailable') return Response.json({ Message: 'The service is unavailable. Try again in a moment.' }, { status: 503 });
    const key = request.headers.get('Idempotency-Key');
    const fingerprint = `${url.pathname}\n${await request.clone().text()}`;
    const first = key === null ? undefined : kept.get(key);
    let response: Response;
    if (first && first.request !== fingerprint) response = Response.json({ Message: 'This Idempotency-Key was already sent with a different request.' }, { status: 422 });
    else if (first) response = new Response(first.answer.clone().body, { status: first.answer.status, headers: { 'Content-Type': 'application/json', 'Idempotent-Replayed': 'true' } });
    else {
      response = carryOut();
      if (key !== null) kept.set(key, { request: fingerprint, answer: response.clone() });
    }
    if (mishap === 'answerLost') throw new TypeError('Failed to fetch');
    return response;
  };
  api.answer = answer;
  return {
    /** What befalls the next writes, in order. */
    next: (...coming: Mishap[]) => void mishaps.push(...coming),
    /** The `Idempotency-Key` of each write sent so far. */
    keys: () => api.sent.filter(({ method, url }) => method === 'POST' && write.test(url.pathname)).map(({ headers }) => headers.get('Idempotency-Key')),
  };
}

/** The keys of a sending, of one with changed content, and of its retry: a new key for the change, the same for the retry. */
function expectNewKeyThenSame(keys: (string | null)[]) {
  expect(keys).toHaveLength(3);
  const [first, changed, retried] = keys;
  expect(first).toMatch(UUID);
  expect(changed).toMatch(UUID);
  expect(changed).not.toBe(first);
  expect(retried).toBe(changed);
}

/** Sends `event` and waits for the machine to settle where `state` says. */
async function step<A extends AnyActorRef>(actor: A, event: Parameters<A['send']>[0] | null, state: (s: SnapshotFrom<A>) => boolean) {
  if (event) actor.send(event);
  return reached(actor, state, { timeout: 5000 });
}

describe('canceling a job request', () => {
  it('sends a key, the same on a retry of the same reason and a new one for another; a retry whose first was done ends canceled', async () => {
    const server = keyedServer({ write: /\/request-cancelation$/, done: () => Response.json(canceled), refusal: 'This job request is canceled. Nothing more can be done to it online.' });
    const actor = createActor(cancelationLogic(() => {}), { input: { jobId: JOB_ID } }).start();
    actor.send({ type: 'cancelation.start', at: new Date().toISOString() });
    actor.send({ type: 'cancelation.continue' });
    actor.send({ type: 'cancelation.reasonChanged', value: 'Not needed any more.' });
    server.next('unavailable', 'answerLost');
    await step(actor, { type: 'cancelation.confirm' }, (s) => s.matches('failed'));
    actor.send({ type: 'cancelation.back' });
    actor.send({ type: 'cancelation.reasonChanged', value: REASON });
    await step(actor, { type: 'cancelation.confirm' }, (s) => s.matches('failed'));
    const done = await step(actor, { type: 'cancelation.retry' }, (s) => !s.hasTag('busy'));

    expect(done.value).toBe('done');
    expect(done.context.result).toEqual(canceled);
    expectNewKeyThenSame(server.keys());
  });
});

describe('keeping the visit', () => {
  it('sends the same key on a retry, set aside or not, and a new one for the next time the visit is kept', async () => {
    const job = jobDetailsFixture('Scheduled');
    const server = keyedServer({ write: /\/keep-visit$/, done: () => Response.json(job), refusal: 'This job request is scheduled. Nothing more can be done to it online.' });
    const actor = createActor(keepVisitLogic(() => {}), { input: { jobId: JOB_ID } }).start();
    actor.send({ type: 'keepVisit.start' });
    server.next('answerLost', 'answerLost');
    await step(actor, { type: 'keepVisit.confirm' }, (s) => s.matches('failed'));
    await step(actor, { type: 'keepVisit.confirm' }, (s) => s.matches('failed'));
    actor.send({ type: 'keepVisit.dismiss' });
    actor.send({ type: 'keepVisit.start' });
    const kept = await step(actor, { type: 'keepVisit.confirm' }, (s) => !s.hasTag('busy'));
    expect(kept.value).toBe('kept');

    // Kept again later (after another late cancelation): another request with its own key, not the replay of the first.
    actor.send({ type: 'keepVisit.dismiss' });
    actor.send({ type: 'keepVisit.start' });
    await step(actor, { type: 'keepVisit.confirm' }, (s) => !s.hasTag('busy'));
    const keys = server.keys();
    expect(keys).toHaveLength(4);
    expect(keys[0]).toMatch(UUID);
    expect(keys.slice(0, 3)).toEqual([keys[0], keys[0], keys[0]]);
    expect(keys[3]).toMatch(UUID);
    expect(keys[3]).not.toBe(keys[0]);
  });
});

describe('choosing the first visit', () => {
  it('sends a key, the same on a retry of the same time and a new one for another; a retry whose first was done ends booked', async () => {
    const server = keyedServer({
      write: /\/schedule-visit$/,
      done: () => Response.json(firstVisit.booked),
      refusal: firstVisit.NOT_NOW,
      reads: (url) => (url.pathname.endsWith('/visit-times') ? Response.json({ slots: firstVisit.SLOTS }) : notFound()),
    });
    const actor = createActor(firstVisitLogic(), { input: firstVisit.input }).start();
    await step(actor, null, (s) => s.matches('choosing'));
    actor.send({ type: 'firstVisit.chooseDay', day: firstVisit.MONDAY });
    actor.send({ type: 'firstVisit.chooseTime', slot: firstVisit.MON_8 });
    server.next('unavailable', 'answerLost');
    await step(actor, { type: 'firstVisit.confirm' }, (s) => s.matches({ confirming: 'failed' }));
    actor.send({ type: 'firstVisit.back' });
    actor.send({ type: 'firstVisit.chooseTime', slot: firstVisit.MON_2 });
    await step(actor, { type: 'firstVisit.confirm' }, (s) => s.matches({ confirming: 'failed' }));
    const done = await step(actor, { type: 'firstVisit.confirm' }, (s) => !s.hasTag('busy'));

    expect(done.value).toBe('booked');
    expect(done.context.result).toEqual(firstVisit.booked);
    expectNewKeyThenSame(server.keys());
  });
});

describe('moving the visit', () => {
  it('sends a key, the same on a retry of the same move and a new one once the reason changes; a retry whose first was done ends moved', async () => {
    const server = keyedServer({
      write: /\/reschedule$/,
      done: () => Response.json(reschedule.moved),
      refusal: reschedule.PAST_CUTOFF,
      reads: (url) => (url.pathname.endsWith('/reschedule-availability') ? Response.json({ slots: reschedule.SLOTS }) : notFound()),
    });
    const actor = createActor(rescheduleLogic(), { input: reschedule.input }).start();
    await step(actor, null, (s) => s.matches('choosing'));
    actor.send({ type: 'reschedule.chooseDay', day: reschedule.WEDNESDAY });
    actor.send({ type: 'reschedule.chooseTime', slot: reschedule.WED_2 });
    server.next('unavailable', 'answerLost');
    await step(actor, { type: 'reschedule.confirm' }, (s) => s.matches({ confirming: 'failed' }));
    actor.send({ type: 'reschedule.changeReason', reason: reschedule.REASON });
    await step(actor, { type: 'reschedule.confirm' }, (s) => s.matches({ confirming: 'failed' }));
    const done = await step(actor, { type: 'reschedule.confirm' }, (s) => !s.hasTag('busy'));

    expect(done.value).toBe('rescheduled');
    expect(done.context.result).toEqual(reschedule.moved);
    expectNewKeyThenSame(server.keys());
  });
});

describe('deciding an estimate, on its page', () => {
  const ALREADY = 'This estimate was already accepted.';
  const estimateServer = () =>
    keyedServer({
      write: /\/decisions$/,
      done: () => Response.json(PROPOSALS.depositDue),
      refusal: ALREADY,
      // The estimate and its job as they stand: accepted and its deposit owed once the acceptance is done.
      reads: (url, accepted) => {
        if (url.pathname.endsWith(`/jobProposals/${PROPOSALS.open.id}`)) return Response.json(accepted ? PROPOSALS.depositDue : PROPOSALS.open);
        if (url.pathname.endsWith(`/JobRequests/${PROPOSALS.open.jobRequestId}`)) return Response.json(accepted ? JOBS.depositDue : JOBS.open);
        return notFound();
      },
    });

  async function openEstimate() {
    renderInRouter(() => (
      <ProposalPage
        proposal={PROPOSALS.open}
        job={JOBS.open}
        jobName="Sticking back door"
        onChanged={() => {}}
        runtime={{ now: NOW }}
        renderDeposit={({ autoStart }) => <p data-testid="deposit-step">{autoStart ? 'Deposit step, card asked at once' : 'Deposit step, waiting for Pay'}</p>}
      />
    ));
    await screen.findByRole('heading', { level: 1, name: 'Estimate from Kowalski Carpentry' });
    return userEvent.setup();
  }

  it('shows an acceptance whose answer was lost as accepted when it is tried again, not the 409 of an estimate already accepted', async () => {
    const server = estimateServer();
    const user = await openEstimate();
    server.next('answerLost');
    await user.click(screen.getByRole('button', { name: 'Accept & pay deposit $90.00' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Your answer may not have been sent.');

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/You accepted this estimate\. Kowalski Carpentry is booked once your deposit of \$90\.00 is paid\./)).toBeTruthy();
    // No word of a refusal, and the card is asked at once, as for any estimate accepted here.
    const alerts = screen.queryAllByRole('alert').map((alert) => alert.textContent).join('\n');
    expect(alerts).not.toContain(ALREADY);
    expect(alerts).not.toContain('was not sent');
    expect(screen.getByTestId('deposit-step').textContent).toBe('Deposit step, card asked at once');
    const [first, retried] = server.keys();
    expect(first).toMatch(UUID);
    expect(retried).toBe(first);
  });

  it('sends a new key once the decline has another reason, and the same on its retry', async () => {
    const server = estimateServer();
    const user = await openEstimate();
    const decline = async (reason: string) => {
      await user.click(screen.getByRole('button', { name: 'Decline' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Decline this estimate?' }));
      await user.clear(dialog.getByRole('textbox', { name: 'Reason (optional)' }));
      await user.type(dialog.getByRole('textbox', { name: 'Reason (optional)' }), reason);
      await user.click(dialog.getByRole('button', { name: 'Decline estimate' }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy());
    };
    server.next('unavailable', 'answerLost', 'answerLost');
    await decline('Too expensive');
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    await decline('Found another');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(server.keys()).toHaveLength(3));

    expectNewKeyThenSame(server.keys());
  });
});

describe('reviewing the contractor', () => {
  it('sends a key, the same on a retry of the same review and a new one once the words change; a retry whose first was done thanks the customer', async () => {
    const REVIEW_ID = '8e9f0a1b-2c3d-4e4f-9a5b-6c7d8e9f0a1b';
    const requested: JobReviewSummary = { id: REVIEW_ID, status: 'Requested', rating: null, text: '', dueBy: '2027-01-01T14:00:00.000Z', submittedAt: null };
    const job = jobDetailsFixture('Completed', { reviewDueBy: requested.dueBy }, { review: requested, reviewId: REVIEW_ID });
    const server = keyedServer({ write: /\/JobReviews\/[^/]+\/submit$/, done: () => Response.json({ id: REVIEW_ID, status: 'Published' }), refusal: 'This job is already reviewed.' });
    renderInRouter(() => <ReviewDialog job={job} onClose={() => {}} />);
    const user = userEvent.setup();
    const dialog = within(await screen.findByRole('dialog', { name: 'Review the contractor' }));
    // jsdom lays nothing out, so MUI's Rating reads no hover: a plain click picks the star.
    fireEvent.click(within(dialog.getByRole('group', { name: 'Your rating' })).getByRole('radio', { name: '5 stars, Excellent' }));
    const words = dialog.getByRole('textbox', { name: /your review/i });
    await user.type(words, 'On time.');
    server.next('unavailable', 'answerLost');
    const form = dialog.getByRole('form', { name: 'Your review' });
    const send = async () => {
      const before = server.keys().length;
      await user.click(dialog.getByRole('button', { name: 'Send review' }));
      await waitFor(() => expect(server.keys()).toHaveLength(before + 1));
    };
    const refused = () => waitFor(() => expect(form.getAttribute('aria-busy')).toBe('false'));
    await send();
    await refused();
    await user.type(words, ' Tidy work.');
    await send();
    await refused();
    await send();

    expect((await dialog.findByRole('status')).textContent).toContain('Thank you for your review');
    expectNewKeyThenSame(server.keys());
  });
});

/**
 * On Job Request Details, where a customer whose answer was lost closes the dialog and opens it again:
 * what the dialog sent and never heard back about outlives it, with its key. The server did the write,
 * so the time booked is no longer listed free; the dialog opens on what was sent, and sent again it
 * carries the same key and ends as done. Something else sent carries a new key.
 */
describe('a write whose answer was lost, sent again from its dialog opened again on the job page', () => {
  const NOW = '2026-11-25T12:00:00.000Z';
  const zone = browserTimeZone();
  const visitFacts = {
    visitStartsAt: reschedule.CURRENT.start,
    visitEndsAt: reschedule.CURRENT.end,
    changeCutoff: changeCutoffOf(reschedule.CURRENT.start).toISOString(),
    booking: { state: 'booked', nextStep: null, nextStepBy: null, times: [] },
  } satisfies Partial<JobFacts>;
  const visit: NonNullable<JobRequestDetails['appointment']> = {
    id: reschedule.APPOINTMENT_ID,
    contractor: DAVE,
    scheduledStart: reschedule.CURRENT.start,
    scheduledEnd: reschedule.CURRENT.end,
    status: 'Scheduled',
    changeCutoff: visitFacts.changeCutoff,
    onMyWayAt: null,
    startedAt: null,
    completedAt: null,
    rescheduleHistory: [],
  };

  function openJobPage(job: JobRequestDetails, now = NOW) {
    renderInRouter(() => <JobRequestDetailsPage job={job} now={now} cancelation={cancelationLogic(() => {})} {...jobPageParts(job, now)} />);
    return userEvent.setup();
  }

  /** The dialog a control under "What you can do" opens. */
  async function openDialog(user: ReturnType<typeof userEvent.setup>, control: string, title: string) {
    await user.click(await screen.findByRole('button', { name: control }));
    return within(await screen.findByRole('dialog', { name: title }));
  }

  /** Closed by its title bar's Close, as a customer gives up on it. */
  async function closeDialog(user: ReturnType<typeof userEvent.setup>, dialog: ReturnType<typeof within>) {
    await user.click(dialog.getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }

  async function chooseTime(user: ReturnType<typeof userEvent.setup>, dialog: ReturnType<typeof within>, slot: TimeSlot) {
    await user.click(within(await dialog.findByRole('group', { name: 'Day' })).getByRole('button', { name: formatDayKey(dayKeyOf(slot.start, zone)) }));
    await user.click(within(dialog.getByRole('group', { name: /^Arrival window on/ })).getByRole('button', { name: `${formatClock(slot.start, zone)} – ${formatClock(slot.end, zone)}` }));
  }

  const alertsText = () => screen.queryAllByRole('alert').map((alert) => alert.textContent).join('\n');

  describe('choosing the first visit', () => {
    const job = jobDetailsFixture(
      'Accepted',
      { booking: { state: 'choose', nextStep: null, nextStepBy: null, times: [] }, depositPaidCents: 15000 },
      { proposals: [proposalFixture({ status: 'Accepted', depositStatus: 'Paid' })] },
    );
    const visitServer = () =>
      keyedServer({
        write: /\/schedule-visit$/,
        done: () => Response.json(firstVisit.booked),
        refusal: firstVisit.NOT_NOW,
        // Booked, Monday at 2 PM is the job's visit: no longer free.
        reads: (url, booked) =>
          url.pathname.endsWith('/visit-times') ? Response.json({ slots: booked ? firstVisit.SLOTS.filter((slot) => slot !== firstVisit.MON_2) : firstVisit.SLOTS }) : notFound(),
      });

    /** Monday at 2 PM booked, the answer lost; the dialog closed and opened again on that time. */
    async function bookLostAndReopen(server: ReturnType<typeof keyedServer>) {
      const user = openJobPage(job);
      let dialog = await openDialog(user, 'Choose a time for the visit', 'Choose a time for your visit');
      await chooseTime(user, dialog, firstVisit.MON_2);
      server.next('answerLost');
      await user.click(dialog.getByRole('button', { name: 'Book this time' }));
      expect((await dialog.findByRole('alert')).textContent).toContain('Your visit may not be booked.');
      await closeDialog(user, dialog);

      dialog = await openDialog(user, 'Choose a time for the visit', 'Choose a time for your visit');
      expect(await dialog.findByText(formatWindow(firstVisit.MON_2.start, firstVisit.MON_2.end, zone))).toBeTruthy();
      return { user, dialog };
    }

    it('books the same time again under the same key, and says it is booked', async () => {
      const server = visitServer();
      const { user, dialog } = await bookLostAndReopen(server);
      await user.click(dialog.getByRole('button', { name: 'Book this time' }));

      expect((await dialog.findByRole('status')).textContent).toContain(`Your visit is booked for ${formatWindow(firstVisit.MON_2.start, firstVisit.MON_2.end, zone)}.`);
      expect(alertsText()).not.toContain(firstVisit.NOT_NOW);
      const [first, again] = server.keys();
      expect(first).toMatch(UUID);
      expect(again).toBe(first);
    });

    it('books another time under a new key', async () => {
      const server = visitServer();
      const { user, dialog } = await bookLostAndReopen(server);
      await user.click(dialog.getByRole('button', { name: 'Back' }));
      await chooseTime(user, dialog, firstVisit.MON_8);
      await user.click(dialog.getByRole('button', { name: 'Book this time' }));

      // Another booking: the server, which booked the first, refuses it.
      expect((await dialog.findByRole('alert')).textContent).toContain(firstVisit.NOT_NOW);
      const [first, other] = server.keys();
      expect(first).toMatch(UUID);
      expect(other).toMatch(UUID);
      expect(other).not.toBe(first);
    });
  });

  describe('moving the visit', () => {
    const job = jobDetailsFixture('Scheduled', visitFacts, { appointment: visit, appointmentId: visit.id });
    const moveServer = () =>
      keyedServer({
        write: /\/reschedule$/,
        done: () => Response.json(reschedule.moved),
        refusal: reschedule.PAST_CUTOFF,
        // Moved, Wednesday at 2 PM is the visit's: no longer free.
        reads: (url, moved) =>
          url.pathname.endsWith('/reschedule-availability') ? Response.json({ slots: moved ? reschedule.SLOTS.filter((slot) => slot !== reschedule.WED_2) : reschedule.SLOTS }) : notFound(),
      });

    /** Wednesday at 2 PM with a reason, the answer lost; the dialog closed and opened again on that move. */
    async function moveLostAndReopen(server: ReturnType<typeof keyedServer>) {
      const user = openJobPage(job);
      let dialog = await openDialog(user, 'Reschedule the visit', 'Reschedule your visit');
      await chooseTime(user, dialog, reschedule.WED_2);
      await user.type(dialog.getByRole('textbox', { name: 'Reason (optional)' }), reschedule.REASON);
      server.next('answerLost');
      await user.click(dialog.getByRole('button', { name: 'Confirm new time' }));
      expect((await dialog.findByRole('alert')).textContent).toContain('Your visit may not have moved.');
      await closeDialog(user, dialog);

      dialog = await openDialog(user, 'Reschedule the visit', 'Reschedule your visit');
      expect(await dialog.findByText(formatWindow(reschedule.WED_2.start, reschedule.WED_2.end, zone))).toBeTruthy();
      expect((dialog.getByRole('textbox', { name: 'Reason (optional)' }) as HTMLTextAreaElement).value).toBe(reschedule.REASON);
      return { user, dialog };
    }

    it('confirms the same move again under the same key, and says the visit is moved', async () => {
      const server = moveServer();
      const { user, dialog } = await moveLostAndReopen(server);
      await user.click(dialog.getByRole('button', { name: 'Confirm new time' }));

      expect((await dialog.findByRole('status')).textContent).toContain(`Your visit is moved to ${formatWindow(reschedule.WED_2.start, reschedule.WED_2.end, zone)}.`);
      expect(alertsText()).not.toContain(reschedule.PAST_CUTOFF);
      const [first, again] = server.keys();
      expect(first).toMatch(UUID);
      expect(again).toBe(first);
    });

    it('sends the move with another reason under a new key', async () => {
      const server = moveServer();
      const { user, dialog } = await moveLostAndReopen(server);
      await user.type(dialog.getByRole('textbox', { name: 'Reason (optional)' }), ' And Fridays.');
      await user.click(dialog.getByRole('button', { name: 'Confirm new time' }));

      await waitFor(() => expect(server.keys()).toHaveLength(2));
      const [first, other] = server.keys();
      expect(first).toMatch(UUID);
      expect(other).toMatch(UUID);
      expect(other).not.toBe(first);
    });
  });

  describe('reviewing the contractor', () => {
    const REVIEW_ID = '8e9f0a1b-2c3d-4e4f-9a5b-6c7d8e9f0a1b';
    const DUE_BY = '2027-01-01T14:00:00.000Z';
    const requested: JobReviewSummary = { id: REVIEW_ID, status: 'Requested', rating: null, text: '', dueBy: DUE_BY, submittedAt: null };
    const job = jobDetailsFixture('Completed', { ...visitFacts, reviewDueBy: DUE_BY }, { review: requested, reviewId: REVIEW_ID });
    const reviewServer = () =>
      keyedServer({ write: /\/JobReviews\/[^/]+\/submit$/, done: () => Response.json({ id: REVIEW_ID, status: 'Published' }), refusal: 'This job is already reviewed.' });

    /** Five stars and words sent, the answer lost; the dialog closed and opened again with them. */
    async function reviewLostAndReopen(server: ReturnType<typeof keyedServer>) {
      const user = openJobPage(job, reschedule.CURRENT.end);
      let dialog = await openDialog(user, 'Review the contractor', 'Review the contractor');
      // jsdom lays nothing out, so MUI's Rating reads no hover: a plain click picks the star.
      fireEvent.click(within(dialog.getByRole('group', { name: 'Your rating' })).getByRole('radio', { name: '5 stars, Excellent' }));
      await user.type(dialog.getByRole('textbox', { name: /your review/i }), 'On time.');
      server.next('answerLost');
      await user.click(dialog.getByRole('button', { name: 'Send review' }));
      await waitFor(() => expect(dialog.getByRole('form', { name: 'Your review' }).getAttribute('aria-busy')).toBe('false'));
      expect(server.keys()).toHaveLength(1);
      await closeDialog(user, dialog);

      dialog = await openDialog(user, 'Review the contractor', 'Review the contractor');
      expect((within(dialog.getByRole('group', { name: 'Your rating' })).getByRole('radio', { name: '5 stars, Excellent' }) as HTMLInputElement).checked).toBe(true);
      expect((dialog.getByRole('textbox', { name: /your review/i }) as HTMLTextAreaElement).value).toBe('On time.');
      return { user, dialog };
    }

    it('sends the same review again under the same key, and thanks the customer', async () => {
      const server = reviewServer();
      const { user, dialog } = await reviewLostAndReopen(server);
      await user.click(dialog.getByRole('button', { name: 'Send review' }));

      expect((await dialog.findByRole('status')).textContent).toContain('Thank you for your review');
      expect(alertsText()).not.toContain('already reviewed');
      const [first, again] = server.keys();
      expect(first).toMatch(UUID);
      expect(again).toBe(first);
    });

    it('sends changed words under a new key', async () => {
      const server = reviewServer();
      const { user, dialog } = await reviewLostAndReopen(server);
      await user.type(dialog.getByRole('textbox', { name: /your review/i }), ' Tidy work.');
      await user.click(dialog.getByRole('button', { name: 'Send review' }));

      await waitFor(() => expect(server.keys()).toHaveLength(2));
      const [first, other] = server.keys();
      expect(first).toMatch(UUID);
      expect(other).toMatch(UUID);
      expect(other).not.toBe(first);
    });
  });

  it('cancels with the same reason under the same key after the cancel dialog was closed and opened again', async () => {
    // The cancelation's machine is the page's, not the dialog's: its key outlives the dialog already.
    const server = keyedServer({ write: /\/request-cancelation$/, done: () => Response.json(canceled), refusal: 'This job request is canceled. Nothing more can be done to it online.' });
    const user = openJobPage(jobDetailsFixture('Submitted'));
    const cancel = async () => {
      const dialog = await openDialog(user, 'Cancel the job request', 'Cancel this job request?');
      await user.click(dialog.getByRole('button', { name: 'Continue' }));
      await user.type(dialog.getByRole('textbox', { name: /Why are you canceling\?/ }), REASON);
      await user.click(dialog.getByRole('button', { name: 'Cancel the request' }));
      return dialog;
    };
    server.next('answerLost');
    let dialog = await cancel();
    expect(await dialog.findByRole('alert')).toBeTruthy();
    await closeDialog(user, dialog);
    dialog = await cancel();

    expect((await dialog.findByRole('status')).textContent).toBe(canceled.Message);
    const [first, again] = server.keys();
    expect(first).toMatch(UUID);
    expect(again).toBe(first);
  });
});
