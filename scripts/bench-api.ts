/**
 * The server side of `npm run bench`: the built server started as `npm start` serves it, against a
 * bare `node:http` JSON hello started in the same run, loaded with autocannon; its start-up time and
 * memory; and how its lists cost as the data grows.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { Pool } from 'undici';
import { openDatabase } from '../server/db/open';
import { gatherPlannerStatistics } from '../server/housekeeping';
import { createLogger } from '../server/lib/logger';
import { projectPath } from '../server/project-path';
import { freePort } from './free-port';

export interface RunningServer {
  url: string;
  process: ChildProcess;
  /** From spawn to the first healthy answer. */
  startMs: number;
  stop(): Promise<void>;
}

async function waitHealthy(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode} before it was ready.`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s.`);
}

/**
 * Signals the child's whole process group when it leads one: `npm start` runs the server as its own
 * child, which a signal to npm alone leaves running (and busy) after the bench has finished.
 */
function signal(child: ChildProcess, name: NodeJS.Signals) {
  try {
    process.kill(-child.pid!, name);
  } catch {
    child.kill(name);
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => signal(child, 'SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    signal(child, 'SIGTERM');
  });
}

const BENCH_JWT_SECRET = randomBytes(32).toString('base64url');
/** The secret every server the bench starts signs tokens with, so the bench can sign its users' tokens too. */
export const benchJwtSecret = () => process.env.JWT_SECRET || BENCH_JWT_SECRET;

/**
 * Starts `command` (the built server by default) as production on `dataDir` (or `databaseUrl`) and
 * times it to its first healthy answer.
 */
export async function startServer(options: { dataDir: string; databaseUrl?: string; command?: string[]; env?: Record<string, string> }): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const [command, ...args] = options.command ?? [process.execPath, 'dist/server/main.js'];
  const started = performance.now();
  const child = spawn(command!, args, {
    cwd: projectPath(),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      PUBLIC_URL: url,
      CAPTCHA_DISABLED: 'true',
      SMS_CONSOLE_OUTBOX: 'true',
      // Required of a production server on PostgreSQL; one for the whole run, as instances share it.
      JWT_SECRET: benchJwtSecret(),
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
    // A process group of its own, so that stopping it stops whatever it started (see `signal`).
    detached: true,
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  try {
    await waitHealthy(`${url}/api/v1/Healthcheck`, child);
  } catch (error) {
    await stopChild(child);
    throw new Error(`${(error as Error).message}\n${stderr}`, { cause: error });
  }
  return { url, process: child, startMs: performance.now() - started, stop: () => stopChild(child) };
}

/**
 * A bare `node:http` server whose request listener is `listener` (JavaScript source, after the
 * statements of `setup`), started as the server is (`startServer`), in a process group of its own, so
 * that the two are scheduled alike.
 */
async function startBareServer(setup: string, listener: string): Promise<RunningServer> {
  const port = await freePort();
  const code = `${setup}\nrequire('node:http').createServer(${listener}).listen(${port}, '127.0.0.1');`;
  const started = performance.now();
  const child = spawn(process.execPath, ['-e', code], { stdio: 'ignore', detached: true });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => stopChild(child);
  try {
    await waitHealthy(url, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, process: child, startMs: performance.now() - started, stop };
}

/** A bare `node:http` server answering a small JSON body: the floor the API is compared with. */
export function startBareHello(): Promise<RunningServer> {
  return startBareServer('', `(q, s) => { s.setHeader('content-type', 'application/json'); s.end('{"status":"Healthy"}'); }`);
}

/** Headers Node's server writes itself on every answer: a replay leaves them to it. */
const WRITTEN_BY_NODE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** What a URL answered, kept in a scratch file for `startBareReplay`; `remove` deletes it. */
export interface RecordedAnswer {
  file: string;
  remove: () => void;
}

/** Records what `url` answers: its status, its headers and its body. */
export async function recordAnswer(url: string): Promise<RecordedAnswer> {
  // As autocannon asks: without Accept-Encoding (fetch's own would have the answer gzipped).
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.headers.get('content-encoding')) throw new Error(`${url} answered encoded: a replay needs the plain body.`);
  const headers = Object.fromEntries([...response.headers].filter(([name]) => !WRITTEN_BY_NODE.has(name)));
  const folder = scratchFolder('bench-replay-');
  const file = path.join(folder.dir, 'answer.json');
  writeFileSync(file, JSON.stringify({ status: response.status, headers, body: body.toString('base64') }));
  return { file, remove: folder.remove };
}

/**
 * A bare `node:http` server that answers every request with exactly the recorded answer: its status,
 * its headers (a fresh X-Request-Id each time, as the server makes one) and its body. Loaded as the
 * API is, it shows what any server on Node could reach with those bytes on this machine: the part of
 * an endpoint's share that its size, and not the server's work, accounts for.
 */
export function startBareReplay(answer: RecordedAnswer): Promise<RunningServer> {
  return startBareServer(
    `const a = JSON.parse(require('node:fs').readFileSync(${JSON.stringify(answer.file)}, 'utf8')); const body = Buffer.from(a.body, 'base64'); const { randomUUID } = require('node:crypto');`,
    `(q, s) => { const h = { ...a.headers }; h['x-request-id'] = randomUUID(); s.writeHead(a.status, h); s.end(body); }`,
  );
}

/** Resident memory of a process, in MB (Linux). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

export interface LoadResult {
  /** Requests per second, on average. */
  rps: number;
  p99Ms: number;
  /** Answers that were not 2xx, and connection errors. */
  failures: number;
  /** What the failures were: status codes, errors, timeouts. */
  failureKinds: string;
  /** The highest RSS of `watch` seen while loading, in MB. */
  peakRssMb: number;
}

