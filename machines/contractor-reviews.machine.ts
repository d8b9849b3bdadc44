import { assign, fromPromise, setup } from 'xstate';
import type { ContractorReview, ContractorReviewsPage } from '../contract/contractors';

/**
 * A contractor's reviews in their dialog (spec section 1, contractors with reviews): newest first, a
 * page at a time. The first page loads when the dialog first opens; "Load more reviews" adds the next
 * page below, and reading carries on from the first review that arrived. A page that fails to load
 * says why and offers to try again; what was shown stays.
 *
 * Provide in `src/`: the actor `loadReviews` (`GET /Contractors/{id}/reviews`, throwing the server's
 * error body or the failed fetch).
 */

export interface ContractorReviewsInput {
  contractorId: string;
}

export interface ContractorReviewsContext {
  contractorId: string;
  items: ContractorReview[];
  /** The last page shown; 0 before the first arrives. */
  page: number;
  totalPages: number;
  totalItems: number;
  /** The position of the first review of the page that arrived last, when it was a later page: it takes focus. */
  firstNew: number | undefined;
  /** What the server answered (or what was thrown) when a page did not load. */
  error: unknown;
}

export type ContractorReviewsEvent = { type: 'reviews.loadMore' } | { type: 'reviews.retry' };

export interface LoadReviewsInput {
  contractorId: string;
  page: number;
}

/** The reviews shown once a page has arrived: the first replaces what was there, a later one adds to it. */
export const withPage = (shown: ContractorReview[], next: ContractorReviewsPage) => (next.page === 1 ? next.items : [...shown, ...next.items]);

export const contractorReviewsMachine = setup({
  types: {
    context: {} as ContractorReviewsContext,
    events: {} as ContractorReviewsEvent,
    input: {} as ContractorReviewsInput,
  },
  actors: {
    loadReviews: fromPromise<ContractorReviewsPage, LoadReviewsInput>(() => Promise.reject(new Error('loadReviews is not provided'))),
  },
  actions: {
    assignPage: assign(({ context }, params: { page: ContractorReviewsPage }) => ({
      items: withPage(context.items, params.page),
      page: params.page.page,
      totalPages: params.page.totalPages,
      totalItems: params.page.totalItems,
      firstNew: params.page.page > 1 ? context.items.length : undefined,
      error: undefined,
    })),
    assignError: assign((_, params: { error: unknown }) => ({ error: params.error })),
  },
  guards: {
    hasMore: ({ context }) => context.page < context.totalPages,
  },
}).createMachine({
  id: 'contractorReviews',
  meta: { screens: "Contractors (`/contractors`): a contractor's reviews dialog" },
  description: "A contractor's reviews, newest first, a page at a time: the first page when the dialog opens, then Load more reviews (spec section 1).",
  context: ({ input }) => ({ contractorId: input.contractorId, items: [], page: 0, totalPages: 0, totalItems: 0, firstNew: undefined, error: undefined }),
  initial: 'loadingFirst',
  states: {
    loadingFirst: {
      description: 'Placeholders stand where the reviews will be.',
      tags: ['busy'],
      invoke: {
        id: 'loadFirst',
        src: 'loadReviews',
        input: ({ context }) => ({ contractorId: context.contractorId, page: 1 }),
        onDone: { target: 'browsing', actions: { type: 'assignPage', params: ({ event }) => ({ page: event.output }) } },
        onError: { target: 'firstFailed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    firstFailed: {
      description: 'No review could be read: why, and Try again.',
      tags: ['error'],
      on: { 'reviews.retry': 'loadingFirst' },
    },
    browsing: {
      description: 'The reviews so far and how many there are ("No reviews yet" when none); Load more reviews while pages remain.',
      on: { 'reviews.loadMore': { guard: 'hasMore', target: 'loadingMore' } },
    },
    loadingMore: {
      description: 'The reviews shown stay; the button shows it is loading.',
      tags: ['busy'],
      invoke: {
        id: 'loadMore',
        src: 'loadReviews',
        input: ({ context }) => ({ contractorId: context.contractorId, page: context.page + 1 }),
        onDone: { target: 'browsing', actions: { type: 'assignPage', params: ({ event }) => ({ page: event.output }) } },
        onError: { target: 'moreFailed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    moreFailed: {
      description: 'The next page did not load: the reviews shown stay, with why and Try again.',
      tags: ['error'],
      on: { 'reviews.retry': 'loadingMore' },
    },
  },
});

export type ContractorReviewsMachine = typeof contractorReviewsMachine;
