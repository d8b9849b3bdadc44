import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, integer, numeric, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { cents, createdAt, id, updatedAt } from './columns';
import { LINE_ITEM_KINDS } from '../../../contract/proposals';

/** A trade the provider offers; one per service page (spec section 2). */
export const trades = pgTable('trades', {
  id: id(),
  name: text().notNull().unique(),
  slug: text().notNull().unique(),
  description: text().notNull().default(''),
  sortOrder: integer().notNull().default(0),
  isActive: boolean().notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** US zip codes the provider serves, with a center point for distances. */
export const zipCodes = pgTable('zip_codes', {
  id: id(),
  zip: text().notNull().unique(),
  city: text().notNull(),
  /** Two-letter state code, e.g. `MA`. */
  state: text().notNull(),
  latitude: doublePrecision().notNull(),
  longitude: doublePrecision().notNull(),
  createdAt: createdAt(),
});

/** Priced lines a contractor can put on a proposal. */
export const productsAndServicesItems = pgTable(
  'products_and_services_items',
  {
    id: id(),
    /** Null for lines that belong to every trade, such as a trip charge. */
    tradeId: uuid().references(() => trades.id, { onDelete: 'set null' }),
    title: text().notNull(),
    description: text().notNull().default(''),
    /** Labor, Material, TripCharge or Other: what a membership's discount applies to. */
    kind: text({ enum: LINE_ITEM_KINDS }).notNull().default('Other'),
    /** What one unit of `priceCents` buys: `each`, `hour`, `sq ft`... */
    unit: text().notNull().default('each'),
    priceCents: cents().notNull(),
    /** A fraction: 0.0625 is the Massachusetts sales tax of 6.25 %. */
    taxRate: numeric({ precision: 6, scale: 5, mode: 'number' }).notNull().default(0),
    automaticallyAddToProposals: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique().on(t.tradeId, t.title).nullsNotDistinct(),
    check('products_and_services_items_price_not_negative', sql`${t.priceCents} >= 0`),
    check('products_and_services_items_tax_rate_fraction', sql`${t.taxRate} >= 0 and ${t.taxRate} < 1`),
  ],
);

/** Tools and machines the provider rents out. */
export const equipmentRentals = pgTable(
  'equipment_rentals',
  {
    id: id(),
    name: text().notNull().unique(),
    slug: text().notNull().unique(),
    description: text().notNull().default(''),
    category: text().notNull().default('General'),
    dailyRateCents: cents().notNull(),
    weeklyRateCents: cents(),
    depositCents: cents().notNull().default(0),
    quantityAvailable: integer().notNull().default(1),
    sortOrder: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('equipment_rentals_rates_not_negative', sql`${t.dailyRateCents} >= 0 and ${t.depositCents} >= 0 and ${t.quantityAvailable} >= 0`)],
);
