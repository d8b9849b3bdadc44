import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { classifyHttpFailure } from '../../machines/api-failure';
import { type JobCancelationMachine, jobCancelationMachine } from '../../machines/job-cancelation.machine';
import { JOB_ID } from '../../src/test/job-fixtures';
import { networkDown } from './fixtures';
import { canceled, OPENED_AT, paths, REASON, REASON_REFUSED, reasonRefused, refused, serializeState, type Snapshot } from './job-cancelation.paths';
import { assertFullCoverage, controllableActors, machineDriver, type MachineDriver, settle, type StateChecks } from './model';

let driver: MachineDriver<JobCancelationMachine>;

const checks: StateChecks<Snapshot> = {
  closed: (s) => expect(s.hasTag('busy')).toBe(false),
  reviewing: (s) => {
    // What canceling does is said as of the moment the dialog was opened.
    expect(s.context.openedAt).toBe(OPENED_AT);
    expect(s.context.result).toBeNull();
    expect(s.context.error).toBeNull();
  },
  'enteringReason.editing': (s) => expect(s.context.reasonError).toBeNull(),
  'enteringReason.invalid': (s) => {
    // Found empty here, or refused by the server's check: either way said at the field, and the
    // focus is taken there.
    expect(s.context.reasonError).toBe(s.context.reason.trim() === '' ? 'Tell us why you are canceling.' : REASON_REFUSED);
    expect(driver.lastStepActions()).toContainEqual({ type: 'focusField', params: { field: 'reason' } });
  },
  submitting: (s) => {
    expect(s.hasTag('busy')).toBe(true);
    // The reason goes as typed, without the spaces around it, for this job.
    expect(driver.fakes.inputOf('requestCancelation')).toEqual({ jobId: JOB_ID, reason: REASON, idempotencyKey: s.context.sent!.key });
  },
  failed: (s) => {
    // No answer: worth sending again, with the same key.
    expect(s.context.error?.kind).toBe('network');
    expect(s.context.reason).toBe(REASON);
    expect(s.context.sent).not.toBeNull();
    expect(driver.actions.some((a) => a.type === 'jobChanged')).toBe(false);
  },
  refused: (s) => {
    expect(s.context.error).toEqual(refused);
    expect(s.hasTag('error')).toBe(true);
    // Answered: a cancelation asked again is another request.
    expect(s.context.sent).toBeNull();
    // The job moved on: the page reads it again, once.
    expect(driver.actions.filter((a) => a.type === 'jobChanged')).toHaveLength(1);
  },
  done: (s) => {
    expect(s.context.result).toEqual(canceled);
    // The page reads the job again once, after the server's answer.
    expect(driver.actions.filter((a) => a.type === 'jobChanged')).toHaveLength(1);
  },
};

describe('job cancelation machine paths', () => {
  it('cover every state and transition', () => {
    assertFullCoverage(jobCancelationMachine, paths, { states: checks });
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    driver = machineDriver(jobCancelationMachine, {
      input: path.input,
      serializeState,
      // Emitted for the dialog to act on; recorded here with the machine's own actions.
      provide: { actions: { focusField: (_: unknown, params: { field: 'reason' }) => void driver.actions.push({ type: 'focusField', params }) } },
    });
    await path.test(driver.params(checks));
    driver.stop();
  });
});

describe('job cancelation machine, what a failure leads to', () => {
  const answered = (status: number, body: unknown = { Message: 'Not now.' }, retryAfter?: string) => classifyHttpFailure({ status, body, retryAfter });
  /** The machine sent a reason, and the server's answer a failure: where it stands then, and how often the page was told to read the job again. */
  const sent = async (error: unknown) => {
    const fakes = controllableActors(jobCancelationMachine);
    let jobChanged = 0;
    const actor = createActor(jobCancelationMachine.provide({ actors: fakes.actors, actions: { jobChanged: () => void jobChanged++ } }), { input: { jobId: JOB_ID } }).start();
    actor.send({ type: 'cancelation.start', at: new Date().toISOString() });
    actor.send({ type: 'cancelation.continue' });
    actor.send({ type: 'cancelation.reasonChanged', value: REASON });
    actor.send({ type: 'cancelation.confirm' });
    fakes.settle({ type: 'xstate.error.actor.requestCancelation', error });
    await settle();
    const state = actor.getSnapshot();
    actor.stop();
    return { state, jobChanged };
  };

  it.each([
    ['the job moved on (409)', answered(409)],
    ['not the customer’s to cancel (403)', answered(403)],
    ['gone (404)', answered(404, { Message: 'Job request was not found.' })],
    ['too many late asks (429)', answered(429, { Message: 'You have asked to cancel many times in a short time.', Errors: ['Try again in 1200 seconds.'] }, '1200')],
    ['a key sent with another request (422)', answered(422, { Message: 'This Idempotency-Key was already sent with a different request.' })],
  ])('is refused, the page told to read the job again, when %s', async (_, error) => {
    const { state, jobChanged } = await sent(error);
    expect(state.value).toBe('refused');
    expect(state.context.error).toEqual(error);
    expect(state.can({ type: 'cancelation.retry' })).toBe(false);
    expect(jobChanged).toBe(1);
  });

  it.each([
    ['no answer', networkDown()],
    ['the server failed (500)', answered(500, { message: 'boom' })],
    ['the proxy stopped waiting (504)', answered(504, undefined)],
  ])('offers to send again when %s', async (_, error) => {
    const { state, jobChanged } = await sent(error);
    expect(state.value).toBe('failed');
    expect(state.can({ type: 'cancelation.retry' })).toBe(true);
    expect(jobChanged).toBe(0);
  });

  it('asks for another reason when the server refuses the one typed', async () => {
    const { state, jobChanged } = await sent(reasonRefused);
    expect(state.value).toEqual({ enteringReason: 'invalid' });
    expect(state.context.reasonError).toBe(REASON_REFUSED);
    expect(jobChanged).toBe(0);
  });
});
