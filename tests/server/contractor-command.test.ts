import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { ACCESS_TOKEN_SECONDS } from '../../server/auth/tokens';
import { assignedJobAppointments, jobAppointments, jobProposals, jobRequests, jobReviews } from '../../server/db/schema';
import { runContractor, SESSION_FILE_NAME } from '../../scripts/contractor';
import { OutboxSms } from '../../server/auth/sms';
import { createLogger } from '../../server/lib/logger';
import { OUTBOX_FILE_NAME, outboxFileFor } from '../../server/notifications/outbox-file';
import { sendPendingNotifications } from '../../server/notifications/worker';
import { aConsumer, aContractor, aJobRequest, anAssignment, anItem, aProposal, aTrade, aVisit, theServiceArea } from './factories';
import { useTestApi } from './harness';
import { bearerFor, signIn } from './sign-in';

const api = await useTestApi();
await theServiceArea(api.db);
const dataDir = mkdtempSync(path.join(tmpdir(), 'contractor-command-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The command as a contractor at a terminal runs it, against the API in this process; answers its exit code and what it printed. */
async function contractor(...argv: string[]) {
  const said: string[] = [];
  const code = await runContractor(argv, {
    apiUrl: 'http://localhost:3000',
    dataDir,
    fetch: async (request) => api.app.request(request),
    out: (line) => said.push(...line.split('\n')),
    // Nothing writes an outbox file here, so the code is asked for; the person reads it off their phone.
    ask: async () => api.outbox.lastCode(phone, 'login') ?? '',
    now: api.clock.now,
    codeWaitMs: 0,
  });
  return { code, said: said.join('\n') };
}

let phone = '';

describe('the contractor command', () => {
  it('plays a contractor’s turn: sign in, an offer, an estimate from the catalogue, the visit, extra work and completion', async () => {
    const trade = await aTrade(api.db, { name: 'Plumbing test' });
    await anItem(api.db, { tradeId: trade.id, title: 'Faucet replacement', kind: 'Labor', priceCents: 22500 });
    await anItem(api.db, { tradeId: trade.id, title: 'Trip charge', kind: 'TripCharge', priceCents: 4900, automaticallyAddToProposals: true });
    const me = await aContractor(api.db, { trades: [trade], firstName: 'Tom', lastName: 'Brennan', businessName: 'Sudbury Valley Plumbing' });
    phone = me.user.phoneNumber!;

    const login = await contractor('login', '--phone', phone);
    expect(login).toEqual({ code: 0, said: `Signed in as Tom Brennan (${phone}).` });
    expect(JSON.parse(readFileSync(path.join(dataDir, SESSION_FILE_NAME), 'utf8'))).toMatchObject({ apiUrl: 'http://localhost:3000', phoneNumber: phone });

    // A customer asks for a plumber; the job is offered to this contractor.
    const customer = await signIn(api);
    const created = await api.post(
      '/JobRequests',
      { tradeId: trade.id, name: 'Dripping kitchen faucet', description: 'Drips all night.', address: '4 Maple Ave', city: 'Southborough', zipCode: '01772', preferredDates: [] },
      customer.auth,
    );
    const jobId = ((await created.json()) as { id: string }).id;
    const [assignment] = await api.db.select().from(assignedJobAppointments).where(eq(assignedJobAppointments.jobRequestId, jobId));
    const id = assignment!.id.slice(0, 6);

    const offers = await contractor('list', '--view', 'provide-response');
    expect(offers.code).toBe(0);
    expect(offers.said).toContain(assignment!.id.slice(0, 8));
    expect(offers.said).toMatch(/Offered\s+Dripping kitchen faucet\s+Plumbing test\s+Southborough.*new/);

    const shown = await contractor('show', id);
    // The contractor works from the job's own ZIP code: the distance in the words the pages use.
    expect(shown.said).toContain('(Plumbing test, Southborough 01772, based in your area)');
    expect(shown.said).toContain('Customer: address and phone are shared once the job is booked');
    expect(shown.said).toContain('You can now: accept, decline, estimate');
    expect(shown.said).not.toContain('4 Maple Ave');

    expect(await contractor('accept', id, '--note', 'Can look Tuesday.')).toEqual({ code: 0, said: `Took on "Dripping kitchen faucet". Next: estimate ${assignment!.id.slice(0, 8)} --line ... --deposit ...` });

    const catalogue = await contractor('catalogue', id);
    expect(catalogue.said).toMatch(/Faucet replacement\s+\$225\.00 \/ each/);
    expect(catalogue.said).toMatch(/Trip charge\s+\$49\.00 \/ each.*\(added to every estimate\)/);

    // A deposit over a third is refused with the server's own words, and nothing is sent.
    const tooMuch = await contractor('estimate', id, '--line', 'faucet x 1', '--line', 'Labor: 1.5 x 95', '--deposit', '150');
    expect(tooMuch).toEqual({
      code: 1,
      said: 'The server did not take it:\n  Deposit (--deposit): The deposit can be at most one third of the total (Massachusetts law): at most $138.83 for this estimate.',
    });

    const sent = await contractor('estimate', id, '--line', 'faucet x 1', '--line', 'Labor: 1.5 x 95', '--deposit', '100', '--notes', 'Parts on hand.');
    expect(sent.code).toBe(0);
    expect(sent.said).toContain('Sent the estimate for "Dripping kitchen faucet" to the customer.');
    expect(sent.said).toMatch(/Faucet replacement \[Labor\]\s+1 x\s+\$225\.00 =\s+\$225\.00/);
    expect(sent.said).toMatch(/Labor \[Labor\]\s+1\.5 x\s+\$95\.00 =\s+\$142\.50/);
    expect(sent.said).toMatch(/Trip charge \[TripCharge\]\s+1 x\s+\$49\.00 =\s+\$49\.00/);
    expect(sent.said).toMatch(/Total\s+\$416\.50/);
    expect(sent.said).toContain('Deposit $100.00 NotDue');
    expect(sent.said).toContain('Final payment $316.50 NotDue');
    expect((await api.db.select().from(jobRequests).where(eq(jobRequests.id, jobId)))[0]!.status).toBe('Proposed');

    // The customer accepts and pays the deposit, and the visit is scheduled (the proposals and visits calls).
    const [proposal] = await api.db.select().from(jobProposals).where(eq(jobProposals.jobRequestId, jobId));
    await api.db.update(jobProposals).set({ status: 'Accepted', depositStatus: 'Paid' }).where(eq(jobProposals.id, proposal!.id));
    await api.db.update(assignedJobAppointments).set({ state: 'Booked', isNewlyBooked: true }).where(eq(assignedJobAppointments.id, assignment!.id));
    await api.db.update(jobRequests).set({ status: 'Scheduled' }).where(eq(jobRequests.id, jobId));
    const visit = await aVisit(api.db, proposal!, new Date(api.clock.now().getTime() + 2 * 60 * 60 * 1000));

    const booked = await contractor('list', '--view', 'newly-booked');
    expect(booked.said).toMatch(/Booked\s+Dripping kitchen faucet.*newly booked/);
    expect((await contractor('show', id)).said).toContain(`Customer: Pat Neighbor, ${customer.phoneNumber}, 4 Maple Ave, Southborough`);
    // On a computer set to Tokyo time the visit still reads in Southborough's, with the zone named.
    const zone = process.env.TZ;
    process.env.TZ = 'Asia/Tokyo';
    try {
      const start = visit.scheduledStart;
      const wall = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(start);
      const [day, time] = [wall.split(', ')[0], wall.split(', ')[1]];
      expect((await contractor('show', id)).said).toMatch(new RegExp(`Visit: ${day}, ${time} E[SD]T to `));
      expect(new Date(start).toString()).toContain('Japan');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
    expect(await contractor('read', id)).toEqual({ code: 0, said: 'Marked "Dripping kitchen faucet" as seen.' });
    expect((await contractor('list', '--view', 'newly-booked')).said).toBe('Nothing in newly-booked.');

    // Out of order: the server's refusal is printed as it said it.
    expect(await contractor('complete', id)).toEqual({ code: 1, said: 'This job request has its visit scheduled. You can now report being on the way or start the job.' });

    // The access token runs out on the way to the job: the command refreshes it.
    api.clock.advance((ACCESS_TOKEN_SECONDS + 60) * 1000);
    expect(await contractor('on-my-way', id, '--note', '15 minutes out.')).toEqual({ code: 0, said: '"Dripping kitchen faucet": The customer is told you are on the way.' });
    expect(await contractor('start', id)).toEqual({ code: 0, said: '"Dripping kitchen faucet": Work started.' });
    expect(await contractor('extra-work', id, '--amount', '120', '--description', 'Replace the shut-off valve')).toEqual({
      code: 0,
      said: '"Dripping kitchen faucet": extra work billed; $120.00 of extra work is due from the customer.',
    });
    expect(await contractor('complete', id)).toEqual({ code: 0, said: '"Dripping kitchen faucet": Completed. The final payment of $316.50 is now due from the customer.' });

    expect((await api.db.select().from(jobRequests).where(eq(jobRequests.id, jobId)))[0]!.status).toBe('Completed');
    expect((await api.db.select().from(jobAppointments).where(eq(jobAppointments.jobRequestId, jobId)))[0]).toMatchObject({ status: 'Completed' });
    expect((await api.db.select().from(jobReviews).where(eq(jobReviews.jobRequestId, jobId)))[0]).toMatchObject({ status: 'Requested' });
    expect((await contractor('list', '--view', 'completed')).said).toMatch(/Completed\s+Dripping kitchen faucet/);
    const after = await contractor('show', id);
    expect(after.said).toContain('Extra work $120.00 Due: Replace the shut-off valve');
    expect(after.said).toContain('You can now: extra-work');
    expect(after.said).not.toContain('review');

    // The customer reviews the job (signed in again: the first sign-in's token has run out): the contractor reads it on the job.
    const [requested] = await api.db.select().from(jobReviews).where(eq(jobReviews.jobRequestId, jobId));
    const reviewed = await api.post(`/JobReviews/${requested!.id}/submit`, { rating: 5, text: 'No more drip, and he explained the valve.' }, await bearerFor(api, customer.userId));
    expect(reviewed.status).toBe(200);
    expect((await contractor('show', id)).said).toMatch(/\n {2}Customer's review, \w{3} \d+, \d+:\d{2} [AP]M E[SD]T: 5 of 5 stars: "No more drip, and he explained the valve\."\n/);

    expect(await contractor('logout')).toEqual({ code: 0, said: 'Signed out.' });
    expect(existsSync(path.join(dataDir, SESSION_FILE_NAME))).toBe(false);
    expect(await contractor('list')).toEqual({ code: 1, said: 'Not signed in: run `npm run contractor -- login` first.' });
  });

  it('shows what the app on the phone would have shown, read from the outbox file the console outbox writes', async () => {
    const trade = await aTrade(api.db, { name: 'Carpentry test' });
    const me = await aContractor(api.db, { trades: [trade], zipCode: '01772', firstName: 'Dave', lastName: 'Kowalski' });
    phone = me.user.phoneNumber!;
    expect((await contractor('login', '--phone', phone)).code).toBe(0);
    expect(await contractor('notifications')).toEqual({
      code: 0,
      said: `There is no outbox file at ${path.join(dataDir, OUTBOX_FILE_NAME)}: the server sends notifications for real (pushed to the app, or texted), so they reach ${phone}'s phone, not this command.`,
    });

    // A customer asks for a carpenter with a long description of the job, then cancels it.
    const customer = await signIn(api);
    const name = 'Replace the rotten sill under the back porch door and the trim around it';
    const created = await api.post(
      '/JobRequests',
      { tradeId: trade.id, name, description: 'Soft wood under the door.', address: '9 Oak St', city: 'Southborough', zipCode: '01772', preferredDates: [] },
      customer.auth,
    );
    const jobId = ((await created.json()) as { id: string }).id;
    expect((await api.post(`/JobRequests/${jobId}/request-cancelation`, { reason: 'Sold the house.' }, customer.auth)).status).toBe(200);
    // The worker sends through the console outbox, which writes <DATA_DIR>/outbox.jsonl as the server's does.
    const sms = new OutboxSms(createLogger({ silent: true }), api.env.PUBLIC_URL, api.clock.now, outboxFileFor(dataDir));
    await sendPendingNotifications(api.db, { sms, email: api.email, log: createLogger({ silent: true }), now: api.clock.now });

    const shown = await contractor('notifications');
    expect(shown.code).toBe(0);
    expect(shown.said.split('\n')).toEqual([
      expect.stringMatching(/^\w{3} \d{1,2}, \d{1,2}:\d{2} [AP]M E[SD]T {2}New job offer$/),
      `  New job offer: Carpentry test in Southborough 01772 (based in your area), "${name}".`,
      expect.stringMatching(/ {2}Job canceled$/),
      `  The customer canceled "${name}" in Southborough. Nothing more is needed from you.`,
    ]);
    expect((await contractor('notifications', '--last', '1')).said.split('\n')).toHaveLength(2);
    expect(await contractor('notifications', '--last', 'all')).toEqual({ code: 2, said: '--last is a number of notifications, e.g. --last 5.' });

    // The list keeps its columns apart, the long name cut short.
    const listed = (await contractor('list')).said.split('\n');
    const header = listed[0]!;
    const row = listed.find((line) => line.includes('Replace the rotten'))!;
    for (const title of ['STATE', 'JOB', 'TRADE', 'WHERE']) expect(row[header.indexOf(title) - 1], `before ${title}`).toBe(' ');
    expect(row).toMatch(/Replace the rotten sill under th… Carpentry test {2}Southborough/);
  });

  it('says which time the server refused when one falls on a day the provider is closed, and offers the day after', async () => {
    api.clock.set('2026-12-18T15:00:00Z');
    onTestFinished(() => api.clock.set(new Date()));
    const trade = await aTrade(api.db, { name: 'Carpentry holiday test' });
    const me = await aContractor(api.db, { trades: [trade] });
    phone = me.user.phoneNumber!;
    expect((await contractor('login', '--phone', phone)).code).toBe(0);
    // Booked with this contractor, no visit yet: their calendar is full, so they offer times.
    const customer = await aConsumer(api.db);
    const job = await aJobRequest(api.db, { userId: customer.id, contactPhone: customer.phoneNumber, tradeId: trade.id, name: 'Fix the porch railing', status: 'Accepted' });
    const assignment = await anAssignment(api.db, job, me, { state: 'Booked' });
    await aProposal(api.db, job, me, { status: 'Accepted', depositCents: 0, assignedJobAppointmentId: assignment.id });
    const id = assignment.id.slice(0, 8);

    expect(await contractor('offer-times', id, '--at', '2026-12-24T09:00-05:00', '--at', '2026-12-25T09:00-05:00')).toEqual({
      code: 1,
      said: 'The server did not take it:\n  Time 2 (--at): The time Fri, Dec 25, 9:00 AM EST is on a day we are closed (Christmas Day). Offer a time on another day.',
    });
    expect((await contractor('show', id)).said).toContain('You can now: offer-times');
    expect(await contractor('offer-times', id, '--at', '2026-12-24T09:00-05:00', '--at', '2026-12-26T09:00-05:00')).toEqual({
      code: 0,
      said: '"Fix the porch railing": offered Dec 24, 9:00 AM EST; Dec 26, 9:00 AM EST. The customer chooses one.',
    });
  });

  it('refuses a customer’s number, and keeps no session for it', async () => {
    const customer = await aConsumer(api.db);
    phone = customer.phoneNumber!;
    expect(await contractor('login', '--phone', phone)).toEqual({
      code: 1,
      said: `${phone} is not a contractor's account; the demo contractors sign in with 5085550101 and on.`,
    });
    expect(existsSync(path.join(dataDir, SESSION_FILE_NAME))).toBe(false);
  });
});
