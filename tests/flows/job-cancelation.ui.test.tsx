import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { classifyHttpFailure } from '../../machines/api-failure';
import { jobCancelationMachine } from '../../machines/job-cancelation.machine';
import { changeCutoffOf } from '../../machines/job-lifecycle.machine';
import { JobRequestDetailsPage } from '../../src/features/job-requests/JobRequestDetailsPage';
import { withoutScrolling } from '../../src/test/app';
import { DAVE, JOB_ID, jobDetailsFixture } from '../../src/test/job-fixtures';
import { renderInRouter } from '../../src/test/job-pages';
import { canceled, paths, REASON, REASON_REFUSED, reasonRefused, serializeState, type Snapshot } from './job-cancelation.paths';
import { assertFullCoverage, controllableActors, eventTypesOf, type StateChecks } from './model';
import { expectAlert, expectBusyButton, outcome, screenActor, screenPathParams } from './ui';

/**
 * The paths of the cancelation model (job-cancelation.paths.ts) walked through the real dialog of Job
 * Request Details: what the customer does, what the server answers (fake actors); after each step the
 * page's machine is in the model's state, and each state is checked by what the dialog shows.
 */

beforeAll(withoutScrolling);
afterEach(cleanup);

const NOW = '2026-11-25T12:00:00.000Z';
/** A week ahead: well before the change cutoff, so the deposit comes back in full. */
const VISIT = '2026-12-02T14:00:00.000Z';
const job = jobDetailsFixture('Scheduled', { visitStartsAt: VISIT }, { depositPaidCents: 15000 });

interface Run {
  user: UserEvent;
  fakes: ReturnType<typeof controllableActors>;
  actor: ReturnType<typeof screenActor>;
  jobChanged: number;
}
let run: Run;

const dialog = () => screen.getByRole('dialog');
const reasonField = () => within(dialog()).getByRole('textbox', { name: /why are you canceling/i }) as HTMLTextAreaElement;
const inDialog = (name: RegExp) => () => run.user.click(within(dialog()).getByRole('button', { name }));
/** The step's Close, not the title bar's icon of the same name. */
const closeButton = () => within(dialog()).getAllByRole('button', { name: 'Close' }).find((button) => button.textContent === 'Close');

/** From the job page: open the dialog, go on to the reason, type it and send it. */
/** The job's page with the cancelation's requests held for the test to answer (`fakes.settle`). */
function openWithFakes() {
  const fakes = controllableActors(jobCancelationMachine);
  renderInRouter(() => <JobRequestDetailsPage job={job} now={NOW} cancelation={jobCancelationMachine.provide({ actors: fakes.actors })} />);
  return fakes;
}

/** Opens the dialog and goes on to its reason, answering the reason's field. */
async function openAtReason(user: UserEvent) {
  await user.click(within(await screen.findByRole('region', { name: 'What you can do' })).getByRole('button', { name: 'Cancel the job request' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /^continue$/i }));
  return within(dialog()).findByRole('textbox', { name: /why are you canceling/i });
}

async function sendReason(user: UserEvent) {
  await user.click(await openAtReason(user));
  await user.paste(REASON);
  await user.click(within(dialog()).getByRole('button', { name: /^cancel the request$/i }));
}

type Step = { event: AnyEventObject; state: Snapshot };
const actions: Record<string, (step: Step) => Promise<void>> = {
  'xstate.init': async () => {
    const logic = jobCancelationMachine.provide({ actors: run.fakes.actors, actions: { jobChanged: () => void run.jobChanged++ } });
    renderInRouter(() => <JobRequestDetailsPage job={job} now={NOW} cancelation={logic} inspect={run.actor.inspect} />);
    await screen.findByRole('heading', { level: 1, name: job.name });
  },
  'cancelation.start': () => run.user.click(within(screen.getByRole('region', { name: 'What you can do' })).getByRole('button', { name: 'Cancel the job request' })),
  'cancelation.continue': inDialog(/^continue$/i),
  'cancelation.back': inDialog(/^back$/i),
  'cancelation.dismiss': async () => {
    // Escape closes the dialog from any step, as its Close button and "Keep the request" do. The key
    // goes where the focus is: inside the dialog, as a person's would be after reading it.
    const dialog = await screen.findByRole('dialog');
    if (!dialog.contains(document.activeElement)) dialog.focus();
    await run.user.keyboard('{Escape}');
  },
  'cancelation.reasonChanged': async ({ event }) => {
    await run.user.clear(reasonField());
    // Pasted rather than typed key by key: the same input events, in a fraction of the time.
    await run.user.click(reasonField());
    await run.user.paste(event.value);
  },
  'cancelation.confirm': inDialog(/^cancel the request$/i),
  'cancelation.retry': inDialog(/^try again$/i),
};
for (const type of eventTypesOf(paths)) if (/^xstate\.(done|error)\.actor\./.test(type)) actions[type] = ({ event }) => outcome(() => run.fakes.settle(event));

