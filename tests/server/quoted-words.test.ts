import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AssignedJobAppointment } from '../../contract/assigned-appointments';
import type { RescheduleAvailability } from '../../contract/appointments';
import type { JobRequestDetails } from '../../contract/job-requests';
import type { PaymentInfo } from '../../contract/proposals';
import { notifications } from '../../server/db/schema';
import { pushMessageOf } from '../../server/notifications/push-message';
import { aConsumer, aContractor, aJobRequest, anAssignment, aPaidDeposit, aProposal, aProposedJob, aTrade, aVisit, randomPhone, theServiceArea, workingHours } from './factories';
import { useTestApi } from './harness';
import { CARDS, payOnCardPage } from './payment-fixtures';
import { bearerFor } from './sign-in';

/*
 * Texts, pushes and e-mails go out under the provider's name and number, so a web address or an e-mail
 * address someone else typed (a visitor's description, a contractor's note, a customer's reason) is
 * left out where they quote it: nobody can send a trusted-looking link through the provider. The
 * pages, where the reader sees who wrote what, keep the words whole.
 */

const api = await useTestApi();
await theServiceArea(api.db);

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const LEFT_OUT = '[link removed]';

const sentTo = async (phone: string, kind: string) =>
  (await api.db.select().from(notifications).where(and(eq(notifications.to, phone), eq(notifications.kind, kind)))).map((n) => n.body);
