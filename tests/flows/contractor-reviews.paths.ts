import type { SnapshotFrom } from 'xstate';
import type { Contractor, ContractorReview, ContractorReviewsPage } from '../../contract/contractors';
import { type ContractorReviewsMachine, contractorReviewsMachine } from '../../machines/contractor-reviews.machine';
import { networkDown } from './fixtures';
import { type ModelEvent, pathsFor } from './model';

/** The paths through the contractor reviews machine, walked through the reviews dialog (contractor-reviews.ui.test.tsx). */

export type Snapshot = SnapshotFrom<ContractorReviewsMachine>;

export const contractor: Contractor = {
  id: '0b6a0f7e-5c1d-4e0b-9a43-2f8f3c1d9b10',
  businessName: 'Kowalski Carpentry',
  firstName: 'Dave',
  lastInitial: 'K',
  bio: 'Doors, decks and stairs.',
  trades: [],
  yearsInBusiness: 12,
  licenseNumber: null,
  city: 'Southborough',
  state: 'MA',
  ratingAverage: 4.5,
  reviewCount: 3,
};

const review = (n: number): ContractorReview => ({
  id: `0b6a0f7e-5c1d-4e0b-9a43-00000000000${n}`,
  contractorId: contractor.id,
  reviewerName: `Reviewer ${n}`,
  rating: 5 - (n % 2),
  text: `Review number ${n}.`,
  trade: null,
  createdAt: `2026-0${n}-10T12:00:00.000Z`,
});

const page = (n: number, items: ContractorReview[], totalItems: number, totalPages: number): ContractorReviewsPage => ({ items, page: n, perPage: 2, totalItems, totalPages });

export const PAGES = {
  firstOfTwo: page(1, [review(1), review(2)], 3, 2),
  onlyOne: page(1, [review(1)], 1, 1),
  none: page(1, [], 0, 0),
  second: page(2, [review(3)], 3, 2),
};
/** The server's answer when it refuses, as the dialog shows it. */
export const unavailable = { Message: 'Reviews are unavailable right now.' };

export const events: ModelEvent<ContractorReviewsMachine>[] = [
  { type: 'xstate.done.actor.loadFirst', output: PAGES.firstOfTwo },
  { type: 'xstate.done.actor.loadFirst', output: PAGES.onlyOne },
  { type: 'xstate.done.actor.loadFirst', output: PAGES.none },
  { type: 'xstate.error.actor.loadFirst', error: networkDown() },
  { type: 'xstate.done.actor.loadMore', output: PAGES.second },
  { type: 'xstate.error.actor.loadMore', error: unavailable },
  { type: 'reviews.loadMore' },
  { type: 'reviews.retry' },
];

/** What the guard reads (pages left) and what the dialog shows (how many reviews). */
export const serializeState = (s: Snapshot) =>
  JSON.stringify({ value: s.value, page: s.context.page, totalPages: s.context.totalPages, shown: s.context.items.length, failed: s.context.error !== undefined });

export const paths = pathsFor(contractorReviewsMachine, { events, serializeState, inputs: { [contractor.businessName]: { contractorId: contractor.id } } });
