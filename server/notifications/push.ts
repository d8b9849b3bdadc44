import { existsSync, readFileSync } from 'node:fs';
import { importPKCS8, SignJWT } from 'jose';
import type { ServerEnv } from '../env';

/** What a phone shows for a notification, and what the app reads when it is tapped (string values only, as FCM takes them). */
export interface PushMessage {
  title: string;
  body: string;
  data: Record<string, string>;
}

/** `sent`: the service took it for the device; `gone`: the token names no install any more, so it is forgotten. */
export type PushOutcome = 'sent' | 'gone';

/** The port through which pushes reach the contractors' app; only the notifications worker sends through it. */
export interface PushSender {
  readonly description: string;
  send(deviceToken: string, message: PushMessage): Promise<PushOutcome>;
}

export class PushDeliveryError extends Error {
  override name = 'PushDeliveryError';
}

/** The fields of a Google service account's JSON key that signing in needs. */
interface ServiceAccount {
  project_id?: string;
  client_email: string;
  private_key: string;
  private_key_id?: string;
  token_uri?: string;
}

const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
const FCM_API_URL = 'https://fcm.googleapis.com';
const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
/** An access token is renewed this long before Google says it expires. */
const RENEW_EARLY_MS = 5 * 60_000;
const TIMEOUT_MS = 10_000;

export interface FcmConfig {
  projectId: string;
  account: ServiceAccount;
  /** FCM's API origin; https://fcm.googleapis.com unless a test or proxy says another. */
  apiUrl?: string;
  fetch?: typeof fetch;
  now?: () => Date;
}

/**
 * Firebase Cloud Messaging's HTTP v1 API: the service account signs a JWT (RS256) that Google's token
 * endpoint exchanges for an hour's OAuth 2.0 access token (kept and renewed), and each device gets one
 * `messages:send`. An answer of UNREGISTERED (404), or NOT_FOUND, means the app was removed or its
 * token replaced: `gone`.
 */
export class FcmPush implements PushSender {
  readonly description: string;
  private accessToken: { value: string; renewAt: number } | undefined;
  private readonly fetch: typeof fetch;
  private readonly now: () => Date;

  constructor(private readonly config: FcmConfig) {
    this.description = `pushed through Firebase Cloud Messaging (project ${config.projectId}) to the contractors' registered devices, texted when they have none`;
    this.fetch = config.fetch ?? fetch;
    this.now = config.now ?? (() => new Date());
  }

  async send(deviceToken: string, message: PushMessage): Promise<PushOutcome> {
    let res = await this.post(deviceToken, message, await this.token());
    if (res.status === 401) {
      // The access token was revoked or ran out early: one more try with a fresh one.
      this.accessToken = undefined;
      res = await this.post(deviceToken, message, await this.token());
    }
    if (res.ok) return 'sent';
    const error = ((await res.json().catch(() => ({}))) as { error?: FcmError }).error;
    const codes = [error?.status, ...(error?.details ?? []).map((d) => d.errorCode)];
    if (codes.includes('UNREGISTERED') || (res.status === 404 && codes.includes('NOT_FOUND'))) return 'gone';
    throw new PushDeliveryError(`FCM answered ${res.status}${error?.status ? ` ${error.status}` : ''}: ${error?.message ?? res.statusText}`);
  }

  private post(deviceToken: string, message: PushMessage, accessToken: string) {
    const base = (this.config.apiUrl || FCM_API_URL).replace(/\/$/, '');
    return this.fetch(`${base}/v1/projects/${encodeURIComponent(this.config.projectId)}/messages:send`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        message: {
          token: deviceToken,
          notification: { title: message.title, body: message.body },
          data: message.data,
          // A job offer waits for no one: delivered at once, not batched for the battery.
          android: { priority: 'high' },
          apns: { headers: { 'apns-priority': '10' } },
        },
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  }

  private async token(): Promise<string> {
    const now = this.now().getTime();
    if (this.accessToken && now < this.accessToken.renewAt) return this.accessToken.value;
    const { account } = this.config;
    const tokenUrl = account.token_uri || GOOGLE_TOKEN_URL;
    const seconds = Math.floor(now / 1000);
    const assertion = await new SignJWT({ scope: FCM_SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT', ...(account.private_key_id ? { kid: account.private_key_id } : {}) })
      .setIssuer(account.client_email)
      .setAudience(tokenUrl)
      .setIssuedAt(seconds)
      .setExpirationTime(seconds + 3600)
      .sign(await importPKCS8(account.private_key, 'RS256'));
    const res = await this.fetch(tokenUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const answer = (await res.json().catch(() => ({}))) as { access_token?: string; expires_in?: number; error?: string; error_description?: string };
    if (!res.ok || !answer.access_token) {
      throw new PushDeliveryError(`Google's token endpoint answered ${res.status}: ${answer.error ?? 'no access token'}${answer.error_description ? ` (${answer.error_description})` : ''}`);
    }
    this.accessToken = { value: answer.access_token, renewAt: now + (answer.expires_in ?? 3600) * 1000 - RENEW_EARLY_MS };
    return answer.access_token;
  }
}

interface FcmError {
  status?: string;
  message?: string;
  details?: { '@type'?: string; errorCode?: string }[];
}

/** The service account of FCM_SERVICE_ACCOUNT: its JSON key, or the path of the file holding it. */
function serviceAccountOf(value: string): ServiceAccount {
  const text = value.trim().startsWith('{') ? value : existsSync(value) ? readFileSync(value, 'utf8') : undefined;
  if (text === undefined) throw new Error(`Invalid configuration: FCM_SERVICE_ACCOUNT is neither a service account's JSON key nor the path of a file holding one.`);
  let account: Partial<ServiceAccount>;
  try {
    account = JSON.parse(text) as Partial<ServiceAccount>;
  } catch {
    throw new Error('Invalid configuration: FCM_SERVICE_ACCOUNT is not valid JSON; use the key file Firebase gives (Project settings, Service accounts).');
  }
  if (typeof account.client_email !== 'string' || typeof account.private_key !== 'string' || !account.private_key.includes('PRIVATE KEY')) {
    throw new Error('Invalid configuration: FCM_SERVICE_ACCOUNT has no client_email and private_key; use the key file Firebase gives (Project settings, Service accounts).');
  }
  return account as ServiceAccount;
}

/** FCM when FCM_SERVICE_ACCOUNT is set (and a project id, from FCM_PROJECT_ID or the key); none otherwise: contractors are texted. */
export function createPushSender(env: Pick<ServerEnv, 'FCM_PROJECT_ID' | 'FCM_SERVICE_ACCOUNT' | 'FCM_API_URL'>): PushSender | undefined {
  if (!env.FCM_SERVICE_ACCOUNT) {
    if (env.FCM_PROJECT_ID) throw new Error('Invalid configuration: FCM_PROJECT_ID is set without FCM_SERVICE_ACCOUNT; set both, or neither.');
    return undefined;
  }
  const account = serviceAccountOf(env.FCM_SERVICE_ACCOUNT);
  const projectId = env.FCM_PROJECT_ID || account.project_id;
  if (!projectId) throw new Error('Invalid configuration: FCM_PROJECT_ID is empty and the service account names no project_id.');
  return new FcmPush({ projectId, account, ...(env.FCM_API_URL ? { apiUrl: env.FCM_API_URL } : {}) });
}
