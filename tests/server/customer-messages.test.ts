import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AssignedJobAppointment } from '../../contract/assigned-appointments';
import { notifications, userMemberships } from '../../server/db/schema';
import { emailComposer } from '../../server/notifications/email';
import { optOut } from '../../server/notifications/unsubscribe';
import { aConsumer, aContractor, aJobRequest, aMembership, anAssignment, aTrade, randomPhone, theServiceArea, unique } from './factories';
import { useTestApi } from './harness';
import { bearerFor, newClientIp, signIn } from './sign-in';

/*
 * What the customer is sent when a contractor's estimate arrives: the text, and the written proposal
 * by e-mail that Book A Job promises (to the address the form took, else the account's). Other texts
 * that send the customer to the job's page (times to choose, a receipt, a refund) carry its link.
 */

const api = await useTestApi({ env: { TRUST_PROXY: 'true' } });
await theServiceArea(api.db);
// A Monday in Massachusetts: the estimate's days below are counted from it.
api.clock.set('2026-03-02T15:00:00Z');

const LEFT_OUT = '[link removed]';
const page = (jobRequestId: string) => `http://localhost:3000/job-requests/${jobRequestId}`;

const ok = async <T>(res: Response): Promise<T> => {
  if (res.status !== 200 && res.status !== 201) throw new Error(`answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
};

/** The e-mails queued about a job's estimate, to whomever they go. */
const proposalEmails = async (jobRequestId: string) =>
  (await api.db.select().from(notifications).where(and(eq(notifications.channel, 'email'), eq(notifications.kind, 'EstimateReceived')))).filter(
    (n) => n.data.jobRequestId === jobRequestId,
  );

async function aContractorSignedIn(trade?: { id: string }) {
  const contractor = await aContractor(api.db, trade ? { trades: [trade], zipCode: '01772' } : {});
  return { ...contractor, auth: await bearerFor(api, contractor.user.id) };
}

/** Books a job on the public form (Book A Job), with the bearer token of a signed-in customer when given; answers its id. */
async function bookAJob(tradeId: string, form: { contactEmail: string; description?: string; contactName?: string }, auth: Record<string, string> = {}) {
  const body = {
    tradeId,
    description: form.description ?? 'The back door sill is rotten',
    address: '12 Oak Hill Road',
    city: 'Southborough',
    zipCode: '01772',
    contactName: form.contactName ?? 'Robin Hale',
    contactPhone: randomPhone(),
    contactEmail: form.contactEmail,
  };
  return (await ok<{ id: string }>(await api.post('/PublicJobRequest', body, { 'X-Forwarded-For': newClientIp(), ...auth }))).id;
}

/** The offer of a job to `contractor`, as their inbox lists it. */
async function offerOf(contractor: { auth: Record<string, string> }, jobRequestId: string) {
  const { items } = await ok<{ items: AssignedJobAppointment[] }>(await api.get('/AssignedJobAppointments', contractor.auth));
  return items.find((a) => a.jobRequest.id === jobRequestId)!;
}

async function estimate(assignmentId: string, auth: Record<string, string>, body: Record<string, unknown>) {
  return ok<AssignedJobAppointment>(await api.post(`/AssignedJobAppointments/${assignmentId}/submit-estimate`, body, auth));
}

const lines = [
  { kind: 'Labor', title: 'Replace the sill', description: 'Oak, primed and painted', quantity: 1, unitPriceCents: 45_000, taxRate: 0 },
  { kind: 'Material', title: 'Flashing tape', quantity: 2.5, unitPriceCents: 4_000, taxRate: 0.0625 },
];

describe('the written proposal e-mailed when an estimate arrives', () => {
  it('goes to the address Book A Job took, with the lines, the total, the deposit, until when it is valid and the job’s page', async () => {
    const trade = await aTrade(api.db);
    const contractor = await aContractorSignedIn(trade);
    const email = `robin-${unique()}@example.com`;
    const jobId = await bookAJob(trade.id, { contactEmail: email });
    const offer = await offerOf(contractor, jobId);
    await estimate(offer.id, contractor.auth, { lineItems: lines, depositCents: 10_000, notes: 'Paint color to match.', validUntil: '2026-03-31' });

    const [sent, ...more] = await proposalEmails(jobId);
    expect(more).toEqual([]);
    expect(sent).toMatchObject({ to: email, userId: null, subject: `Estimate: $556.25 from ${contractor.businessName} for The back door sill is rotten` });
    expect(sent!.body).toBe(
      [
        'Hi Robin Hale,',
        '',
        `${contractor.businessName} sent you an estimate for "The back door sill is rotten". This is their written proposal. Nothing is owed until you accept it.`,
        '',
        'What is included:',
        '- Replace the sill: 1 × $450.00 = $450.00',
        '  Oak, primed and painted',
        '- Flashing tape: 2.5 × $40.00 = $100.00, plus 6.25% tax',
        '',
        'Subtotal: $550.00',
        'Tax: $6.25',
        'Total: $556.25',
        'Deposit, paid when you accept: $100.00',
        'Paid when the job is done: $456.25',
        'Valid until: March 31, 2026',
        '',
        `Notes from ${contractor.businessName}: Paint color to match.`,
        '',
        `Review it and accept or decline on the job’s page: ${page(jobId)}`,
      ].join('\n'),
    );

    // Sent by the worker, as a receipt is: in its own words and the letterhead, with no unsubscribe.
    await api.sendNotifications();
    expect(api.email.sentTo(email)).toEqual([expect.objectContaining({ kind: 'EstimateReceived', subject: sent!.subject, body: sent!.body })]);
    const letter = emailComposer(api.env)({ to: email, subject: sent!.subject!, body: sent!.body, kind: sent!.kind });
    expect(letter.unsubscribe).toBeUndefined();
    expect(letter.html).toContain(`<a href="${page(jobId)}" style="color:#1d4ed8">${page(jobId)}</a>`);
  });

  it('names the membership discount and says when there is no deposit; valid 30 days when the contractor names no date', async () => {
    const trade = await aTrade(api.db);
    const contractor = await aContractorSignedIn();
    const customer = await aConsumer(api.db);
    const plan = await aMembership(api.db, { name: 'Residential Plus test', laborDiscountPercent: 10, prices: [{ interval: 'Monthly', amountCents: 3900 }] });
    await api.db.insert(userMemberships).values({ userId: customer.id, membershipId: plan.id, priceId: plan.prices[0]!.id, status: 'Active' });
    const job = await aJobRequest(api.db, { userId: customer.id, tradeId: trade.id, contactPhone: customer.phoneNumber, contactEmail: customer.email, status: 'Dispatched', name: 'Sticking door' });
    const assignment = await anAssignment(api.db, job, contractor, { state: 'Offered' });
    await estimate(assignment.id, contractor.auth, { lineItems: [lines[0]], depositCents: 0 });

    const [sent] = await proposalEmails(job.id);
    expect(sent).toMatchObject({ to: customer.email, userId: customer.id });
    expect(sent!.body).toContain(
      [
        'Subtotal: $450.00',
        'Membership discount (Residential Plus test: 10% off labor): −$45.00',
        'Total: $405.00',
        'Deposit, paid when you accept: None',
        'Paid when the job is done: $405.00',
        'Valid until: April 1, 2026',
      ].join('\n'),
    );
  });

  it('goes to the e-mail a signed-in customer typed on Book A Job, the one its confirmation names, not to their account’s', async () => {
    const trade = await aTrade(api.db);
    const contractor = await aContractorSignedIn(trade);
    const customer = await signIn(api);
    const typed = `robin-at-home-${unique()}@example.com`;
    const jobId = await bookAJob(trade.id, { contactEmail: typed }, customer.auth);
    await estimate((await offerOf(contractor, jobId)).id, contractor.auth, { lineItems: lines, depositCents: 0 });
    expect((await proposalEmails(jobId)).map((n) => [n.to, n.userId])).toEqual([[typed, customer.userId]]);
  });

  it('goes to the account’s e-mail when the job has none, and nowhere when neither has one', async () => {
    const contractor = await aContractorSignedIn();
    const withEmail = await aConsumer(api.db);
    const job = await aJobRequest(api.db, { userId: withEmail.id, contactPhone: withEmail.phoneNumber, contactEmail: null, status: 'Dispatched' });
    await estimate((await anAssignment(api.db, job, contractor, { state: 'Offered' })).id, contractor.auth, { lineItems: lines, depositCents: 0 });
    expect((await proposalEmails(job.id)).map((n) => n.to)).toEqual([withEmail.email]);

    const withoutEmail = await aConsumer(api.db, { email: null });
    const bare = await aJobRequest(api.db, { userId: withoutEmail.id, contactPhone: withoutEmail.phoneNumber, contactEmail: null, status: 'Dispatched' });
    await estimate((await anAssignment(api.db, bare, contractor, { state: 'Offered' })).id, contractor.auth, { lineItems: lines, depositCents: 0 });
    expect(await proposalEmails(bare.id)).toEqual([]);
    // The text still goes, with the job's page.
    const [text] = await api.db.select().from(notifications).where(and(eq(notifications.to, withoutEmail.phoneNumber!), eq(notifications.kind, 'EstimateReceived')));
    expect(text!.body.endsWith(` ${page(bare.id)}`)).toBe(true);
  });

  it('reaches an address that unsubscribed from other e-mails: the customer asked for it, as for a receipt', async () => {
    const trade = await aTrade(api.db);
    const contractor = await aContractorSignedIn(trade);
    const email = `unsubscribed-${unique()}@example.com`;
    await optOut(api.db, email);
    const jobId = await bookAJob(trade.id, { contactEmail: email });
    await estimate((await offerOf(contractor, jobId)).id, contractor.auth, { lineItems: lines, depositCents: 0 });
    await api.sendNotifications();
    expect(api.email.sentTo(email).map((m) => m.kind)).toEqual(['EstimateReceived']);
  });

  it('quotes the customer’s and the contractor’s words without their links, and its HTML shows their markup as text', async () => {
    const trade = await aTrade(api.db);
    const contractor = await aContractorSignedIn(trade);
    const email = `quoted-${unique()}@example.com`;
    const jobId = await bookAJob(trade.id, {
      contactEmail: email,
      contactName: 'Robin <b>Hale</b> www.sbhs-payouts.example',
      description: 'Fix the <i>door</i>, see https://sbhs-payouts.example/login',
    });
    await estimate((await offerOf(contractor, jobId)).id, contractor.auth, {
      lineItems: [{ title: '<script>alert(1)</script> Labor', description: 'Pay me direct at bit.ly/x', quantity: 1, unitPriceCents: 20_000 }],
      depositCents: 0,
      notes: 'Call payouts@sbhs-payouts.example & <a href="https://evil.example">here</a>',
    });
    const [sent] = await proposalEmails(jobId);
    expect(sent!.subject).toBe(`Estimate: $200.00 from ${contractor.businessName} for Fix the <i>door</i>, see ${LEFT_OUT}`);
    expect(sent!.body).toContain(`Hi Robin <b>Hale</b> ${LEFT_OUT},`);
    expect(sent!.body).toContain(`an estimate for "Fix the <i>door</i>, see ${LEFT_OUT}"`);
    expect(sent!.body).toContain(`- <script>alert(1)</script> Labor: 1 × $200.00 = $200.00\n  Pay me direct at ${LEFT_OUT}\n`);
    expect(sent!.body).toContain(`Notes from ${contractor.businessName}: Call ${LEFT_OUT} & <a href="${LEFT_OUT}>\n`);
    expect(sent!.body).not.toMatch(/sbhs-payouts|bit\.ly|evil\.example/);

    const { html } = emailComposer(api.env)({ to: email, subject: sent!.subject!, body: sent!.body, kind: sent!.kind });
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Labor');
    expect(html).toContain('Robin &lt;b&gt;Hale&lt;/b&gt;');
    expect(html).not.toMatch(/<script|<b>|<i>|href="\[link/);
    // The one link of the e-mail's words is the job's page.
    expect([...html.matchAll(/<a href="([^"]+)"/g)].map((m) => m[1]).filter((href) => href?.includes('job-requests'))).toEqual([page(jobId)]);
  });
});
