import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { jwtVerify } from 'jose';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, dateIn } from '../../contract/forms';
import { devices, notifications } from '../../server/db/schema';
import { issueTokenPair } from '../../server/auth/tokens';
import { createLogger } from '../../server/lib/logger';
import { enqueueNotification } from '../../server/notifications/outbox';
import { createPushSender, FcmPush, type PushSender } from '../../server/notifications/push';
import { sendPendingNotifications } from '../../server/notifications/worker';
import { aConsumer, aContractor, aTrade, theServiceArea, unique } from './factories';
import { useTestApi } from './harness';
import { bearerFor } from './sign-in';

/**
 * Pushes to the contractors' app through a server started here on 127.0.0.1 that speaks Firebase Cloud
 * Messaging's HTTP v1 protocol: Google's OAuth 2.0 token endpoint (a JWT signed by the service
 * account, checked against its public key) and `messages:send`, with UNREGISTERED and UNAVAILABLE
 * answers for the tokens the test names.
 */

const PROJECT = 'southborough-test';
const CLIENT_EMAIL = 'push@southborough-test.iam.gserviceaccount.com';
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

interface SentMessage {
  token: string;
  notification: { title: string; body: string };
  data: Record<string, string>;
  android?: unknown;
}

const fcm = {
  tokensIssued: [] as string[],
  revoked: new Set<string>(),
  sent: [] as SentMessage[],
  unregistered: new Set<string>(),
  unavailable: new Set<string>(),
};

const readBody = async (req: IncomingMessage) => {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text;
};

async function verifyAssertion(assertion: string, key: KeyObject, tokenUrl: string) {
  const { payload } = await jwtVerify(assertion, key, { issuer: CLIENT_EMAIL, audience: tokenUrl, algorithms: ['RS256'] });
  if (payload.scope !== 'https://www.googleapis.com/auth/firebase.messaging') throw new Error(`scope ${String(payload.scope)}`);
  if ((payload.exp ?? 0) - (payload.iat ?? 0) > 3600) throw new Error('assertion lives longer than an hour');
}

const server = createServer((req, res) => {
  void (async () => {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const body = await readBody(req);
    if (req.method === 'POST' && req.url === '/token') {
      const form = new URLSearchParams(body);
      if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') return reply(400, { error: 'unsupported_grant_type' });
      try {
        await verifyAssertion(form.get('assertion') ?? '', publicKey, `${origin}/token`);
      } catch (err) {
        return reply(400, { error: 'invalid_grant', error_description: (err as Error).message });
      }
      const token = `ya29.test-${fcm.tokensIssued.length + 1}`;
      fcm.tokensIssued.push(token);
      return reply(200, { access_token: token, expires_in: 3599, token_type: 'Bearer' });
    }
    const send = /^\/v1\/projects\/([^/]+)\/messages:send$/.exec(req.url ?? '');
    if (req.method === 'POST' && send) {
      const bearer = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
      if (!fcm.tokensIssued.includes(bearer) || fcm.revoked.has(bearer)) {
        return reply(401, { error: { code: 401, message: 'Request had invalid authentication credentials.', status: 'UNAUTHENTICATED' } });
      }
      if (send[1] !== PROJECT) return reply(404, { error: { code: 404, message: 'Requested entity was not found.', status: 'NOT_FOUND' } });
      const { message } = JSON.parse(body) as { message: SentMessage };
      if (fcm.unregistered.has(message.token)) {
        return reply(404, {
          error: {
            code: 404,
            message: 'Requested entity was not found.',
            status: 'NOT_FOUND',
            details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'UNREGISTERED' }],
          },
        });
      }
      if (fcm.unavailable.has(message.token)) return reply(503, { error: { code: 503, message: 'The service is currently unavailable.', status: 'UNAVAILABLE' } });
      fcm.sent.push(message);
      return reply(200, { name: `projects/${PROJECT}/messages/${fcm.sent.length}` });
    }
    reply(404, { error: { code: 404, status: 'NOT_FOUND' } });
  })();
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const serviceAccount = JSON.stringify({
  type: 'service_account',
  project_id: PROJECT,
  private_key_id: 'key-1',
  private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
  client_email: CLIENT_EMAIL,
  token_uri: `${origin}/token`,
});

const api = await useTestApi({ env: { FCM_SERVICE_ACCOUNT: serviceAccount, FCM_API_URL: origin } });
await theServiceArea(api.db);
const log = createLogger({ silent: true });
const push = createPushSender(api.env)!;
const send = (ports: { push?: PushSender } = { push }) => sendPendingNotifications(api.db, { sms: api.outbox, email: api.email, log, now: api.clock.now, ...ports });