/** A request of a load made afresh for each request sent: another user's token, another record. */
export type RequestMaker = () => { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string } | undefined;

export interface LoadOptions {
  seconds: number;
  connections?: number;
  rate?: number;
  watch?: number;
  reconnectRate?: number | undefined;
  /** Each request as it is sent (the URL gives the server); a request the maker has none for is sent as the URL. */
  request?: RequestMaker | undefined;
  /** Stop after this many requests, whatever `seconds` says: a write works on records of its own. */
  amount?: number | undefined;
}

/**
 * Loads one URL at full speed with autocannon, or paced at `rate` requests a second (`pacedLoad`).
 *
 * autocannon parses every answer with a JavaScript HTTP parser and appends every body to a string,
 * read or not, so an answer's headers and bytes cost the client as well as the server: a share is the
 * two processes' work together on one machine. It asks, as it does by default, without
 * `Accept-Encoding`: decoding a gzipped body into a string costs the client more than the plain body
 * does (a bare server replaying the contractors list's 3,273 gzipped bytes reached 0.39× the hello's,
 * replaying its 9,934 plain bytes 0.55×). A load generator written in C (Debian's wrk) is no fairer
 * reference: without the client's cost, each server's own cost sets the pace on both sides of the
 * ratio, and the shares fell (Healthcheck 0.61–0.66×, Contractors 0.48–0.51×).
 */
