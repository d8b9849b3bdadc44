import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { nameOrder } from '../name-order';
import { trades, zipCodes } from './catalogue';
import { createdAt, id, updatedAt } from './columns';
import { users } from './identity';

/** A tradesperson's business profile; the person signs in as a user of type Contractor. */
export const contractors = pgTable(
  'contractors',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessName: text().notNull(),
    bio: text().notNull().default(''),
    /** Massachusetts Home Improvement Contractor registration, when the trade needs one. */
    licenseNumber: text(),
    yearsInBusiness: integer().notNull().default(0),
    /** Where the contractor works from; distances are measured from this zip code's center. */
    zipCode: text()
      .notNull()
      .references(() => zipCodes.zip),
    serviceRadiusMiles: integer().notNull().default(15),
    /** Kept in step with contractor_reviews so lists can filter and sort on it. */
    ratingAverage: numeric({ precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    reviewCount: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.zipCode),
    // Every order the public list offers, over the listed (active) contractors only: a page is read
    // in index order and the scan stops after it (docs/performance.md, "Lists as the data grows").
    index('contractors_listed_rating_index').on(t.ratingAverage, t.reviewCount).where(sql`${t.isActive}`),
    index('contractors_listed_review_count_index').on(t.reviewCount, t.ratingAverage).where(sql`${t.isActive}`),
    index('contractors_listed_business_name_index').on(nameOrder(t.businessName)).where(sql`${t.isActive}`),
    index('contractors_listed_years_index').on(t.yearsInBusiness).where(sql`${t.isActive}`),
    check('contractors_service_radius_positive', sql`${t.serviceRadiusMiles} > 0`),
    check('contractors_rating_range', sql`${t.ratingAverage} >= 0 and ${t.ratingAverage} <= 5`),
  ],
);

export const contractorTrades = pgTable(
  'contractor_trades',
  {
    contractorId: uuid()
      .notNull()
      .references(() => contractors.id, { onDelete: 'cascade' }),
    tradeId: uuid()
      .notNull()
      .references(() => trades.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.contractorId, t.tradeId] }), index().on(t.tradeId)],
);

/** What customers said about a contractor; published job reviews land here too. */
export const contractorReviews = pgTable(
  'contractor_reviews',
  {
    id: id(),
    contractorId: uuid()
      .notNull()
      .references(() => contractors.id, { onDelete: 'cascade' }),
    reviewerUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** As shown publicly, e.g. "Karen M.". */
    reviewerName: text().notNull(),
    rating: smallint().notNull(),
    text: text().notNull().default(''),
    /** The trade of the job reviewed, shown beside the review; null for reviews that name none. */
    tradeId: uuid().references(() => trades.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.contractorId, t.createdAt), check('contractor_reviews_rating_range', sql`${t.rating} between 1 and 5`)],
);

/**
 * When a contractor works, in the provider's zone (America/New_York): one row per weekday worked,
 * minutes after local midnight. Visits are offered in slots within these hours.
 */
export const contractorWorkingHours = pgTable(
  'contractor_working_hours',
  {
    contractorId: uuid()
      .notNull()
      .references(() => contractors.id, { onDelete: 'cascade' }),
    /** 0 is Sunday. */
    weekday: smallint().notNull(),
    startMinute: smallint().notNull(),
    endMinute: smallint().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.contractorId, t.weekday] }),
    check('contractor_working_hours_weekday', sql`${t.weekday} between 0 and 6`),
    check('contractor_working_hours_span', sql`${t.startMinute} >= 0 and ${t.endMinute} <= 1440 and ${t.startMinute} < ${t.endMinute}`),
  ],
);
