import { and, asc, eq, getTableColumns, gte, ilike, lte } from 'drizzle-orm';
import type * as v from 'valibot';
import type { EquipmentRentalQuery, LocationsQuery, ProductsAndServicesItem, ProductsAndServicesItemsQuery, ZipCodeParams } from '../../contract/catalogue';
import type { IdParams } from '../../contract/common';
import type { AppBindings } from '../app-bindings';
import { nameOrder } from '../db/name-order';
import { equipmentRentals, locations, productsAndServicesItems, trades, zipCodes } from '../db/schema';
import type { RouteHandler } from '../lib/handler';
import { notFound } from '../lib/http';
import { direction, pageOf, totalItems } from '../lib/paging';
import { likePattern } from '../lib/search';

type LocationsQ = v.InferOutput<typeof LocationsQuery>;
type EquipmentQ = v.InferOutput<typeof EquipmentRentalQuery>;
type ItemsQ = v.InferOutput<typeof ProductsAndServicesItemsQuery>;
type ZipParam = v.InferOutput<typeof ZipCodeParams>;
type Id = v.InferOutput<typeof IdParams>;

const locationOrder = { name: nameOrder(locations.name), city: nameOrder(locations.city), sortOrder: locations.sortOrder } as const;
const equipmentOrder = {
  name: nameOrder(equipmentRentals.name),
  category: nameOrder(equipmentRentals.category),
  dailyRate: equipmentRentals.dailyRateCents,
  sortOrder: equipmentRentals.sortOrder,
} as const;
const itemOrder = {
  title: nameOrder(productsAndServicesItems.title),
  price: productsAndServicesItems.priceCents,
  taxRate: productsAndServicesItems.taxRate,
} as const;

const itemColumns = {
  id: productsAndServicesItems.id,
  title: productsAndServicesItems.title,
  description: productsAndServicesItems.description,
  unit: productsAndServicesItems.unit,
  priceCents: productsAndServicesItems.priceCents,
  taxRate: productsAndServicesItems.taxRate,
  automaticallyAddToProposals: productsAndServicesItems.automaticallyAddToProposals,
  tradeId: trades.id,
  tradeName: trades.name,
  tradeSlug: trades.slug,
};
type ItemRow = Omit<ProductsAndServicesItem, 'trade'> & { tradeId: string | null; tradeName: string | null; tradeSlug: string | null };

const toItem = ({ tradeId, tradeName, tradeSlug, ...item }: ItemRow): ProductsAndServicesItem => ({
  ...item,
  trade: tradeId !== null && tradeName !== null && tradeSlug !== null ? { id: tradeId, name: tradeName, slug: tradeSlug } : null,
});

export const listLocations: RouteHandler<AppBindings, { query: LocationsQ }> = async (c) => {
  const q = c.req.valid('query');
  const { isActive: _a, sortOrder: _s, createdAt: _c, updatedAt: _u, ...columns } = getTableColumns(locations);
  const query = c.var.db
    .select({ ...columns, totalItems })
    .from(locations)
    .where(and(eq(locations.isActive, true), q.Name ? ilike(locations.name, likePattern(q.Name)) : undefined))
    .orderBy(direction(locationOrder[q.OrderBy ?? 'sortOrder'], q.OrderByDirection), asc(locations.id))
    .$dynamic();
  return c.json(await pageOf(query, q, ({ totalItems: _, ...row }) => row));
};

export const listEquipmentRental: RouteHandler<AppBindings, { query: EquipmentQ }> = async (c) => {
  const q = c.req.valid('query');
  const e = equipmentRentals;
  const query = c.var.db
    .select({
      id: e.id,
      name: e.name,
      slug: e.slug,
      description: e.description,
      category: e.category,
      dailyRateCents: e.dailyRateCents,
      weeklyRateCents: e.weeklyRateCents,
      depositCents: e.depositCents,
      quantityAvailable: e.quantityAvailable,
      totalItems,
    })
    .from(e)
    .where(eq(e.isActive, true))
    .orderBy(direction(equipmentOrder[q.OrderBy ?? 'sortOrder'], q.OrderByDirection), asc(nameOrder(e.name)), asc(e.id))
    .$dynamic();
  return c.json(await pageOf(query, q, ({ totalItems: _, ...row }) => row));
};

export const getZipCodeLocation: RouteHandler<AppBindings, { param: ZipParam }> = async (c) => {
  const { zipCode } = c.req.valid('param');
  const [row] = await c.var.db
    .select({ zipCode: zipCodes.zip, city: zipCodes.city, state: zipCodes.state, latitude: zipCodes.latitude, longitude: zipCodes.longitude })
    .from(zipCodes)
    .where(eq(zipCodes.zip, zipCode));
  if (!row) throw notFound(`Zip code ${zipCode}`);
  return c.json(row, 200);
};

export const listProductsAndServicesItems: RouteHandler<AppBindings, { query: ItemsQ }> = async (c) => {
  const q = c.req.valid('query');
  const p = productsAndServicesItems;
  const where = and(
    eq(p.isActive, true),
    q.Title ? ilike(p.title, likePattern(q.Title)) : undefined,
    q['TaxRate.From'] !== undefined ? gte(p.taxRate, q['TaxRate.From']) : undefined,
    q['TaxRate.To'] !== undefined ? lte(p.taxRate, q['TaxRate.To']) : undefined,
    q.AutomaticallyAddToProposals !== undefined ? eq(p.automaticallyAddToProposals, q.AutomaticallyAddToProposals) : undefined,
  );
  const query = c.var.db
    .select({ ...itemColumns, totalItems })
    .from(p)
    .leftJoin(trades, eq(trades.id, p.tradeId))
    .where(where)
    .orderBy(direction(itemOrder[q.OrderBy ?? 'title'], q.OrderByDirection), asc(p.id))
    .$dynamic();
  return c.json(await pageOf(query, q, ({ totalItems: _, ...row }) => toItem(row)));
};

export const getProductsAndServicesItem: RouteHandler<AppBindings, { param: Id }> = async (c) => {
  const { id } = c.req.valid('param');
  const p = productsAndServicesItems;
  const [row] = await c.var.db
    .select(itemColumns)
    .from(p)
    .leftJoin(trades, eq(trades.id, p.tradeId))
    .where(and(eq(p.id, id), eq(p.isActive, true)));
  if (!row) throw notFound('The product or service');
  return c.json(toItem(row), 200);
};