export async function load(url: string, options: LoadOptions): Promise<LoadResult> {
  let peak = options.watch ? rssMb(options.watch) : 0;
  const sampler = options.watch ? setInterval(() => (peak = Math.max(peak, rssMb(options.watch!))), 100) : undefined;
  try {
    const result = options.rate ? await pacedLoad(url, { ...options, rate: options.rate }) : await closedLoad(url, options);
    return { ...result, peakRssMb: peak };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * autocannon's rate is the mean of its counts per whole second, and a load of `amount` requests ends at
 * the first whole second after its last answer: 150 answers in 0.6 s read as 150 a second, 300 in 1.3 s
 * as 150. Such a load's rate is its answers over the time to the last of them.
 */
async function closedLoad(url: string, options: LoadOptions): Promise<Omit<LoadResult, 'peakRssMb'>> {
  const started = performance.now();
  let lastAnswer = started;
  const opts: autocannon.Options = {
    url,
    connections: Math.min(options.connections ?? 10, options.amount ?? Infinity),
    duration: options.seconds,
    ...(options.reconnectRate ? { reconnectRate: options.reconnectRate } : {}),
    ...(options.amount ? { amount: options.amount } : {}),
    ...(options.request ? { requests: [{ setupRequest: (base: autocannon.Request) => ({ ...base, ...options.request!() }) }] } : {}),
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(opts, (error, done) => (error ? reject(error) : resolve(done)));
    if (options.amount) instance.on('response', () => (lastAnswer = performance.now()));
  });
  const rps = options.amount ? result.requests.total / Math.max(0.001, (lastAnswer - started) / 1000) : result.requests.average;
  const codes = Object.entries(result.statusCodeStats ?? {}).filter(([code]) => !code.startsWith('2'));
  const outcomes = [...codes.map(([code, { count }]) => `${count}× ${code}`), ...(result.errors ? [`${result.errors} errors`] : []), ...(result.timeouts ? [`${result.timeouts} timeouts`] : [])];
  return { rps, p99Ms: result.latency.p99, failures: result.non2xx + result.errors + result.timeouts, failureKinds: outcomes.join(', ') };
}

/**
 * `rate` requests a second, each sent at its own moment, evenly spaced, for `seconds` (or `amount`
 * requests), on up to 64 keep-alive connections; each latency is counted from the moment the request
 * was handed to the connection pool, so a request that waited for a connection counts the wait. It is
 * not counted from the moment it was due: the load runs on the server's two cores, and a timer of the
 * load's own that wakes a few milliseconds late is the load's delay, not the server's (the requests
 * that fell due meanwhile are sent at once, and the server's queue counts against it).
 *
 * autocannon's own rate does not measure that: each connection sends its share of a second's requests
 * back to back at the start of the second and then waits for the next, so the server sees its peak
 * load in bursts; and it corrects for coordinated omission with an expected interval of
 * `Math.ceil(1 / rate)` ms, seconds taken for milliseconds, which records every answer of V ms as V
 * answers of 1 to V ms. Its "p99 at half the peak" was the p99 at the peak, weighted toward the slowest.
 *
 * The answers to requests sent in the first tenth of the load (at most `WARM_UP_MS`) are not counted:
 * that is the load's own warm-up, its pool's connections opened and its code compiled. Before it, the
 * first paced load of a run put the Healthcheck's p99 at 120 ms where the same load a second later
 * measured 7–11 ms, whichever endpoint came first.
 */
const WARM_UP_MS = 500;

async function pacedLoad(url: string, options: Omit<LoadOptions, 'rate' | 'watch'> & { rate: number }): Promise<Omit<LoadResult, 'peakRssMb'>> {
  const target = new URL(url);
  const pool = new Pool(target.origin, { connections: options.connections ?? 64 });
  const total = options.amount ?? Math.max(1, Math.round(options.rate * options.seconds));
  const intervalMs = 1000 / options.rate;
  const warmUpMs = Math.min(WARM_UP_MS, (total * intervalMs) / 10);
  const latencies: number[] = [];
  let answered = 0;
  const outcomes = new Map<string, number>();
  const failed = (kind: string) => outcomes.set(kind, (outcomes.get(kind) ?? 0) + 1);
  const pending: Promise<void>[] = [];
  const send = async () => {
    const made = options.request?.();
    const sentAt = performance.now();
    try {
      const { statusCode, body } = await pool.request({
        method: made?.method ?? 'GET',
        path: made?.path ?? `${target.pathname}${target.search}`,
        headers: made?.headers ?? {},
        ...(made?.body !== undefined ? { body: made.body } : {}),
      });
      await body.dump();
      if (statusCode >= 200 && statusCode < 300) {
        answered++;
        if (sentAt - started >= warmUpMs) latencies.push(performance.now() - sentAt);
      } else failed(`${statusCode}`);
    } catch (error) {
      failed((error as { code?: string }).code ?? 'error');
    }
  };
  const started = performance.now();
  try {
    for (let sent = 0; sent < total; ) {
      const now = performance.now();
      for (; sent < total && started + sent * intervalMs <= now; sent++) pending.push(send());
      if (sent < total) await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + sent * intervalMs - performance.now())));
    }
    await Promise.all(pending);
  } finally {
    await pool.close();
  }
  const elapsedSeconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const failures = [...outcomes.values()].reduce((sum, n) => sum + n, 0);
  return {
    rps: answered / elapsedSeconds,
    p99Ms: latencies.length ? latencies[Math.ceil(latencies.length * 0.99) - 1]! : Number.POSITIVE_INFINITY,
    failures,
    failureKinds: [...outcomes].map(([kind, count]) => `${count}× ${kind}`).join(', '),
  };
}

