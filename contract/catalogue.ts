import * as v from 'valibot';
import { Cents, fields, listQuery, paged, queryBoolean, queryNumber, queryText, rangeQuery, rangesInOrder, Uuid, ZipCode } from './common';

/** A trade the provider offers; `slug` names its service page. */
export const Trade = v.object({
  id: Uuid,
  name: v.string(),
  slug: v.string(),
  description: v.string(),
});
export type Trade = v.InferOutput<typeof Trade>;
/** A trade as other entities mention it. */
export const TradeRef = v.object({ id: Uuid, name: v.string(), slug: v.string() });
export type TradeRef = v.InferOutput<typeof TradeRef>;

export const TradesQuery = fields({
  Name: v.optional(queryText()),
  ...listQuery(['name', 'sortOrder']),
});
export type TradesQuery = v.InferInput<typeof TradesQuery>;
export const TradesPage = paged(Trade);
export type TradesPage = v.InferOutput<typeof TradesPage>;

/** A storage site. */
export const StorageLocation = v.object({
  id: Uuid,
  name: v.string(),
  slug: v.string(),
  description: v.string(),
  addressLine1: v.string(),
  city: v.string(),
  state: v.string(),
  zipCode: v.string(),
  latitude: v.nullable(v.number()),
  longitude: v.nullable(v.number()),
  phone: v.nullable(v.string()),
});
export type StorageLocation = v.InferOutput<typeof StorageLocation>;

export const LocationsQuery = fields({
  Name: v.optional(queryText()),
  ...listQuery(['name', 'city', 'sortOrder']),
});
export type LocationsQuery = v.InferInput<typeof LocationsQuery>;
export const LocationsPage = paged(StorageLocation);
export type LocationsPage = v.InferOutput<typeof LocationsPage>;

/** A tool or machine for rent. */
export const EquipmentRentalItem = v.object({
  id: Uuid,
  name: v.string(),
  slug: v.string(),
  description: v.string(),
  category: v.string(),
  dailyRateCents: Cents,
  /** Null when the item is rented by the day only. */
  weeklyRateCents: v.nullable(Cents),
  depositCents: Cents,
  quantityAvailable: v.number(),
});
export type EquipmentRentalItem = v.InferOutput<typeof EquipmentRentalItem>;

export const EquipmentRentalQuery = fields({
  ...listQuery(['name', 'category', 'dailyRate', 'sortOrder']),
});
export type EquipmentRentalQuery = v.InferInput<typeof EquipmentRentalQuery>;
export const EquipmentRentalPage = paged(EquipmentRentalItem);
export type EquipmentRentalPage = v.InferOutput<typeof EquipmentRentalPage>;

export const ZipCodeParams = v.object({ zipCode: ZipCode });
/** Where a zip code is: its town and center point. */
export const ZipCodeLocation = v.object({
  zipCode: v.string(),
  city: v.string(),
  state: v.string(),
  latitude: v.number(),
  longitude: v.number(),
});
export type ZipCodeLocation = v.InferOutput<typeof ZipCodeLocation>;

/** A priced line a contractor can put on a proposal. */
export const ProductsAndServicesItem = v.object({
  id: Uuid,
  title: v.string(),
  description: v.string(),
  /** What one unit of the price buys: `each`, `hour`, `sq ft`... */
  unit: v.string(),
  priceCents: Cents,
  /** A fraction: 0.0625 is 6.25 %. */
  taxRate: v.number(),
  automaticallyAddToProposals: v.boolean(),
  /** Null for lines that belong to every trade. */
  trade: v.nullable(TradeRef),
});
export type ProductsAndServicesItem = v.InferOutput<typeof ProductsAndServicesItem>;

const taxRate = v.pipe(queryNumber(), v.minValue(0, 'Tax rates start at 0.'), v.maxValue(1, 'A tax rate is a fraction up to 1.'));

export const ProductsAndServicesItemsQuery = v.pipe(
  fields({
    Title: v.optional(queryText()),
    ...rangeQuery('TaxRate', taxRate),
    AutomaticallyAddToProposals: v.optional(queryBoolean()),
    ...listQuery(['title', 'price', 'taxRate']),
  }),
  rangesInOrder('TaxRate'),
);
export type ProductsAndServicesItemsQuery = v.InferInput<typeof ProductsAndServicesItemsQuery>;
export const ProductsAndServicesItemsPage = paged(ProductsAndServicesItem);
export type ProductsAndServicesItemsPage = v.InferOutput<typeof ProductsAndServicesItemsPage>;
