import { and, asc, count, desc, eq, exists, gte, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { IdParams } from '../../contract/common';
import type { Contractor, ContractorReviewsQuery, ContractorsQuery } from '../../contract/contractors';
import type { TradeRef } from '../../contract/catalogue';
import type { AppBindings } from '../app-bindings';
import type { Database } from '../db/client';
import { nameOrder } from '../db/name-order';
import { contractorReviews, contractors, contractorTrades, trades, users, zipCodes } from '../db/schema';
import type { RouteHandler } from '../lib/handler';
import { invalidField, notFound } from '../lib/http';
import { countKey, direction, pageCounted, pageOf, totalItems } from '../lib/paging';
import { milesBetween } from '../lib/geo';

type ListQuery = v.InferOutput<typeof ContractorsQuery>;
type ReviewsQuery = v.InferOutput<typeof ContractorReviewsQuery>;
type Id = v.InferOutput<typeof IdParams>;
const c_ = contractors;

const contractorColumns = {
  id: c_.id,
  businessName: c_.businessName,
  firstName: users.firstName,
  lastName: users.lastName,
  bio: c_.bio,
  yearsInBusiness: c_.yearsInBusiness,
  licenseNumber: c_.licenseNumber,
  city: zipCodes.city,
  state: zipCodes.state,
  serviceRadiusMiles: c_.serviceRadiusMiles,
  ratingAverage: c_.ratingAverage,
  reviewCount: c_.reviewCount,
};
type ContractorRow = {
  id: string;
  businessName: string;
  firstName: string;
  lastName: string;
  bio: string;
  yearsInBusiness: number;
  licenseNumber: string | null;
  city: string;
  state: string;
  serviceRadiusMiles: number;
  ratingAverage: number;
  reviewCount: number;
  distanceMiles?: number | null;
};

/** The answer for a row: its radius only tells whether it reaches the customer's zip code, when one was given. */
const toContractor = ({ lastName, distanceMiles, serviceRadiusMiles, ...r }: ContractorRow, tradeRefs: TradeRef[]): Contractor => ({
  ...r,
  lastInitial: lastName ? `${lastName[0]!.toUpperCase()}.` : '',
  trades: tradeRefs,
  ...(distanceMiles == null ? {} : { distanceMiles: Math.round(distanceMiles * 10) / 10, servesZipCode: distanceMiles <= serviceRadiusMiles }),
});

/** Each contractor's trades, by name, in one query for a whole page. */
async function tradesOf(db: Database, contractorIds: string[]) {
  const byContractor = new Map<string, TradeRef[]>();
  if (contractorIds.length === 0) return byContractor;
  const rows = await db
    .select({ contractorId: contractorTrades.contractorId, id: trades.id, name: trades.name, slug: trades.slug })
    .from(contractorTrades)
    .innerJoin(trades, eq(trades.id, contractorTrades.tradeId))
    .where(inArray(contractorTrades.contractorId, contractorIds))
    .orderBy(asc(nameOrder(trades.name)));
  for (const { contractorId, ...trade } of rows) {
    const list = byContractor.get(contractorId) ?? [];
    list.push(trade);
    byContractor.set(contractorId, list);
  }
  return byContractor;
}

const ordering = (q: ListQuery, distance: SQL<number> | undefined): SQL[] => {
  const byRating = (dir: 'asc' | 'desc') => [direction(c_.ratingAverage, dir), direction(c_.reviewCount, dir)];
  const orderBy = q.OrderBy ?? (distance ? 'distance' : undefined);
  switch (orderBy) {
    case undefined:
      return byRating('desc');
    case 'distance':
      return [direction(distance!, q.OrderByDirection), ...byRating('desc')];
    case 'rating':
      return byRating(q.OrderByDirection);
    case 'reviewCount':
      return [direction(c_.reviewCount, q.OrderByDirection), direction(c_.ratingAverage, 'desc')];
    case 'businessName':
      return [direction(nameOrder(c_.businessName), q.OrderByDirection)];
    case 'yearsInBusiness':
      return [direction(c_.yearsInBusiness, q.OrderByDirection), ...byRating('desc')];
  }
};

export const listContractors: RouteHandler<AppBindings, { query: ListQuery }> = async (c) => {
  const q = c.req.valid('query');
  const db = c.var.db;
  let distance: SQL<number> | undefined;
  if (q.ZipCode) {
    const [origin] = await db.select().from(zipCodes).where(eq(zipCodes.zip, q.ZipCode));
    if (!origin) {
      return invalidField(c, 'ZipCode', `We do not serve zip code ${q.ZipCode}.`);
    }
    distance = milesBetween(origin, { latitude: zipCodes.latitude, longitude: zipCodes.longitude });
  }
  const where = and(
    eq(c_.isActive, true),
    isNull(users.deletedAt),
    q.TradeId
      ? exists(
          db
            .select({ one: sql`1` })
            .from(contractorTrades)
            .where(and(eq(contractorTrades.contractorId, c_.id), eq(contractorTrades.tradeId, q.TradeId))),
        )
      : undefined,
    q['Rating.From'] !== undefined ? gte(c_.ratingAverage, q['Rating.From']) : undefined,
    q['Rating.To'] !== undefined ? lte(c_.ratingAverage, q['Rating.To']) : undefined,
    distance && q['DistanceInMiles.From'] !== undefined ? gte(distance, q['DistanceInMiles.From']) : undefined,
    distance && q['DistanceInMiles.To'] !== undefined ? lte(distance, q['DistanceInMiles.To']) : undefined,
  );
  const query = db
    .select({ ...contractorColumns, distanceMiles: distance ?? sql<null>`null` })
    .from(c_)
    .innerJoin(users, eq(users.id, c_.userId))
    .innerJoin(zipCodes, eq(zipCodes.zip, c_.zipCode))
    .where(where)
    .orderBy(...ordering(q, distance), asc(c_.id))
    .$dynamic();
  const countAll = async () => {
    const [row] = await db
      .select({ n: count() })
      .from(c_)
      .innerJoin(users, eq(users.id, c_.userId))
      .innerJoin(zipCodes, eq(zipCodes.zip, c_.zipCode))
      .where(where);
    return row!.n;
  };
  const page = await pageCounted(query, q, (row) => row, () => c.var.catalogue.count(countKey('Contractors', q), countAll));
  const tradeRefs = await tradesOf(
    db,
    page.items.map((r) => r.id),
  );
  return c.json({ ...page, items: page.items.map((r) => toContractor(r, tradeRefs.get(r.id) ?? [])) }, 200);
};

export const getContractor: RouteHandler<AppBindings, { param: Id }> = async (c) => {
  const { id } = c.req.valid('param');
  const row = await findContractor(c.var.db, id);
  const tradeRefs = await tradesOf(c.var.db, [id]);
  return c.json(toContractor(row, tradeRefs.get(id) ?? []), 200);
};

export const listContractorReviews: RouteHandler<AppBindings, { param: Id; query: ReviewsQuery }> = async (c) => {
  const { id } = c.req.valid('param');
  const q = c.req.valid('query');
  await findContractor(c.var.db, id);
  const r = contractorReviews;
  const order = q.OrderBy === 'rating' ? [direction(r.rating, q.OrderByDirection), desc(r.createdAt)] : [direction(r.createdAt, q.OrderBy ? q.OrderByDirection : 'desc')];
  const query = c.var.db
    .select({
      id: r.id,
      contractorId: r.contractorId,
      reviewerName: r.reviewerName,
      rating: r.rating,
      text: r.text,
      tradeId: trades.id,
      tradeName: trades.name,
      tradeSlug: trades.slug,
      createdAt: r.createdAt,
      totalItems,
    })
    .from(r)
    .leftJoin(trades, eq(trades.id, r.tradeId))
    .where(eq(r.contractorId, id))
    .orderBy(...order, asc(r.id))
    .$dynamic();
  return c.json(
    await pageOf(query, q, ({ totalItems: _, createdAt, tradeId, tradeName, tradeSlug, ...row }) => ({
      ...row,
      trade: tradeId && tradeName && tradeSlug ? { id: tradeId, name: tradeName, slug: tradeSlug } : null,
      createdAt: createdAt.toISOString(),
    })),
    200,
  );
};

async function findContractor(db: Database, id: string): Promise<ContractorRow> {
  const [row] = await db
    .select(contractorColumns)
    .from(c_)
    .innerJoin(users, eq(users.id, c_.userId))
    .innerJoin(zipCodes, eq(zipCodes.zip, c_.zipCode))
    .where(and(eq(c_.id, id), eq(c_.isActive, true), isNull(users.deletedAt)));
  if (!row) throw notFound('The contractor');
  return row;
}
