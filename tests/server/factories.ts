import { createHash, randomInt, randomUUID } from 'node:crypto';
import { onTestFinished } from 'vitest';
import type { Database } from '../../server/db/client';
import {
  assignedJobAppointments,
  contractorReviews,
  contractors,
  contractorTrades,
  contractorWorkingHours,
  equipmentRentals,
  fileContents,
  files,
  jobAppointments,
  jobProposals,
  jobRequests,
  jobReviews,
  locations,
  membershipPrices,
  memberships,
  payments,
  productsAndServicesItems,
  storageUnitListings,
  storageUnitSizes,
  trades,
  users,
  zipCodes,
} from '../../server/db/schema';
import { recountRatings } from '../../server/lib/ratings';
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

/**
 * A valid US number in the 508 area, never the same twice in one test file: random draws collided
 * once a file made a few thousand users. Exchange 555 is left to the demo data.
 */
const PHONES = 800 * 10_000;
let nextPhone = randomInt(0, PHONES);
export const randomPhone = () => {
  nextPhone = (nextPhone + 1) % PHONES;
  const exchange = 200 + Math.floor(nextPhone / 10_000);
  if (exchange === 555) nextPhone += 10_000 - (nextPhone % 10_000);
  const n = nextPhone % PHONES;
  return `+1508${200 + Math.floor(n / 10_000)}${String(n % 10_000).padStart(4, '0')}`;
};

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
    await recountRatings(db, [row!.id]);
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

/** Zip codes around Southborough with their centers; distances from 01772 in miles, roughly. */
export const nearbyZips = {
  southborough: { zip: '01772', city: 'Southborough', latitude: 42.3059, longitude: -71.5245 },
  /** About 3 miles. */
  marlborough: { zip: '01752', city: 'Marlborough', latitude: 42.3459, longitude: -71.5523 },
  /** About 4.5 miles. */
  framingham: { zip: '01701', city: 'Framingham', latitude: 42.3001, longitude: -71.4366 },
  /** About 5.3 miles. */
  westborough: { zip: '01581', city: 'Westborough', latitude: 42.2695, longitude: -71.6162 },
  /** About 9.7 miles. */
  shrewsbury: { zip: '01545', city: 'Shrewsbury', latitude: 42.2959, longitude: -71.7128 },
  /** About 16 miles. */
  worcester: { zip: '01602', city: 'Worcester', latitude: 42.2706, longitude: -71.8417 },
} as const;

/** Every zip code of `nearbyZips`, served. */
export async function theServiceArea(db: Database) {
  for (const zip of Object.values(nearbyZips)) await aZipCode(db, zip);
  return nearbyZips;
}

/** A customer whose profile is complete, made in the database (pair with `bearerFor` for a token). */
export async function aConsumer(db: Database, overrides: Partial<typeof users.$inferInsert> = {}) {
  const [row] = await db
    .insert(users)
    .values({ phoneNumber: randomPhone(), firstName: 'Casey', lastName: 'Homeowner', email: `casey-${unique()}@example.com`, initialized: true, ...overrides })
    .returning();
  return row!;
}

/** A job request as the database holds it; the trade and the Southborough zip code are made when not given. */
export async function aJobRequest(db: Database, overrides: Partial<typeof jobRequests.$inferInsert> = {}) {
  const tradeId = overrides.tradeId ?? (await aTrade(db)).id;
  const zipCode = overrides.zipCode ?? (await aZipCode(db, { zip: '01772' }));
  const [row] = await db
    .insert(jobRequests)
    .values({
      tradeId,
      zipCode,
      name: `Job ${unique()}`,
      description: 'A job for a test.',
      address: '1 Main Street',
      city: 'Southborough',
      contactName: 'Casey Homeowner',
      ...overrides,
    })
    .returning();
  return row!;
}

/** An uploaded photo (a few bytes standing for a JPEG), owned by `ownerUserId` and on no request yet. */
export async function aPhoto(db: Database, ownerUserId: string | null, overrides: Partial<typeof files.$inferInsert> = {}) {
  const content = Buffer.from(`photo ${unique()}`);
  const [row] = await db
    .insert(files)
    .values({
      ownerUserId,
      fileName: `photo-${unique()}.jpg`,
      contentType: 'image/jpeg',
      sizeBytes: content.length,
      width: 640,
      height: 480,
      sha256: createHash('sha256').update(content).digest('hex'),
      ...overrides,
    })
    .returning();
  await db.insert(fileContents).values({ fileId: row!.id, content });
  return row!;
}

/** A job offered to a contractor (an assigned job appointment). */
export async function anAssignment(db: Database, job: { id: string }, contractor: { id: string }, overrides: Partial<typeof assignedJobAppointments.$inferInsert> = {}) {
  const [row] = await db
    .insert(assignedJobAppointments)
    .values({ jobRequestId: job.id, contractorId: contractor.id, ...(overrides.createdAt ? { stateChangedAt: overrides.createdAt } : {}), ...overrides })
    .returning();
  return row!;
}

