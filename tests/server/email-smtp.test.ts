import { eq } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import type { PaymentInfo } from '../../contract/proposals';
import { notifications, userMemberships } from '../../server/db/schema';
import { createLogger } from '../../server/lib/logger';
import { sendRenewalNotices } from '../../server/memberships/notices';
import { createEmailSender, type SmtpEmail } from '../../server/notifications/email';
import { enqueueNotification } from '../../server/notifications/outbox';
import { sendPendingNotifications } from '../../server/notifications/worker';
import { aConsumer, aListing, aLocation, aMembership, aProposedJob, aSize, unique } from './factories';
import { useTestApi } from './harness';
import { CARDS, payOnCardPage } from './payment-fixtures';
import { validationErrors } from './problems';
import { bearerFor } from './sign-in';

/**
 * E-mails leave through a real SMTP server started here on 127.0.0.1 (smtp-server, with a login), and
 * what it received is read back with mailparser: the envelope, the headers, both bodies.
 */

interface Delivered {
  from: string | undefined;
  to: string[];
  user: string | undefined;
  mail: ParsedMail;
}

const delivered: Delivered[] = [];
const smtp = new SMTPServer({
  // Plain SMTP on loopback: no certificate to trust, and the login still has to be right.
  disabledCommands: ['STARTTLS'],
  allowInsecureAuth: true,
  onAuth(auth, _session, callback) {
    if (auth.username === 'mailer' && auth.password === 's3cret pass') callback(null, { user: auth.username });
    else callback(new Error('Invalid username or password'));
  },
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        delivered.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          user: session.user as string | undefined,
          mail,
        });
        callback();
      })
      .catch(callback);
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = (smtp.server.address() as { port: number }).port;
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

const api = await useTestApi({
  env: {
    SMTP_URL: `smtp://mailer:${encodeURIComponent('s3cret pass')}@127.0.0.1:${smtpPort}`,
    EMAIL_FROM: 'Southborough Home Services <hello@southborough.test>',
    EMAIL_REPLY_TO: 'office@southborough.test',
    PUBLIC_URL: 'https://homes.example.com',
    VITE_PROVIDER_PHONE: '+15085550100',
    VITE_PROVIDER_ADDRESS: '2 Main Street, Southborough, MA 01772',
  },
});
const log = createLogger({ silent: true });
const email = createEmailSender(api.env, log);
afterAll(() => (email as SmtpEmail).close());
const send = () => sendPendingNotifications(api.db, { sms: api.outbox, email, log, now: api.clock.now });
const mailsTo = (address: string) => delivered.filter((d) => d.to.includes(address));
const header = (mail: ParsedMail, name: string) => mail.headerLines.find((h) => h.key === name)?.line.replace(/^[^:]+:\s*/, '').replace(/\r?\n\s+/g, ' ');

async function ok<T>(res: Response): Promise<T> {
  if (res.status !== 200) throw new Error(`answered ${res.status}: ${await res.text()}`);
  return res.json() as Promise<T>;
}

/** A customer pays a $100.00 deposit with the Visa test card, through the API and the sandbox's card page. */
async function aPaidDeposit() {
  const customer = await aConsumer(api.db, { firstName: 'Casey', email: `casey-${unique()}@example.com` });
  const auth = await bearerFor(api, customer.id);
  const { job, estimates } = await aProposedJob(api.db, customer.id);
  const proposal = estimates[0]!.proposal;
  const base = `/JobRequests/${job.id}/jobProposals/${proposal.id}`;
  await ok(await api.post(`${base}/decisions`, { decision: 'Accept' }, auth));
  const info = await ok<PaymentInfo>(await api.post(`${base}/deposit-info`, { redirectUrl: `${api.env.PUBLIC_URL}/job-requests/${job.id}` }, auth));
  await payOnCardPage(api, { id: info.paymentIntentId, clientSecret: info.clientSecret }, CARDS.visa);
  return { customer, auth, job, contractor: estimates[0]!.contractor };
}