export interface ShareResult {
  /** The path's requests per second over the bare hello's: the median of the rounds' of every pair. */
  share: number;
  /** The lowest and highest of the rounds' shares: how far one round strays on this machine. */
  spread: [low: number, high: number];
  /** Answers that were not 2xx, and connection errors, of the path. */
  failures: number;
}

export interface ShareOptions {
  /** Server and hello processes started side by side, one pair after the other. */
  pairs: number;
  /** Rounds of each pair. */
  rounds: number;
  seconds: number;
  warmSeconds: number;
}

/**
 * The throughput of `urlPath` on servers from `start` as a share of a bare `node:http` hello's
 * (`startBareHello`). Two processes started alike on these machines were seen to serve the same answer
 * a fifth apart for as long as they ran, and a hello that had run for minutes to serve a fifth less
 * than at first; so each figure is taken from `pairs` pairs of processes started together, a server
 * and a hello, one pair after the other, and set against none that has aged (docs/performance.md, "How the bench measures").
 *
 * In each pair both are first loaded for `warmSeconds` uncounted, so that their code has been compiled
 * as it would be after any while in service. Then the two are loaded in turns, `rounds` times
 * `seconds` each, the hello first and last, and each round of the path is set beside the mean of the
 * hello's rounds on either side of it: the machine's own pace changes from one second to the next (the
 * hello was seen at 39,000 requests a second and, two seconds later, at 22,000). The share is the
 * median of every pair's rounds, so that a change within a round, or one pair's luck, does not move
 * the figure.
 */
export async function throughputShare(start: () => Promise<RunningServer>, urlPath: string, options: ShareOptions & { request?: RequestMaker }): Promise<ShareResult> {
  const shares: number[] = [];
  let failures = 0;
  for (let pair = 0; pair < options.pairs; pair++) {
    const server = await start();
    let hello: RunningServer | undefined;
    try {
      hello = await startBareHello();
      const rounds = await roundsInTurns(`${server.url}${urlPath}`, hello.url, options);
      shares.push(...rounds.shares);
      failures += rounds.failures;
    } finally {
      await Promise.all([server.stop(), hello?.stop()]);
    }
  }
  return shareOf(shares, failures);
}

const shareOf = (shares: number[], failures: number): ShareResult => ({ share: median(shares), spread: [Math.min(...shares), Math.max(...shares)], failures });

/**
 * `url` and `reference` each warmed up for `warmSeconds`, then loaded in turns, `rounds` times `seconds`
 * each, the reference first and last: each round of `url` as a share of the mean of the reference's
 * rounds on either side of it, and the failures of `url`.
 */
async function roundsInTurns(url: string, reference: string, options: Omit<ShareOptions, 'pairs'> & { reconnectRate?: number; request?: RequestMaker }) {
  const { seconds, reconnectRate, request } = options;
  await load(url, { seconds: options.warmSeconds, reconnectRate, request });
  await load(reference, { seconds: options.warmSeconds, reconnectRate });
  const shares: number[] = [];
  let failures = 0;
  let before = (await load(reference, { seconds, reconnectRate })).rps;
  for (let round = 0; round < options.rounds; round++) {
    const result = await load(url, { seconds, reconnectRate, request });
    const after = (await load(reference, { seconds, reconnectRate })).rps;
    shares.push(result.rps / ((before + after) / 2));
    before = after;
    failures += result.failures;
  }
  return { shares, failures };
}

/**
 * The throughput of `urlPath` through nginx with the shipped configuration (deploy/nginx.conf) in front
 * of `server`, answered from nginx's cache, as a share of the same nginx serving the same bytes as a
 * static file: what a public list costs at scale, where the app is asked for it once every few seconds
 * (docs/decisions/059). nginx closes a client's connection after 1,000 requests, which autocannon does
 * not heed, so it opens a new one every 500 requests to both.
 */
