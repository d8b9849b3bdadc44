import { createHash } from 'node:crypto';
import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  contractorReviews,
  contractors,
  contractorTrades,
  contractorWorkingHours,
  demoDataLoads,
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
} from '../db/schema';
import type { Logger } from '../lib/logger';
import { recountRatings } from '../lib/ratings';
import { demoEquipment, demoProductsAndServices, demoTrades, demoZipCodes } from './demo-catalogue';
import { seedDemoConsumer } from './demo-consumer';
import { demoContractors } from './demo-contractors';
import { demoListings, demoLocations, demoMemberships, demoSizes } from './demo-offers';

/** A name-based (version 5 style) UUID, so rows without a natural key get the same id on every run. */
export function seedId(name: string): string {
  const h = createHash('sha1').update(`southborough-demo:${name}`).digest();
  h[6] = (h[6]! & 0x0f) | 0x50;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Every table the demo catalogue writes to (the demo customer's jobs write to the job, payment and file tables too). */
export const demoTables = [
  trades,
  zipCodes,
  productsAndServicesItems,
  equipmentRentals,
  memberships,
  membershipPrices,
  locations,
  storageUnitSizes,
  storageUnitListings,
  users,
  contractors,
  contractorTrades,
  contractorReviews,
  contractorWorkingHours,
];

/**
 * Raise it with any change to the demo data a database that has it should get: the next start then
 * loads again, adding what is new and leaving what is there, and records the new version.
 */
export const DEMO_DATA_VERSION = 1;

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Demo catalogue loaded on start when SEED_DEMO_DATA is true, then the demo customer and their jobs
 * (demo-consumer.ts). Every insert skips rows that exist (by natural key, or by a name-based id), and
 * a job the customer already has is not played again, so loading twice changes nothing, and rows
 * someone has edited since are left as they are.
 *
 * Once all of it is loaded, its version is recorded (`demo_data_loads`), and a later start reads that one
 * row and stops: a restart offers no row again, and demo rows someone has deleted stay deleted.
 */
export async function seedDemoData(db: Database, now = new Date(), options: { publicUrl?: string; log?: Logger; customer?: boolean } = {}) {
  const whole = options.customer !== false;
  if (whole && (await db.select({ version: demoDataLoads.version }).from(demoDataLoads).where(eq(demoDataLoads.version, DEMO_DATA_VERSION))).length > 0) return;
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const tradeIds = await seedTrades(t);
    await t
      .insert(zipCodes)
      .values(demoZipCodes.map((z) => ({ ...z, state: 'MA' })))
      .onConflictDoNothing();
    await seedProductsAndServices(t, tradeIds);
    await t
      .insert(equipmentRentals)
      .values(demoEquipment.map((e, i) => ({ ...e, sortOrder: i + 1 })))
      .onConflictDoNothing();
    await seedMemberships(t);
    await seedStorage(t, now);
    await seedContractors(t, tradeIds, now);
  });
  // Played step by step through the product's own functions, each in its own transaction, as the API runs them.
  // `customer: false` loads the catalogue alone, for tests of the catalogue that need not wait for the plays.
  if (!whole) return;
  await seedDemoConsumer(db, now, options);
  await db.insert(demoDataLoads).values({ version: DEMO_DATA_VERSION }).onConflictDoNothing();
}

async function seedTrades(db: Database) {
  await db
    .insert(trades)
    .values(demoTrades.map((trade, i) => ({ ...trade, sortOrder: i + 1 })))
    .onConflictDoNothing();
  const rows = await db.select({ id: trades.id, slug: trades.slug }).from(trades);
  return new Map(rows.map((r) => [r.slug, r.id]));
}

async function seedProductsAndServices(db: Database, tradeIds: Map<string, string>) {
  const values = Object.entries(demoProductsAndServices).flatMap(([slug, items]) =>
    items.map(({ auto, ...item }) => ({
      ...item,
      automaticallyAddToProposals: auto ?? false,
      tradeId: slug === 'general' ? null : required(tradeIds.get(slug), `trade ${slug}`),
    })),
  );
  // A database seeded before items had kinds gets them; a kind someone set since is left as it is.
  await db
    .insert(productsAndServicesItems)
    .values(values)
    .onConflictDoUpdate({
      target: [productsAndServicesItems.tradeId, productsAndServicesItems.title],
      set: { kind: sql`excluded.kind` },
      setWhere: sql`${productsAndServicesItems.kind} = 'Other' and excluded.kind <> 'Other'`,
    });
}

