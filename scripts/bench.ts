/**
 * `npm run bench`: the product's speed and size side by side with their goals, in one run, on this
 * machine. Timings on a shared machine are noisy, so the API is compared with a bare `node:http` hello
 * and the pages with a React + Router hello page, both measured in the same run. It prints every figure
 * with its goal and exits non-zero when one is missed. `--quick` runs each part briefly to prove the
 * bench still works (`npm test` does) and never fails on a figure.
 *
 * - JavaScript before first paint, per page, with its goal: the entry script of dist/client/index.html,
 *   every module it preloads, the chunks they import statically (followed through the Vite manifest),
 *   and the chunks of the page's route, which the router fetches before it renders the page. Lazy
 *   chunks (dialogs, the small-screen menu, error reporting, what a loader imports as it runs) are
 *   left out: the first paint does not wait for them.
 * - JavaScript to a page's content, per page, a reference without a goal: the first paint's, and what
 *   the route's loader imports as it runs (the lazy imports of its `?tsr-split=loader` chunk and of
 *   the chunks that chunk imports beyond the shell, with their static imports: a page's body and its
 *   data's module). A page drawn from its data shows its content once they have come with the data;
 *   the server preloads them with a page the app draws (server/site/route-preloads.ts), while a
 *   prerendered page's router fetches them once the first chunk runs. Lazy parts of the component
 *   and of the body (dialogs, forms) are still left out.
 * - The API (scripts/bench-api.ts): the built server on a throwaway data folder, on PGlite and, when
 *   DATABASE_URL is set, on PostgreSQL: start-up, memory, throughput and p99 latency, and list cost
 *   at demo size against 10,000 more contractors and storage listings. Each endpoint's throughput is
 *   taken in turns with the hello's, after a warm-up, from servers and hellos started in pairs, and
 *   given as a share of the hello's (`throughputShare`) with, in a full run, its lowest and highest
 *   round, so that a miss is read against the machine's noise, beside the share of a bare `node:http`
 *   server sending the endpoint's exact answer: the hello answers 20 bytes, and a larger answer costs
 *   the load generator and the kernel more whoever sends it.
 * - Photo uploads (scripts/bench-photos.ts): the built server's memory while it takes eight of the
 *   largest photos it accepts at once, PNGs of one color (a decompression bomb's shape), and after.
 * - Connections (scripts/bench-connections.ts): how many of 1,000 slow connections from one address
 *   the built server holds, and the p99 of another address's health checks while they are reopened.
 * - Pages (scripts/bench-pages.ts): LCP, CLS and TBT in Chromium with 4× CPU slow-down and Fast 4G,
 *   driven without a debugger attached, as a visitor's browser runs (docs/performance.md, "How the bench measures"); and the
 *   same pages' Lighthouse mobile performance score and TBT, as Lighthouse's default audit gives them.
 *   The pages with the data (My Job Requests and a job's page signed in as the customer with the most
 *   jobs, and the contractor list) again on the five-year data, measured once their data is drawn.
 */
import { cpSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { DEFAULT_PER_PAGE } from '../contract/common';
import { projectPath } from '../server/project-path';
import { firstPaintChunks, loaderChunks, type Manifest } from '../server/site/route-chunks';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../src/api/token-store';
import { KNOWN_ACCOUNT_KEY } from '../src/auth/known-account';
import type { RecordedAnswer, RunningServer } from './bench-api';
import type { MeasureOptions, PageMetrics } from './bench-pages';

/** Kilobytes as Vite reports them: 1000 bytes. */
const KB = 1000;
const kb = (bytes: number) => (bytes / KB).toFixed(1);

/** Gzip bytes of each file, largest first. */
function gzipSizes(clientDir: string, files: string[]) {
  return files.map((file) => ({ file, gzipBytes: gzipSync(readFileSync(path.join(clientDir, file))).length })).sort((a, b) => b.gzipBytes - a.gzipBytes);
}

type PageJs = { files: { file: string; gzipBytes: number }[]; totalBytes: number };

/** The JavaScript files of the manifest keys `keys`, in gzip bytes. */
function jsOf(clientDir: string, manifest: Manifest, keys: Iterable<string>): PageJs {
  const files = gzipSizes(clientDir, [...new Set([...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js')))]);
  return { files, totalBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}

function readBuild(clientDir: string) {
  const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  return { html, manifest };
}

/** The JavaScript a page's first paint waits for, in gzip bytes (see the top of this file). */
export function firstPaintJs(clientDir: string, routeFile: string): PageJs {
  const { html, manifest } = readBuild(clientDir);
  return jsOf(clientDir, manifest, firstPaintChunks(manifest, html, routeFile));
}

/** The JavaScript a page's content waits for beside its data, in gzip bytes: the first paint's and what its loader imports (see the top of this file). */
export function contentJs(clientDir: string, routeFile: string): PageJs {
  const { html, manifest } = readBuild(clientDir);
  return jsOf(clientDir, manifest, [...firstPaintChunks(manifest, html, routeFile), ...loaderChunks(manifest, html, routeFile)]);
}

export const JS_BUDGET_KB = 150;
/** The pages whose first paint is budgeted, by the route file that draws them. */
export const BUDGETED_PAGES: [page: string, routeFile: string][] = [
  ['/', 'src/routes/index.tsx'],
  ['/service', 'src/routes/service.tsx'],
  ['/contractors', 'src/routes/contractors.tsx'],
  ['/sign-in', 'src/routes/sign-in.tsx'],
  ['/storage/{id}', 'src/routes/storage.$id.tsx'],
  ['/book-service', 'src/routes/book-service.tsx'],
  ['/job-requests', 'src/routes/job-requests.index.tsx'],
  ['/job-requests/{id}', 'src/routes/job-requests.$id.tsx'],
];

// ---------------------------------------------------------------------------------------------------
// The report.

interface Row {
  what: string;
  figure: string;
  goal: string;
  met: boolean | undefined;
}

export class Report {
  readonly rows: Row[] = [];
  section(title: string) {
    console.log(`\n${title}`);
  }
  /** A figure and its goal; `met` undefined when the figure has no goal of its own (a floor, a reference). */
  add(what: string, figure: string, goal: string, met: boolean | undefined) {
    this.rows.push({ what, figure, goal, met });
    const verdict = met === undefined ? '' : met ? 'ok' : 'MISSED';
    console.log(`  ${what.padEnd(52)} ${figure.padStart(12)}   ${goal.padEnd(16)} ${verdict}`);
  }
  get missed(): Row[] {
    return this.rows.filter((row) => row.met === false);
  }
}

const ms = (value: number) => `${Math.round(value)} ms`;
const mb = (value: number) => `${Math.round(value)} MB`;
const ratio = (value: number) => `${value.toFixed(3)}×`;
const spread = ([low, high]: [number, number]) => `${low.toFixed(2)}–${high.toFixed(2)}×`;

// ---------------------------------------------------------------------------------------------------
// The parts.

function benchBundles(report: Report, clientDir: string) {
  report.section('JavaScript before first paint (gzip)');
  for (const [page, routeFile] of BUDGETED_PAGES) {
    const { totalBytes } = firstPaintJs(clientDir, routeFile);
    report.add(page, `${kb(totalBytes)} KB`, `≤ ${JS_BUDGET_KB} KB`, totalBytes <= JS_BUDGET_KB * KB);
    report.add(`${page} to its content`, `${kb(contentJs(clientDir, routeFile).totalBytes)} KB`, '', undefined);
  }
}

/** An API read the bench loads, with its goals. */
interface Endpoint {
  name: string;
  path: string;
  /** Its throughput through the app's one way in (docs/decisions/059), as a share of the bare hello's, at least. */
  goal: number;
  /**
   * For a public list nginx keeps (deploy/nginx.conf): its throughput through nginx from its cache, as a
   * share of the same nginx serving the same bytes as a static file, at least.
   */
  throughNginx?: number;
}

const ENDPOINTS: Endpoint[] = [
  { name: 'Healthcheck', path: '/api/v1/Healthcheck', goal: 0.35 },
  { name: 'Trades', path: '/api/v1/Trades', goal: 0.35, throughNginx: 0.75 },
  { name: 'Memberships', path: '/api/v1/Memberships/get-available', goal: 0.35, throughNginx: 0.75 },
  { name: 'Storage listings', path: '/api/v1/StorageUnitListings', goal: 0.35, throughNginx: 0.75 },
  { name: 'Contractors', path: '/api/v1/Contractors', goal: 0.35, throughNginx: 0.75 },
];

/**
 * How each endpoint's throughput is set beside the hello's (`throughputShare`): three pairs of a server
 * and a hello started together, each warmed up, then 3 rounds of the endpoint and 4 of the hello in
 * turns, 1 s each. On these machines one second's share of one endpoint was seen anywhere from 0.50 to
 * 0.79 within a minute, as the hello itself went from 43,000 to 70,000 requests a second, and one
 * process's figure a fifth from another's: the median of nine rounds from three pairs is the server's,
 * not one process's (docs/performance.md, "How the bench measures").
 */
const SHARE_ROUNDS = { full: { pairs: 3, rounds: 3, seconds: 1, warmSeconds: 3 }, quick: { pairs: 1, rounds: 1, seconds: 1, warmSeconds: 1 } };

/**
 * One server on `target` serves every endpoint in turn, at full speed and then at half of that, as one
 * in service would: its start-up, its memory and its latency. With `record`, each endpoint's answer is
 * recorded for a replay (`startBareReplay`); the caller removes them.
 */
async function benchServerInService(report: Report, target: { dataDir: string; databaseUrl?: string }, quick: boolean, record: boolean) {
  const { startServer, recordAnswer, load, rssMb } = await import('./bench-api');
  const seconds = quick ? 1 : 5;
  const answers = new Map<string, RecordedAnswer>();
  const server = await startServer(target);
  try {
    report.add('built server on existing data to healthy', ms(server.startMs), '≤ 1000 ms', server.startMs <= 1000);
    await new Promise((resolve) => setTimeout(resolve, quick ? 500 : 3000));
    const idle = rssMb(server.process.pid!);
    report.add('memory idle (RSS)', mb(idle), '≤ 200 MB', idle <= 200);
    let peak = idle;
    for (const { name, path: urlPath } of ENDPOINTS) {
      const url = `${server.url}${urlPath}`;
      const full = await load(url, { seconds, watch: server.process.pid });
      const half = await load(url, { seconds, rate: Math.max(1, Math.floor(full.rps / 2)), watch: server.process.pid });
      peak = Math.max(peak, full.peakRssMb, half.peakRssMb);
      report.add(`${name}: p99 latency at half the peak`, ms(half.p99Ms), '≤ 20 ms', half.p99Ms <= 20);
      if (record) answers.set(urlPath, await recordAnswer(url));
    }
    report.add('memory under load (peak RSS)', mb(peak), '≤ 300 MB', peak <= 300);
    return answers;
  } catch (error) {
    for (const answer of answers.values()) answer.remove();
    throw error;
  } finally {
    // PGlite lets one process at a time open the data: the shares' servers start once this one stops.
    await server.stop();
  }
}

/**
 * The API's figures on one database. With `ceilings`, each endpoint's share is followed by the share of
 * a bare `node:http` server writing that endpoint's exact answer (`startBareReplay`), a reference
 * without a goal: what the answer's size leaves to any server on this machine. The database does not
 * change the bytes, so one column of them is enough.
 */
async function benchApi(report: Report, label: string, database: { databaseUrl?: string }, quick: boolean, ceilings: boolean) {
  const { startServer, startBareReplay, throughputShare, rssMb, scratchFolder, scratchDatabase, growData, missLatenciesMs } = await import('./bench-api');
  const shareRounds = SHARE_ROUNDS[quick ? 'quick' : 'full'];
  const folder = scratchFolder('bench-');
  const scratch = database.databaseUrl ? await scratchDatabase(database.databaseUrl, `bench_${process.pid}`) : undefined;
  const target = { dataDir: folder.dir, databaseUrl: scratch?.url };
  const grownFolder = scratchFolder('bench-grown-');
  let grownScratch: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
  try {
    report.section(`API on ${label}`);
    const first = await startServer(target);
    report.add('first start (migrations, demo data) to healthy', ms(first.startMs), '', undefined);
    report.add('memory after first start (RSS)', mb(rssMb(first.process.pid!)), '', undefined);
    await first.stop();

    const answers = await benchServerInService(report, target, quick, ceilings);
    try {
      // A quick run proves the shares work with the first endpoint: each costs some 12 s.
      for (const { name, path: urlPath, goal } of ENDPOINTS.slice(0, quick ? 1 : undefined)) {
        const share = await throughputShare(() => startServer(target), urlPath, shareRounds);
        report.add(`${name}: throughput vs bare node:http`, ratio(share.share), `≥ ${goal}×`, share.failures === 0 && share.share >= goal);
        if (!quick) report.add(`${name}: lowest and highest round`, spread(share.spread), '', undefined);
        const answer = answers.get(urlPath);
        if (answer) report.add(`${name}: bare node:http sending its bytes`, ratio((await throughputShare(() => startBareReplay(answer), urlPath, shareRounds)).share), '', undefined);
      }
    } finally {
      for (const answer of answers.values()) answer.remove();
    }
    // nginx's cache does not depend on the database behind the app: one column of it is enough.
    if (ceilings) await benchThroughNginx(report, target, quick);

    // Distinct addresses (every read a cache miss) of pages the demo data fills (15 contractors, 13
    // listings): the same rows are read on the demo data and on a grown copy of it, from two servers
    // just started and running side by side, read in turns, so that the ratio is what the data's
    // growth costs and not what the machine did between two measurements.
    const reads = quick ? 5 : 40;
    const pageOf = (i: number) => `Page=${(i % 2) + 1}&PerPage=${(Math.floor(i / 2) % 6) + 1}&OrderByDirection=${Math.floor(i / 12) % 2 ? 'desc' : 'asc'}`;
    const contractorsPage = (i: number) => `/Contractors?${pageOf(i)}&OrderBy=${Math.floor(i / 24) % 2 ? 'rating' : 'businessName'}`;
    const listingsPage = (i: number) => `/StorageUnitListings?${pageOf(i)}&OrderBy=${Math.floor(i / 24) % 2 ? 'monthlyPrice' : 'title'}`;
    const extra = quick ? 300 : 10_000;
    cpSync(folder.dir, grownFolder.dir, { recursive: true });
    if (database.databaseUrl) grownScratch = await scratchDatabase(database.databaseUrl, `bench_${process.pid}_grown`, `bench_${process.pid}`);
    const grownTarget = { dataDir: grownFolder.dir, databaseUrl: grownScratch?.url };
    await growData(grownTarget, extra);
    const demo = await startServer(target);
    let grown: RunningServer | undefined;
    try {
      grown = await startServer(grownTarget);
      for (const list of ['/Contractors', '/StorageUnitListings']) {
        const { items } = (await (await fetch(`${demo.url}/api/v1${list}?Page=2&PerPage=6`)).json()) as { items: unknown[] };
        if (items.length < 6) throw new Error(`The demo data no longer fills page 2 of 6 of ${list}: the growth figures would compare unlike pages.`);
      }
      const [smallContractors, largeContractors] = await missLatenciesMs([demo.url, grown.url], contractorsPage, reads);
      const [smallListings, largeListings] = await missLatenciesMs([demo.url, grown.url], listingsPage, reads);
      const contractorsGrowth = largeContractors! / smallContractors!;
      const listingsGrowth = largeListings! / smallListings!;
      report.add(`contractors list, +${extra} rows vs demo size (uncached)`, ratio(contractorsGrowth), '≤ 1.5×', contractorsGrowth <= 1.5);
      report.add(`storage list, +${extra} rows vs demo size (uncached)`, ratio(listingsGrowth), '≤ 1.5×', listingsGrowth <= 1.5);
    } finally {
      await Promise.all([demo.stop(), grown?.stop()]);
    }
  } finally {
    await grownScratch?.drop();
    await scratch?.drop();
    grownFolder.remove();
    folder.remove();
  }
}

/** Goals of the signed-in work, as shares of the bare hello's throughput, and at half of each one's peak. */
const SIGNED_IN_GOALS = { read: 0.05, write: 0.005, p99Ms: 25, growth: 1.2 };

/**
 * What signed-in customers and contractors do, on `database`: every read and write as a share of a
 * bare hello's throughput and its p99 at half its peak, on the data grown to five years
 * (scripts/grow-data.ts); and each read's cost there against its cost on the demo data, for users of
 * the size most have and for the busiest customer and contractor. Every request carries the token of
 * one of many users (scripts/bench-signed-in.ts).
 */
async function benchSignedIn(report: Report, label: string, database: { databaseUrl?: string }, quick: boolean) {
  const { startServer, startBareHello, throughputShare, load, scratchFolder, scratchDatabase, median } = await import('./bench-api');
  const { grownCopy, scratchCopyOf, GROWTH_SIZES } = await import('./grow-data');
  const signedIn = await import('./bench-signed-in');
  const size = GROWTH_SIZES[quick ? 'quick' : 'full'];
  report.section(`Signed in on ${label}: ${size.customers} customers, ${size.contractors} contractors, ${size.jobs} jobs (five years) against the demo data`);
  const copy = await grownCopy(size, database.databaseUrl);
  report.add(`five-year data ${copy.built ? 'built' : 'kept, built once'} in`, `${Math.round(copy.builtSeconds)} s`, '', undefined);
  const demoFolder = scratchFolder('bench-demo-');
  const grownFolder = scratchFolder('bench-five-years-');
  const pid = process.pid;
  const demoDatabase = database.databaseUrl ? await scratchDatabase(database.databaseUrl, `bench_${pid}_demo`) : undefined;
  const grown = await scratchCopyOf(copy, grownFolder.dir, database.databaseUrl ? (template) => scratchDatabase(database.databaseUrl!, `bench_${pid}_five`, template) : undefined);
  const demoTarget = { dataDir: demoFolder.dir, databaseUrl: demoDatabase?.url };
  try {
    await (await startServer(demoTarget)).stop();
    const demoUsers = await signedIn.prepareSignedIn(demoTarget);
    const grownUsers = await signedIn.prepareSignedIn(grown.target);
    report.add('users whose tokens the reads carry', `${grownUsers.customers.length} + ${grownUsers.contractors.length}`, '', undefined);
    const reads = (users: typeof grownUsers) => [...signedIn.customerReads(users.customers), ...signedIn.contractorReads(users.contractors)];
    const maker = (traffic: ReturnType<typeof reads>[number], users: typeof grownUsers) => signedIn.autocannonRequest(traffic, users.tokens);
    const shareRounds = SHARE_ROUNDS[quick ? 'quick' : 'full'];
    // A quick run proves the loads work with one customer's and one contractor's read, so that `npm
    // test` does not wait for a pair of processes per read.
    const loaded = (all: ReturnType<typeof reads>) => (quick ? [all[0]!, all[signedIn.customerReads(grownUsers.customers).length]!] : all);

    // Throughput against the hello, from servers and hellos started in pairs, on the five-year data.
    for (const traffic of loaded(reads(grownUsers))) {
      await signedIn.signTokens(grownUsers);
      const share = await throughputShare(() => startServer(grown.target), '/', { ...shareRounds, request: maker(traffic, grownUsers) });
      const { read } = SIGNED_IN_GOALS;
      report.add(`${traffic.name}: throughput vs bare node:http`, ratio(share.share), `≥ ${read}×`, share.failures === 0 && share.share >= read);
      if (!quick) report.add(`  lowest and highest round`, spread(share.spread), '', undefined);
      if (share.failures) report.add(`  answers not 2xx`, String(share.failures), 'none', false);
    }

    // What the data's growth costs each read: the demo data and the five-year copy served side by side,
    // read in turns, one request at a time (before the writes below change the copy). The demo data's
    // contractors have a few assignments and most inbox views none, so a full run also reads a copy
    // grown to the quick size, where the busiest customer's and contractor's longer lists fill a page
    // as at five years: what the data's size costs a page apart from how many items it shows (each
    // such line says how many the two pages showed).
    const smallFolder = quick ? undefined : scratchFolder('bench-small-');
    const smallCopy =
      smallFolder &&
      (await scratchCopyOf(await grownCopy(GROWTH_SIZES.quick, database.databaseUrl), smallFolder.dir, database.databaseUrl ? (template) => scratchDatabase(database.databaseUrl!, `bench_${pid}_small`, template) : undefined));
    const servers: Awaited<ReturnType<typeof startServer>>[] = [];
    try {
      const smallUsers = smallCopy && (await signedIn.prepareSignedIn(smallCopy.target));
      const serving = async (target: typeof demoTarget) => {
        const server = await startServer(target);
        servers.push(server);
        return server;
      };
      const demoServer = await serving(demoTarget);
      const grownServer = await serving(grown.target);
      const smallServer = smallCopy && (await serving(smallCopy.target));
      await Promise.all([demoUsers, grownUsers, smallUsers].map((users) => users && signedIn.signTokens(users)));
      const busiestOf = (users: typeof grownUsers) => ({ ...users, customers: [users.busiestCustomer], contractors: [users.busiestContractor] });
      // The two copies are set side by side with the contractors whose lists fill a page: the grown
      // ones, where the demo's have an assignment or two and are a larger share of the smaller copy's.
      const withFullLists = (users: typeof grownUsers) => ({ ...users, contractors: users.contractors.filter((c) => c.assignments >= DEFAULT_PER_PAGE) });
      type Side = { users: typeof grownUsers; url: string };
      const sides: Record<'demo' | 'typical' | 'heaviest', Side> & Partial<Record<'smallTypical' | 'smallHeaviest' | 'typicalWithFullLists', Side>> = {
        demo: { users: demoUsers, url: demoServer.url },
        typical: { users: grownUsers, url: grownServer.url },
        heaviest: { users: busiestOf(grownUsers), url: grownServer.url },
        ...(smallUsers &&
          smallServer && {
            smallTypical: { users: withFullLists(smallUsers), url: smallServer.url },
            smallHeaviest: { users: busiestOf(smallUsers), url: smallServer.url },
            typicalWithFullLists: { users: withFullLists(grownUsers), url: grownServer.url },
          }),
      };
      const named = Object.entries(sides).map(([name, side]) => ({ name: name as keyof typeof sides, ...side, reads: reads(side.users) }));
      const count = quick ? 5 : 60;
      const timeOf = async (baseUrl: string, request: ReturnType<typeof maker>) => {
        const { method, path: urlPath, headers } = request()!;
        const started = performance.now();
        const response = await fetch(`${baseUrl}${urlPath}`, { method, headers });
        const body = await response.text();
        if (!response.ok) throw new Error(`${urlPath} answered ${response.status}`);
        return { ms: performance.now() - started, body };
      };
      /** How many items a list's answer shows, for pages that differ in that. */
      const itemsOf = (body: string) => (JSON.parse(body) as { items?: unknown[] }).items?.length;
      const { growth } = SIGNED_IN_GOALS;
      /** The same request asking for a page of `perPage` items. */
      const shortened = (request: ReturnType<typeof maker>, perPage: number): ReturnType<typeof maker> => () => {
        const made = request()!;
        return { ...made, path: `${made.path}${made.path.includes('?') ? '&' : '?'}PerPage=${perPage}` };
      };
      for (const [i, traffic] of named[0]!.reads.entries()) {
        const runs = named.map((side) => ({ ...side, request: maker(side.reads[i]!, side.users), items: undefined as number | undefined, times: [] as number[] }));
        const run = (name: keyof typeof sides) => runs.find((r) => r.name === name);
        for (const r of runs) r.items = itemsOf((await timeOf(r.url, r.request)).body);
        // Where the smaller copy's busiest user has fewer items than a page (an inbox view of open
        // work), the busiest five-year user's page is asked for as many, so that the line sets the
        // data's size against itself and not a full page against a short one.
        const heaviestItems = run('heaviest')!.items;
        const smallHeaviestItems = run('smallHeaviest')?.items;
        const busiestPage = heaviestItems !== undefined && smallHeaviestItems !== undefined && smallHeaviestItems > 0 && smallHeaviestItems < heaviestItems ? smallHeaviestItems : undefined;
        if (busiestPage !== undefined) run('heaviest')!.request = shortened(run('heaviest')!.request, busiestPage);
        for (let n = 0; n < count; n++) {
          for (const r of runs) r.times.push((await timeOf(r.url, r.request)).ms);
        }
        const medianOf = (name: keyof typeof sides) => {
          const r = run(name);
          return r && median(r.times);
        };
        const [demo, typical, heaviest] = [medianOf('demo')!, medianOf('typical')!, medianOf('heaviest')!];
        const [smallTypical, smallHeaviest, typicalWithFullLists] = [medianOf('smallTypical'), medianOf('smallHeaviest'), medianOf('typicalWithFullLists')];
        const isCustomer = i < signedIn.customerReads(demoUsers.customers).length;
        const busiest = isCustomer ? `customer with ${size.busiestCustomerJobs} jobs` : `contractor with ${size.busiestContractorAssignments} assignments`;
        report.add(`${traffic.name}: five years vs demo`, ratio(typical / demo), `≤ ${growth}×`, typical / demo <= growth);
        report.add(`  the ${busiest}`, ratio(heaviest / demo), `≤ ${growth}×`, heaviest / demo <= growth);
        report.add(`  median on the demo data`, `${demo.toFixed(1)} ms`, '', undefined);
        if (smallTypical !== undefined && smallHeaviest !== undefined && typicalWithFullLists !== undefined) {
          const whose = isCustomer ? '' : ', contractors with a page';
          report.add(`  five years vs a copy of ${GROWTH_SIZES.quick.jobs} jobs${whose}`, ratio(typicalWithFullLists / smallTypical), `≤ ${growth}×`, typicalWithFullLists / smallTypical <= growth);
          const shown = heaviestItems === undefined ? '' : busiestPage === undefined ? ` (${heaviestItems} items vs ${smallHeaviestItems})` : ` (${busiestPage} items of ${heaviestItems} vs ${smallHeaviestItems})`;
          report.add(`  the busiest ${isCustomer ? 'customer' : 'contractor'} of each${shown}`, ratio(heaviest / smallHeaviest), `≤ ${growth}×`, heaviest / smallHeaviest <= growth);
        }
      }
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
      await smallCopy?.drop();
      smallFolder?.remove();
    }

    // p99 at half the peak, and the writes, on one server in service.
    const seconds = quick ? 1 : 5;
    const server = await startServer(grown.target);
    let hello: Awaited<ReturnType<typeof startBareHello>> | undefined;
    try {
      for (const traffic of loaded(reads(grownUsers))) {
        await signedIn.signTokens(grownUsers);
        const request = maker(traffic, grownUsers);
        const full = await load(server.url, { seconds, request });
        const half = await load(server.url, { seconds, rate: Math.max(1, Math.floor(full.rps / 2)), request });
        report.add(`${traffic.name}: p99 at half the peak`, ms(half.p99Ms), `≤ ${SIGNED_IN_GOALS.p99Ms} ms`, half.rps > 0 && half.failures === 0 && half.p99Ms <= SIGNED_IN_GOALS.p99Ms);
      }
      hello = await startBareHello();
      await signedIn.signTokens(grownUsers);
      const slots = await signedIn.freeSlotsOf(server.url, grownUsers);
      // Each write works on records of its own, so it is loaded for a number of requests, not seconds.
      const amount = quick ? 4 : 150;
      for (const traffic of signedIn.morningWrites(grownUsers, slots)) {
        const request = maker(traffic, grownUsers);
        await load(server.url, { seconds: 60, amount: Math.ceil(amount / 5), request });
        const shares: number[] = [];
        let failures = 0;
        const kinds: string[] = [];
        let before = (await load(hello.url, { seconds: 1 })).rps;
        for (let round = 0; round < shareRounds.rounds; round++) {
          const write = await load(server.url, { seconds: 60, amount, request });
          const after = (await load(hello.url, { seconds: 1 })).rps;
          shares.push(write.rps / ((before + after) / 2));
          failures += write.failures;
          if (write.failureKinds) kinds.push(write.failureKinds);
          before = after;
        }
        const share = median(shares);
        const peak = Math.max(1, Math.floor(share * before));
        const half = await load(server.url, { seconds: 60, amount, rate: Math.max(1, Math.floor(peak / 2)), request });
        failures += half.failures;
        if (half.failureKinds) kinds.push(half.failureKinds);
        const { write } = SIGNED_IN_GOALS;
        report.add(`${traffic.name}: throughput vs bare node:http`, ratio(share), `≥ ${write}×`, failures === 0 && share >= write);
        report.add(`${traffic.name}: p99 at half the peak`, ms(half.p99Ms), `≤ ${SIGNED_IN_GOALS.p99Ms} ms`, half.rps > 0 && half.p99Ms <= SIGNED_IN_GOALS.p99Ms);
        if (failures) report.add(`${traffic.name}: answers not 2xx (${kinds.join('; ')})`, String(failures), 'none', false);
      }
    } finally {
      await Promise.all([server.stop(), hello?.stop()]);
    }
  } finally {
    await grown.drop();
    await demoDatabase?.drop();
    grownFolder.remove();
    demoFolder.remove();
  }
}

/**
 * The public lists through nginx with the shipped configuration, from its cache, against the same nginx
 * serving the same bytes as a static file (`proxyCacheShare`); a quick run loads the first only.
 */
async function benchThroughNginx(report: Report, target: { dataDir: string; databaseUrl?: string | undefined }, quick: boolean) {
  const { startServer, proxyCacheShare } = await import('./bench-api');
  const { rounds, seconds, warmSeconds } = SHARE_ROUNDS[quick ? 'quick' : 'full'];
  const lists = ENDPOINTS.filter((endpoint) => endpoint.throughNginx !== undefined).slice(0, quick ? 1 : undefined);
  const server = await startServer(target);
  try {
    for (const { name, path: urlPath, throughNginx: goal } of lists) {
      const share = await proxyCacheShare(server, urlPath, { rounds: rounds * (quick ? 1 : 3), seconds, warmSeconds });
      report.add(`${name}: through nginx from its cache vs a static file`, ratio(share.share), `≥ ${goal}×`, share.failures === 0 && share.share >= goal!);
      if (!quick) report.add(`${name}: lowest and highest round`, spread(share.spread), '', undefined);
    }
  } finally {
    await server.stop();
  }
}

/** `npm start` on a current build and existing data, to healthy: what a developer waits for. */
async function benchNpmStart(report: Report) {
  const { startServer, scratchFolder } = await import('./bench-api');
  const folder = scratchFolder('bench-start-');
  try {
    // The first start makes the data folder; the second is the one a developer repeats.
    await (await startServer({ dataDir: folder.dir })).stop();
    const npm = await startServer({ dataDir: folder.dir, command: ['npm', 'start', '--silent'] });
    await npm.stop();
    report.add('npm start, build current, to healthy', ms(npm.startMs), '≤ 2000 ms', npm.startMs <= 2000);
  } finally {
    folder.remove();
  }
}

/** The server's memory while it decodes a burst of the largest photos it takes (scripts/bench-photos.ts). */
async function benchPhotoBurst(report: Report, quick: boolean) {
  const { photoBurst, UPLOADS_AT_ONCE } = await import('./bench-photos');
  report.section('Photo uploads');
  const burst = await photoBurst(quick ? 1000 : 5000);
  console.log(`  (each a ${burst.megapixels.toFixed(1)}-megapixel PNG of ${Math.round(burst.pngKilobytes)} KB, the largest photo taken)`);
  report.add('memory before the uploads (RSS)', mb(burst.idleMb), '', undefined);
  report.add(`memory under ${UPLOADS_AT_ONCE} photo uploads at once (peak RSS)`, mb(burst.peakMb), '≤ 300 MB', burst.refused === 0 && burst.peakMb <= 300);
  report.add('memory once they are stored (RSS)', mb(burst.afterMb), '≤ 300 MB', burst.afterMb <= 300);
  if (burst.refused) console.log(`  ${burst.refused} of ${UPLOADS_AT_ONCE} uploads were not taken (201): the figure above is of fewer decodes.`);
}

type MeasurePage = (url: string, options?: () => Promise<Omit<MeasureOptions, 'throttle'>>) => Promise<PageMetrics>;

/** A page's LCP, TBT and CLS beside their goals. */
function addPageFigures(report: Report, page: string, m: PageMetrics, lcpGoalMs: number) {
  report.add(`${page}: LCP`, ms(m.lcpMs), `≤ ${lcpGoalMs} ms`, m.lcpMs > 0 && m.lcpMs <= lcpGoalMs);
  report.add(`${page}: TBT`, ms(m.tbtMs), '≤ 200 ms', m.tbtMs <= 200);
  report.add(`${page}: CLS`, m.cls.toFixed(3), '≤ 0.1', m.cls <= 0.1);
}

/** The signed-in pages' content: a list's cards, once no list is on its way. */
const CARDS_SHOWN = (link: string) => `document.querySelector('article ${link}') !== null && document.querySelector('[aria-busy="true"]') === null`;

/**
 * The pages with the data, on a server started on a copy of the five-year data (scripts/grow-data.ts):
 * My Job Requests and one job's page signed in as the customer with the most jobs, the browser holding
 * their tokens as the app keeps them, and the public contractor list at that size. Each load is
 * measured once the page shows its data (the list's cards, the job's own heading), not its frame.
 */
async function benchPagesAtFiveYears(report: Report, measure: MeasurePage, quick: boolean) {
  const { startServer, scratchFolder } = await import('./bench-api');
  const { grownCopy, scratchCopyOf, GROWTH_SIZES } = await import('./grow-data');
  const { busiestCustomerSession, signPageTokens } = await import('./bench-signed-in');
  const size = GROWTH_SIZES[quick ? 'quick' : 'full'];
  report.section(`Pages at five years (${size.jobs} jobs, ${size.contractors} more contractors), signed in as the customer with ${size.busiestCustomerJobs} jobs`);
  const copy = await grownCopy(size);
  report.add(`five-year data ${copy.built ? 'built' : 'kept, built once'} in`, `${Math.round(copy.builtSeconds)} s`, '', undefined);
  const folder = scratchFolder('bench-pages-five-years-');
  try {
    const grown = await scratchCopyOf(copy, folder.dir);
    const session = await busiestCustomerSession(grown.target);
    const server = await startServer(grown.target);
    try {
      const signedIn = (ready: string) => async () => {
        const { token, refreshToken } = await signPageTokens(session);
        // A returning customer's browser, as the app leaves it: the tokens, and what it learned of the account (decision 096).
        const account = JSON.stringify({ isSignedUp: true, userType: 'Consumer' });
        return { storage: { [ACCESS_TOKEN_KEY]: token, [REFRESH_TOKEN_KEY]: refreshToken, [KNOWN_ACCOUNT_KEY]: account }, ready };
      };
      const jobHeading = `document.querySelector('h1')?.textContent === ${JSON.stringify(session.job.name)}`;
      addPageFigures(report, '/job-requests, signed in', await measure(`${server.url}/job-requests`, signedIn(CARDS_SHOWN('a[href^="/job-requests/"]'))), 1500);
      addPageFigures(report, '/job-requests/{id}, signed in', await measure(`${server.url}/job-requests/${session.job.id}`, signedIn(jobHeading)), 1500);
      addPageFigures(report, '/contractors at five years', await measure(`${server.url}/contractors`, async () => ({ ready: CARDS_SHOWN('h2') })), 1500);
    } finally {
      await server.stop();
    }
  } finally {
    folder.remove();
  }
}

/** Lighthouse runs per page in a full bench: its score strays by a few points between runs (96, 94, 97 on one page). */
const LIGHTHOUSE_RUNS = 3;

async function benchPages(report: Report, quick: boolean) {
  const { startServer, scratchFolder } = await import('./bench-api');
  const { buildFloor, launchBrowser, lighthouseFigures, measurePage, medianOf, serveFolder, CPU_SLOWDOWN } = await import('./bench-pages');
  report.section(`Pages in Chromium${quick ? ' (quick: no throttling, one load each)' : `, ${CPU_SLOWDOWN}× CPU slow-down and Fast 4G, median of 3 loads`}`);
  const folder = scratchFolder('bench-pages-');
  const floorDir = path.join(folder.dir, 'floor');
  await buildFloor(floorDir);
  const floor = await serveFolder(floorDir);
  const server = await startServer({ dataDir: path.join(folder.dir, 'data') });
  const browser = await launchBrowser();
  try {
    const runs = quick ? 1 : 3;
    // Each load's options are made afresh (a signed-in load's access token is signed for it).
    const measure: MeasurePage = (url, options = async () => ({})) => medianOf(runs, async () => measurePage(browser, url, { throttle: !quick, ...(await options()) }));
    const hello = await measure(floor.url);
    report.add('React + Router hello page: LCP (the floor)', ms(hello.lcpMs), '', undefined);
    const pages = quick ? ['/'] : ['/', '/service', '/contractors', '/book-service'];
    for (const page of pages) addPageFigures(report, page, await measure(`${server.url}${page}`), page === '/contractors' ? 1500 : 1200);
    await benchPagesAtFiveYears(report, measure, quick);
    report.section(`Lighthouse, mobile (its own simulated Slow 4G and 4× CPU)${quick ? ', quick: one run' : `, median of ${LIGHTHOUSE_RUNS} runs`}`);
    for (const page of pages) {
      const { score, tbtMs } = await medianOf(quick ? 1 : LIGHTHOUSE_RUNS, () => lighthouseFigures(browser, `${server.url}${page}`));
      report.add(`${page}: performance score`, String(score), '≥ 95', score >= 95);
      report.add(`${page}: TBT`, ms(tbtMs), '≤ 200 ms', tbtMs <= 200);
    }
  } finally {
    // The server leads a process group of its own and outlives the bench unless it is stopped, so it
    // is stopped even when closing the browser fails.
    try {
      await browser.close();
    } finally {
      await server.stop();
      floor.server.close();
      folder.remove();
    }
  }
}

/** What a bare `node:http` hello, which the API's throughput is set beside (`throughputShare`), answers on this machine. */
async function benchFloorApi(report: Report, quick: boolean) {
  const { startBareHello, load } = await import('./bench-api');
  const bare = await startBareHello();
  try {
    const { rps } = await load(bare.url, { seconds: quick ? 1 : 5 });
    report.section('Floor');
    report.add('bare node:http JSON hello', `${Math.round(rps)} req/s`, '', undefined);
  } finally {
    // Its own process group outlives the bench unless it is stopped.
    await bare.stop();
  }
}

/** 1,000 slow connections from one address against the built server, and another address's health checks meanwhile. */
async function benchSlowConnections(report: Report, quick: boolean) {
  const { startServer, scratchFolder } = await import('./bench-api');
  const { slowConnectionsAttack } = await import('./bench-connections');
  const folder = scratchFolder('bench-connections-');
  const server = await startServer({ dataDir: folder.dir });
  try {
    report.section('Connections under attack (docs/decisions/067)');
    const { held, p99Ms } = await slowConnectionsAttack(server.url, quick ? 50 : 500);
    report.add('slow connections one address holds, of 1,000 opened', String(held), '≤ 64 (MAX_CONNECTIONS_PER_ADDRESS)', held <= 64);
    report.add('health check from another address meanwhile: p99', ms(p99Ms), '≤ 100 ms', p99Ms <= 100);
  } finally {
    await server.stop();
    folder.remove();
  }
}

async function main() {
  const quick = process.argv.includes('--quick');
  const clientDir = projectPath('dist/client');
  if (!existsSync(path.join(clientDir, '.vite', 'manifest.json')) || !existsSync(projectPath('dist/server/main.js'))) {
    console.error('There is no build in dist/: run `npm run bench`, which builds first.');
    process.exit(1);
  }
  const report = new Report();
  console.log(`npm run bench${quick ? ' --quick (proves the bench works; figures are not judged)' : ''}, ${new Date().toISOString()}`);
  benchBundles(report, clientDir);
  // `--signed-in` runs the signed-in part alone (with the hello), `--pages` the pages in Chromium
  // alone, for working on them; `--postgres-only` leaves PGlite out of the API parts.
  const signedInOnly = process.argv.includes('--signed-in');
  const pagesOnly = process.argv.includes('--pages');
  const onPglite = !(process.argv.includes('--postgres-only') && process.env.DATABASE_URL);
  if (!pagesOnly) {
    await benchFloorApi(report, quick);
    if (!signedInOnly && onPglite) await benchApi(report, 'PGlite (embedded)', {}, quick, true);
    if (onPglite) await benchSignedIn(report, 'PGlite (embedded)', {}, quick);
    if (process.env.DATABASE_URL) {
      if (!signedInOnly) await benchApi(report, 'PostgreSQL (DATABASE_URL)', { databaseUrl: process.env.DATABASE_URL }, quick, false);
      await benchSignedIn(report, 'PostgreSQL (DATABASE_URL)', { databaseUrl: process.env.DATABASE_URL }, quick);
    }
  }
  if (!signedInOnly && !pagesOnly) {
    await benchSlowConnections(report, quick);
    report.section('Start-up');
    await benchNpmStart(report);
    await benchPhotoBurst(report, quick);
  }
  if (!signedInOnly) await benchPages(report, quick);

  const missed = report.missed;
  console.log(`\n${report.rows.length} figures, ${missed.length} goal${missed.length === 1 ? '' : 's'} missed${missed.length ? `: ${missed.map((m) => `${m.what} ${m.figure} (goal ${m.goal})`).join('; ')}` : ''}.`);
  // Child processes, sockets and the browser are closed; a keep-alive socket must not hold the exit.
  process.exit(missed.length && !quick ? 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
