import * as v from 'valibot';
import { Cents, Email, fields, listQuery, paged, queryArray, queryBoolean, queryDate, queryInteger, queryText, rangeQuery, rangesInOrder, Uuid } from './common';
import { CaptchaHeaders, DateFromToday, PersonName, Phone } from './forms';

/** A unit footprint, `{width}x{length}` in feet. */
export const StorageUnitSize = v.object({
  id: Uuid,
  /** e.g. `10x15`; also the value of the listings' `Sizes` filter. */
  name: v.string(),
  widthFeet: v.number(),
  lengthFeet: v.number(),
  squareFootage: v.number(),
  description: v.string(),
});
export type StorageUnitSize = v.InferOutput<typeof StorageUnitSize>;

export const StorageUnitSizesQuery = fields({ ...listQuery(['sortOrder', 'name', 'squareFootage']) });
export type StorageUnitSizesQuery = v.InferInput<typeof StorageUnitSizesQuery>;
export const StorageUnitSizesPage = paged(StorageUnitSize);
export type StorageUnitSizesPage = v.InferOutput<typeof StorageUnitSizesPage>;

export const ListingImage = v.object({ url: v.string(), alt: v.string() });
export type ListingImage = v.InferOutput<typeof ListingImage>;

/** Where a listing is, as the listing shows it. */
export const ListingLocation = v.object({
  id: Uuid,
  name: v.string(),
  addressLine1: v.string(),
  city: v.string(),
  state: v.string(),
  zipCode: v.string(),
});

/** A kind of storage unit for rent at one location. */
export const StorageUnitListing = v.object({
  id: Uuid,
  title: v.string(),
  description: v.string(),
  location: ListingLocation,
  size: v.object({ id: Uuid, name: v.string(), widthFeet: v.number(), lengthFeet: v.number() }),
  squareFootage: v.number(),
  monthlyPriceCents: Cents,
  unitsRemaining: v.number(),
  /** First day a unit can be moved into (`YYYY-MM-DD`); null when one is free now. */
  availableFrom: v.nullable(v.string()),
  images: v.array(ListingImage),
  features: v.array(v.string()),
});
export type StorageUnitListing = v.InferOutput<typeof StorageUnitListing>;

const count = v.pipe(queryInteger(), v.minValue(0, 'Must be 0 or more.'));
const SizeName = v.pipe(v.string(), v.trim(), v.regex(/^\d{1,3}x\d{1,3}$/, 'A size looks like 10x15.'));

/**
 * Filters of the listings (spec section 3). `MonthlyPrice` is in cents like every amount of money.
 * `NoAvailabilitySet=true` asks for listings with no availability date (free now); with an
 * `Availability` range it adds them to the listings in the range. `false` leaves them out.
 */
export const StorageUnitListingsQuery = v.pipe(
  fields({
    Title: v.optional(queryText()),
    LocationIds: v.optional(queryArray(Uuid)),
    ...rangeQuery('SquareFootage', count),
    ...rangeQuery('MonthlyPrice', count),
    ...rangeQuery('UnitsRemaining', count),
    ...rangeQuery('Availability', queryDate()),
    Sizes: v.optional(queryArray(SizeName)),
    NoAvailabilitySet: v.optional(queryBoolean()),
    ...listQuery(['title', 'monthlyPrice', 'squareFootage', 'unitsRemaining', 'availability', 'location']),
  }),
  rangesInOrder('SquareFootage', 'MonthlyPrice', 'UnitsRemaining', 'Availability'),
);
export type StorageUnitListingsQuery = v.InferInput<typeof StorageUnitListingsQuery>;
export const StorageUnitListingsPage = paged(StorageUnitListing);
export type StorageUnitListingsPage = v.InferOutput<typeof StorageUnitListingsPage>;

/** The public "ask about this unit" form; `firstDay` and `lastDay` as for `publicJobRequest`. */
export const storageUnitEnquiryRequest = (firstDay: () => string, lastDay?: () => string) =>
  fields({
    listingId: Uuid,
    name: PersonName('Name'),
    email: Email,
    phone: Phone,
    moveInDate: v.optional(v.nullable(DateFromToday(firstDay, lastDay))),
    message: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(2000, 'The message must be 2000 characters or fewer.'))),
  });
export type StorageUnitEnquiryRequest = v.InferInput<ReturnType<typeof storageUnitEnquiryRequest>>;
export const StorageUnitEnquiryHeaders = CaptchaHeaders;

export const StorageUnitEnquiryReceived = v.object({
  id: Uuid,
  Message: v.string(),
  /** The rent discount the visitor's membership gives, in percent; 0 without one (the enquiry keeps it). */
  memberDiscountPercent: v.number(),
});
export type StorageUnitEnquiryReceived = v.InferOutput<typeof StorageUnitEnquiryReceived>;
