import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { createApp } from './app';
import { resolveJwtSecret } from './auth/secret';
import { createSmsSender, type SmsSender, TwilioSms } from './auth/sms';
import { CaptchaOff, type CaptchaVerifier } from './captcha/captcha';
import { createCaptchaVerifier } from './captcha/configure';
import { openDatabase } from './db/open';
import { ownAddress, parseServerEnv } from './env';
import { createErrorReporter, ErrorReportingOff } from './lib/error-reporting';
import { gatherPlannerStatistics, HOUSEKEEPING_DELAY_MS, HOUSEKEEPING_INTERVAL_MS, pruneExpiredRows } from './housekeeping';
import { connectionLimits, createHttpServer, drain, listen } from './lib/listen';
import { createLogger } from './lib/logger';
import { keepFolderPrivate, keepNewFilesPrivate } from './lib/private-files';
import { projectPath } from './project-path';
import { ResponseCache } from './lib/response-cache';
import { startingAnswer } from './lib/starting';
import { dispatchWaitingJobs, REDISPATCH_INTERVAL_MS } from './jobs/dispatch';
import { approveUndecidedCancelations, UNDECIDED_CANCELATIONS_INTERVAL_MS } from './jobs/late-cancelations';
import { issuePendingRefunds, REFUND_SWEEP_INTERVAL_MS } from './jobs/money';
import { RENEWAL_NOTICE_INTERVAL_MS, sendRenewalNotices } from './memberships/notices';
import { settleSecondPlans } from './memberships/second-plan';
import { messagingPorts } from './notifications/messaging';
import { startNotificationWorker } from './notifications/worker';
import { connectPaymentEffects } from './payment-effects';
import { createPaymentGateway, resolveWebhookSecret, runPaymentClock } from './payments/configure';
import type { PaymentGateway } from './payments/gateway';
import { seedDemoData } from './seed/demo';
import { useClosedDays } from './visits/closed-days';

// Before anything is written: the database, outbox and secrets are the server's user's alone.
keepNewFilesPrivate();

if (existsSync('.env')) process.loadEnvFile('.env');

let env;
try {
  env = parseServerEnv(process.env);
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}

useClosedDays(env.CLOSED_DAYS);

// V8 compiles PGlite's WebAssembly quickly first and again, optimized, where it runs hot; the second
// copies of the database's busiest code were some 80 MB of an idle server. Set before PGlite compiles.
if (!env.DATABASE_URL && !env.PGLITE_OPTIMIZE_WASM) setFlagsFromString('--liftoff-only');

// In production no line may carry a code, an address or a number, whichever code writes it.
const log = createLogger({ scrub: env.NODE_ENV === 'production' });