let counter = 0;
const deviceToken = (label: string) => `${label}-${process.pid}-${(counter += 1)}:APA91b${'x'.repeat(120)}`;
/** Registers in a new sign-in of the user's, or in the one `auth` is of. */
const register = async (userId: string, token: string, platform = 'android', auth?: { Authorization: string }) => {
  const res = await api.post('/Authentication/register-device', { deviceToken: token, platform }, auth ?? (await bearerFor(api, userId)));
  expect(res.status).toBe(200);
  return (await res.json()) as { moved: boolean };
};
const tokensOf = async (userId: string) => (await api.db.select({ token: devices.token }).from(devices).where(eq(devices.userId, userId))).map((d) => d.token).sort();
const pushedTo = (token: string) => fcm.sent.filter((m) => m.token === token);

async function aCarpenter() {
  const trade = await aTrade(api.db, { name: `Carpentry ${unique()}` });
  const contractor = await aContractor(api.db, { trades: [trade], zipCode: '01772' });
  return { trade, contractor };
}

async function aJobFor(tradeId: string, name = 'Sticking back door') {
  const customer = await aConsumer(api.db);
  const auth = await bearerFor(api, customer.id);
  const res = await api.post(
    '/JobRequests',
    { tradeId, name, description: 'The back door sticks in wet weather.', address: '3 Elm St', city: 'Southborough', zipCode: '01772', preferredDates: [addDays(dateIn(undefined, api.clock.now()), 5)] },
    auth,
  );
  expect(res.status).toBe(201);
  return { customer, auth, job: (await res.json()) as { id: string } };
}

beforeEach(() => {
  fcm.unregistered.clear();
  fcm.unavailable.clear();
  fcm.revoked.clear();
});

