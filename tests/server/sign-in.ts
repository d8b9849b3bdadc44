import { issueTokenPair } from '../../server/auth/tokens';
import type { TestApi } from './harness';

let counter = 0;

/** A valid US number in E.164, different on every call within a test file. */
export function newPhoneNumber(): string {
  counter += 1;
  return `+1774${String(2_000_000 + counter)}`;
}

/**
 * A client address on a network (/24) of its own, different on every call, so that tests do not
 * share the per-network limits; effective when the API runs with TRUST_PROXY=true.
 */
export function newClientIp(): string {
  counter += 1;
  return `10.${Math.floor(counter / 256) % 256}.${counter % 256}.${(counter % 200) + 1}`;
}

/** What signing in calls on: an in-process API, or a server process whose outbox file holds its codes. */
export type SignInApi = Pick<TestApi, 'post' | 'get'> & { outbox: Pick<TestApi['outbox'], 'lastCode'> };

export interface SignedIn {
  userId: string;
  phoneNumber: string;
  token: string;
  refreshToken: string;
  /** Headers for protected calls: `api.get(path, user.auth)`. */
  auth: { Authorization: string };
}

/**
 * Signs in through the real API (code request, code from the outbox, login) and, unless
 * `profile: false`, completes the profile. Use a new phone number per user.
 */
export async function signIn(
  api: SignInApi,
  options: { phoneNumber?: string; profile?: { firstName: string; lastName: string; email: string } | false; ip?: string } = {},
): Promise<SignedIn> {
  const phoneNumber = options.phoneNumber ?? newPhoneNumber();
  const headers = { 'X-Forwarded-For': options.ip ?? newClientIp() };
  const sent = await api.post('/Authentication/send-phone-login-token', { phoneNumber }, headers);
  if (sent.status !== 202) throw new Error(`send-phone-login-token answered ${sent.status}: ${await sent.text()}`);
  const code = api.outbox.lastCode(phoneNumber, 'login');
  const login = await api.post('/Authentication/phone-login', { phoneNumber, code }, headers);
  if (login.status !== 200) throw new Error(`phone-login answered ${login.status}: ${await login.text()}`);
  const { token, refreshToken } = (await login.json()) as { token: string; refreshToken: string };
  const auth = { Authorization: `Bearer ${token}` };
  const profile = options.profile ?? { firstName: 'Pat', lastName: 'Neighbor', email: `${phoneNumber.slice(1)}@example.com` };
  const identity = await (profile ? api.post('/Authentication/complete-user', profile, auth) : api.get('/Authentication/current-identity', auth));
  if (identity.status !== 200) throw new Error(`identity answered ${identity.status}: ${await identity.text()}`);
  const { id } = (await identity.json()) as { id: string };
  return { userId: id, phoneNumber, token, refreshToken, auth };
}

/** Bearer headers of a new sign-in for a user row made directly in the database (e.g. a contractor, who signs in from the mobile app). */
export async function bearerFor(api: TestApi, userId: string): Promise<{ Authorization: string }> {
  const { token } = await issueTokenPair(api.db, { userId, secret: api.env.JWT_SECRET, now: api.clock.now() });
  return { Authorization: `Bearer ${token}` };
}