describe('e-mail through SMTP', () => {
  it('sends a receipt with the sender, reply-to, both bodies, the amount, the card and the letterhead, and no unsubscribe', async () => {
    const { customer, contractor } = await aPaidDeposit();
    expect((await send()).failed).toBe(0);

    const [receipt] = mailsTo(customer.email!);
    expect(receipt).toBeDefined();
    const { mail } = receipt!;
    expect(receipt!.user).toBe('mailer');
    expect(receipt!.from).toBe('hello@southborough.test');
    expect(mail.from?.value).toEqual([{ address: 'hello@southborough.test', name: 'Southborough Home Services' }]);
    expect(mail.replyTo?.value).toEqual([{ address: 'office@southborough.test', name: '' }]);
    expect(mail.subject).toBe('Receipt: your $100.00 deposit for Leaking faucet');

    for (const body of [mail.text!, mail.html as string]) {
      expect(body).toContain('Amount: $100.00');
      expect(body).toContain('Paid with: Visa ending in 4242');
      expect(body).toContain(`Contractor: ${contractor.businessName}`);
      expect(body).toContain('Southborough Home Services');
      expect(body).toContain('2 Main Street, Southborough, MA 01772');
      expect(body).toContain('(508) 555-0100');
    }
    expect(mail.text).toMatch(/^Thank you, Casey\. We received your payment\./);
    expect(mail.html).toContain('<a href="tel:+15085550100"');
    expect(mail.html).toContain('<a href="https://homes.example.com/"');
    // A receipt is owed whatever the customer chose about other e-mails.
    expect(header(mail, 'list-unsubscribe')).toBeUndefined();
    expect(mail.text).not.toMatch(/unsubscribe|stop these e-mails/i);
  });

  it('tells of a refund by e-mail too, with the card it went back to', async () => {
    // Friday noon in Southborough: the visit is booked for Monday 9 AM, well past the 24-hour cutoff.
    api.clock.set('2026-12-04T17:00:00Z');
    onTestFinished(() => api.clock.set(new Date()));
    const { customer, job, auth } = await aPaidDeposit();
    await send();
    // Canceled long before the visit: the whole deposit comes back.
    expect((await api.post(`/JobRequests/${job.id}/request-cancelation`, { reason: 'Plans changed.' }, auth)).status).toBe(200);
    await send();
    const refund = mailsTo(customer.email!).find((d) => d.mail.subject?.startsWith('Refund'));
    expect(refund?.mail.subject).toBe('Refund: $100.00 of your deposit for Leaking faucet');
    expect(refund?.mail.text).toContain('Refunded: $100.00 of $100.00');
    expect(refund?.mail.text).toContain('To: Visa ending in 4242');
    expect(header(refund!.mail, 'list-unsubscribe')).toBeUndefined();
  });

  it('puts a one-click List-Unsubscribe on a renewal notice; after it, notices come by text and other e-mails stop, receipts still go', async () => {
    const member = await aConsumer(api.db, { firstName: 'Robin', email: `robin-${unique()}@example.com` });
    const plan = await aMembership(api.db, { name: `Residential Plus ${unique()}`, prices: [{ interval: 'Yearly', amountCents: 29_900 }] });
    const [membership] = await api.db
      .insert(userMemberships)
      .values({ userId: member.id, membershipId: plan.id, priceId: plan.prices[0]!.id, status: 'Active', provider: api.payments.kind, currentPeriodEnd: new Date(api.clock.now().getTime() + 20 * 86_400_000) })
      .returning();
    await sendRenewalNotices(api.db, api.clock.now(), { publicUrl: api.env.PUBLIC_URL, provider: api.payments.kind });
    await send();

    const [notice] = mailsTo(member.email!);
    expect(notice?.mail.subject).toMatch(/^Your Residential Plus .+ membership renews on /);
    const listUnsubscribe = header(notice!.mail, 'list-unsubscribe');
    expect(listUnsubscribe).toMatch(/^<https:\/\/homes\.example\.com\/api\/v1\/EmailSubscription\/unsubscribe\?token=[^>]+>$/);
    expect(header(notice!.mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    for (const body of [notice!.mail.text!, notice!.mail.html as string]) {
      expect(body).toContain('$299.00');
      expect(body).toContain('https://homes.example.com/unsubscribe?token=');
    }

    // The mail program's one-click: a POST of List-Unsubscribe=One-Click to the header's address, without a session.
    const target = new URL(listUnsubscribe!.slice(1, -1));
    const clicked = await api.app.request(`${target.pathname}${target.search}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.status).toBe(200);
    expect(await clicked.json()).toEqual({ email: member.email, Message: `We will send no more e-mails to ${member.email}, except receipts of your payments and estimates for your jobs.` });

    // The next renewal's notice is texted instead (940 CMR 38 still wants it said).
    await api.db.update(userMemberships).set({ currentPeriodEnd: new Date(api.clock.now().getTime() + 19 * 86_400_000) }).where(eq(userMemberships.id, membership!.id));
    await sendRenewalNotices(api.db, api.clock.now(), { publicUrl: api.env.PUBLIC_URL, provider: api.payments.kind });
    await send();
    expect(api.outbox.textsTo(member.phoneNumber!)).toEqual([expect.objectContaining({ kind: 'RenewalNotice', body: expect.stringContaining('$299.00') })]);
    expect(mailsTo(member.email!)).toHaveLength(1);

    // Another e-mail that is not a receipt is not sent; a receipt is.
    await enqueueNotification(api.db, { userId: member.id, channel: 'email', to: member.email!, kind: 'MembershipPaymentFailed', subject: 'Payment failed', body: 'Update your card.' });
    await enqueueNotification(api.db, { userId: member.id, channel: 'email', to: member.email!, kind: 'Receipt', subject: 'Receipt', body: 'Amount: $5.00' });
    await send();
    expect(mailsTo(member.email!).map((d) => d.mail.subject)).toEqual([notice!.mail.subject, 'Receipt']);
    const skipped = (await api.db.select().from(notifications).where(eq(notifications.to, member.email!))).find((n) => n.kind === 'MembershipPaymentFailed');
    expect(skipped).toMatchObject({ status: 'Skipped', lastError: 'Not sent: the address unsubscribed from e-mails other than receipts.' });
  });

  it('refuses an unsubscribe link that was not made by this server, and one for another address', async () => {
    const forged = `${Buffer.from('someone@example.com').toString('base64url')}.${Buffer.alloc(32).toString('base64url')}`;
    for (const token of [forged, 'not-a-token', `${Buffer.from('someone@example.com').toString('base64url')}.`]) {
      const res = await api.post(`/EmailSubscription/unsubscribe?token=${encodeURIComponent(token)}`);
      expect(res.status).toBe(400);
      expect(await validationErrors(res)).toEqual({ token: ['This unsubscribe link is not valid: open the whole link from the e-mail, or write to us and we will take the address off.'] });
    }
    expect((await api.post('/EmailSubscription/unsubscribe')).status).toBe(400);
  });

  it('sends a person who opens the link in a browser to the unsubscribe page, which asks first', async () => {
    const res = await api.get('/EmailSubscription/unsubscribe?token=abc.def');
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/unsubscribe?token=abc.def');
  });

  it('tries again later when the SMTP server refuses the login', async () => {
    const wrong = createEmailSender({ ...api.env, SMTP_URL: `smtp://mailer:wrong@127.0.0.1:${smtpPort}` }, log) as SmtpEmail;
    const to = `wrong-login-${unique()}@example.com`;
    await enqueueNotification(api.db, { channel: 'email', to, kind: 'Receipt', subject: 'Receipt', body: 'Amount: $1.00' });
    await sendPendingNotifications(api.db, { sms: api.outbox, email: wrong, log, now: api.clock.now });
    wrong.close();
    const [row] = await api.db.select().from(notifications).where(eq(notifications.to, to));
    expect(row).toMatchObject({ status: 'Pending', attempts: 1, lastError: expect.stringMatching(/Invalid login|auth/i) });
    expect(mailsTo(to)).toEqual([]);
  });

  it("e-mails a Contact Us message to the office alone, replying to the sender, the sender's words shown and never markup, with no unsubscribe", async () => {
    const sender = `pat-${unique()}@example.com`;
    const name = 'Pat <img src=x onerror=alert(1)> & "Co"';
    const res = await api.post('/ContactUs', { name, email: sender, phone: '', message: 'Is <b>Tuesday</b> OK?\n\n<script>alert(1)</script>' });
    expect(res.status).toBe(201);
    expect((await send()).failed).toBe(0);

    // EMAIL_REPLY_TO names the office's inbox when OFFICE_EMAIL does not.
    const [delivery, ...more] = delivered.filter((d) => d.mail.text?.includes(sender));
    expect(more).toEqual([]);
    expect(delivery!.to).toEqual(['office@southborough.test']);
    const { mail } = delivery!;
    expect(mail.replyTo?.value).toEqual([{ address: sender, name: '' }]);
    expect(mail.subject).toBe(`Contact Us: ${name}`);
    expect(mail.text).toContain(`Name: ${name}`);
    expect(mail.text).toContain('Is <b>Tuesday</b> OK?\n\n<script>alert(1)</script>');
    const html = mail.html as string;
    expect(html).toContain('Name: Pat &lt;img src=x onerror=alert(1)&gt; &amp; &quot;Co&quot;');
    expect(html).toContain('Is &lt;b&gt;Tuesday&lt;/b&gt; OK?');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toMatch(/<img|<b>|<script/);
    expect(header(mail, 'list-unsubscribe')).toBeUndefined();
    expect(mail.text).not.toMatch(/unsubscribe|stop these e-mails/i);
  });

  it('keeps every header of a storage enquiry to the office on one line, whatever the unit is called', async () => {
    const location = await aLocation(api.db);
    const listing = await aListing(api.db, location, await aSize(api.db, 5, 5), { title: `Locker ${unique()}\r\nBcc: everyone@example.com\r\n\r\n<b>free</b>` });
    const sender = `lee-${unique()}@example.com`;
    const res = await api.post('/StorageUnitEnquiries', { listingId: listing.id, name: 'Lee Park', email: sender, phone: '508-555-0199' });
    expect(res.status).toBe(201);
    expect((await send()).failed).toBe(0);

    const [delivery, ...more] = delivered.filter((d) => d.mail.text?.includes(sender));
    expect(more).toEqual([]);
    expect(delivery!.to).toEqual(['office@southborough.test']);
    const { mail } = delivery!;
    expect(mail.subject).toBe(`Storage enquiry: ${listing.title.replace(/\r\n(?:\r\n)?/g, ' ')}`);
    expect(header(mail, 'bcc')).toBeUndefined();
    expect(mail.replyTo?.value).toEqual([{ address: sender, name: '' }]);
    expect(mail.html).not.toContain('<b>free</b>');
  });

  it('will not start with SMTP_URL and no sender', () => {
    expect(() => createEmailSender({ ...api.env, EMAIL_FROM: '' }, log)).toThrow(/^Invalid configuration: SMTP_URL is set without EMAIL_FROM/);
  });
});
