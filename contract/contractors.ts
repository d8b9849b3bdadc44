import * as v from 'valibot';
import { DateTime, fields, listQuery, paged, queryNumber, rangeQuery, rangesInOrder, Uuid, ZipCode } from './common';
import { TradeRef } from './catalogue';

/**
 * A contractor as lists and the details page show them. Where they work from is given as a town, never
 * as their zip code: for many it is their home. A customer who gives a `ZipCode` learns how far away
 * each is and whether their home is within the contractor's service radius, which says more than the
 * radius would (docs/decisions/058).
 */
export const Contractor = v.object({
  id: Uuid,
  businessName: v.string(),
  firstName: v.string(),
  /** Only the initial, for privacy: "Mike R.". */
  lastInitial: v.string(),
  bio: v.string(),
  trades: v.array(TradeRef),
  yearsInBusiness: v.number(),
  licenseNumber: v.nullable(v.string()),
  /** The town the contractor works from. */
  city: v.string(),
  state: v.string(),
  /** 0 to 5, two decimals; 0 with reviewCount 0 means not rated yet. */
  ratingAverage: v.number(),
  reviewCount: v.number(),
  /** Miles from the `ZipCode` of the query to where the contractor works from; only when a ZipCode was given. */
  distanceMiles: v.optional(v.number()),
  /** Whether the `ZipCode` of the query is within the contractor's service radius; only when a ZipCode was given. */
  servesZipCode: v.optional(v.boolean()),
});
export type Contractor = v.InferOutput<typeof Contractor>;

const miles = v.pipe(queryNumber(), v.minValue(0, 'Distances start at 0 miles.'), v.maxValue(500, 'Distances go up to 500 miles.'));
const rating = v.pipe(queryNumber(), v.minValue(0, 'Ratings go from 0 to 5.'), v.maxValue(5, 'Ratings go from 0 to 5.'));

/**
 * Filters of the contractor list (spec section 3). `ZipCode` is the customer's: distances are
 * measured from its center, so `DistanceInMiles` and ordering by `distance` need it.
 */
export const ContractorsQuery = v.pipe(
  fields({
    TradeId: v.optional(Uuid),
    ZipCode: v.optional(ZipCode),
    ...rangeQuery('DistanceInMiles', miles),
    ...rangeQuery('Rating', rating),
    ...listQuery(['businessName', 'rating', 'reviewCount', 'distance', 'yearsInBusiness']),
  }),
  rangesInOrder('DistanceInMiles', 'Rating'),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed || dataset.value.ZipCode) return;
    const input = dataset.value as Record<string, unknown>;
    const needs = (key: string, message: string) => addIssue({ message, path: [{ type: 'object', origin: 'value', input, key, value: input[key] }] });
    if (input['DistanceInMiles.From'] !== undefined || input['DistanceInMiles.To'] !== undefined)
      needs('ZipCode', 'Enter a zip code to filter by distance.');
    else if (input.OrderBy === 'distance') needs('ZipCode', 'Enter a zip code to sort by distance.');
  }),
);
export type ContractorsQuery = v.InferInput<typeof ContractorsQuery>;
export const ContractorsPage = paged(Contractor);
export type ContractorsPage = v.InferOutput<typeof ContractorsPage>;

export const ContractorReview = v.object({
  id: Uuid,
  contractorId: Uuid,
  /** As shown publicly, e.g. "Karen M.". */
  reviewerName: v.string(),
  rating: v.number(),
  text: v.string(),
  /** The trade of the job reviewed; null when the review names none. */
  trade: v.nullable(TradeRef),
  createdAt: DateTime,
});
export type ContractorReview = v.InferOutput<typeof ContractorReview>;

export const ContractorReviewsQuery = fields({ ...listQuery(['createdAt', 'rating']) });
export type ContractorReviewsQuery = v.InferInput<typeof ContractorReviewsQuery>;
export const ContractorReviewsPage = paged(ContractorReview);
export type ContractorReviewsPage = v.InferOutput<typeof ContractorReviewsPage>;

/** A contractor as a job, proposal or appointment names them. */
export const ContractorRef = v.object({
  id: Uuid,
  businessName: v.string(),
  firstName: v.string(),
  lastInitial: v.string(),
  ratingAverage: v.number(),
  reviewCount: v.number(),
});
export type ContractorRef = v.InferOutput<typeof ContractorRef>;
