import { and, eq, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { addDays, dateIn, PROVIDER_TIME_ZONE } from '../../contract/forms';
import { SandboxCard } from '../../contract/payment-sandbox';
import type { JobPaymentKind, LineItemKind } from '../../contract/proposals';
import { CHANGE_CUTOFF_HOURS } from '../../machines/job-lifecycle.machine';
import type { Database } from '../db/client';
import {
  assignedJobAppointments,
  contractors,
  contractorWorkingHours,
  files,
  jobAppointments,
  jobProposals,
  jobRequests,
  jobReviews,
  notifications,
  productsAndServicesItems,
  trades,
  users,
} from '../db/schema';
import { type ProcessedPhoto, processPhoto } from '../files/images';
import { storedFileName } from '../files/names';
import { storePhoto } from '../files/store';
import { acknowledgeCanceled, type ActingContractor, type ContractorActionBody, decide, type EstimateBody, offerTimes, reportContractorAction, submitEstimate } from '../jobs/assignments';
import { requestCancelation } from '../jobs/cancel';
import { chooseFirstVisit } from '../jobs/first-visit';
import { settleCanceledJob } from '../jobs/money';
import { startJobPayment } from '../jobs/payment-info';
import { decideProposal } from '../jobs/proposals';
import { checkJobRequest, submitJobRequest } from '../jobs/requests';
import { createLogger, type Logger } from '../lib/logger';
import { SandboxGateway } from '../payments/sandbox-gateway';
import { applyStripeEvent } from '../payments/stripe-events';
import { submitReview } from '../visits/reviews';
import { rescheduleVisit } from '../visits/reschedule';
import { closedReason } from '../visits/closed-days';
import { freeSlotsOf, instantAt, SLOT_MINUTES, slotStartMinutes, slotsOn, type TimeSpan, toSlot, type WorkingHours } from '../visits/slots';
import { demoContractors } from './demo-contractors';
import { drawPhoto, type PhotoArt } from './demo-photos';

/**
 * The demo customer: a signed-up account whose job requests stand in every state of the job's
 * lifecycle (machines/job-lifecycle.machine.ts), so every signed-in screen has something real to show
 * on first start.
 *
 * Each job is played, not written: the request is submitted and dispatched, contractors accept,
 * decline and estimate, the customer accepts, pays on the payment sandbox (whose events go through
 * the webhook's own handling), reschedules, cancels and reviews, each step through the function the
 * API call runs, at a time in the past relative to the first load. So a job's rows, timeline,
 * receipts and texts are exactly what the product makes. A job the customer already has (by its
 * name) is left as it is: a second load, or a later start, changes nothing.
 */

export const DEMO_CONSUMER = {
  phone: '+15085550150',
  firstName: 'Laura',
  lastName: 'Bennett',
  email: 'laura.bennett@example.com',
  address: '27 Highland Street',
  city: 'Southborough',
  zipCode: '01772',
} as const;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const MINUTE_MS = 60 * 1000;

/**
 * How long after the first load the late-canceled visit starts, at the least. A late cancelation nobody
 * decided is approved once its visit has started, by a sweep that runs minutes after every start
 * (server/jobs/late-cancelations.ts): a visit already begun, or about to, would leave the demo with no
 * cancelation waiting soon after it is opened.
 */
const LATE_VISIT_LEAD_MS = 4 * HOUR_MS;

/** The latest a visit the demo's contractor offers out of hours ends: 9 PM. */
const EVENING_END_MINUTE = 21 * 60;

/** The card every demo payment is made with: Stripe's Visa test card, as typed on the sandbox's card page. */
const VISA = v.parse(SandboxCard, { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', zip: DEMO_CONSUMER.zipCode });

/** Where the texts' links point when the caller does not say (they are history, never sent). */
const DEFAULT_PUBLIC_URL = 'http://localhost:3000';

/** Why the demo's texts and e-mails stay in the outbox unsent: they tell of steps taken before the first start. */
export const DEMO_HISTORY_NOT_SENT = 'Demo history: these steps happened before the first start, so nothing was sent.';

type Line = { item: string; quantity: number; description?: string } | { title: string; kind: LineItemKind; quantity: number; unitPriceCents: number; taxRate?: number; description?: string };

interface Estimate {
  lines: Line[];
  notes: string;
}

interface DemoJob {
  name: string;
  trade: string;
  description: string;
  photos: Omit<PhotoArt, 'fileName'>[];
  play: (p: Player, job: DemoJobRef) => Promise<void>;
}

interface DemoJobRef {
  name: string;
  trade: string;
  description: string;
  photoIds: string[];
}

/** The demo contractors by name, as the plays speak of them. */
const C = {
  northside: '+15085550101',
  bayPath: '+15085550102',
  sudbury: '+15085550103',
  metroWest: '+15085550104',
  hopkinton: '+15085550105',
  freshCoat: '+15085550106',
  greenAcres: '+15085550108',
  handyHands: '+15085550109',
  clearview: '+15085550110',
  hardwood: '+15085550111',
  comfortAir: '+15085550114',
} as const;

/**
 * Loads the demo customer and plays their jobs. `now` is the first load's moment: every step lies
 * before it, except the scheduled visit, a few days after it, and the late-canceled one, hours after it.
 */
export async function seedDemoConsumer(db: Database, now: Date, options: { publicUrl?: string; log?: Logger } = {}): Promise<void> {
  await db
    .insert(users)
    .values({ phoneNumber: DEMO_CONSUMER.phone, firstName: DEMO_CONSUMER.firstName, lastName: DEMO_CONSUMER.lastName, email: DEMO_CONSUMER.email, initialized: true })
    .onConflictDoNothing();
  const [consumer] = await db.select({ id: users.id, deletedAt: users.deletedAt }).from(users).where(eq(users.phoneNumber, DEMO_CONSUMER.phone));
  if (!consumer || consumer.deletedAt) return;
  const had = new Set(
    (await db.select({ name: jobRequests.name }).from(jobRequests).where(eq(jobRequests.userId, consumer.id))).map((j) => j.name),
  );
  const missing = demoJobs.filter((job) => !had.has(job.name));
  if (missing.length === 0) return;

  const player = await Player.open(db, consumer.id, now, options);
  // Drawn and re-encoded off the main thread (sharp) while the plays run on the database.
  const drawn = missing.map((job) => drawJobPhotos(job.name, job.photos));
  for (const pictures of drawn) pictures.catch(() => {});
  const played: string[] = [];
  for (const [i, job] of missing.entries()) {
    try {
      const photoIds = await player.photos(await drawn[i]!);
      await job.play(player, { name: job.name, trade: job.trade, description: job.description, photoIds });
    } catch (err) {
      // Demo data never keeps the product from starting; the test of the demo is where a broken play shows.
      player.log.error({ err, job: job.name }, 'demo data: a demo job could not be played to the end; it is left as far as it got');
    }
    const [row] = await db.select({ id: jobRequests.id }).from(jobRequests).where(and(eq(jobRequests.userId, consumer.id), eq(jobRequests.name, job.name)));
    if (row) played.push(row.id);
  }
  // What these steps texted and e-mailed happened before the first start: it is kept, not sent now.
  if (played.length) {
    await db
      .update(notifications)
      .set({ status: 'Skipped', lastError: DEMO_HISTORY_NOT_SENT })
      .where(and(eq(notifications.status, 'Pending'), inArray(sql<string>`${notifications.data}->>'jobRequestId'`, played)));
  }
}

/** A job's pictures as the customer's phone would send them, re-encoded as POST /Files re-encodes an upload. */
async function drawJobPhotos(jobName: string, arts: Omit<PhotoArt, 'fileName'>[]) {
  const slug = jobName.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return Promise.all(
    arts.map(async (art, i) => {
      const fileName = `${slug}-${i + 1}.jpg`;
      return { fileName, photo: await processPhoto(await drawPhoto({ ...art, fileName })) };
    }),
  );
}

/**
 * The demo's hands: the customer's and the contractors' steps, each through the function its API call
 * runs, at the moment the play sets (`at`).
 */
class Player {
  private current: Date;
  private readonly gateway: SandboxGateway;
  readonly log: Logger;
  private readonly publicUrl: string;

  private constructor(
    readonly db: Database,
    readonly userId: string,
    /** The first load's moment. */
    readonly now: Date,
    private readonly contractorsByPhone: Map<string, ActingContractor>,
    options: { publicUrl?: string; log?: Logger },
  ) {
    this.current = now;
    this.log = options.log ?? createLogger({ silent: true });
    this.publicUrl = options.publicUrl ?? DEFAULT_PUBLIC_URL;
    const clock = () => this.current;
    // The sandbox's events go through the webhook's own handling, at the play's moment; the
    // signature is the HTTP layer's, which this does not pass through.
    this.gateway = new SandboxGateway({ db, now: clock, log: this.log, webhookSecret: 'whsec_demo_history_not_checked', publicUrl: this.publicUrl });
    this.gateway.deliverTo(async (request) => {
      const event = await request.json();
      await applyStripeEvent({ db, payments: this.gateway, now: clock, log: this.log, publicUrl: this.publicUrl }, event);
      return Response.json({ received: true });
    });
  }

  static async open(db: Database, userId: string, now: Date, options: { publicUrl?: string; log?: Logger }) {
    const rows = await db
      .select({ id: contractors.id, businessName: contractors.businessName, phone: users.phoneNumber })
      .from(contractors)
      .innerJoin(users, eq(users.id, contractors.userId))
      .where(inArray(users.phoneNumber, demoContractors.map((c) => c.phone)));
    return new Player(db, userId, now, new Map(rows.map((r) => [r.phone ?? '', { id: r.id, businessName: r.businessName }])), options);
  }

  private get services() {
    return { db: this.db, payments: this.gateway, log: this.log };
  }

  /** `hours` before the first load. */
  ago(hours: number): Date {
    return new Date(this.now.getTime() - hours * HOUR_MS);
  }

  contractor(phone: string): ActingContractor {
    const found = this.contractorsByPhone.get(phone);
    if (!found) throw new Error(`demo data: contractor ${phone} is missing`);
    return found;
  }

  /** A contractor's week, as their working hours say. */
  async week(phone: string): Promise<WorkingHours[]> {
    return this.db
      .select({ weekday: contractorWorkingHours.weekday, startMinute: contractorWorkingHours.startMinute, endMinute: contractorWorkingHours.endMinute })
      .from(contractorWorkingHours)
      .where(eq(contractorWorkingHours.contractorId, this.contractor(phone).id));
  }

  /**
   * The provider's date of the first working day of a contractor on or before (`step` -1) or on or
   * after (`step` 1) `date` that `accept` takes, and that day's first slot.
   */
  async workingDay(phone: string, date: string, step: 1 | -1, accept: (firstSlot: Date) => boolean = () => true) {
    const week = await this.week(phone);
    for (let day = date, n = 0; n < 60; day = addDays(day, step), n += 1) {
      const [first] = slotsOn(day, week);
      if (first && accept(first.start)) return { date: day, firstSlot: first.start };
    }
    throw new Error(`demo data: contractor ${phone} has no working day near ${date}`);
  }

  dateOf(at: Date): string {
    return dateIn(PROVIDER_TIME_ZONE, at);
  }

  /**
   * The latest visit a contractor would come to that starts from `from` and before `to`, on a day the
   * provider is open (no time on a closed day can be offered): a slot of their week when one lies there;
   * else a time on the grid of their longest working day on a day off (a weekend); else an evening time
   * after that day's end, over by EVENING_END_MINUTE. Those are times only the contractor can offer, but
   * without them a span of less than a day before a holiday would hold no visit at all. Undefined when
   * the span holds none of them (most of a day before a holiday, and the night before it).
   */
  async latestVisitTime(phone: string, from: Date, to: Date): Promise<TimeSpan | undefined> {
    const week = await this.week(phone);
    const usual = week.reduce((longest, day) => (day.endMinute - day.startMinute > longest.endMinute - longest.startMinute ? day : longest));
    const evening: number[] = [];
    for (let minute = Math.ceil(usual.endMinute / 60) * 60; minute + SLOT_MINUTES <= EVENING_END_MINUTE; minute += 60) evening.push(minute);
    const found: { time: TimeSpan; rank: number }[] = [];
    for (let date = this.dateOf(from); date <= this.dateOf(to); date = addDays(date, 1)) {
      if (closedReason(date)) continue;
      const at = (minute: number) => ({ start: instantAt(date, minute), end: instantAt(date, minute + SLOT_MINUTES) });
      const inTheirWeek = slotsOn(date, week);
      const times = [
        ...(inTheirWeek.length ? inTheirWeek.map((time) => ({ time, rank: 0 })) : slotStartMinutes(usual).map((minute) => ({ time: at(minute), rank: 1 }))),
        ...evening.map((minute) => ({ time: at(minute), rank: 2 })),
      ];
      found.push(...times.filter(({ time }) => time.start >= from && time.start < to));
    }
    return found.sort((a, b) => a.rank - b.rank || b.time.start.getTime() - a.time.start.getTime())[0]?.time;
  }

  /** Photos the customer took and uploaded, stored as POST /Files stores them (their time is set when the request is sent). */
  async photos(pictures: { fileName: string; photo: ProcessedPhoto }[]): Promise<string[]> {
    const ids: string[] = [];
    for (const { fileName, photo } of pictures) {
      const stored = await storePhoto(this.db, { ownerUserId: this.userId, fileName: storedFileName(fileName, 'jpg'), photo, now: this.now });
      ids.push(stored.id);
    }
    return ids;
  }

  /** The customer sends the request from New Job Request (POST /JobRequests); it is dispatched at once. */
  async submit(job: DemoJobRef, at: Date, preferredDates: string[] = []): Promise<string> {
    this.current = at;
    const [trade] = await this.db.select({ id: trades.id }).from(trades).where(eq(trades.slug, job.trade));
    if (!trade) throw new Error(`demo data: trade ${job.trade} is missing`);
    const request = {
      userId: this.userId,
      source: 'Account' as const,
      tradeId: trade.id,
      name: job.name,
      description: job.description,
      address: DEMO_CONSUMER.address,
      city: DEMO_CONSUMER.city,
      zipCode: DEMO_CONSUMER.zipCode,
      preferredDates,
      contactName: `${DEMO_CONSUMER.firstName} ${DEMO_CONSUMER.lastName}`,
      contactPhone: DEMO_CONSUMER.phone,
      contactEmail: DEMO_CONSUMER.email,
      photoIds: job.photoIds,
    };
    const checked = await checkJobRequest(this.db, request);
    // The photos were taken just before the request was sent.
    if (job.photoIds.length) await this.db.update(files).set({ createdAt: new Date(at.getTime() - 5 * MINUTE_MS) }).where(inArray(files.id, job.photoIds));
    return this.db.transaction((tx) => submitJobRequest(tx as unknown as Database, request, checked, at));
  }

  private async step(jobId: string, phone: string, at: Date) {
    this.current = at;
    const contractor = this.contractor(phone);
    const [assignment] = await this.db
      .select({ id: assignedJobAppointments.id })
      .from(assignedJobAppointments)
      .where(and(eq(assignedJobAppointments.jobRequestId, jobId), eq(assignedJobAppointments.contractorId, contractor.id)));
    if (!assignment) throw new Error(`demo data: ${contractor.businessName} was not offered job ${jobId}`);
    return { contractor, assignmentId: assignment.id, now: at, publicUrl: this.publicUrl };
  }

  /** A contractor takes the offer on, or passes (decisions). */
  async decide(jobId: string, phone: string, at: Date, decision: 'Accept' | 'Decline', note?: string) {
    await decide(this.db, await this.step(jobId, phone, at), { decision, note });
  }

  /** A contractor's estimate (submit-estimate), its lines from the catalogue of the job's trade; the deposit about a quarter. */
  async estimate(jobId: string, tradeSlug: string, phone: string, at: Date, estimate: Estimate) {
    const ctx = await this.step(jobId, phone, at);
    const items = await this.db
      .select({ id: productsAndServicesItems.id, title: productsAndServicesItems.title, priceCents: productsAndServicesItems.priceCents, slug: trades.slug })
      .from(productsAndServicesItems)
      .leftJoin(trades, eq(trades.id, productsAndServicesItems.tradeId));
    const item = (title: string) => {
      const found = items.find((i) => i.title === title && (i.slug === tradeSlug || i.slug === null));
      if (!found) throw new Error(`demo data: catalogue item ${title} is missing`);
      return found;
    };
    let subtotal = 0;
    const lineItems: EstimateBody['lineItems'] = estimate.lines.map((line) => {
      if ('item' in line) {
        const found = item(line.item);
        subtotal += found.priceCents * line.quantity;
        return { productsAndServicesItemId: found.id, description: line.description ?? '', quantity: line.quantity, taxRate: 0 };
      }
      subtotal += line.unitPriceCents * line.quantity;
      return { kind: line.kind, title: line.title, description: line.description ?? '', quantity: line.quantity, unitPriceCents: line.unitPriceCents, taxRate: line.taxRate ?? 0 };
    });
    // About a quarter, in whole tens of dollars: well inside the third Massachusetts allows.
    const depositCents = Math.floor(subtotal / 4 / 1000) * 1000;
    await submitEstimate(this.db, ctx, { lineItems, depositCents, notes: estimate.notes });
  }

  async proposalOf(jobId: string, phone: string) {
    const [proposal] = await this.db
      .select()
      .from(jobProposals)
      .where(and(eq(jobProposals.jobRequestId, jobId), eq(jobProposals.contractorId, this.contractor(phone).id)));
    if (!proposal) throw new Error(`demo data: no estimate of ${phone} on job ${jobId}`);
    return proposal;
  }

  /** The customer accepts a contractor's estimate (proposal decision). */
  async accept(jobId: string, phone: string, at: Date) {
    this.current = at;
    const proposal = await this.proposalOf(jobId, phone);
    await decideProposal(this.services, { userId: this.userId, jobRequestId: jobId, id: proposal.id }, { decision: 'Accept' }, at);
  }

  /**
   * The customer pays on the sandbox's card page with the Visa test card: the payment is started as
   * deposit-info (or final-payment-info) starts it, the card confirmed as the page confirms it, and the
   * sandbox's events applied by the webhook's handling, which books, schedules and sends the receipt.
   */
  async pay(jobId: string, phone: string, kind: JobPaymentKind, at: Date) {
    this.current = at;
    const proposal = await this.proposalOf(jobId, phone);
    const info = await startJobPayment(
      this.services,
      { userId: this.userId, jobRequestId: jobId, id: proposal.id, kind, redirectUrl: new URL(`/job-requests/${jobId}`, this.publicUrl).href, publicUrl: this.publicUrl },
      at,
    );
    this.current = new Date(at.getTime() + 2 * MINUTE_MS);
    await this.gateway.confirmIntent(info.paymentIntentId, info.clientSecret, VISA);
  }

  /** Progress from the job site (contractor-action). */
  async action(jobId: string, phone: string, at: Date, body: ContractorActionBody) {
    await reportContractorAction(this.db, await this.step(jobId, phone, at), body);
  }

  /** The contractor offers times for the first visit (offer-times). */
  async offerTimes(jobId: string, phone: string, at: Date, times: TimeSpan[]) {
    await offerTimes(this.db, await this.step(jobId, phone, at), times.map(toSlot));
  }

  /** The customer books the first visit at a time they were offered (schedule-visit). */
  async chooseVisit(jobId: string, at: Date, start: Date) {
    this.current = at;
    await chooseFirstVisit(this.db, { userId: this.userId, jobRequestId: jobId, start: start.toISOString(), now: at });
  }

  async visitOf(jobId: string) {
    const [visit] = await this.db.select().from(jobAppointments).where(eq(jobAppointments.jobRequestId, jobId));
    if (!visit) throw new Error(`demo data: job ${jobId} has no visit`);
    return visit;
  }

  /** The customer moves the visit to a free slot on `date` (reschedule-availability, then reschedule). */
  async reschedule(jobId: string, at: Date, date: string, reason: string) {
    this.current = at;
    const visit = await this.visitOf(jobId);
    const free = await freeSlotsOf(this.db, visit.contractorId, { from: date, to: date }, at);
    // Mid-morning when it is free: the time a customer who asked to move it would pick.
    const slot = free[1] ?? free[0];
    if (!slot) throw new Error(`demo data: no free slot on ${date} to move job ${jobId} to`);
    await rescheduleVisit(this.db, { userId: this.userId, appointmentId: visit.id, start: slot.start.toISOString(), end: slot.end.toISOString(), reason, now: at });
  }

  /** The customer asks to cancel (request-cancelation); a refund owed is issued as the API issues it. */
  async cancel(jobId: string, at: Date, reason: string) {
    this.current = at;
    await requestCancelation(this.db, { userId: this.userId, jobRequestId: jobId, reason, now: at });
    this.current = new Date(at.getTime() + MINUTE_MS);
    await settleCanceledJob(this.services, jobId);
  }

  /** The contractor agrees to a late cancelation (acknowledge-canceled); the share of the deposit owed back is refunded as the API refunds it. */
  async approveCancelation(jobId: string, phone: string, at: Date) {
    await acknowledgeCanceled(this.db, await this.step(jobId, phone, at));
    this.current = new Date(at.getTime() + MINUTE_MS);
    await settleCanceledJob(this.services, jobId);
  }

  /** The customer reviews the contractor (JobReviews submit). */
  async review(jobId: string, at: Date, rating: number, text: string) {
    this.current = at;
    const [review] = await this.db.select({ id: jobReviews.id }).from(jobReviews).where(eq(jobReviews.jobRequestId, jobId));
    if (!review) throw new Error(`demo data: job ${jobId} asks for no review`);
    await submitReview(this.db, { userId: this.userId, reviewId: review.id, rating, text, now: at });
  }

  /**
   * Runs `work` while a contractor's calendar shows no working time, so the booking it makes finds no
   * free slot (the product's NoFreeSlot path: the job stays Accepted and the provider calls to set the
   * visit); the hours are put back exactly as they were. A load that stops in between gets them back
   * from the catalogue's seed on the next start.
   */
  async withoutFreeTime(phone: string, work: () => Promise<void>) {
    const id = this.contractor(phone).id;
    const hours = await this.db.select().from(contractorWorkingHours).where(eq(contractorWorkingHours.contractorId, id));
    await this.db.delete(contractorWorkingHours).where(eq(contractorWorkingHours.contractorId, id));
    try {
      await work();
    } finally {
      if (hours.length) await this.db.insert(contractorWorkingHours).values(hours).onConflictDoNothing();
    }
  }

  /** A moment relative to a visit's start. */
  static around(visit: { scheduledStart: Date }, minutes: number): Date {
    return new Date(visit.scheduledStart.getTime() + minutes * MINUTE_MS);
  }
}

/**
 * Books a job up to its visit: submitted, estimated by `phone`, accepted and its deposit paid
 * `depositDaysBefore` days before `visitDate` (a date the contractor works, which the customer named
 * first), so the product schedules the visit on that day's first free slot. With `offered`, the
 * contractor's calendar shows no free time when the deposit is paid; they offer that time and the
 * customer takes it.
 */
async function bookUpTo(p: Player, job: DemoJobRef, phone: string, visitDate: string, firstSlot: Date, estimate: Estimate, depositDaysBefore = 4, offered?: TimeSpan) {
  const paidAt = new Date(firstSlot.getTime() - depositDaysBefore * DAY_MS + 2 * HOUR_MS);
  const id = await p.submit(job, new Date(paidAt.getTime() - 3 * DAY_MS), [visitDate]);
  await p.decide(id, phone, new Date(paidAt.getTime() - 2 * DAY_MS - 3 * HOUR_MS), 'Accept', 'I can come by to take a look this week.');
  await p.estimate(id, job.trade, phone, new Date(paidAt.getTime() - 2 * DAY_MS), estimate);
  await p.accept(id, phone, new Date(paidAt.getTime() - 10 * MINUTE_MS));
  if (!offered) {
    await p.pay(id, phone, 'Deposit', paidAt);
    return id;
  }
  await p.withoutFreeTime(phone, () => p.pay(id, phone, 'Deposit', paidAt));
  await p.offerTimes(id, phone, new Date(paidAt.getTime() + 3 * HOUR_MS), [offered]);
  await p.chooseVisit(id, new Date(paidAt.getTime() + 5 * HOUR_MS), offered.start);
  return id;
}

/** The visit from arrival to a finished job. */
async function doTheWork(p: Player, id: string, phone: string, hoursOfWork: number) {
  const visit = await p.visitOf(id);
  await p.action(id, phone, Player.around(visit, -20), { action: 'OnMyWay', note: 'About 20 minutes away.' });
  await p.action(id, phone, Player.around(visit, 5), { action: 'StartJob' });
  await p.action(id, phone, Player.around(visit, hoursOfWork * 60), { action: 'CompleteJob', note: 'All done; the area is cleaned up.' });
  return visit;
}

const demoJobs: DemoJob[] = [
  {
    name: 'Outdoor outlet on the back deck',
    trade: 'electrical',
    description: 'We would like a weatherproof GFCI outlet on the back deck for string lights and a grill. The panel is in the basement, right below the deck.',
    photos: [{ scene: 'wall', colors: ['#c9d6df', '#8fa3b1'], accent: '#7d8b96' }],
    // The only electrician in reach passes; nobody else serves it, so it waits for a contractor.
    async play(p, job) {
      const id = await p.submit(job, p.ago(50));
      await p.decide(id, C.bayPath, p.ago(46), 'Decline', 'Sorry, we are booked solid through next month.');
    },
  },
  {
    name: 'New storm door at the back entrance',
    trade: 'storm-door',
    description: 'The old storm door at the back entrance no longer latches and the closer is broken. We bought a full-view storm door (36 in) and need it installed.',
    photos: [
      { scene: 'door', colors: ['#e7dccb', '#b9a78c'], accent: '#3f5e4a' },
      { scene: 'door', colors: ['#f0e6d6', '#c4b399'], accent: '#2f4a3a' },
    ],
    // Offered to the three nearest; one has taken it on and will estimate.
    async play(p, job) {
      const id = await p.submit(job, p.ago(5));
      await p.decide(id, C.northside, p.ago(3), 'Accept', 'Happy to fit it. I will send an estimate tonight.');
    },
  },
  {
    name: 'Heat pump for the upstairs',
    trade: 'heat-pumps',
    description: 'The upstairs bedrooms are cold in winter and hot in summer. We would like a cold-climate heat pump on the existing ducts, and to qualify for the Mass Save rebate.',
    photos: [
      { scene: 'room', colors: ['#e9eef2', '#c5d0d8'], accent: '#b59f84' },
      { scene: 'wall', colors: ['#dfe6e9', '#a9b7bf'], accent: '#8c9aa3' },
    ],
    // Two estimates side by side, waiting for the customer.
    async play(p, job) {
      const id = await p.submit(job, p.ago(4 * 24 + 6));
      await p.estimate(id, job.trade, C.metroWest, p.ago(3 * 24 + 2), {
        lines: [
          { item: 'Ducted cold-climate heat pump', quantity: 1 },
          { title: 'Condensate pump and line set', kind: 'Material', quantity: 1, unitPriceCents: 68000, taxRate: 0.0625 },
          { title: 'Installation crew', kind: 'Labor', quantity: 16, unitPriceCents: 11000 },
        ],
        notes: 'Mitsubishi Hyper-Heat on your existing ducts. We file the Mass Save rebate paperwork for you.',
      });
      await p.estimate(id, job.trade, C.comfortAir, p.ago(2 * 24 + 5), {
        lines: [
          { item: 'Ducted cold-climate heat pump', quantity: 1 },
          { title: 'Duct sealing in the attic', kind: 'Labor', quantity: 6, unitPriceCents: 13500 },
          { title: 'Smart thermostat', kind: 'Material', quantity: 1, unitPriceCents: 28000, taxRate: 0.0625 },
        ],
        notes: 'Carrier cold-climate system with attic duct sealing, which the rebate asks for. Two-day install.',
      });
    },
  },
  {
    name: 'Replace shingles lost in the storm',
    trade: 'roofing',
    description: 'The wind took a dozen shingles off the north side of the roof and there is a small water stain on the bedroom ceiling.',
    photos: [
      { scene: 'roof', colors: ['#b7c7d6', '#e4e9ee'], accent: '#4a4a52' },
      { scene: 'room', colors: ['#efeae2', '#d6cfc3'], accent: '#a08f78' },
    ],
    // The deposit is paid and the roofer booked, but their calendar was full: the provider will call to set the visit.
    async play(p, job) {
      const id = await p.submit(job, p.ago(7 * 24));
      await p.estimate(id, job.trade, C.hopkinton, p.ago(6 * 24 + 3), {
        lines: [
          { item: 'Roof leak repair', quantity: 1 },
          { item: 'Architectural shingle roof replacement', quantity: 1, description: 'One square on the north slope, matched to the existing shingles.' },
        ],
        notes: 'We will match your shingles as closely as we can and check the flashing around the vent stack.',
      });
      await p.accept(id, C.hopkinton, p.ago(5 * 24 + 1));
      await p.withoutFreeTime(C.hopkinton, () => p.pay(id, C.hopkinton, 'Deposit', p.ago(5 * 24)));
    },
  },
  {
    name: 'Leaking kitchen faucet',
    trade: 'plumbing',
    description: 'The kitchen faucet drips constantly and there is water under the sink. We have a new faucet ready to install.',
    photos: [
      { scene: 'pipe', colors: ['#e6e2da', '#c9c2b5'], accent: '#9aa3ab' },
      { scene: 'pipe', colors: ['#ece8e0', '#d2cbbd'], accent: '#b08d57' },
    ],
    // A visit a few days ahead, moved once by the customer, that can still be moved.
    async play(p, job) {
      const first = await p.workingDay(C.sudbury, p.dateOf(p.ago(2 * 24)), 1);
      const id = await bookUpTo(p, job, C.sudbury, first.date, first.firstSlot, {
        lines: [
          { item: 'Faucet replacement', quantity: 1 },
          { item: 'Plumber labor', quantity: 1, description: 'Replace both supply lines and check the drain under the sink.' },
        ],
        notes: 'We install your faucet and replace the supply lines, which are likely the source of the water under the sink.',
      }, 3);
      const later = await p.workingDay(C.sudbury, p.dateOf(new Date(p.now.getTime() + 4 * DAY_MS)), 1);
      const visit = await p.visitOf(id);
      await p.reschedule(id, new Date(visit.createdAt.getTime() + 20 * HOUR_MS), later.date, 'We will be away that day; later in the week works better.');
    },
  },
  {
    name: 'Paint the living room and hallway',
    trade: 'painting',
    description: 'Living room (14 by 16 ft) and the front hallway: walls only, two coats, the same color as now (Benjamin Moore Pale Oak).',
    photos: [
      { scene: 'room', colors: ['#efe7da', '#d8cbb5'], accent: '#8e7f6a' },
      { scene: 'wall', colors: ['#eee5d5', '#cdbfa6'], accent: '#b7a58a' },
    ],
    // The painter is at work: on the way, then started, at the latest visit that has begun.
    async play(p, job) {
      const day = await p.workingDay(C.freshCoat, p.dateOf(p.now), -1, (start) => start.getTime() <= p.now.getTime() - 45 * MINUTE_MS);
      const id = await bookUpTo(p, job, C.freshCoat, day.date, day.firstSlot, {
        lines: [
          { item: 'Interior room painting', quantity: 2 },
          { item: 'Paint and supplies', quantity: 4 },
        ],
        notes: 'Two coats of Pale Oak on the walls; furniture moved and covered, floors protected.',
      });
      const visit = await p.visitOf(id);
      await p.action(id, C.freshCoat, Player.around(visit, -20), { action: 'OnMyWay', note: 'On our way with the paint.' });
      await p.action(id, C.freshCoat, Player.around(visit, 10), { action: 'StartJob' });
    },
  },
  {
    name: 'Refinish the dining room floor',
    trade: 'flooring',
    description: 'Oak floor in the dining room (about 180 sq ft), worn through by the table and chairs. We would like it sanded and refinished in a natural color.',
    photos: [{ scene: 'room', colors: ['#e8dcc8', '#c8b08c'], accent: '#9c7447' }],
    // Done two days ago; the rest of the price is due.
    async play(p, job) {
      const day = await p.workingDay(C.hardwood, p.dateOf(p.ago(3 * 24)), -1);
      const id = await bookUpTo(p, job, C.hardwood, day.date, day.firstSlot, {
        lines: [{ item: 'Hardwood refinishing', quantity: 180 }],
        notes: 'Three coats of water-based satin polyurethane; keep off the floor for 24 hours after we finish.',
      });
      await doTheWork(p, id, C.hardwood, 7);
    },
  },
  {
    name: 'Mount the TV and hang shelves',
    trade: 'handyman',
    description: 'Mount a 65 inch TV above the fireplace (we have the bracket) and hang three floating shelves in the family room.',
    photos: [{ scene: 'wall', colors: ['#e3e0da', '#bdb6aa'], accent: '#6b6258' }],
    // Done and paid; the review is waiting.
    async play(p, job) {
      const day = await p.workingDay(C.handyHands, p.dateOf(p.ago(6 * 24)), -1);
      const id = await bookUpTo(p, job, C.handyHands, day.date, day.firstSlot, {
        lines: [
          { item: 'TV wall mount', quantity: 1 },
          { item: 'Handyman labor', quantity: 2, description: 'Three floating shelves, into studs or with toggle anchors.' },
        ],
        notes: 'Cables hidden in the wall with an in-wall kit if the fireplace wall allows it.',
      });
      const visit = await doTheWork(p, id, C.handyHands, 3);
      await p.pay(id, C.handyHands, 'FinalPayment', Player.around(visit, 26 * 60));
    },
  },
  {
    name: 'Spring clean-up and fresh mulch',
    trade: 'landscaping',
    description: 'Front and side beds: leaves out, edges cut and fresh dark mulch. About 6 cubic yards, I think.',
    photos: [
      { scene: 'yard', colors: ['#cfe3f2', '#eef4f8'], accent: '#6f9a4f' },
      { scene: 'yard', colors: ['#d6e7f3', '#f2f6f9'], accent: '#7b5a3a' },
    ],
    // Done, paid and reviewed: five stars on the contractor's profile.
    async play(p, job) {
      const day = await p.workingDay(C.greenAcres, p.dateOf(p.ago(16 * 24)), -1);
      const id = await bookUpTo(p, job, C.greenAcres, day.date, day.firstSlot, {
        lines: [
          { item: 'Spring clean-up', quantity: 1 },
          { item: 'Bark mulch, spread', quantity: 6 },
        ],
        notes: 'Dark hemlock mulch, 2 to 3 inches deep, with fresh edges along the lawn.',
      });
      const visit = await doTheWork(p, id, C.greenAcres, 5);
      await p.pay(id, C.greenAcres, 'FinalPayment', Player.around(visit, 24 * 60));
      await p.review(id, Player.around(visit, 48 * 60), 5, 'The beds have never looked better. On time, tidy, and they hauled everything away. We will book them again in the fall.');
    },
  },
  {
    name: 'Repair the rotted porch railing',
    trade: 'carpentry',
    description: 'Two sections of the front porch railing are soft with rot and one post wobbles. It should match the existing white railing.',
    photos: [
      { scene: 'wall', colors: ['#f1efe9', '#d3cec3'], accent: '#e9e6df' },
      { scene: 'yard', colors: ['#dbe7ef', '#f3f6f8'], accent: '#8f8a7a' },
    ],
    // Asked to cancel just before the first load, less than a day before a visit still hours ahead:
    // the contractor decides. The visit is the latest that keeps the request late, so it waits for as
    // long as the late rule lets it; Dave offered it when his calendar was full, which also lets it
    // fall on a weekend, or in the evening before a holiday, when his week has no slot in that span.
    // First loaded from the evening before a holiday to its morning, no open day lies near enough for
    // a late request to wait: it was made for the last visit before the load instead, and Dave agreed.
    async play(p, job) {
      const asked = new Date(p.now.getTime() - 15 * MINUTE_MS);
      const ahead = await p.latestVisitTime(C.northside, new Date(p.now.getTime() + LATE_VISIT_LEAD_MS), new Date(asked.getTime() + CHANGE_CUTOFF_HOURS * HOUR_MS));
      const time = ahead ?? (await p.latestVisitTime(C.northside, p.ago(7 * 24), p.ago(1)));
      if (!time) throw new Error(`demo data: Northside Carpentry has no open day near ${p.now.toISOString()}`);
      const estimate: Estimate = {
        lines: [
          { item: 'Carpentry labor', quantity: 6 },
          { title: 'PVC railing sections and post sleeve', kind: 'Material', quantity: 1, unitPriceCents: 42000, taxRate: 0.0625 },
        ],
        notes: 'We replace the two rotted sections and reset the post with a PVC sleeve so it will not rot again.',
      };
      const id = await bookUpTo(p, job, C.northside, p.dateOf(time.start), time.start, estimate, 4, time);
      const reason = 'My brother-in-law offered to fix it this weekend.';
      if (ahead) return p.cancel(id, asked, reason);
      await p.cancel(id, new Date(time.start.getTime() - 20 * HOUR_MS), reason);
      await p.approveCancelation(id, C.northside, new Date(time.start.getTime() - 18 * HOUR_MS));
    },
  },
  {
    name: 'Replace two drafty windows',
    trade: 'windows',
    description: 'Two double-hung windows in the back bedroom rattle and let cold air in. We would like them replaced with energy-efficient ones.',
    photos: [
      { scene: 'window', colors: ['#e9e5dc', '#cbc4b6'], accent: '#9cc3dc' },
      { scene: 'window', colors: ['#eeeae2', '#d1cabc'], accent: '#8bb5d1' },
    ],
    // Canceled well before the visit: the deposit came back in full.
    async play(p, job) {
      const day = await p.workingDay(C.clearview, p.dateOf(p.ago(8 * 24)), -1);
      const id = await bookUpTo(p, job, C.clearview, day.date, day.firstSlot, {
        lines: [{ item: 'Replacement window, installed', quantity: 2 }],
        notes: 'Harvey Classic double-hung, white, Low-E argon. About three weeks to order.',
      });
      const visit = await p.visitOf(id);
      await p.cancel(id, new Date(Math.min(visit.createdAt.getTime() + 22 * HOUR_MS, visit.scheduledStart.getTime() - 30 * HOUR_MS)), 'We have decided to replace all the windows next year instead.');
    },
  },
];

export const demoJobNames = demoJobs.map((job) => job.name);
