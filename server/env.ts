import * as v from 'valibot';
import { flag, optionalUrl, portText, SharedEnvKeys } from '../contract/shared-env.schema';

const optionalString = v.optional(v.pipe(v.string(), v.trim()), '');
/** Empty, or a value starting with one of `prefixes`. */
const prefixed = (prefixes: string[], message: string) =>
  v.optional(v.pipe(v.string(), v.trim(), v.check((s) => s === '' || prefixes.some((p) => s.startsWith(p)), message)), '');

const ORIGINS_MESSAGE = 'must be origins such as https://app.example.com, separated by commas';
/** Exact origins (scheme, host, port; no path, no wildcard), written the way a browser sends `Origin`. */
const isOrigin = (value: string) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol) && new URL(value).origin === value;
const originList = v.optional(
  v.pipe(
    v.string(),
    v.transform((value) => value.split(',').map((origin) => origin.trim()).filter(Boolean)),
    v.check((origins) => origins.every(isOrigin), ORIGINS_MESSAGE),
  ),
  '',
);

/** One entry of CLOSED_DAYS (machines/closed-days.ts). */
const CLOSED_DAYS_PATTERN = /^(?:us-federal|none|(?:\d{4}-)?(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01]))$/;
const SMTP_URL_MESSAGE = 'must be an address such as smtp://user:password@smtp.example.com:587 or smtps://…:465';
/** `Name <address@example.com>` or a bare address. */
const MAILBOX = /^(?:[^<>@\r\n]*<[^<>\s@]+@[^<>\s@]+\.[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+\.[^<>\s@]+)$/;
const MAILBOX_MESSAGE = 'must be an e-mail address, or a name and one: Southborough Home Services <hello@example.com>';

/** The server's configuration, parsed once at start; see `.env.example` for each key. */
export const ServerEnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test'], 'must be development, production or test'), 'production'),
  PORT: v.optional(v.pipe(portText, v.transform(Number)), '3000'),
  HOST: v.optional(v.pipe(v.string(), v.minLength(1)), '0.0.0.0'),
  /** Empty: the address the server listens on (`ownAddress`), so links and return pages follow PORT and HOST. */
  PUBLIC_URL: v.optional(v.union([v.literal(''), v.pipe(v.string(), v.url('must be an absolute URL'))], 'must be an absolute URL'), ''),
  DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), './data'),
  DATABASE_URL: v.optional(
    v.union(
      [v.literal(''), v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'must start with postgres://'))],
      'must start with postgres://',
    ),
    '',
  ),
  /** PGlite's page cache (PostgreSQL's shared_buffers), held in the server's memory; empty: sized to the database at start. */
  PGLITE_SHARED_BUFFERS: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^(?:\d{1,6}(?:kB|MB|GB))?$/, 'must be a size such as 64MB, or empty')), ''),
  /**
   * Let V8 recompile PGlite's hot WebAssembly with its optimizing compiler: faster queries on a cache
   * miss, for some 80 MB more memory (docs/performance.md, "Start-up and memory").
   */
  PGLITE_OPTIMIZE_WASM: flag(false),
  SEED_DEMO_DATA: flag(true),
  JWT_SECRET: v.optional(
    v.union([v.literal(''), v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))], 'must be at least 32 characters'),
    '',
  ),
  TRUST_PROXY: flag(false),
  /** How long a whole request, body included, may take to arrive before it is answered 408 (server/lib/listen.ts). */
  REQUEST_TIMEOUT_SECONDS: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,3}$/, 'must be a whole number of seconds'), v.transform(Number), v.minValue(30, 'must be at least 30'), v.maxValue(240, 'must be at most 240')),
    '90',
  ),
  /** Connections open at once; those beyond are closed as they come. */
  MAX_CONNECTIONS: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'must be a whole number'), v.transform(Number), v.minValue(1, 'must be at least 1')),
    '1000',
  ),
  /**
   * Connections one client address may hold open at once (server/lib/listen.ts); with TRUST_PROXY,
   * requests in flight per address the proxy names. Enough for an office of browsers behind one address.
   */
  MAX_CONNECTIONS_PER_ADDRESS: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'must be a whole number'), v.transform(Number), v.minValue(1, 'must be at least 1')),
    '64',
  ),
  /** All login texts the server sends in an hour, across every number: bounds the cost of SMS pumping. */
  SMS_HOURLY_LIMIT: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,7}$/, 'must be a whole number'), v.transform(Number), v.minValue(1, 'must be at least 1')),
    '300',
  ),
  /**
   * Multiplies the sign-in code limits per number, address and network, and the codes one address may
   * try. 1 in production; the end-to-end suite, whose every browser and client shares one address,
   * raises it.
   */
  SIGN_IN_LIMITS_SCALE: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,4}$/, 'must be a whole number'), v.transform(Number), v.minValue(1, 'must be at least 1')),
    '1',
  ),
  TWILIO_ACCOUNT_SID: optionalString,
  TWILIO_AUTH_TOKEN: optionalString,
  TWILIO_FROM_NUMBER: optionalString,
  /** Lets a production server start without Twilio, codes and texts kept in DATA_DIR/outbox.jsonl, on purpose. */
  SMS_CONSOLE_OUTBOX: flag(false),
  RECAPTCHA_SECRET: optionalString,
  /** Lets a production server start without RECAPTCHA_SECRET, on purpose. */
  CAPTCHA_DISABLED: flag(false),
  STRIPE_SECRET_KEY: prefixed(['sk_', 'rk_'], 'must be a Stripe secret key (sk_... or rk_...)'),
  STRIPE_WEBHOOK_SECRET: prefixed(['whsec_'], 'must be a Stripe webhook signing secret (whsec_...)'),
  /** Stripe's API at another address than api.stripe.com (a proxy, or a local fake in tests). */
  STRIPE_API_URL: v.optional(
    v.union(
      [v.literal(''), v.pipe(v.string(), v.check((value) => isOrigin(value.replace(/\/$/, '')), 'must be an address such as http://127.0.0.1:12111'))],
      'must be an address such as http://127.0.0.1:12111',
    ),
    '',
  ),
  SENTRY_DSN: optionalUrl,
  // ---- Messages that leave the server: e-mail (SMTP) and push (Firebase Cloud Messaging) ----
  /** smtp://user:password@host:587 or smtps://…:465; empty: e-mails go to the console outbox. */
  SMTP_URL: v.optional(
    v.union([v.literal(''), v.pipe(v.string(), v.trim(), v.regex(/^smtps?:\/\/[^/\s]+/, SMTP_URL_MESSAGE))], SMTP_URL_MESSAGE),
    '',
  ),
  /** The sender of every e-mail, `Name <address>`; required with SMTP_URL. */
  EMAIL_FROM: v.optional(v.union([v.literal(''), v.pipe(v.string(), v.trim(), v.regex(MAILBOX, MAILBOX_MESSAGE))], MAILBOX_MESSAGE), ''),
  /** Where replies go when not to EMAIL_FROM (the office's inbox). */
  EMAIL_REPLY_TO: v.optional(v.union([v.literal(''), v.pipe(v.string(), v.trim(), v.regex(MAILBOX, MAILBOX_MESSAGE))], MAILBOX_MESSAGE), ''),
  /**
   * The office's inbox, where Contact Us messages (and the Help button's) and storage enquiries are
   * e-mailed; empty: EMAIL_REPLY_TO, else EMAIL_FROM (server/notifications/office.ts).
   */
  OFFICE_EMAIL: v.optional(v.union([v.literal(''), v.pipe(v.string(), v.trim(), v.regex(MAILBOX, MAILBOX_MESSAGE))], MAILBOX_MESSAGE), ''),
  /** The Firebase project the contractors' app belongs to; with FCM_SERVICE_ACCOUNT, pushes go through FCM. */
  FCM_PROJECT_ID: optionalString,
  /** The service account's JSON key (as downloaded from Firebase), or the path of its file. */
  FCM_SERVICE_ACCOUNT: optionalString,
  /** FCM's API at another address than https://fcm.googleapis.com (a local fake in tests). */
  FCM_API_URL: v.optional(
    v.union(
      [v.literal(''), v.pipe(v.string(), v.check((value) => isOrigin(value.replace(/\/$/, '')), 'must be an address such as http://127.0.0.1:9099'))],
      'must be an address such as http://127.0.0.1:9099',
    ),
    '',
  ),
  // ---- end of messages ----
  /** Days no visit is offered or booked (machines/closed-days.ts): us-federal, MM-DD, YYYY-MM-DD or none, comma-separated. */
  CLOSED_DAYS: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (value) => value.split(',').every((entry) => CLOSED_DAYS_PATTERN.test(entry.trim())),
        'must be us-federal, none, or dates such as 12-24 (every year) and 2026-12-31, separated by commas',
      ),
    ),
    'us-federal',
  ),
  STATIC_DIR: v.optional(v.string(), 'dist/client'),
  /** Browser origins other than our own that may call the API (docs/decisions/011-cors-for-listed-origins.md). */
  CORS_ORIGINS: originList,
  // The SPA's keys the server reads too, with the SPA's rules and defaults: the environment label and
  // flags that decide its own error reporting, and the origins the built SPA talks to, which its CSP
  // must allow.
  ...SharedEnvKeys,
});

export type ServerEnv = v.InferOutput<typeof ServerEnvSchema>;

export function parseServerEnv(raw: Record<string, string | undefined>): ServerEnv {
  const result = v.safeParse(ServerEnvSchema, raw);
  if (result.success) return { ...result.output, PUBLIC_URL: result.output.PUBLIC_URL || ownAddress(result.output.HOST, result.output.PORT) };
  const issue = result.issues[0];
  const key = v.getDotPath(issue) ?? 'environment';
  // Secrets and connection strings (which may hold a password) are never echoed into logs.
  const got = /SECRET|TOKEN|DATABASE_URL|SMTP_URL|SERVICE_ACCOUNT/.test(key) ? '' : ` (got ${JSON.stringify(issue.input)})`;
  throw new Error(`Invalid configuration: ${key} ${issue.message}${got}`);
}

/**
 * The address a server listening on `host`:`port` is reached at from this machine, when PUBLIC_URL
 * does not say another: every interface (0.0.0.0, ::) is reached as localhost.
 */
export function ownAddress(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' || host === '[::]' ? 'localhost' : host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}
