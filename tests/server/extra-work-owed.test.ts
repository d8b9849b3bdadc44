import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { JobRequestDetails } from '../../contract/job-requests';
import type { PaymentInfo } from '../../contract/proposals';
import { notifications } from '../../server/db/schema';
import { aConsumer, aContractor, aJobRequest, anAssignment, aPaidDeposit, aProposal, aTrade, aVisit, theServiceArea } from './factories';
import { useTestApi } from './harness';
import { CARDS, payOnCardPage } from './payment-fixtures';
import { bearerFor } from './sign-in';

/**
 * Extra work the contractor bills piece by piece while a job is in progress (and for a while after),
 * as the customer reads it: what is owed is described by the pieces it pays for, each receipt by the
 * pieces it paid, and the text sent when the job is completed names all that is owed then.
 */

const api = await useTestApi();
await theServiceArea(api.db);

const ok = async <T>(res: Response): Promise<T> => {
  if (res.status !== 200) throw new Error(`answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
};

/** A job in progress with one contractor: $300.00, its $100.00 deposit paid, $200.00 at the end. */
async function aJobInProgress(name: string) {
  const contractor = await aContractor(api.db);
  const contractorAuth = await bearerFor(api, contractor.user.id);
  const customer = await aConsumer(api.db);
  const auth = await bearerFor(api, customer.id);
  const trade = await aTrade(api.db);
  const job = await aJobRequest(api.db, { userId: customer.id, contactPhone: customer.phoneNumber, tradeId: trade.id, status: 'InProgress', name });
  const assignment = await anAssignment(api.db, job, contractor, { state: 'Booked' });
  const proposal = await aProposal(api.db, job, contractor, { totalCents: 30000, depositCents: 10000, status: 'Accepted', depositStatus: 'Paid', assignedJobAppointmentId: assignment.id });
  await aPaidDeposit(api.db, proposal, 10000);
  await aVisit(api.db, proposal, new Date(api.clock.now().getTime() - 60 * 60 * 1000), { status: 'InProgress' });

  const act = async (action: string, extra: Record<string, unknown> = {}) => ok(await api.post(`/AssignedJobAppointments/${assignment.id}/contractor-action`, { action, ...extra }, contractorAuth));
  return {
    contractor,
    customer,
    job,
    proposal,
    addExtraWork: (description: string, amountCents: number) => act('AddExtraWork', { description, amountCents }),
    complete: () => act('CompleteJob'),
    details: async () => ok<JobRequestDetails>(await api.get(`/JobRequests/${job.id}`, auth)),
    startPayment: async (tail: 'subsequent-payment-info' | 'final-payment-info') =>
      ok<PaymentInfo>(await api.post(`/JobRequests/${job.id}/jobProposals/${proposal.id}/${tail}`, { redirectUrl: `${api.env.PUBLIC_URL}/job-requests/${job.id}` }, auth)),
  };
}

const pay = (info: PaymentInfo) => payOnCardPage(api, { id: info.paymentIntentId, clientSecret: info.clientSecret }, CARDS.visa);

const extraWorkOwed = (d: JobRequestDetails) => d.proposals.map((p) => ({ cents: p.subsequentPaymentCents, description: p.subsequentPaymentDescription }));
const receiptsOf = (d: JobRequestDetails) => d.payments.filter((p) => p.kind !== 'Deposit').map((p) => ({ amountCents: p.amountCents, lines: p.lines?.map((l) => l.description) }));

describe('extra work owed and paid, piece by piece', () => {
  it('describes what is owed by the pieces not paid yet, and each receipt by the pieces it paid', async () => {
    const job = await aJobInProgress('Front door');
    await job.addExtraWork('New strike plate', 12000);
    const first = await job.startPayment('subsequent-payment-info');
    expect(first.lines).toEqual([{ kind: 'SubsequentPayment', amountCents: 12000, description: 'Extra work: New strike plate' }]);
    await pay(first);

    await job.addExtraWork('Weatherstrip', 8000);
    await job.addExtraWork('Touch-up paint', 5000);
    const d = await job.details();
    expect(extraWorkOwed(d)).toEqual([{ cents: 13000, description: 'Weatherstrip; Touch-up paint' }]);
    expect(receiptsOf(d)).toEqual([{ amountCents: 12000, lines: ['Extra work: New strike plate'] }]);
    const second = await job.startPayment('subsequent-payment-info');
    expect(second.lines).toEqual([{ kind: 'SubsequentPayment', amountCents: 13000, description: 'Extra work: Weatherstrip; Touch-up paint' }]);
    await pay(second);

    const paid = await job.details();
    expect(extraWorkOwed(paid)).toEqual([{ cents: 0, description: '' }]);
    expect(receiptsOf(paid)).toEqual([
      { amountCents: 12000, lines: ['Extra work: New strike plate'] },
      { amountCents: 13000, lines: ['Extra work: Weatherstrip; Touch-up paint'] },
    ]);
  });

  it('a payment started before more extra work was added pays what it was started for; the rest is owed, described alone, and the receipt names the payment made', async () => {
    const job = await aJobInProgress('Back door');
    await job.addExtraWork('New strike plate', 12000);
    const started = await job.startPayment('subsequent-payment-info');
    // Added while the customer is on the card page of the $120.00.
    await job.addExtraWork('Weatherstrip', 8000);
    await pay(started);

    const d = await job.details();
    expect(d.proposals).toMatchObject([{ subsequentPaymentStatus: 'Due', subsequentPaymentCents: 8000, subsequentPaymentDescription: 'Weatherstrip' }]);
    expect(d.payments.filter((p) => p.kind === 'SubsequentPayment')).toMatchObject([
      { id: started.paymentId, paymentIntentId: started.paymentIntentId, amountCents: 12000, status: 'Paid', lines: [{ description: 'Extra work: New strike plate' }] },
    ]);
    expect((await job.startPayment('subsequent-payment-info')).lines).toEqual([{ kind: 'SubsequentPayment', amountCents: 8000, description: 'Extra work: Weatherstrip' }]);
  });
});

describe('the text sent when the job is completed', () => {
  const textsTo = async (phone: string, kind: string) => (await api.db.select().from(notifications).where(and(eq(notifications.to, phone), eq(notifications.kind, kind)))).map((n) => n.body);

  it('with extra work still owed, states all that the job page asks, naming the rest of the price and the extra work', async () => {
    const job = await aJobInProgress('Garage door');
    await job.addExtraWork('New strike plate', 12000);
    await pay(await job.startPayment('subsequent-payment-info'));
    await job.addExtraWork('Weatherstrip', 8000);
    await job.complete();

    const d = await job.details();
    expect(d.facts.owed).toEqual({ depositCents: 0, finalPaymentCents: 20000, extraWorkCents: 8000 });
    expect(await textsTo(job.customer.phoneNumber!, 'JobCompleted')).toEqual([
      `${job.contractor.businessName} has completed "Garage door". $280.00 is now due: the rest of the price, $200.00, and the extra work, $80.00. Tell us how it went with a review: http://localhost:3000/job-requests/${job.job.id}`,
    ]);

    // Paid in one card step, the receipt names each line by what it paid for.
    const balance = await job.startPayment('final-payment-info');
    expect(balance.lines).toEqual([
      { kind: 'FinalPayment', amountCents: 20000, description: 'Final payment' },
      { kind: 'SubsequentPayment', amountCents: 8000, description: 'Extra work: Weatherstrip' },
    ]);
    await pay(balance);
    const email = (await api.db.select().from(notifications).where(and(eq(notifications.kind, 'Receipt'), eq(notifications.channel, 'email')))).find(
      (n) => n.data.paymentId === balance.paymentId,
    );
    expect(email!.body).toContain('  Final payment: $200.00\n  Extra work: Weatherstrip: $80.00');
    expect(receiptsOf(await job.details()).at(-1)).toEqual({ amountCents: 28000, lines: ['Final payment', 'Extra work: Weatherstrip'] });
  });
});
