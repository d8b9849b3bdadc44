import { randomInt, randomUUID } from 'node:crypto';
import { onTestFinished } from 'vitest';
import type { Database } from '../../server/db/client';
import {
  contractorReviews,
  contractors,
  contractorTrades,
  equipmentRentals,
  locations,
  membershipPrices,
  memberships,
  productsAndServicesItems,
  storageUnitListings,
  storageUnitSizes,
  trades,
  users,
  zipCodes,
} from '../../server/db/schema';
import { refreshContractorRatings } from '../../server/lib/ratings';
import { createTestApi } from './harness';

/** An API on an empty database of its own, closed when the test ends. */
export async function freshApi(options?: Parameters<typeof createTestApi>[0]) {
  const api = await createTestApi(options);
  onTestFinished(() => api.close());
  return api;
}

/** A short suffix that keeps names unique within one database. */
export const unique = () => randomUUID().slice(0, 8);

/** A well-formed id that no row has. */
export const unknownId = () => randomUUID();

export async function aTrade(db: Database, overrides: Partial<typeof trades.$inferInsert> = {}) {
  const suffix = unique();
  const [row] = await db
    .insert(trades)
    .values({ name: `Trade ${suffix}`, slug: `trade-${suffix}`, description: 'A trade for a test.', ...overrides })
    .returning();
  return row!;
}

/** A zip code; the default lies in Southborough. Existing zips are kept as they are. */
export async function aZipCode(db: Database, overrides: Partial<typeof zipCodes.$inferInsert> & { zip: string }) {
  await db
    .insert(zipCodes)
    .values({ city: 'Southborough', state: 'MA', latitude: 42.3059, longitude: -71.5245, ...overrides })
    .onConflictDoNothing();
  return overrides.zip;
}

/** A random five-digit zip code no other test is likely to use. */
export const randomZip = () => String(randomInt(10000, 99999));

export async function aLocation(db: Database, overrides: Partial<typeof locations.$inferInsert> = {}) {
  const suffix = unique();
  const [row] = await db
    .insert(locations)
    .values({ name: `Storage ${suffix}`, slug: `storage-${suffix}`, addressLine1: '1 Main Street', city: 'Southborough', zipCode: '01772', ...overrides })
    .returning();
  return row!;
}

/** A unit size; the same name returns the row already there. */
export async function aSize(db: Database, widthFeet: number, lengthFeet: number, overrides: Partial<typeof storageUnitSizes.$inferInsert> = {}) {
  const name = overrides.name ?? `${widthFeet}x${lengthFeet}`;
  await db
    .insert(storageUnitSizes)
    .values({ name, widthFeet, lengthFeet, sortOrder: widthFeet * lengthFeet, ...overrides })
    .onConflictDoNothing();
  const rows = await db.select().from(storageUnitSizes);
  return rows.find((s) => s.name === name)!;
}

export async function aListing(
  db: Database,
  location: { id: string },
  size: { id: string; widthFeet: number; lengthFeet: number },
  overrides: Partial<typeof storageUnitListings.$inferInsert> = {},
) {
  const [row] = await db
    .insert(storageUnitListings)
    .values({
      locationId: location.id,
      sizeId: size.id,
      title: `Unit ${unique()}`,
      squareFootage: size.widthFeet * size.lengthFeet,
      monthlyPriceCents: 10000,
      unitsRemaining: 1,
      ...overrides,
    })
    .returning();
  return row!;
}

/** A random valid US number in the 508 area. */
export const randomPhone = () => `+1508${randomInt(200, 999)}${String(randomInt(0, 9999)).padStart(4, '0')}`;

export async function aContractor(
  db: Database,
  options: {
    trades?: { id: string }[];
    zipCode?: string;
    reviews?: number[];
    firstName?: string;
    lastName?: string;
    userDeleted?: boolean;
  } & Partial<typeof contractors.$inferInsert> = {},
) {
  const { trades: tradeRows = [], reviews = [], firstName = 'Pat', lastName = 'Jones', userDeleted, zipCode, ...overrides } = options;
  const zip = zipCode ?? (await aZipCode(db, { zip: '01772' }));
  const [user] = await db
    .insert(users)
    .values({ phoneNumber: randomPhone(), firstName, lastName, userType: 'Contractor', initialized: true, deletedAt: userDeleted ? new Date() : null })
    .returning();
  const [row] = await db
    .insert(contractors)
    .values({ userId: user!.id, businessName: `Contracting ${unique()}`, zipCode: zip, ...overrides })
    .returning();
  if (tradeRows.length) await db.insert(contractorTrades).values(tradeRows.map((t) => ({ contractorId: row!.id, tradeId: t.id })));
  if (reviews.length) {
    const base = Date.parse('2026-01-01T12:00:00Z');
    await db.insert(contractorReviews).values(
      reviews.map((rating, i) => ({ contractorId: row!.id, reviewerName: `Reviewer ${i + 1}`, rating, text: `Review ${i + 1}`, createdAt: new Date(base + i * 86_400_000) })),
    );
    await refreshContractorRatings(db);
  }
  return { ...row!, user: user! };
}

export async function anItem(db: Database, overrides: Partial<typeof productsAndServicesItems.$inferInsert> = {}) {
  const [row] = await db
    .insert(productsAndServicesItems)
    .values({ title: `Item ${unique()}`, priceCents: 1000, ...overrides })
    .returning();
  return row!;
}

export async function anEquipmentItem(db: Database, overrides: Partial<typeof equipmentRentals.$inferInsert> = {}) {
  const suffix = unique();
  const [row] = await db
    .insert(equipmentRentals)
    .values({ name: `Tool ${suffix}`, slug: `tool-${suffix}`, dailyRateCents: 5000, ...overrides })
    .returning();
  return row!;
}

export async function aMembership(
  db: Database,
  options: Partial<typeof memberships.$inferInsert> & { prices?: { interval: 'Monthly' | 'Yearly'; amountCents: number; isActive?: boolean }[] } = {},
) {
  const { prices = [], ...overrides } = options;
  const suffix = unique();
  const [row] = await db
    .insert(memberships)
    .values({ name: `Plan ${suffix}`, slug: `plan-${suffix}`, ...overrides })
    .returning();
  const priceRows = prices.length ? await db.insert(membershipPrices).values(prices.map((p) => ({ ...p, membershipId: row!.id }))).returning() : [];
  return { ...row!, prices: priceRows };
}