/** A contractor's estimate of `totalCents` (no tax, no discount) asking `depositCents`, at most a third. */
export async function aProposal(
  db: Database,
  job: { id: string },
  contractor: { id: string },
  { totalCents = 30000, depositCents = 10000, ...overrides }: Partial<typeof jobProposals.$inferInsert> = {},
) {
  const [row] = await db
    .insert(jobProposals)
    .values({
      jobRequestId: job.id,
      contractorId: contractor.id,
      subtotalCents: totalCents,
      totalCents,
      requestedDepositCents: depositCents,
      depositCents,
      finalPaymentCents: totalCents - depositCents,
      lineItems: [
        { productsAndServicesItemId: null, kind: 'Labor', title: 'The work', description: '', quantity: 1, unitPriceCents: totalCents, taxRate: 0, amountCents: totalCents },
      ],
      ...overrides,
    })
    .returning();
  return row!;
}

/** The booked visit of an accepted proposal, two hours long. */
export async function aVisit(
  db: Database,
  proposal: { id: string; jobRequestId: string; contractorId: string },
  start: Date,
  overrides: Partial<typeof jobAppointments.$inferInsert> = {},
) {
  const [row] = await db
    .insert(jobAppointments)
    .values({
      jobRequestId: proposal.jobRequestId,
      jobProposalId: proposal.id,
      contractorId: proposal.contractorId,
      scheduledStart: start,
      scheduledEnd: new Date(start.getTime() + 2 * 60 * 60 * 1000),
      ...overrides,
    })
    .returning();
  return row!;
}

/** A deposit the payment provider confirmed. */
export async function aPaidDeposit(db: Database, proposal: { id: string }, amountCents: number, overrides: Partial<typeof payments.$inferInsert> = {}) {
  const [row] = await db
    .insert(payments)
    .values({ kind: 'Deposit', jobProposalId: proposal.id, amountCents, status: 'Succeeded', provider: 'sandbox', paidAt: new Date(), ...overrides })
    .returning();
  return row!;
}

/** A contractor's working week (America/New_York); Monday to Friday, 8 AM to 5 PM unless given. */
export async function workingHours(
  db: Database,
  contractor: { id: string },
  days: { weekday: number; startMinute: number; endMinute: number }[] = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startMinute: 8 * 60, endMinute: 17 * 60 })),
) {
  await db.insert(contractorWorkingHours).values(days.map((day) => ({ contractorId: contractor.id, ...day })));
  return days;
}

/** The review a completed visit asks for. */
export async function aReview(db: Database, visit: { id: string; jobRequestId: string; contractorId: string }, overrides: Partial<typeof jobReviews.$inferInsert> = {}) {
  const [row] = await db
    .insert(jobReviews)
    .values({ jobAppointmentId: visit.id, jobRequestId: visit.jobRequestId, contractorId: visit.contractorId, ...overrides })
    .returning();
  return row!;
}

/**
 * A customer's job in Proposed, as contractors' estimates leave it: a contractor of its trade (working
 * weekdays 9 to 5) per
 * estimate (their offer Estimated, each estimate a Pending proposal; $300.00 with a $100.00 deposit
 * unless given), and `openOffers` more contractors still holding the offer.
 */
export async function aProposedJob(
  db: Database,
  userId: string,
  options: { estimates?: Partial<typeof jobProposals.$inferInsert>[]; openOffers?: number; job?: Partial<typeof jobRequests.$inferInsert> } = {},
) {
  const { estimates = [{}], openOffers = 0 } = options;
  const trade = await aTrade(db);
  const job = await aJobRequest(db, { userId, tradeId: trade.id, status: 'Proposed', name: 'Leaking faucet', contactName: 'Casey Homeowner', ...options.job });
  const estimated = [];
  for (const overrides of estimates) {
    const contractor = await aContractor(db, { trades: [trade] });
    // Weekdays 9 to 5: a booked visit's first free slot is 9 AM on the next weekday.
    await workingHours(db, contractor, [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startMinute: 9 * 60, endMinute: 17 * 60 })));
    const assignment = await anAssignment(db, job, contractor, { state: 'Estimated' });
    const proposal = await aProposal(db, job, contractor, { assignedJobAppointmentId: assignment.id, ...overrides });
    estimated.push({ contractor, assignment, proposal });
  }
  const offers = [];
  for (let i = 0; i < openOffers; i++) {
    const contractor = await aContractor(db, { trades: [trade] });
    offers.push({ contractor, assignment: await anAssignment(db, job, contractor, { state: 'Offered' }) });
  }
  return { job, trade, estimates: estimated, offers };
}
