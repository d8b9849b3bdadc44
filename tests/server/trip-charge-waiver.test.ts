import { asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AssignedJobAppointment } from '../../contract/assigned-appointments';
import type { JobRequestDetails } from '../../contract/job-requests';
import type { JobProposal, PaymentInfo } from '../../contract/proposals';
import { notifications, payments, userMemberships } from '../../server/db/schema';
import { aConsumer, aContractor, aJobRequest, aMembership, anAssignment, anItem, aTrade, theServiceArea, unique, workingHours } from './factories';
import { useTestApi } from './harness';
import { CARDS, payOnCardPage } from './payment-fixtures';
import { domainError } from './problems';
import { bearerFor } from './sign-in';

/**
 * A plan that waives the trip charge on the first job of each year waives it once a year, however
 * many of the member's estimates were priced with it (docs/decisions/098): the first job accepted
 * keeps it, and an estimate of another job is priced again before the customer can accept it or pay
 * anything on it.
 */

const api = await useTestApi();
await theServiceArea(api.db);

type Auth = Record<string, string>;

const ok = async <T>(res: Response): Promise<T> => {
  if (res.status !== 200) throw new Error(`answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
};

const proposalPath = (jobId: string, id: string, tail = '') => `/JobRequests/${jobId}/jobProposals/${id}${tail}`;
const accept = (e: Estimate, auth: Auth) => api.post(proposalPath(e.jobId, e.id, '/decisions'), { decision: 'Accept' }, auth);
const decline = (e: Estimate, auth: Auth) => api.post(proposalPath(e.jobId, e.id, '/decisions'), { decision: 'Decline' }, auth);
const readProposal = async (e: Estimate, auth: Auth) => ok<JobProposal>(await api.get(proposalPath(e.jobId, e.id), auth));
const jobPage = async (e: Estimate, auth: Auth) => ok<JobRequestDetails>(await api.get(`/JobRequests/${e.jobId}`, auth));
const depositInfo = (e: Estimate, auth: Auth) => api.post(proposalPath(e.jobId, e.id, '/deposit-info'), { redirectUrl: `${api.env.PUBLIC_URL}/job-requests/${e.jobId}` }, auth);
const paymentsOf = (e: Estimate) => api.db.select().from(payments).where(eq(payments.jobProposalId, e.id));
const textsTo = async (phone: string | null, kind: string) =>
  (await api.db.select().from(notifications).where(eq(notifications.to, phone!)).orderBy(asc(notifications.createdAt))).filter((n) => n.kind === kind).map((n) => n.body);
const tripLine = (p: JobProposal) => p.lineItems.find((l) => l.kind === 'TripCharge')!;

interface Estimate {
  jobId: string;
  id: string;
  contractorPhone: string | null;
}

/** The catalogue of one trade: labor at $95.00 an hour, a taxed material, and the $49.00 trip charge every estimate carries. */
async function aCatalogue() {
  const trade = await aTrade(api.db);
  const labor = await anItem(api.db, { tradeId: trade.id, title: 'Carpentry labor', kind: 'Labor', priceCents: 9500, unit: 'hour' });
  const material = await anItem(api.db, { tradeId: trade.id, title: 'Crown molding', kind: 'Material', priceCents: 1400, taxRate: 0.0625 });
  await anItem(api.db, { tradeId: trade.id, title: 'Trip charge', kind: 'TripCharge', priceCents: 4900, automaticallyAddToProposals: true });
  return { trade, labor, material };
}

/** A customer on a Residential plan: 5% off labor, no trip charge on the first job of each year. */
async function aResidentialMember(tripChargeWaiver: 'FirstJobEachYear' | 'Always' = 'FirstJobEachYear') {
  const plan = await aMembership(api.db, { name: `Residential ${unique()}`, laborDiscountPercent: 5, tripChargeWaiver, priority: 1, prices: [{ interval: 'Yearly', amountCents: 14900 }] });
  const user = await aConsumer(api.db);
  await api.db.insert(userMemberships).values({ userId: user.id, membershipId: plan.id, priceId: plan.prices[0]!.id, status: 'Active' });
  return { ...user, plan: plan.name, auth: await bearerFor(api, user.id) };
}

/** A job of the customer's, offered to a contractor of its trade who sends an estimate through the contractors' API. */
async function anEstimate(customer: { id: string; phoneNumber: string | null }, trade: { id: string }, name: string, body: { lineItems: unknown[]; depositCents: number }): Promise<Estimate> {
  const job = await aJobRequest(api.db, { userId: customer.id, contactPhone: customer.phoneNumber, tradeId: trade.id, status: 'Dispatched', name });
  const contractor = await aContractor(api.db, { trades: [trade] });
  await workingHours(api.db, contractor);
  const assignment = await anAssignment(api.db, job, contractor, { state: 'Offered' });
  const answer = await ok<AssignedJobAppointment>(await api.post(`/AssignedJobAppointments/${assignment.id}/submit-estimate`, body, await bearerFor(api, contractor.user.id)));
  return { jobId: job.id, id: answer.proposal!.id, contractorPhone: contractor.user.phoneNumber };
}

/**
 * Two jobs estimated in January 2027, each with its trip charge waived: the door with a $60.00
 * deposit (2 hours of labor, $190.00 less 5%: $180.50), the trim without one (3 hours, $285.00 less
 * 5%: $270.75, and 10 lengths of molding, $140.00 with $8.75 tax: $419.50).
 */
async function twoWaivedEstimates(customer: Awaited<ReturnType<typeof aResidentialMember>>) {
  const { trade, labor, material } = await aCatalogue();
  const door = await anEstimate(customer, trade, 'Hang the shed door', { lineItems: [{ productsAndServicesItemId: labor.id, quantity: 2 }], depositCents: 6000 });
  const trim = await anEstimate(customer, trade, 'Crown molding in the den', {
    lineItems: [
      { productsAndServicesItemId: labor.id, quantity: 3 },
      { productsAndServicesItemId: material.id, quantity: 10 },
    ],
    depositCents: 0,
  });
  return { door, trim };
}

const TRIM_WAIVED = { subtotalCents: 28500 + 14000 + 4900, discountCents: 1425 + 4900, taxCents: 875, totalCents: 41950, depositCents: 0, finalPaymentCents: 41950 };
const TRIM_CHARGED = { subtotalCents: 28500 + 14000 + 4900, discountCents: 1425, taxCents: 875, totalCents: 46850, depositCents: 0, finalPaymentCents: 46850 };
const DOOR_WAIVED = { subtotalCents: 19000 + 4900, discountCents: 950 + 4900, taxCents: 0, totalCents: 18050, depositCents: 6000, finalPaymentCents: 12050 };
const DOOR_CHARGED = { subtotalCents: 19000 + 4900, discountCents: 950, taxCents: 0, totalCents: 22950, depositCents: 6000, finalPaymentCents: 16950 };

const tookWaiver = (plan: string, job: string, total: string, deposit = '') =>
  `This estimate now includes the $49.00 trip charge. Your ${plan} membership waives it on the first job you accept each year, and this year that was "${job}". The estimate now comes to ${total}${deposit}. Review it, and accept it again if it suits you.`;

beforeEach(() => {
  api.clock.set('2027-01-12T15:00:00Z');
  return () => api.clock.set(new Date());
});

describe('the first-job trip charge waiver, once a year', () => {
  it('gives it to the first job accepted: the other job’s estimate is priced again, and the customer reads its true total before accepting it', async () => {
    const customer = await aResidentialMember();
    const { door, trim } = await twoWaivedEstimates(customer);
    // Both estimates were priced while no job of the year had taken the waiver.
    expect(await readProposal(door, customer.auth)).toMatchObject({ ...DOOR_WAIVED, discountDescription: `${customer.plan}: 5% off labor, no trip charge on the first job of the year` });
    expect(await readProposal(trim, customer.auth)).toMatchObject(TRIM_WAIVED);

    // The door first, its deposit paid: it keeps the waiver.
    await ok(await accept(door, customer.auth));
    const info = await ok<PaymentInfo>(await depositInfo(door, customer.auth));
    expect(info.amountCents).toBe(6000);
    await payOnCardPage(api, { id: info.paymentIntentId, clientSecret: info.clientSecret }, CARDS.visa);
    expect(await readProposal(door, customer.auth)).toMatchObject({ ...DOOR_WAIVED, status: 'Accepted', depositStatus: 'Paid' });

    // The trim's acceptance is refused with the price it now has, and nothing of it is accepted or owed.
    expect(await domainError(await accept(trim, customer.auth), 409)).toBe(tookWaiver(customer.plan, 'Hang the shed door', '$468.50'));
    const repriced = await readProposal(trim, customer.auth);
    expect(repriced).toMatchObject({ ...TRIM_CHARGED, status: 'Pending', acceptedAt: null, depositStatus: 'NotDue', discountDescription: `${customer.plan}: 5% off labor` });
    expect(tripLine(repriced)).toMatchObject({ amountCents: 4900, discountCents: 0 });
    expect(await paymentsOf(trim)).toEqual([]);
    const page = await jobPage(trim, customer.auth);
    expect(page).toMatchObject({ status: 'Proposed', proposals: [{ id: trim.id, totalCents: 46850, depositCents: 0 }] });
    expect(page.timeline.at(-1)).toMatchObject({
      type: 'TripChargeAdded',
      note: `Your ${customer.plan} membership waives the trip charge on the first job you accept each year, and this year that was "Hang the shed door".`,
    });

    // Accepted again at the price read, it is booked at that price.
    expect(await ok<JobProposal>(await accept(trim, customer.auth))).toMatchObject({ ...TRIM_CHARGED, status: 'Accepted' });
    expect((await textsTo(trim.contractorPhone, 'JobBooked'))[0]).toContain('accepted your estimate of $468.50');
    // The door is as it was accepted.
    expect(await readProposal(door, customer.auth)).toMatchObject(DOOR_WAIVED);
  });

  it('prices a deposit estimate accepted second again before its deposit can be asked: the deposit as the contractor set it, the rest raised by the trip charge', async () => {
    const customer = await aResidentialMember();
    const { door, trim } = await twoWaivedEstimates(customer);
    await ok(await accept(trim, customer.auth));

    expect(await domainError(await accept(door, customer.auth), 409)).toBe(tookWaiver(customer.plan, 'Crown molding in the den', '$229.50', ', with a $60.00 deposit'));
    expect(await readProposal(door, customer.auth)).toMatchObject({ ...DOOR_CHARGED, acceptedAt: null, depositStatus: 'NotDue' });
    // No deposit is asked of an estimate not accepted.
    expect((await depositInfo(door, customer.auth)).status).toBe(409);
    expect(await paymentsOf(door)).toEqual([]);

    await ok(await accept(door, customer.auth));
    const info = await ok<PaymentInfo>(await depositInfo(door, customer.auth));
    expect(info.amountCents).toBe(6000);
    await payOnCardPage(api, { id: info.paymentIntentId, clientSecret: info.clientSecret }, CARDS.visa);
    expect(await readProposal(door, customer.auth)).toMatchObject({ ...DOOR_CHARGED, status: 'Accepted', depositStatus: 'Paid' });
    expect(await readProposal(trim, customer.auth)).toMatchObject({ ...TRIM_WAIVED, status: 'Accepted' });
  });

  it('gives the waiver back when the estimate holding it is declined before its deposit: the other estimate is priced without the trip charge again', async () => {
    const customer = await aResidentialMember();
    const { door, trim } = await twoWaivedEstimates(customer);
    // Accepted, its deposit waiting: the door holds the waiver.
    await ok(await accept(door, customer.auth));
    expect((await accept(trim, customer.auth)).status).toBe(409);
    expect(await readProposal(trim, customer.auth)).toMatchObject(TRIM_CHARGED);

    await ok(await decline(door, customer.auth));
    expect(await domainError(await accept(trim, customer.auth), 409)).toBe(
      `The trip charge is off this estimate again: no other job holds your ${customer.plan} membership’s waiver this year. The estimate now comes to $419.50. Review it, and accept it again if it suits you.`,
    );
    expect(await readProposal(trim, customer.auth)).toMatchObject({ ...TRIM_WAIVED, discountDescription: `${customer.plan}: 5% off labor, no trip charge on the first job of the year` });
    expect(await ok<JobProposal>(await accept(trim, customer.auth))).toMatchObject({ ...TRIM_WAIVED, status: 'Accepted' });
  });

  it('counts an estimate accepted and waiting for its deposit as holding the waiver when the next one is priced', async () => {
    const customer = await aResidentialMember();
    const { trade, labor } = await aCatalogue();
    const door = await anEstimate(customer, trade, 'Hang the shed door', { lineItems: [{ productsAndServicesItemId: labor.id, quantity: 2 }], depositCents: 6000 });
    await ok(await accept(door, customer.auth));
    const later = await anEstimate(customer, trade, 'Fix the gate', { lineItems: [{ productsAndServicesItemId: labor.id, quantity: 1 }], depositCents: 0 });
    expect(tripLine(await readProposal(later, customer.auth))).toMatchObject({ discountCents: 0 });
  });

  it('takes one of two acceptances of waived estimates sent at once with the waiver, and prices the other again', async () => {
    const customer = await aResidentialMember();
    const { door, trim } = await twoWaivedEstimates(customer);
    const answers = await Promise.all([accept(door, customer.auth), accept(trim, customer.auth)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const [doorNow, trimNow] = [await readProposal(door, customer.auth), await readProposal(trim, customer.auth)];
    const accepted = [doorNow, trimNow].filter((p) => p.acceptedAt !== null);
    expect(accepted).toHaveLength(1);
    expect(tripLine(accepted[0]!).discountCents).toBe(4900);
    const refused = [doorNow, trimNow].find((p) => p.acceptedAt === null)!;
    expect(refused).toMatchObject({ ...(refused.id === door.id ? DOOR_CHARGED : TRIM_CHARGED), status: 'Pending', depositStatus: 'NotDue' });
  });

  it('leaves both waivers of a plan that waives the trip charge on every job', async () => {
    const customer = await aResidentialMember('Always');
    const { door, trim } = await twoWaivedEstimates(customer);
    await ok(await accept(door, customer.auth));
    expect(await ok<JobProposal>(await accept(trim, customer.auth))).toMatchObject({ totalCents: 41950, status: 'Accepted' });
  });
});