// The port is taken first: a second server started by mistake stops here, in one line, before
// it touches the data folder or the database of the first. Until the app is ready, callers hear 503.
let answer = startingAnswer(env, log);
const server = createHttpServer((request, bindings) => answer(request, bindings), connectionLimits(env));
let port: number;
try {
  ({ port } = await listen(server, env.PORT, env.HOST));
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
// Unset, the site's own address is where it listens: PORT=0 has its port only now.
const ownUrl = !process.env.PUBLIC_URL;
if (ownUrl) env = { ...env, PUBLIC_URL: ownAddress(env.HOST, port) };

// A data folder an earlier version, a copy or a loose umask left readable by others is mended, and said.
const dataDir = env.DATA_DIR === 'memory://' ? undefined : path.resolve(env.DATA_DIR);
if (dataDir) {
  try {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const { mended } = keepFolderPrivate(dataDir);
    if (mended.length > 0)
      log.warn(
        { dataDir, mended: mended.length },
        `${mended.length} files and folders under ${dataDir} could be read by other users of this machine (${mended.slice(0, 3).join(', ')}${mended.length > 3 ? ', …' : ''}): they are now the server's user's alone (0600, folders 0700)`,
      );
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
}
/**
 * PGlite gives some files it writes the modes its WebAssembly file system chose (0644), whatever the
 * umask: they are narrowed after it opens, at each housekeeping pass and when it closes. The data
 * folder itself is 0700 meanwhile, so no other user reaches them.
 */
const narrowDatabaseFiles = () => {
  if (!dataDir) return;
  try {
    keepFolderPrivate(dataDir);
  } catch (err) {
    log.error({ err }, 'could not narrow the modes of the data folder');
  }
};

let sms: SmsSender;
let captcha: CaptchaVerifier;
let messaging: ReturnType<typeof messagingPorts>;
try {
  env = { ...env, JWT_SECRET: resolveJwtSecret(env, log) };
  env = { ...env, STRIPE_WEBHOOK_SECRET: resolveWebhookSecret(env, log) };
  sms = createSmsSender(env, log);
  captcha = createCaptchaVerifier(env);
  messaging = messagingPorts(env, log);
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
if (sms instanceof TwilioSms) log.info({ sms: 'twilio' }, `Login codes are ${sms.description}`);
else if (env.NODE_ENV === 'production') log.warn({ sms: 'console' }, `Login codes are ${sms.description}`);
else log.info({ sms: 'console' }, `Login codes are ${sms.description}`);
if (captcha instanceof CaptchaOff) log.warn({ captcha: 'off' }, `Captcha checks are ${captcha.description}`);
else log.info({ captcha: 'recaptcha' }, `Captcha answers are ${captcha.description}`);
const errors = await createErrorReporter(env, release());
if (errors instanceof ErrorReportingOff) log.warn({ errorReporting: 'off' }, `Error reporting is ${errors.description}`);
else log.info({ errorReporting: 'sentry' }, `Error reporting is ${errors.description}`);

const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, sharedBuffers: env.PGLITE_SHARED_BUFFERS });
// The demo loader plays payments through the webhook's code, which needs what payment events do.
connectPaymentEffects();
// Instances started together on one database take turns: the first migrates and loads, the others find it done.
await handle.whileAlone(async () => {
  await handle.migrate();
  if (env.SEED_DEMO_DATA) await seedDemoData(handle.db, new Date(), { publicUrl: env.PUBLIC_URL, log });
});
narrowDatabaseFiles();
// A table the planner has no statistics for (a first start, a restored backup, which brings none) is
// planned with guesses until autovacuum gets to it, up to a minute later and only once enough has
// changed: a list at 10,000 contractors read that way took 5× as long. So on either database they are
// gathered here, before the first request; PGlite has no autovacuum, so the housekeeping renews them.
await gatherPlannerStatistics(handle.db, log, { unlessGathered: true });
const keepHouse = async () => {
  await pruneExpiredRows(handle.db, new Date(), log);
  if (handle.kind === 'pglite') await gatherPlannerStatistics(handle.db, log, { vacuum: true });
  narrowDatabaseFiles();
};
// Nothing waits for expired rows to go: the first pass runs once the server answers, not before.
const firstHousekeeping = setTimeout(() => void keepHouse(), HOUSEKEEPING_DELAY_MS);
firstHousekeeping.unref();
const housekeeping = setInterval(() => void keepHouse(), HOUSEKEEPING_INTERVAL_MS);
housekeeping.unref();

// Texts and e-mails the app queues go out from here, never from the request that queued them.
const notificationWorker = startNotificationWorker(handle.db, { sms, ...messaging, log, now: () => new Date() });
// Jobs nobody could take are offered again now and then: a contractor may have joined or widened their area.
const redispatch = setInterval(() => void dispatchWaitingJobs(handle.db, new Date(), log).catch((err: unknown) => log.error({ err }, 'redispatch failed')), REDISPATCH_INTERVAL_MS);
redispatch.unref();
let payments: PaymentGateway;
try {
  payments = createPaymentGateway(env, { db: handle.db, now: () => new Date(), log });
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
if (payments.kind === 'sandbox') log.warn({ payments: 'sandbox' }, `Card payments are ${payments.description}`);
else log.info({ payments: 'stripe' }, `Card payments are ${payments.description}`);
const stopPaymentClock = runPaymentClock(payments, log);
// Refunds the provider could not take when they were owed are tried again, and second plans not yet ended and refunded with them.
const refundSweep = setInterval(
  () =>
    void settleSecondPlans({ db: handle.db, payments, log })
      .then(() => issuePendingRefunds({ db: handle.db, payments, log }))
      .catch((err: unknown) => log.error({ err }, 'the refund sweep failed')),
  REFUND_SWEEP_INTERVAL_MS,
);
refundSweep.unref();
// Yearly members hear before each renewal when it comes, what it costs and how to cancel (940 CMR 38).
const renewalNotices = setInterval(
  () => void sendRenewalNotices(handle.db, new Date(), { publicUrl: env.PUBLIC_URL, provider: payments.kind, log }).catch((err: unknown) => log.error({ err }, 'renewal notices failed')),
  RENEWAL_NOTICE_INTERVAL_MS,
);
renewalNotices.unref();
// A late cancelation nobody decided by the visit's start is approved by the late rule, as the customer was told.
const undecidedCancelations = setInterval(
  () =>
    void approveUndecidedCancelations({ db: handle.db, payments, log, publicUrl: env.PUBLIC_URL }, new Date()).catch((err: unknown) =>
      log.error({ err }, 'approving late cancelations nobody decided failed'),
    ),
  UNDECIDED_CANCELATIONS_INTERVAL_MS,
);
undecidedCancelations.unref();

const staticDir = path.isAbsolute(env.STATIC_DIR) ? env.STATIC_DIR : projectPath(env.STATIC_DIR);
const catalogue = new ResponseCache();
await catalogue.follow(handle, log).catch((err: unknown) => log.warn({ err }, 'Catalogue answers are not cached: the database notifications could not be listened to'));
let stopping = false;
const app = createApp({ db: handle.db, env, log, now: () => new Date(), sms, captcha, errors, staticDir, payments, catalogue, stopping: () => stopping });
answer = app.fetch;
log.info(
  { port, database: handle.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${path.resolve(env.DATA_DIR)}` },
  `Listening on http://localhost:${port}`,
);
log.info(
  { publicUrl: env.PUBLIC_URL },
  ownUrl
    ? `This site's own address is ${env.PUBLIC_URL} (from PORT and HOST): links in texts and e-mails and the payment pages' return addresses use it; set PUBLIC_URL to the address visitors use`
    : `This site's own address is ${env.PUBLIC_URL} (PUBLIC_URL): links in texts and e-mails and the payment pages' return addresses use it`,
);

const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  // The database's files were deleted under it: there is nothing left to save, and closing it would
  // write a checkpoint into a folder that is gone, which may never end. Stop at once, as a failure,
  // so that whoever runs the server learns that the writes it acknowledged since are lost.
  const missing = handle.missingFolder();
  if (missing) {
    log.error(
      { signal, dataDir: path.resolve(env.DATA_DIR), missing },
      `The data folder ${path.resolve(env.DATA_DIR)} was deleted while the server ran: stopping without closing the database; writes since then are lost`,
    );
    process.exit(1);
  }
  log.info({ signal }, 'shutting down');
  clearTimeout(firstHousekeeping);
  clearInterval(housekeeping);
  clearInterval(redispatch);
  clearInterval(refundSweep);
  stopPaymentClock();
  clearInterval(renewalNotices);
  clearInterval(undecidedCancelations);
  // Within the 10 s service managers commonly wait before SIGKILL: up to 7 s for the requests in
  // flight, the rest for the notification worker and the database. The health check answers 503
  // from now on, so that a balancer that polls it sends no more.
  setTimeout(() => {
    log.error({ signal }, 'The shutdown did not finish within 9.5 s: stopping anyway');
    process.exit(1);
  }, 9500).unref();
  void drain(server, { graceMs: 1000, withinMs: 7000, listenAtMostMs: 3000 })
    .then(({ cut }) => {
      if (cut > 0) log.warn({ signal, cut }, `${cut} connections still open after 7 s were closed`);
      return notificationWorker.stop();
    })
    .then(() => Promise.allSettled([handle.close(), errors.flush()]))
    .finally(() => {
      narrowDatabaseFiles();
      process.exit(0);
    });
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));

/** The version error reports are filed under: the package's, as `npm start` built it. */
function release(): string | undefined {
  try {
    const { name, version } = JSON.parse(readFileSync(projectPath('package.json'), 'utf8')) as { name?: string; version?: string };
    return name && version ? `${name}@${version}` : undefined;
  } catch {
    return undefined;
  }
}
