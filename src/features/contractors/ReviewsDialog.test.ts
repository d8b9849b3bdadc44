import { describe, expect, it } from 'vitest';
import type { ContractorReview } from '../../../contract/contractors';
import { withPage } from './ReviewsDialog';

const review = (n: number) => ({ id: `review-${n}` }) as ContractorReview;
const pageOf = (page: number, items: ContractorReview[]) => ({ items, page, perPage: 2, totalItems: 5, totalPages: 3 });

describe('the reviews a dialog shows', () => {
  it('start with the first page, add each later one, and start again with a first page', () => {
    const first = withPage(undefined, pageOf(1, [review(1), review(2)]));
    expect(first).toEqual({ items: [review(1), review(2)], page: 1, totalItems: 5, totalPages: 3 });
    const second = withPage(first, pageOf(2, [review(3), review(4)]));
    expect(second.items.map((r) => r.id)).toEqual(['review-1', 'review-2', 'review-3', 'review-4']);
    expect(second.page).toBe(2);
    expect(withPage(second, pageOf(1, [review(1), review(2)])).items).toHaveLength(2);
  });
});