const ok = async <T>(res: Response): Promise<T> => {
  if (res.status !== 200 && res.status !== 201) throw new Error(`answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
};

async function aCustomer() {
  const user = await aConsumer(api.db);
  return { ...user, auth: await bearerFor(api, user.id) };
}

async function aContractorSignedIn(options: Parameters<typeof aContractor>[1] = {}) {
  const contractor = await aContractor(api.db, options);
  return { ...contractor, auth: await bearerFor(api, contractor.user.id) };
}

/** A job `customer` booked with `contractor`: the $300 estimate accepted, its $100 deposit paid, the visit `visitIn` from now. */
async function aBooking(customer: { id: string; phoneNumber: string | null }, contractor: { id: string }, visitIn: number, name = 'Back door sill') {
  const job = await aJobRequest(api.db, { userId: customer.id, contactPhone: customer.phoneNumber, status: 'Scheduled', name });
  const assignment = await anAssignment(api.db, job, contractor, { state: 'Booked', isNewlyBooked: false, bookingReadAt: new Date() });
  const proposal = await aProposal(api.db, job, contractor, { status: 'Accepted', depositStatus: 'Paid', assignedJobAppointmentId: assignment.id });
  await aPaidDeposit(api.db, proposal, 10000);
  const visit = await aVisit(api.db, proposal, new Date(api.clock.now().getTime() + visitIn));
  return { job, assignment, proposal, visit };
}

describe('words someone else wrote, quoted in a text or a push', () => {
  it('offers a visitor’s job to contractors without the web address of its description; the job’s page keeps it', async () => {
    const trade = await aTrade(api.db);
    const contractor = await aContractorSignedIn({ trades: [trade], zipCode: '01772' });
    const description = 'URGENT: your Southborough Home Services payout is on hold, verify at https://sbhs-payouts.example/login before Friday.\nThe back door sticks too.';
    const { id } = await ok<{ id: string }>(
      await api.post('/PublicJobRequest', {
        tradeId: trade.id,
        description,
        address: '5 Birch Lane',
        city: 'Southborough',
        zipCode: '01772',
        contactName: 'Robin Hale',
        contactPhone: randomPhone(),
        contactEmail: 'robin@example.com',
      }),
    );
    const [offer] = await sentTo(contractor.user.phoneNumber!, 'JobOffered');
    expect(offer).toBe(
      `New job offer: ${trade.name} in Southborough 01772 (based in your area), "URGENT: your Southborough Home Services payout is on hold, verify at ${LEFT_OUT}…". Open the Southborough Home Services app to accept or decline it.`,
    );
    expect(pushMessageOf({ kind: 'JobOffered', body: offer! })?.body).toBe(
      `New job offer: ${trade.name} in Southborough 01772 (based in your area), "URGENT: your Southborough Home Services payout is on hold, verify at ${LEFT_OUT}…".`,
    );

    const [assignment] = (await ok<{ items: AssignedJobAppointment[] }>(await api.get('/AssignedJobAppointments', contractor.auth))).items.filter((a) => a.jobRequest.id === id);
    expect(assignment!.jobRequest.description).toBe(description);
  });

  it('leaves direction and control characters and e-mail addresses out of a job’s title', async () => {
    const trade = await aTrade(api.db);
    const contractor = await aContractor(api.db, { trades: [trade], zipCode: '01772' });
    const customer = await aCustomer();
    const name = 'Gate \u202Ekcol\u202C, ask payouts@sbhs-payouts.example';
    await ok(
      await api.post(
        '/JobRequests',
        { tradeId: trade.id, name, description: 'The gate lock sticks.', address: '3 Elm St', city: 'Southborough', zipCode: '01772', preferredDates: [] },
        customer.auth,
      ),
    );
    const [offer] = await sentTo(contractor.user.phoneNumber!, 'JobOffered');
    expect(offer).toContain(`, "Gate kcol, ask ${LEFT_OUT}". Open the Southborough Home Services app`);
  });

  it('texts the customer a contractor’s note and extra work without their links, and keeps the job page’s own link', async () => {
    const customer = await aCustomer();
    const contractor = await aContractorSignedIn();
    const { job, assignment } = await aBooking(customer, contractor, 2 * HOUR);
    const act = async (action: string, extra: Record<string, unknown> = {}) =>
      ok(await api.post(`/AssignedJobAppointments/${assignment.id}/contractor-action`, { action, ...extra }, contractor.auth));
    const page = `http://localhost:3000/job-requests/${job.id}`;

    await act('OnMyWay', { note: 'Running late, track me at www.sbhs-track.example' });
    expect(await sentTo(customer.phoneNumber!, 'OnMyWay')).toEqual([`${contractor.businessName} is on the way to you for "Back door sill". Running late, track me at ${LEFT_OUT} ${page}`]);

    await act('StartJob');
    await act('AddExtraWork', { amountCents: 12000, description: 'New threshold, pay me direct at bit.ly/x' });
    expect(await sentTo(customer.phoneNumber!, 'ExtraWorkAdded')).toEqual([
      `${contractor.businessName} added extra work to "Back door sill": New threshold, pay me direct at ${LEFT_OUT}, $120.00. You can pay for it on your job page: ${page}`,
    ]);

    const details = await ok<JobRequestDetails>(await api.get(`/JobRequests/${job.id}`, customer.auth));
    expect(details.timeline.map((e) => e.note)).toEqual(expect.arrayContaining(['Running late, track me at www.sbhs-track.example', 'New threshold, pay me direct at bit.ly/x']));
  });

  it('tells a contractor why their estimate was declined, without the addresses in the reason or the city', async () => {
    const customer = await aCustomer();
    const { job, estimates } = await aProposedJob(api.db, customer.id, { job: { city: 'sbhs-payouts.com' } });
    const [{ contractor, proposal }] = estimates as [(typeof estimates)[number]];
    await ok(await api.post(`/JobRequests/${job.id}/jobProposals/${proposal.id}/decisions`, { decision: 'Decline', reason: 'Write to refunds@sbhs-payouts.example\tfor your fee' }, customer.auth));
    const [text] = await sentTo(contractor.user.phoneNumber!, 'EstimateDeclined');
    expect(text).toBe(`The customer declined your estimate of $300.00 for "Leaking faucet" in ${LEFT_OUT}. Reason: Write to ${LEFT_OUT} for your fee. Nothing more is needed from you.`);
    expect(pushMessageOf({ kind: 'EstimateDeclined', body: text! })?.body).toBe(text);
  });

  it('asks the booked contractor about a late cancelation without the link in the customer’s reason', async () => {
    const customer = await aCustomer();
    const contractor = await aContractorSignedIn();
    const { job } = await aBooking(customer, contractor, 10 * HOUR, 'Roof leak');
    await ok(await api.post(`/JobRequests/${job.id}/request-cancelation`, { reason: 'Claim your fee at sbhs-payouts.com/claim' }, customer.auth));
    const [text] = await sentTo(contractor.user.phoneNumber!, 'CancelationRequested');
    expect(text).toMatch(/^The customer asks to cancel "Roof leak", booked for .+\. Reason: Claim your fee at \[link removed\]\. Open the Southborough Home Services app to approve it\.$/);
  });

  it('tells the contractor of a moved visit without the link in the customer’s reason', async () => {
    const trade = await aTrade(api.db);
    const contractor = await aContractor(api.db, { trades: [trade] });
    await workingHours(api.db, contractor, [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startMinute: 8 * 60, endMinute: 17 * 60 })));
    const customer = await aCustomer();
    const { visit } = await aBooking(customer, contractor, 5 * DAY, 'Storm door');
    const headers = { ...customer.auth, 'X-Timezone': 'America/New_York' };
    const { slots } = await ok<RescheduleAvailability>(await api.get(`/JobAppointments/${visit.id}/reschedule-availability`, headers));
    const to = slots.find((s) => s.start !== visit.scheduledStart.toISOString())!;
    await ok(await api.post(`/JobAppointments/${visit.id}/reschedule`, { ...to, reason: 'See HTTPS://SBHS-PAYOUTS.EXAMPLE/x' }, headers));
    const [text] = await sentTo(contractor.user.phoneNumber!, 'VisitRescheduled');
    expect(text).toMatch(/^The customer moved "Storm door" in Southborough from .+\. Reason: See \[link removed\]\. Open the Southborough Home Services app to see it\.$/);
  });

  it('names the job in a booking, a receipt and its e-mail without the link in its title', async () => {
    const customer = await aCustomer();
    const { job, estimates } = await aProposedJob(api.db, customer.id, { estimates: [{}, {}], job: { name: 'Faucet, see bit.ly/x', contactName: 'Casey (www.sbhs-payouts.example)' } });
    const [chosen, other] = estimates as [(typeof estimates)[number], (typeof estimates)[number]];
    const path = `/JobRequests/${job.id}/jobProposals/${chosen.proposal.id}`;
    await ok(await api.post(`${path}/decisions`, { decision: 'Accept' }, customer.auth));
    const info = await ok<PaymentInfo>(await api.post(`${path}/deposit-info`, { redirectUrl: `${api.env.PUBLIC_URL}/job-requests/${job.id}` }, customer.auth));
    await payOnCardPage(api, { id: info.paymentIntentId, clientSecret: info.clientSecret }, CARDS.visa);

    const [booked] = await sentTo(chosen.contractor.user.phoneNumber!, 'JobBooked');
    expect(booked).toMatch(/^Booked: Casey \(\[link removed\]\) accepted your estimate of \$300\.00 for "Faucet, see \[link removed\]" in Southborough, with/);
    expect(await sentTo(other.contractor.user.phoneNumber!, 'EstimateNotChosen')).toEqual([
      `The customer booked another contractor for "Faucet, see ${LEFT_OUT}" in Southborough. Thank you for your estimate; nothing more is needed from you.`,
    ]);
    const receipts = (await api.db.select().from(notifications).where(eq(notifications.kind, 'Receipt'))).filter((n) => n.data.paymentId === info.paymentId);
    const email = receipts.find((n) => n.channel === 'email')!;
    expect(email.subject).toBe(`Receipt: your $100.00 deposit for Faucet, see ${LEFT_OUT}`);
    expect(email.body).toContain(`For: Deposit for Faucet, see ${LEFT_OUT}`);
    expect(receipts.find((n) => n.channel === 'sms')!.body).toContain(`deposit for "Faucet, see ${LEFT_OUT}" (Visa ending in 4242`);
    expect(receipts.map((n) => `${n.subject} ${n.body}`).join(' ')).not.toMatch(/bit\.ly/);
  });
});