export async function proxyCacheShare(server: RunningServer, urlPath: string, options: Omit<ShareOptions, 'pairs'>): Promise<ShareResult> {
  const { startNginx } = await import('./nginx');
  const folder = scratchFolder('bench-nginx-');
  const root = path.join(folder.dir, 'client');
  mkdirSync(path.join(root, 'assets'), { recursive: true });
  // As autocannon asks: without Accept-Encoding, so both answers are the plain bytes.
  const answer = await fetch(`${server.url}${urlPath}`, { headers: { 'accept-encoding': 'identity' } });
  writeFileSync(path.join(root, 'assets', 'answer.json'), Buffer.from(await answer.arrayBuffer()));
  const nginx = await startNginx({ upstreams: [new URL(server.url).host], root, dir: path.join(folder.dir, 'nginx') });
  try {
    const { shares, failures } = await roundsInTurns(`${nginx.url}${urlPath}`, `${nginx.url}/assets/answer.json`, { ...options, reconnectRate: 500 });
    return shareOf(shares, failures);
  } finally {
    await nginx.stop();
    folder.remove();
  }
}

/** A throwaway data folder, removed by the returned function. */
export function scratchFolder(prefix: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A fresh PostgreSQL database on the server of `baseUrl` (a copy of `template` when given, which no
 * one may be connected to), dropped by the returned function.
 */
export async function scratchDatabase(baseUrl: string, name: string, template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const again = new pg.Client({ connectionString: baseUrl });
      await again.connect();
      await again.query(`drop database if exists "${name}" with (force)`);
      await again.end();
    },
  };
}

/**
 * Adds `count` active contractors (of every trade, at the demo's first zip code) and `count` storage
 * listings to a database the server has migrated and loaded with demo data, as a provider that grew
 * would have. Run while no server has the database open (PGlite allows one process).
 */
export async function growData(target: { dataDir: string; databaseUrl?: string }, count: number): Promise<void> {
  const handle = await openDatabase({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
  try {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into users (phone_number, first_name, last_name, user_type, initialized)
        select '+1999' || lpad(g::text, 7, '0'), 'Bench', 'Contractor ' || g, 'Contractor', true from generate_series(1, ${count}) g`);
      await tx.execute(sql`
        insert into contractors (user_id, business_name, zip_code, years_in_business, rating_average, review_count)
        select u.id, 'Bench Contracting ' || u.last_name, (select zip_code from contractors order by created_at limit 1),
               (hashtext(u.id::text) & 31), ((hashtext(u.id::text) & 400) / 100.0 + 1)::numeric(3, 2), hashtext(u.last_name) & 127
        from users u where u.first_name = 'Bench' and u.user_type = 'Contractor'`);
      await tx.execute(sql`
        insert into contractor_trades (contractor_id, trade_id)
        select c.id, t.id from contractors c join users u on u.id = c.user_id
        cross join lateral (select id from trades order by hashtext(c.id::text || trades.id::text) limit 2) t
        where u.first_name = 'Bench'`);
      await tx.execute(sql`
        insert into storage_unit_listings (location_id, size_id, title, square_footage, monthly_price_cents, units_remaining)
        select (select id from locations order by hashtext(g::text || id::text) limit 1), s.id, 'Bench unit ' || g, s.square_footage,
               5000 + (g % 400) * 100, g % 7
        from generate_series(1, ${count}) g
        cross join lateral (select id, width_feet * length_feet as square_footage from storage_unit_sizes order by hashtext(g::text || id::text) limit 1) s`);
    });
    // Data that grew over months has had its statistics renewed all along (autovacuum, or PGlite's
    // housekeeping): the figure is what a list costs then, not in the minute after a bulk load. A
    // failure to gather them is logged, and shows in the figure.
    await gatherPlannerStatistics(handle.db, createLogger());
  } finally {
    await handle.close();
  }
}

/**
 * The median time of `count` reads of distinct pages of a list from each server of `baseUrls`: every
 * one a cache miss, so this is what the database does for a list. The servers are read in turns, page
 * by page, so that whatever else the machine does weighs on all of them alike.
 */
export async function missLatenciesMs(baseUrls: readonly string[], pathFor: (i: number) => string, count: number): Promise<number[]> {
  const times = baseUrls.map((): number[] => []);
  for (let i = 0; i < count; i++) {
    for (const [server, baseUrl] of baseUrls.entries()) {
      const started = performance.now();
      const response = await fetch(`${baseUrl}/api/v1${pathFor(i)}`);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${pathFor(i)} answered ${response.status}`);
      times[server]!.push(performance.now() - started);
    }
  }
  return times.map(median);
}

/** The middle value (the upper of the two middle ones for an even count); sorts `values` in place. */
export function median(values: number[]): number {
  return values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
}
