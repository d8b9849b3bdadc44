import { and, asc, count, eq, gte, ilike, inArray, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { IdParams } from '../../contract/common';
import type { StorageUnitListing, storageUnitEnquiryRequest, StorageUnitListingsQuery, StorageUnitSizesQuery } from '../../contract/storage';
import { type AppBindings, type OptionalAuthBindings } from '../app-bindings';

import { checkCaptcha, pruneUsedCaptchaTokens } from '../captcha/guard';
import { locations, storageUnitEnquiries, storageUnitListings, storageUnitSizes } from '../db/schema';
import { nameOrder } from '../db/name-order';
import type { RouteHandler } from '../lib/handler';
import { notFound } from '../lib/http';
import { countKey, direction, pageCounted, pageOf, totalItems } from '../lib/paging';
import { tellTheOfficeOfStorageEnquiry } from '../notifications/office';
import { storageDiscountOf } from '../memberships/current';
import { likePattern } from '../lib/search';

type SizesQuery = v.InferOutput<typeof StorageUnitSizesQuery>;
type Id = v.InferOutput<typeof IdParams>;
type EnquiryBody = v.InferOutput<ReturnType<typeof storageUnitEnquiryRequest>>;

const l = storageUnitListings;
/** Breaks ties in every order, as the listed rows' indexes hold it (server/db/schema/storage.ts). */
const listingTitle = nameOrder(l.title);
const sizeSquareFootage = sql<number>`${storageUnitSizes.widthFeet} * ${storageUnitSizes.lengthFeet}`.mapWith(Number);

const sizeOrder = { sortOrder: storageUnitSizes.sortOrder, name: nameOrder(storageUnitSizes.name), squareFootage: sizeSquareFootage } as const;

/** Available now (no date) sorts before any date. */
const availabilityOrder = (dir: 'asc' | 'desc') => (dir === 'asc' ? sql`${l.availableFrom} asc nulls first` : sql`${l.availableFrom} desc nulls last`);

const listingOrder = (orderBy: NonNullable<ListingsQuery['OrderBy']>, dir: 'asc' | 'desc'): SQL => {
  switch (orderBy) {
    case 'availability':
      return availabilityOrder(dir);
    case 'location':
      return direction(nameOrder(locations.name), dir);
    case 'title':
      return direction(listingTitle, dir);
    case 'monthlyPrice':
      return direction(l.monthlyPriceCents, dir);
    case 'squareFootage':
      return direction(l.squareFootage, dir);
    case 'unitsRemaining':
      return direction(l.unitsRemaining, dir);
  }
};
type ListingsQuery = v.InferOutput<typeof StorageUnitListingsQuery>;

const listingColumns = {
  id: l.id,
  title: l.title,
  description: l.description,
  squareFootage: l.squareFootage,
  monthlyPriceCents: l.monthlyPriceCents,
  unitsRemaining: l.unitsRemaining,
  availableFrom: l.availableFrom,
  images: l.images,
  features: l.features,
  locationId: locations.id,
  locationName: locations.name,
  locationAddressLine1: locations.addressLine1,
  locationCity: locations.city,
  locationState: locations.state,
  locationZipCode: locations.zipCode,
  sizeId: storageUnitSizes.id,
  sizeName: storageUnitSizes.name,
  sizeWidthFeet: storageUnitSizes.widthFeet,
  sizeLengthFeet: storageUnitSizes.lengthFeet,
};

type ListingRow = {
  [K in keyof typeof listingColumns]: (typeof listingColumns)[K]['_']['notNull'] extends true
    ? (typeof listingColumns)[K]['_']['data']
    : (typeof listingColumns)[K]['_']['data'] | null;
};

const toListing = (r: ListingRow): StorageUnitListing => ({
  id: r.id,
  title: r.title,
  description: r.description,
  location: { id: r.locationId, name: r.locationName, addressLine1: r.locationAddressLine1, city: r.locationCity, state: r.locationState, zipCode: r.locationZipCode },
  size: { id: r.sizeId, name: r.sizeName, widthFeet: r.sizeWidthFeet, lengthFeet: r.sizeLengthFeet },
  squareFootage: r.squareFootage,
  monthlyPriceCents: r.monthlyPriceCents,
  unitsRemaining: r.unitsRemaining,
  availableFrom: r.availableFrom,
  images: r.images,
  features: r.features,
});

function listingFilters(q: ListingsQuery) {
  const range = <T>(column: Parameters<typeof gte>[0], from: T | undefined, to: T | undefined) => [
    from !== undefined ? gte(column, from) : undefined,
    to !== undefined ? lte(column, to) : undefined,
  ];
  const dateFrom = q['Availability.From'];
  const dateTo = q['Availability.To'];
  const hasDateRange = dateFrom !== undefined || dateTo !== undefined;
  const inDateRange = hasDateRange ? and(isNotNull(l.availableFrom), ...range(l.availableFrom, dateFrom, dateTo)) : undefined;
  let availability: SQL | undefined;
  if (q.NoAvailabilitySet === true) availability = hasDateRange ? or(isNull(l.availableFrom), inDateRange) : isNull(l.availableFrom);
  else if (q.NoAvailabilitySet === false) availability = hasDateRange ? inDateRange : isNotNull(l.availableFrom);
  else availability = inDateRange;

  return and(
    eq(l.isActive, true),
    eq(locations.isActive, true),
    q.Title ? ilike(l.title, likePattern(q.Title)) : undefined,
    q.LocationIds?.length ? inArray(l.locationId, q.LocationIds) : undefined,
    q.Sizes?.length ? inArray(storageUnitSizes.name, q.Sizes) : undefined,
    ...range(l.squareFootage, q['SquareFootage.From'], q['SquareFootage.To']),
    ...range(l.monthlyPriceCents, q['MonthlyPrice.From'], q['MonthlyPrice.To']),
    ...range(l.unitsRemaining, q['UnitsRemaining.From'], q['UnitsRemaining.To']),
    availability,
  );
}

export const listStorageUnitSizes: RouteHandler<AppBindings, { query: SizesQuery }> = async (c) => {
  const q = c.req.valid('query');
  const s = storageUnitSizes;
  const query = c.var.db
    .select({ id: s.id, name: s.name, widthFeet: s.widthFeet, lengthFeet: s.lengthFeet, squareFootage: sizeSquareFootage, description: s.description, totalItems })
    .from(s)
    .orderBy(direction(sizeOrder[q.OrderBy ?? 'sortOrder'], q.OrderByDirection), asc(sizeSquareFootage), asc(s.id))
    .$dynamic();
  return c.json(await pageOf(query, q, ({ totalItems: _, ...row }) => row));
};

export const listStorageUnitListings: RouteHandler<AppBindings, { query: ListingsQuery }> = async (c) => {
  const q = c.req.valid('query');
  const db = c.var.db;
  const where = listingFilters(q);
  const query = db
    .select(listingColumns)
    .from(l)
    .innerJoin(locations, eq(locations.id, l.locationId))
    .innerJoin(storageUnitSizes, eq(storageUnitSizes.id, l.sizeId))
    .where(where)
    .orderBy(listingOrder(q.OrderBy ?? 'monthlyPrice', q.OrderByDirection), asc(listingTitle), asc(l.id))
    .$dynamic();
  const countAll = async () => {
    const [row] = await db
      .select({ n: count() })
      .from(l)
      .innerJoin(locations, eq(locations.id, l.locationId))
      .innerJoin(storageUnitSizes, eq(storageUnitSizes.id, l.sizeId))
      .where(where);
    return row!.n;
  };
  return c.json(await pageCounted(query, q, toListing, () => c.var.catalogue.count(countKey('StorageUnitListings', q), countAll)));
};

export const getStorageUnitListing: RouteHandler<AppBindings, { param: Id }> = async (c) => {
  const { id } = c.req.valid('param');
  const [row] = await c.var.db
    .select(listingColumns)
    .from(l)
    .innerJoin(locations, eq(locations.id, l.locationId))
    .innerJoin(storageUnitSizes, eq(storageUnitSizes.id, l.sizeId))
    .where(and(eq(l.id, id), eq(l.isActive, true), eq(locations.isActive, true)));
  if (!row) throw notFound('The storage unit listing');
  return c.json(toListing(row), 200);
};

export const createStorageUnitEnquiry: RouteHandler<OptionalAuthBindings, { json: EnquiryBody }> = async (c) => {
  const form = c.req.valid('json');
  const [listing] = await c.var.db
    .select({ id: l.id, title: l.title, locationName: locations.name, addressLine1: locations.addressLine1, city: locations.city })
    .from(l)
    .innerJoin(locations, eq(locations.id, l.locationId))
    .where(and(eq(l.id, form.listingId), eq(l.isActive, true), eq(locations.isActive, true)));
  if (!listing) throw notFound('The storage unit listing');
  const captcha = await checkCaptcha(c);
  const discount = await storageDiscountOf(c.var.db, c.var.user?.id);
  const id = await c.var.db.transaction(async (tx) => {
    await captcha.claim(tx);
    const [row] = await tx
      .insert(storageUnitEnquiries)
      .values({
        listingId: listing.id,
        userId: c.var.user?.id ?? null,
        name: form.name,
        email: form.email,
        phone: form.phone,
        moveInDate: form.moveInDate ?? null,
        message: form.message ?? '',
        memberDiscountPercent: discount?.percent ?? 0,
      })
      .returning({ id: storageUnitEnquiries.id });
    await tellTheOfficeOfStorageEnquiry(tx, c.var.env, {
      ...form,
      id: row!.id,
      listing,
      moveInDate: form.moveInDate ?? null,
      message: form.message ?? '',
      ...(discount ? { discount } : {}),
      account: c.var.user,
    });
    return row!.id;
  });
  await pruneUsedCaptchaTokens(c.var.db, c.var.now(), c.var.log);
  // The page's heading already thanks the visitor: the message says what happens next.
  const thanks = `We have your enquiry about ${listing.title} and will call or e-mail you within one business day.`;
  const memberNote = discount ? ` As a ${discount.membershipName} member you get ${discount.percent}% off the rent.` : '';
  return c.json({ id, Message: thanks + memberNote, memberDiscountPercent: discount?.percent ?? 0 }, 201);
};