async function seedMemberships(db: Database) {
  // The benefit numbers are what proposals are priced with, so they follow the plan cards' words even in a database seeded before they existed.
  const numbers = { laborDiscountPercent: 'labor_discount_percent', tripChargeWaiver: 'trip_charge_waiver', storageDiscountPercent: 'storage_discount_percent', priorityScheduling: 'priority_scheduling' } as const;
  const columns = Object.keys(numbers) as (keyof typeof numbers)[];
  const excluded = (column: keyof typeof numbers) => sql.raw(`excluded.${numbers[column]}`);
  await db
    .insert(memberships)
    .values(
      demoMemberships.map(({ name, slug, description, priority, benefits, laborDiscountPercent, tripChargeWaiver, storageDiscountPercent, priorityScheduling }) => ({
        name,
        slug,
        description,
        priority,
        benefits,
        laborDiscountPercent,
        tripChargeWaiver,
        storageDiscountPercent,
        priorityScheduling,
      })),
    )
    .onConflictDoUpdate({
      target: memberships.slug,
      set: Object.fromEntries(columns.map((column) => [column, excluded(column)])),
      setWhere: or(...columns.map((column) => sql`${memberships[column]} is distinct from ${excluded(column)}`)),
    });
  const rows = await db.select({ id: memberships.id, slug: memberships.slug }).from(memberships);
  const ids = new Map(rows.map((r) => [r.slug, r.id]));
  await db
    .insert(membershipPrices)
    .values(
      demoMemberships.flatMap((m) => {
        const membershipId = required(ids.get(m.slug), `membership ${m.slug}`);
        return [
          { membershipId, interval: 'Monthly' as const, amountCents: m.monthlyCents },
          { membershipId, interval: 'Yearly' as const, amountCents: m.yearlyCents },
        ];
      }),
    )
    .onConflictDoNothing();
}

async function seedStorage(db: Database, now: Date) {
  await db
    .insert(locations)
    .values(demoLocations.map((l) => ({ ...l, state: 'MA' })))
    .onConflictDoNothing();
  await db.insert(storageUnitSizes).values(demoSizes).onConflictDoNothing();
  const locationIds = new Map((await db.select({ id: locations.id, slug: locations.slug }).from(locations)).map((r) => [r.slug, r.id]));
  const sizes = new Map((await db.select().from(storageUnitSizes)).map((s) => [s.name, s]));
  await db
    .insert(storageUnitListings)
    .values(
      demoListings.map((l) => {
        const size = required(sizes.get(l.size), `size ${l.size}`);
        return {
          locationId: required(locationIds.get(l.location), `location ${l.location}`),
          sizeId: size.id,
          title: `${l.size} ${l.title}`,
          description: l.description,
          squareFootage: size.widthFeet * size.lengthFeet,
          monthlyPriceCents: l.monthlyPriceCents,
          unitsRemaining: l.unitsRemaining,
          availableFrom: l.availableInDays === null ? null : isoDay(new Date(now.getTime() + l.availableInDays * DAY_MS)),
          features: l.features,
        };
      }),
    )
    .onConflictDoNothing();
}

async function seedContractors(db: Database, tradeIds: Map<string, string>, now: Date) {
  await db
    .insert(users)
    .values(
      demoContractors.map((c) => ({
        phoneNumber: c.phone,
        firstName: c.firstName,
        lastName: c.lastName,
        email: c.email,
        userType: 'Contractor' as const,
        initialized: true,
      })),
    )
    .onConflictDoNothing();
  const userRows = await db
    .select({ id: users.id, phoneNumber: users.phoneNumber })
    .from(users)
    .where(inArray(users.phoneNumber, demoContractors.map((c) => c.phone)));
  const userIds = new Map(userRows.map((u) => [u.phoneNumber, u.id]));

  await db
    .insert(contractors)
    .values(
      demoContractors.map((c) => ({
        userId: required(userIds.get(c.phone), `user ${c.phone}`),
        businessName: c.businessName,
        bio: c.bio,
        licenseNumber: c.licenseNumber,
        yearsInBusiness: c.yearsInBusiness,
        zipCode: c.zipCode,
        serviceRadiusMiles: c.serviceRadiusMiles,
      })),
    )
    .onConflictDoNothing();
  const contractorRows = await db
    .select({ id: contractors.id, userId: contractors.userId })
    .from(contractors)
    .where(inArray(contractors.userId, [...userIds.values()]));
  const contractorIdByUser = new Map(contractorRows.map((r) => [r.userId, r.id]));
  const contractorId = (phone: string) => required(contractorIdByUser.get(required(userIds.get(phone), `user ${phone}`)), `contractor ${phone}`);

  await db
    .insert(contractorTrades)
    .values(demoContractors.flatMap((c) => c.trades.map((slug) => ({ contractorId: contractorId(c.phone), tradeId: required(tradeIds.get(slug), `trade ${slug}`) }))))
    .onConflictDoNothing();
  await db
    .insert(contractorReviews)
    .values(
      demoContractors.flatMap((c) =>
        c.reviews.map((r, i) => ({
          id: seedId(`review:${c.phone}:${i}`),
          contractorId: contractorId(c.phone),
          reviewerName: r.by,
          rating: r.rating,
          text: r.text,
          tradeId: required(tradeIds.get(r.trade ?? c.trades[0]!), `trade ${r.trade ?? c.trades[0]}`),
          createdAt: new Date(now.getTime() - r.daysAgo * DAY_MS),
        })),
      ),
    )
    .onConflictDoNothing();
  await recountRatings(db, demoContractors.map((c) => contractorId(c.phone)));
  // Hours someone has changed since are theirs: only missing days are added.
  await db
    .insert(contractorWorkingHours)
    .values(demoContractors.flatMap((c) => c.workingHours.map((day) => ({ contractorId: contractorId(c.phone), ...day }))))
    .onConflictDoNothing();
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`demo data: ${what} is missing`);
  return value;
}
