import { sql } from 'drizzle-orm';
import { boolean, check, date, doublePrecision, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { nameOrder } from '../name-order';
import { at, cents, createdAt, id, updatedAt } from './columns';
import { users } from './identity';

/** A storage site. */
export const locations = pgTable('locations', {
  id: id(),
  name: text().notNull().unique(),
  slug: text().notNull().unique(),
  description: text().notNull().default(''),
  addressLine1: text().notNull(),
  city: text().notNull(),
  state: text().notNull().default('MA'),
  zipCode: text().notNull(),
  latitude: doublePrecision(),
  longitude: doublePrecision(),
  phone: text(),
  sortOrder: integer().notNull().default(0),
  isActive: boolean().notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Unit footprints such as 10x10 (feet). */
export const storageUnitSizes = pgTable(
  'storage_unit_sizes',
  {
    id: id(),
    /** `{width}x{length}` in feet, e.g. `10x15`. */
    name: text().notNull().unique(),
    widthFeet: integer().notNull(),
    lengthFeet: integer().notNull(),
    description: text().notNull().default(''),
    sortOrder: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [check('storage_unit_sizes_positive', sql`${t.widthFeet} > 0 and ${t.lengthFeet} > 0`)],
);

export interface ListingImage {
  url: string;
  alt: string;
}

/** A kind of unit for rent at one location, with how many of them are free. */
export const storageUnitListings = pgTable(
  'storage_unit_listings',
  {
    id: id(),
    locationId: uuid()
      .notNull()
      .references(() => locations.id),
    sizeId: uuid()
      .notNull()
      .references(() => storageUnitSizes.id),
    title: text().notNull(),
    description: text().notNull().default(''),
    squareFootage: integer().notNull(),
    monthlyPriceCents: cents().notNull(),
    unitsRemaining: integer().notNull().default(0),
    /** First day a unit can be moved into; null when one is free now. */
    availableFrom: date({ mode: 'string' }),
    images: jsonb().$type<ListingImage[]>().notNull().default([]),
    features: jsonb().$type<string[]>().notNull().default([]),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique().on(t.locationId, t.title),
    index().on(t.sizeId),
    // Every order the public list offers (its filters' ranges use the same columns), over the listed
    // rows only; title breaks ties in every order, in the
    // lists' order of names (server/db/name-order.ts; docs/performance.md, "Lists as the data grows").
    index('storage_unit_listings_listed_price_index').on(t.monthlyPriceCents, nameOrder(t.title)).where(sql`${t.isActive}`),
    index('storage_unit_listings_listed_title_index').on(nameOrder(t.title)).where(sql`${t.isActive}`),
    index('storage_unit_listings_listed_square_footage_index').on(t.squareFootage, nameOrder(t.title)).where(sql`${t.isActive}`),
    index('storage_unit_listings_listed_units_index').on(t.unitsRemaining, nameOrder(t.title)).where(sql`${t.isActive}`),
    index('storage_unit_listings_listed_availability_index').on(t.availableFrom.asc().nullsFirst(), nameOrder(t.title)).where(sql`${t.isActive}`),
    check('storage_unit_listings_counts', sql`${t.squareFootage} > 0 and ${t.monthlyPriceCents} >= 0 and ${t.unitsRemaining} >= 0`),
  ],
);

export const enquiryStatuses = ['New', 'Contacted', 'Closed'] as const;

/** A visitor asking about a listing (the public form, spec section 7). */
export const storageUnitEnquiries = pgTable(
  'storage_unit_enquiries',
  {
    id: id(),
    listingId: uuid()
      .notNull()
      .references(() => storageUnitListings.id, { onDelete: 'cascade' }),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    name: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    moveInDate: date({ mode: 'string' }),
    message: text().notNull().default(''),
    /** The rent discount of the membership the visitor held when asking, in percent (0 without one). */
    memberDiscountPercent: integer().notNull().default(0),
    status: text({ enum: enquiryStatuses }).notNull().default('New'),
    /** When the visitor's personal data was removed (account deletion); the row stays for the counts. */
    anonymizedAt: at(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.listingId)],
);
