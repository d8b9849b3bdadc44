import { cleanup, render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { contractorReviewsMachine } from '../../machines/contractor-reviews.machine';
import { ReviewsDialog } from '../../src/features/contractors/ReviewsDialog';
import { contractor, paths, serializeState, type Snapshot } from './contractor-reviews.paths';
import { assertFullCoverage, controllableActors, eventTypesOf, type StateChecks } from './model';
import { expectAlert, expectNoAlert, outcome, screenActor, screenPathParams } from './ui';

/**
 * The paths of the contractor reviews model (contractor-reviews.paths.ts) walked through the real
 * reviews dialog: pages the server answers (a fake actor settles with them, or fails), Load more
 * reviews and Try again clicked, and after each step the dialog's machine in the model's state.
 */

afterEach(cleanup);

interface Run {
  user: UserEvent;
  fakes: ReturnType<typeof controllableActors>;
  actor: ReturnType<typeof screenActor>;
  lastEvent?: string;
}
let run: Run;

type Step = { event: AnyEventObject; state: Snapshot };
const actions: Record<string, (step: Step) => Promise<void>> = {
  'xstate.init': async () => {
    render(<ReviewsDialog contractor={contractor} open onClose={() => {}} logic={contractorReviewsMachine.provide({ actors: run.fakes.actors })} inspect={run.actor.inspect} />);
  },
  'reviews.loadMore': () => run.user.click(screen.getByRole('button', { name: 'Load more reviews' })),
  'reviews.retry': () => run.user.click(screen.getByRole('button', { name: 'Try again' })),
};
for (const type of eventTypesOf(paths)) if (/^xstate\.(done|error)\.actor\./.test(type)) actions[type] = ({ event }) => outcome(() => run.fakes.settle(event));
const tracked = Object.fromEntries(
  Object.entries(actions).map(([type, act]) => [
    type,
    async (step: Step) => {
      await act(step);
      run.lastEvent = type;
    },
  ]),
);

const shownReviews = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const loadMore = () => screen.queryByRole('button', { name: 'Load more reviews' }) as HTMLButtonElement | null;

/** The reviews shown are those the pages brought, in order; the count says how many of how many. */
const expectReviewsShown = (s: Snapshot) => {
  expect(shownReviews()).toEqual(s.context.items.map((r) => r.reviewerName));
  if (s.context.totalItems > 0) screen.getByText(`Showing ${s.context.items.length} of ${s.context.totalItems} reviews`);
  else screen.getByText('No reviews yet.');
};

const checks: StateChecks<Snapshot> = {
  loadingFirst: (s) => {
    expect(screen.getByRole('dialog', { name: `Reviews of ${contractor.businessName}` })).toBeTruthy();
    expect(shownReviews()).toEqual([]);
    expect(loadMore()).toBeNull();
    expect(run.fakes.inputOf('loadReviews')).toEqual({ contractorId: contractor.id, page: 1 });
    expect(s.hasTag('busy')).toBe(true);
  },
  firstFailed: () => {
    // A fetch that failed outright: no answer came, which the other pages say in these words, not the browser's.
    expectAlert('We could not reach the serverCheck your connection and try again.Try again');
    expect(shownReviews()).toEqual([]);
  },
  browsing: (s) => {
    expectReviewsShown(s);
    expectNoAlert();
    if (s.context.page < s.context.totalPages) expect(loadMore()!.disabled).toBe(false);
    else expect(loadMore()).toBeNull();
    // After Load more, reading carries on from the first review that arrived.
    if (run.lastEvent === 'xstate.done.actor.loadMore') expect(document.activeElement?.textContent).toContain(s.context.items[s.context.firstNew!]!.reviewerName);
  },
  loadingMore: (s) => {
    expectReviewsShown(s);
    expect(loadMore()!.disabled).toBe(true);
    expect(run.fakes.inputOf('loadReviews')).toEqual({ contractorId: contractor.id, page: s.context.page + 1 });
  },
  moreFailed: (s) => {
    expectReviewsShown(s);
    expectAlert('Reviews are unavailable right now.Please try again in a moment.Try again');
    expect(loadMore()).toBeNull();
  },
};

describe('contractor reviews along their paths', { timeout: 30_000 }, () => {
  it('has a user action for every event on the paths and a check for every state', () => {
    expect(eventTypesOf(paths).filter((type) => !actions[type])).toEqual([]);
    assertFullCoverage(contractorReviewsMachine, paths, { states: checks });
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    run = { user: userEvent.setup(), fakes: controllableActors(contractorReviewsMachine), actor: screenActor() };
    await path.test(screenPathParams({ actions: tracked, checks, snapshot: () => run.actor.snapshot() as Snapshot, serializeState }));
  });
});