const checks: StateChecks<Snapshot> = {
  closed: async () => {
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Cancel the job request' })).toBeTruthy();
  },
  reviewing: () => {
    // What happens to the money comes first, before any reason is asked.
    expect(dialog().textContent).toContain('Your $150.00 deposit will be refunded in full.');
    expect(within(dialog()).queryByRole('textbox')).toBeNull();
    expect(within(dialog()).getByRole('button', { name: 'Keep the request' })).toBeTruthy();
  },
  'enteringReason.editing': (s) => {
    expect(reasonField().value).toBe(s.context.reason);
    expect(reasonField().getAttribute('aria-invalid')).toBe('false');
    expect(reasonField().required).toBe(true);
  },
  'enteringReason.invalid': (s) => {
    expect(reasonField().getAttribute('aria-invalid')).toBe('true');
    expect(dialog().textContent).toContain(s.context.reasonError);
    // The focus goes where the fault is, not left on the button that found it.
    expect(document.activeElement).toBe(reasonField());
  },
  submitting: (s) => {
    expectBusyButton(/canceling…/i);
    expectBusyButton(/^back$/i);
    expect(run.fakes.inputOf('requestCancelation')).toEqual({ jobId: JOB_ID, reason: REASON, idempotencyKey: s.context.sent!.key });
  },
  failed: (s) => {
    expectAlert(s.context.error!.message);
    // The reason typed is kept for the retry.
    expect(reasonField().value).toBe(REASON);
    expect(within(dialog()).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(run.jobChanged).toBe(0);
  },
  refused: (s) => {
    // The server's words, and nothing to send again: the same request would be refused alike.
    expect(within(dialog()).getByRole('alert').textContent).toBe(s.context.error!.message);
    expect(within(dialog()).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(within(dialog()).queryByRole('textbox')).toBeNull();
    expect(document.activeElement).toBe(closeButton());
    // The page reads the job again, to show it as it is now.
    expect(run.jobChanged).toBe(1);
  },
  done: () => {
    expect(within(dialog()).getByRole('status').textContent).toBe(canceled.Message);
    expect(within(dialog()).getByRole('heading', { name: 'Job request canceled' })).toBeTruthy();
    expect(run.jobChanged).toBe(1);
  },
};

describe('Job Request Details cancel dialog along the cancelation paths', { timeout: 30_000 }, () => {
  it('has a user action for every event on the paths and a check for every state', () => {
    expect(eventTypesOf(paths).filter((type) => !actions[type])).toEqual([]);
    assertFullCoverage(jobCancelationMachine, paths, { states: checks });
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    run = { user: userEvent.setup(), fakes: controllableActors(jobCancelationMachine), actor: screenActor(), jobChanged: 0 };
    await path.test(screenPathParams({ actions, checks, snapshot: () => run.actor.snapshot() as Snapshot, serializeState }));
  });
});

describe('Job Request Details cancel dialog, Continue', () => {
  // Continue and "Cancel the request" sit in the same place of the dialog's actions; were they one
  // button to React, the click on Continue would also submit the reason form it turns into.
  it.each([
    ['a click', (user: UserEvent) => user.click(within(dialog()).getByRole('button', { name: /^continue$/i }))],
    ['Enter', (user: UserEvent) => user.keyboard('{Enter}')],
  ])('asks for the reason without an error yet, after %s', async (_, pressContinue) => {
    // A browser runs the page's pending work (React's render of the click) between the click's
    // listeners and its default action; jsdom, dispatching from a script, only after both. Flushing
    // here puts the render where a browser has it, before the button does what its type says.
    const flush = () => flushSync(() => {});
    document.addEventListener('click', flush);
    onTestFinished(() => document.removeEventListener('click', flush));
    const user = userEvent.setup();
    const fakes = openWithFakes();
    await user.click(within(await screen.findByRole('region', { name: 'What you can do' })).getByRole('button', { name: 'Cancel the job request' }));
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Continue'));
    await pressContinue(user);
    const field = await within(dialog()).findByRole('textbox', { name: /why are you canceling/i });
    expect(field.getAttribute('aria-invalid')).toBe('false');
    expect(dialog().textContent).not.toContain('Tell us why you are canceling.');
    expect(fakes.inputOf('requestCancelation')).toBeUndefined();
  });
});

describe('Job Request Details cancel dialog, who reads the reason', () => {
  const offer = (state: 'Offered' | 'Accepted' | 'Declined') => ({
    contractor: DAVE,
    distanceMiles: 3.2,
    state,
    offeredAt: '2026-11-20T14:01:00.000Z',
    respondedAt: null,
    stateChangedAt: '2026-11-20T14:01:00.000Z',
  });
  it.each([
    ['a contractor is booked', job, 'Your contractor reads this too.'],
    ['contractors are still looking at it', jobDetailsFixture('Dispatched', {}, { offers: [offer('Offered'), offer('Accepted')] }), 'The contractors asked read this too.'],
    // Nobody was booked, and the one contractor asked passed on it: no contractor is told.
    ['no contractor has it', jobDetailsFixture('Submitted', {}, { offers: [offer('Declined')] }), null],
  ] as const)('names who reads it when %s', async (_, shown, words) => {
    const user = userEvent.setup();
    renderInRouter(() => <JobRequestDetailsPage job={shown} now={NOW} cancelation={jobCancelationMachine.provide({ actors: controllableActors(jobCancelationMachine).actors })} />);
    await openAtReason(user);
    if (words) expect(dialog().textContent).toContain(words);
    expect(dialog().textContent).not.toMatch(words === 'Your contractor reads this too.' ? /contractors asked/ : /Your contractor/);
  });
});

describe('Job Request Details cancel dialog, its last step with the keyboard', () => {
  it('takes the focus to Close once the server has answered, not to the dialog itself', async () => {
    const user = userEvent.setup();
    const fakes = openWithFakes();
    await sendReason(user);
    await outcome(() => fakes.settle({ type: 'xstate.done.actor.requestCancelation', output: canceled }));

    expect(within(dialog()).getByRole('status').textContent).toBe(canceled.Message);
    expect(document.activeElement).toBe(closeButton());
  });

  it('takes the focus to the reason when it is missing, each time the request is pressed', async () => {
    const user = userEvent.setup();
    const fakes = openWithFakes();
    const field = await openAtReason(user);
    for (let press = 1; press <= 2; press++) {
      await user.click(within(dialog()).getByRole('button', { name: /^cancel the request$/i }));
      expect(dialog().textContent).toContain('Tell us why you are canceling.');
      expect(document.activeElement).toBe(field);
    }
    expect(fakes.inputOf('requestCancelation')).toBeUndefined();
  });

  it('takes the focus to the reason when the server refuses it, its words at the field', async () => {
    const user = userEvent.setup();
    const fakes = openWithFakes();
    await sendReason(user);
    await outcome(() => fakes.settle({ type: 'xstate.error.actor.requestCancelation', error: reasonRefused }));

    const field = within(dialog()).getByRole('textbox', { name: /why are you canceling/i }) as HTMLTextAreaElement;
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.readOnly).toBe(false);
    expect(dialog().textContent).toContain(REASON_REFUSED);
    expect(document.activeElement).toBe(field);
    expect(within(dialog()).getByRole('button', { name: /^cancel the request$/i })).toBeTruthy();
  });
});

describe('Job Request Details cancel dialog, a late cancelation', () => {
  it('says, where the customer asks for it, what happens if the contractor does not answer (docs/decisions/084)', async () => {
    const late = new Date(changeCutoffOf(VISIT).getTime() + 60_000).toISOString();
    const user = userEvent.setup();
    renderInRouter(() => <JobRequestDetailsPage job={job} now={late} cancelation={jobCancelationMachine.provide({ actors: controllableActors(jobCancelationMachine).actors })} />);
    await user.click(within(await screen.findByRole('region', { name: 'What you can do' })).getByRole('button', { name: 'Cancel the job request' }));
    expect((await screen.findByRole('dialog')).textContent).toContain(
      'Because the visit is so close, your contractor confirms the cancelation first; until then the visit stands, and if nobody has by its time, it is canceled then.',
    );
  });
});

describe('Job Request Details cancel dialog, a refusal in the server’s words', () => {
  it.each([
    [
      'a Message over its Errors',
      { Message: 'The request was not canceled.', Errors: ['The contractor is on the way.', 'Call us to cancel now.'] },
      'The request was not canceled.',
      'The contractor is on the way.\nCall us to cancel now.',
    ],
    ['a lowercase message under "Error"', { message: 'the job store is read-only' }, 'Error', 'the job store is read-only'],
  ])('shows %s, as spec section 8 words it', async (_, body, title, detail) => {
    const user = userEvent.setup();
    const fakes = openWithFakes();
    await sendReason(user);
    await outcome(() => fakes.settle({ type: 'xstate.error.actor.requestCancelation', error: classifyHttpFailure({ status: 409, body }) }));

    const alert = within(dialog()).getByRole('alert');
    expect(alert.querySelector('.MuiAlertTitle-root')?.textContent).toBe(title);
    expect(alert.textContent).toBe(title + detail);
  });

  it.each([
    // Canceled in another tab meanwhile.
    ['the job moved on (409)', 409, { Message: 'This job request is canceled. Nothing more can be done to it online.' }, undefined, 'This job request is canceled. Nothing more can be done to it online.'],
    [
      'too many late asks (429)',
      429,
      { Message: 'You have asked to cancel many times in a short time. To cancel sooner, call us at (508) 555-0100.', Errors: ['Try again in 40 seconds.'] },
      '40',
      // The way to cancel sooner is kept beside when to ask again.
      'You have asked to cancel many times in a short time. To cancel sooner, call us at (508) 555-0100. Try again in 40 seconds.',
    ],
    ['not found (404)', 404, { Message: 'Job request was not found.' }, undefined, 'Job request was not found.'],
  ])('says why when %s, offers Close rather than a retry, and has the page read the job again', async (_, status, body, retryAfter, words) => {
    const user = userEvent.setup();
    const fakes = controllableActors(jobCancelationMachine);
    let jobChanged = 0;
    const logic = jobCancelationMachine.provide({ actors: fakes.actors, actions: { jobChanged: () => void jobChanged++ } });
    renderInRouter(() => <JobRequestDetailsPage job={job} now={NOW} cancelation={logic} />);
    await sendReason(user);
    await outcome(() => fakes.settle({ type: 'xstate.error.actor.requestCancelation', error: classifyHttpFailure({ status, body, retryAfter }) }));

    expect(within(dialog()).getByRole('alert').textContent).toBe(words);
    expect(within(dialog()).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(document.activeElement).toBe(closeButton());
    expect(jobChanged).toBe(1);
    await user.click(closeButton()!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it.each([
    ['the server failed (503)', classifyHttpFailure({ status: 503, body: { Message: 'The service is busy.' } })],
    ['no answer came', classifyHttpFailure({ error: new TypeError('Failed to fetch') })],
  ])('offers to send again when %s', async (_, error) => {
    const user = userEvent.setup();
    const fakes = controllableActors(jobCancelationMachine);
    let jobChanged = 0;
    const logic = jobCancelationMachine.provide({ actors: fakes.actors, actions: { jobChanged: () => void jobChanged++ } });
    renderInRouter(() => <JobRequestDetailsPage job={job} now={NOW} cancelation={logic} />);
    await sendReason(user);
    await outcome(() => fakes.settle({ type: 'xstate.error.actor.requestCancelation', error }));

    expect(within(dialog()).getByRole('alert').textContent).toBe(error.message);
    expect(within(dialog()).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(jobChanged).toBe(0);
  });

  it('shows the job as it is now once the refusal is closed', async () => {
    const user = userEvent.setup();
    const fakes = controllableActors(jobCancelationMachine);
    const canceledElsewhere = jobDetailsFixture('Canceled', { visitStartsAt: VISIT }, { depositPaidCents: 15000 });
    // The route reads the job again on `jobChanged` (router.invalidate); here the page is given it.
    function Page() {
      const [shown, setShown] = useState(job);
      const [logic] = useState(() => jobCancelationMachine.provide({ actors: fakes.actors, actions: { jobChanged: () => setShown(canceledElsewhere) } }));
      return <JobRequestDetailsPage job={shown} now={NOW} cancelation={logic} />;
    }
    renderInRouter(() => <Page />);
    await sendReason(user);
    await outcome(() =>
      fakes.settle({
        type: 'xstate.error.actor.requestCancelation',
        error: classifyHttpFailure({ status: 409, body: { Message: 'This job request is canceled. Nothing more can be done to it online.' } }),
      }),
    );
    await user.click(closeButton()!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const status = screen.getByRole('region', { name: 'Status' });
    expect(within(status).getByText('Canceled')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel the job request' })).toBeNull();
  });
});