describe('push to the contractors’ app through FCM HTTP v1', () => {
  it('sends a job offer to every registered device with the title and text the phone shows, and texts nothing', async () => {
    const { trade, contractor } = await aCarpenter();
    const phone = deviceToken('phone');
    const tablet = deviceToken('tablet');
    await register(contractor.user.id, phone);
    await register(contractor.user.id, tablet, 'ios');
    const { job } = await aJobFor(trade.id);
    expect((await send()).sent).toBeGreaterThanOrEqual(1);

    for (const token of [phone, tablet]) {
      expect(pushedTo(token)).toEqual([
        {
          token,
          notification: { title: 'New job offer', body: expect.stringMatching(/^New job offer: Carpentry .+ in Southborough 01772 \((based in your area|[\d.]+ miles? away)\), "Sticking back door"\.$/) },
          data: { kind: 'JobOffered', jobRequestId: job.id, assignedJobAppointmentId: expect.any(String) },
          android: { priority: 'high' },
          apns: { headers: { 'apns-priority': '10' } },
        },
      ]);
    }
    expect(api.outbox.textsTo(contractor.user.phoneNumber!)).toEqual([]);
    const [row] = await api.db.select().from(notifications).where(eq(notifications.userId, contractor.user.id));
    expect(row).toMatchObject({ kind: 'JobOffered', status: 'Sent', pushedDevices: 2 });
  });

  it('forgets a token FCM answers UNREGISTERED and keeps pushing to the others', async () => {
    const { trade, contractor } = await aCarpenter();
    const gone = deviceToken('uninstalled');
    const kept = deviceToken('phone');
    await register(contractor.user.id, gone);
    await register(contractor.user.id, kept);
    fcm.unregistered.add(gone);
    await aJobFor(trade.id);
    await send();
    expect(pushedTo(kept)).toHaveLength(1);
    expect(pushedTo(gone)).toEqual([]);
    expect(await tokensOf(contractor.user.id)).toEqual([kept]);
  });

  it('texts, as without push, when every device is gone, when FCM is down, and when the contractor has none', async () => {
    const onlyGone = await aCarpenter();
    const token = deviceToken('old-phone');
    await register(onlyGone.contractor.user.id, token);
    fcm.unregistered.add(token);
    await aJobFor(onlyGone.trade.id);

    const down = await aCarpenter();
    const unreachable = deviceToken('phone');
    await register(down.contractor.user.id, unreachable);
    fcm.unavailable.add(unreachable);
    await aJobFor(down.trade.id);

    const none = await aCarpenter();
    await aJobFor(none.trade.id);

    await send();
    for (const { contractor } of [onlyGone, down, none]) {
      expect(api.outbox.textsTo(contractor.user.phoneNumber!)).toEqual([expect.objectContaining({ kind: 'JobOffered', body: expect.stringContaining('Open the Southborough Home Services app') })]);
    }
    expect(await tokensOf(onlyGone.contractor.user.id)).toEqual([]);
    // Unreachable now is not gone: the device stays registered.
    expect(await tokensOf(down.contractor.user.id)).toEqual([unreachable]);
  });

  it("pushes a cancelation, a booking, a visit set and a visit moved, and an ask to cancel with its withdrawal; the customer's texts stay texts", async () => {
    const { trade, contractor } = await aCarpenter();
    const phone = deviceToken('phone');
    await register(contractor.user.id, phone);
    const { job, auth, customer } = await aJobFor(trade.id, 'Porch railing');
    await send();
    expect((await api.post(`/JobRequests/${job.id}/request-cancelation`, { reason: 'Fixed it myself.' }, auth)).status).toBe(200);
    for (const [kind, body] of [
      ['JobBooked', 'Booked: Casey Homeowner accepted your estimate of $300.00 for "Porch railing" in Southborough. The address and phone number are in the Southborough Home Services app.'],
      ['VisitScheduled', 'The customer chose Tue, Dec 8, 9:00 AM for "Porch railing" in Southborough. Open the Southborough Home Services app to see it.'],
      ['VisitRescheduled', 'The customer moved "Porch railing" in Southborough from Tue, Dec 8 at 9:00 AM to Wed, Dec 9 at 1:00 PM. Open the Southborough Home Services app to see it.'],
      ['CancelationRequested', 'The customer asks to cancel "Porch railing", booked for Wed, Dec 9 at 1:00 PM. Reason: Sick. Open the Southborough Home Services app to approve it.'],
      ['CancelationWithdrawn', 'The customer keeps the visit for "Porch railing" on Wed, Dec 9 at 1:00 PM: they no longer ask to cancel. Nothing to approve.'],
    ] as const) {
      await enqueueNotification(api.db, { userId: contractor.user.id, channel: 'sms', to: contractor.user.phoneNumber!, kind, body, data: { jobRequestId: job.id } });
    }
    await enqueueNotification(api.db, { userId: customer.id, channel: 'sms', to: customer.phoneNumber!, kind: 'OnMyWay', body: 'Your contractor is on the way.' });
    await send();

    expect(pushedTo(phone).map((m) => [m.data.kind, m.notification.title])).toEqual([
      ['JobOffered', 'New job offer'],
      ['JobCanceled', 'Job canceled'],
      ['JobBooked', 'Job booked'],
      ['VisitScheduled', 'Visit set'],
      ['VisitRescheduled', 'Visit moved'],
      ['CancelationRequested', 'Cancelation requested'],
      // The app heard of the ask: it hears of its withdrawal too, or the contractor is left to approve what nobody asks.
      ['CancelationWithdrawn', 'Visit kept'],
    ]);
    expect(pushedTo(phone)[1]!.notification.body).toBe('The customer canceled "Porch railing" in Southborough. Nothing more is needed from you.');
    // The booking keeps its last sentence: it says where the address is. The visit set and the visit moved lose "Open the app": tapping opens it.
    expect(pushedTo(phone)[2]!.notification.body).toMatch(/The address and phone number are in the Southborough Home Services app\.$/);
    expect(pushedTo(phone)[3]!.notification.body).toBe('The customer chose Tue, Dec 8, 9:00 AM for "Porch railing" in Southborough.');
    expect(pushedTo(phone)[4]!.notification.body).toBe('The customer moved "Porch railing" in Southborough from Tue, Dec 8 at 9:00 AM to Wed, Dec 9 at 1:00 PM.');
    expect(api.outbox.textsTo(contractor.user.phoneNumber!)).toEqual([]);
    expect(api.outbox.textsTo(customer.phoneNumber!)).toEqual([expect.objectContaining({ kind: 'OnMyWay' })]);
  });

  it('pushes nothing more to a token another account took: the earlier holder is texted instead', async () => {
    const { trade, contractor } = await aCarpenter();
    const other = await aContractor(api.db, { zipCode: '01772' });
    const phone = deviceToken('phone');
    expect(await register(contractor.user.id, phone)).toEqual({ moved: false });
    expect(await register(other.user.id, phone)).toEqual({ moved: true });
    await aJobFor(trade.id);
    await send();
    expect(pushedTo(phone)).toEqual([]);
    expect(api.outbox.textsTo(contractor.user.phoneNumber!)).toEqual([expect.objectContaining({ kind: 'JobOffered' })]);
  });

  it('pushes nothing more to the phone of a sign-out, and goes on pushing to the account’s phones still signed in', async () => {
    const { trade, contractor } = await aCarpenter();
    const shared = deviceToken('shared-phone');
    const own = deviceToken('own-phone');
    const onShared = await issueTokenPair(api.db, { userId: contractor.user.id, secret: api.env.JWT_SECRET, now: api.clock.now() });
    await register(contractor.user.id, shared, 'android', { Authorization: `Bearer ${onShared.token}` });
    await register(contractor.user.id, own, 'ios');
    expect((await api.post('/Authentication/logout', { refreshToken: onShared.refreshToken })).status).toBe(204);
    await aJobFor(trade.id);
    await send();
    expect(pushedTo(shared)).toEqual([]);
    expect(pushedTo(own)).toEqual([expect.objectContaining({ data: expect.objectContaining({ kind: 'JobOffered' }) })]);
    expect(api.outbox.textsTo(contractor.user.phoneNumber!)).toEqual([]);
  });

  it('texts the contractor instead once the only phone signed out', async () => {
    const { trade, contractor } = await aCarpenter();
    const phone = deviceToken('phone');
    const signedIn = await issueTokenPair(api.db, { userId: contractor.user.id, secret: api.env.JWT_SECRET, now: api.clock.now() });
    await register(contractor.user.id, phone, 'android', { Authorization: `Bearer ${signedIn.token}` });
    expect((await api.post('/Authentication/logout', { refreshToken: signedIn.refreshToken })).status).toBe(204);
    await aJobFor(trade.id);
    await send();
    expect(pushedTo(phone)).toEqual([]);
    expect(api.outbox.textsTo(contractor.user.phoneNumber!)).toEqual([expect.objectContaining({ kind: 'JobOffered' })]);
  });

  it('texts the contractor when no push service is configured, registered devices or not', async () => {
    const { trade, contractor } = await aCarpenter();
    await register(contractor.user.id, deviceToken('phone'));
    await aJobFor(trade.id);
    await send({});
    expect(api.outbox.textsTo(contractor.user.phoneNumber!)).toEqual([expect.objectContaining({ kind: 'JobOffered' })]);
  });

  it('signs in with the service account once an hour, and again when the access token is refused', async () => {
    const own = createPushSender(api.env)! as FcmPush;
    const token = deviceToken('phone');
    const message = { title: 'New job offer', body: 'A job.', data: { kind: 'JobOffered' } };
    const before = fcm.tokensIssued.length;
    expect(await own.send(token, message)).toBe('sent');
    expect(await own.send(token, message)).toBe('sent');
    expect(fcm.tokensIssued.length).toBe(before + 1);
    fcm.revoked.add(fcm.tokensIssued.at(-1)!);
    expect(await own.send(token, message)).toBe('sent');
    expect(fcm.tokensIssued.length).toBe(before + 2);
  });

  it('reads the service account from a file too, and refuses a configuration it cannot use', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fcm-'));
    try {
      const file = path.join(dir, 'service-account.json');
      writeFileSync(file, serviceAccount);
      expect(createPushSender({ FCM_SERVICE_ACCOUNT: file, FCM_PROJECT_ID: '', FCM_API_URL: '' })).toBeInstanceOf(FcmPush);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(createPushSender({ FCM_SERVICE_ACCOUNT: '', FCM_PROJECT_ID: '', FCM_API_URL: '' })).toBeUndefined();
    expect(() => createPushSender({ FCM_SERVICE_ACCOUNT: '', FCM_PROJECT_ID: PROJECT, FCM_API_URL: '' })).toThrow(/FCM_PROJECT_ID is set without FCM_SERVICE_ACCOUNT/);
    expect(() => createPushSender({ FCM_SERVICE_ACCOUNT: '/nowhere/key.json', FCM_PROJECT_ID: '', FCM_API_URL: '' })).toThrow(/neither a service account's JSON key nor the path/);
    expect(() => createPushSender({ FCM_SERVICE_ACCOUNT: '{"client_email":"x"}', FCM_PROJECT_ID: '', FCM_API_URL: '' })).toThrow(/has no client_email and private_key/);
  });
});
