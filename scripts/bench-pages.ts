/**
 * The browser side of `npm run bench`: pages loaded in Debian's Chromium as a mid-range phone on a
 * mobile network sees them, 4× CPU slow-down and Fast 4G, measured with the browser's own performance
 * entries: Largest Contentful Paint, Cumulative Layout Shift and Total Blocking Time (long tasks after
 * the first paint, each past 50 ms). Lighthouse's audit of the same pages runs in the same browser.
 *
 * The browser is driven over the DevTools protocol without its Runtime domain, as no phone's browser
 * has a debugger attached: with it, V8 records a stack trace with source positions for every `Error`
 * a script creates, and React DOM creates five as it is evaluated, which makes its first task some
 * 150 ms longer at 4× than a visitor's (docs/performance.md, "How the bench measures"). Playwright enables Runtime on every page
 * it drives, so it is not used here; the end-to-end tests keep it.
 */
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import react from '@vitejs/plugin-react';
import CDP from 'chrome-remote-interface';
import { build } from 'vite';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/e2e/global-setup';
import { projectPath } from '../server/project-path';
import { median } from './bench-api';

/** Chrome DevTools' "Fast 4G" preset, in the units of the DevTools protocol. */
export const FAST_4G = { latency: 60, downloadThroughput: (9 * 1024 * 1024) / 8, uploadThroughput: (1.5 * 1024 * 1024) / 8 };
export const CPU_SLOWDOWN = 4;

export interface PageMetrics {
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

interface Observed {
  lcp: number;
  cls: number;
  fcp: number;
  longTasks: { start: number; duration: number }[];
}

/** Collects the entries from the first byte on, before any script of the page runs. */
const OBSERVE = () => {
  const observed: Observed = { lcp: 0, cls: 0, fcp: 0, longTasks: [] };
  (window as unknown as { __bench: Observed }).__bench = observed;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) observed.lcp = Math.max(observed.lcp, entry.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) observed.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') observed.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) observed.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
};

/** A Chromium of its own, with a DevTools port, and a protocol client on the browser's own target. */
export interface BenchBrowser {
  port: number;
  client: CDP.Client;
  close(): Promise<void>;
}

export async function launchBrowser(): Promise<BenchBrowser> {
  const executablePath = chromiumPath();
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-chromium-'));
  // --no-sandbox as Playwright passes it: these machines run as root, where Chromium's sandbox will not start.
  // In a process group of its own, so that its helper processes can be stopped with it (`close`).
  const chromium = spawn(executablePath, [...CHROMIUM_ARGS, '--no-sandbox', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: 'ignore',
    detached: true,
  });
  const exited = new Promise<void>((resolve) => chromium.once('exit', () => resolve()));
  const stopGroup = (name: NodeJS.Signals) => {
    try {
      process.kill(-chromium.pid!, name);
    } catch {}
  };
  const close = async () => {
    if (chromium.exitCode === null && chromium.signalCode === null) stopGroup('SIGTERM');
    await exited;
    // Its helper processes (renderers, the GPU and network services) could go on writing to the
    // profile after the browser process had gone, and its removal then failed (ENOTEMPTY) after a
    // run of Lighthouse: they are stopped first, and the removal is still retried for a moment.
    stopGroup('SIGKILL');
    rmSync(profile, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 });
  };
  try {
    // Chromium writes the port it chose and its browser target's path, a line each, once it listens.
    const activePort = path.join(profile, 'DevToolsActivePort');
    const written = () => (existsSync(activePort) ? /^(\d+)\n(\/devtools\/browser\/\S+)/.exec(readFileSync(activePort, 'utf8')) : null);
    let found = written();
    for (let waited = 0; !found; waited += 100, found = written()) {
      if (chromium.exitCode !== null || waited > 30_000) throw new Error(`Chromium did not open its DevTools port (${executablePath}).`);
      await sleep(100);
    }
    const port = Number(found[1]);
    const client = await CDP({ port, target: found[2]!, local: true });
    return {
      port,
      client,
      close: async () => {
        await client.close().catch(() => {});
        await close();
      },
    };
  } catch (error) {
    await close();
    throw error;
  }
}

async function evaluate<T>(page: CDP.Client, expression: string): Promise<T> {
  const { result, exceptionDetails } = await page.Runtime.evaluate({ expression, returnByValue: true });
  if (exceptionDetails) throw new Error(`${expression}: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
  return result.value as T;
}

async function within<T>(promise: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not after ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function waitUntil(page: CDP.Client, expression: string, timeoutMs: number, what: string): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; !(await evaluate<boolean>(page, expression)); await sleep(100)) {
    if (Date.now() > deadline) throw new Error(`${what}: not after ${timeoutMs} ms`);
  }
}

/** How a page is loaded and when it counts as drawn. */
export interface MeasureOptions {
  throttle: boolean;
  /**
   * Items of the page's localStorage, written before any script of the page runs: a signed-in
   * browser's tokens (src/api/token-store.ts), as the app finds them when it starts.
   */
  storage?: Record<string, string> | undefined;
  /**
   * A script expression true once the page shows its content: a page drawn from its data paints its
   * frame (and its heading) first, and LCP read then is the frame's. By default, the page's heading.
   */
  ready?: string | undefined;
}

const HEADING_SHOWN = `(document.querySelector('h1')?.getClientRects().length ?? 0) > 0`;

/** Loads `url` in a fresh, throttled tab and measures it once the page has been quiet for a while. */
export async function measurePage(browser: BenchBrowser, url: string, options: MeasureOptions): Promise<PageMetrics> {
  // A browser context of its own: no cache, cookies or storage from an earlier load.
  const { browserContextId } = await browser.client.Target.createBrowserContext({});
  try {
    const { targetId } = await browser.client.Target.createTarget({ url: 'about:blank', browserContextId });
    const page = await CDP({ port: browser.port, target: `/devtools/page/${targetId}`, local: true });
    try {
      await page.Emulation.setDeviceMetricsOverride({ width: 412, height: 823, deviceScaleFactor: 2.6, mobile: true });
      await page.Emulation.setTouchEmulationEnabled({ enabled: true });
      await page.Page.enable();
      await page.Page.addScriptToEvaluateOnNewDocument({ source: `(${OBSERVE.toString()})()` });
      if (options.storage) {
        const items = JSON.stringify(options.storage);
        await page.Page.addScriptToEvaluateOnNewDocument({ source: `for (const [key, value] of Object.entries(${items})) localStorage.setItem(key, value);` });
      }
      if (options.throttle) {
        await page.Emulation.setCPUThrottlingRate({ rate: CPU_SLOWDOWN });
        await page.Network.enable({});
        await page.Network.emulateNetworkConditions({ offline: false, ...FAST_4G });
      }
      const loaded = page.Page.loadEventFired();
      const { errorText } = await page.Page.navigate({ url });
      if (errorText) throw new Error(`${url}: ${errorText}`);
      await within(loaded, 120_000, `${url}: load event`);
      // Under a CPU slow-down the page can be loaded long before it has rendered its content, and an
      // LCP read then is no LCP at all: wait for the page's content (its heading) and a recorded LCP first.
      await waitUntil(page, `(${options.ready ?? HEADING_SHOWN}) && window.__bench.lcp > 0`, 60_000, `${url}: content and LCP`);
      // Then until no resource has finished for half a second, and a while longer for the tasks that follow.
      let finished = -1;
      for (const deadline = Date.now() + 60_000; Date.now() < deadline; await sleep(500)) {
        const now = await evaluate<number>(page, `performance.getEntriesByType('resource').length`);
        if (now === finished) break;
        finished = now;
      }
      await sleep(1500);
      const raw = await evaluate<Observed>(page, 'window.__bench');
      const tbt = raw.longTasks.filter((t) => t.start >= raw.fcp).reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
      return { lcpMs: raw.lcp, cls: raw.cls, tbtMs: tbt };
    } finally {
      await page.close();
    }
  } finally {
    await browser.client.Target.disposeBrowserContext({ browserContextId });
  }
}

/** What Lighthouse makes of a page: its mobile performance score (0–100) and its Total Blocking Time. */
export interface LighthouseFigures {
  score: number;
  tbtMs: number;
}

/** How many times Lighthouse audits a page that it fails to record before the bench gives up on it. */
const LIGHTHOUSE_ATTEMPTS = 3;

/**
 * Lighthouse's performance audit of `url` in its default configuration, a mid-range phone: a 412 px
 * screen, Slow 4G and a 4× slower CPU, simulated from an unthrottled load (its "simulate" throttling,
 * as PageSpeed Insights runs it). It opens a tab of its own in `browser`. A run that Lighthouse itself
 * failed to record (its runtime errors, such as NO_NAVSTART: "Please run Lighthouse again") is run
 * again, as it asks: on a busy machine the trace of a load is sometimes lost.
 */
export async function lighthouseFigures(browser: BenchBrowser, url: string): Promise<LighthouseFigures> {
  const { default: lighthouse } = await import('lighthouse');
  let failure = 'no result';
  for (let attempt = 1; attempt <= LIGHTHOUSE_ATTEMPTS; attempt++) {
    const result = await lighthouse(url, { port: browser.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const lhr = result?.lhr;
    const score = lhr?.categories.performance?.score;
    if (lhr && typeof score === 'number') return { score: Math.round(score * 100), tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN };
    failure = lhr?.runtimeError?.message ?? 'no result';
  }
  throw new Error(`Lighthouse gave no performance score for ${url} in ${LIGHTHOUSE_ATTEMPTS} attempts: ${failure}`);
}

/** The median of `runs` measurements of one page, figure by figure (the page's metrics, or Lighthouse's). */
export async function medianOf<T extends Record<keyof T, number>>(runs: number, measure: () => Promise<T>): Promise<T> {
  const all: T[] = [];
  for (let i = 0; i < runs; i++) all.push(await measure());
  const middle = { ...all[0]! };
  for (const key of Object.keys(middle) as (keyof T)[]) middle[key] = median(all.map((m) => m[key])) as T[keyof T];
  return middle;
}

/** Builds the React + Router hello page (scripts/bench-floor) into `outDir`. */
export async function buildFloor(outDir: string): Promise<void> {
  await build({
    root: projectPath('scripts/bench-floor'),
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });
}

/** Serves a built folder on a free port, as the app's server serves its assets (gzip aside). */
export function serveFolder(dir: string): Promise<{ url: string; server: Server }> {
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer((request, response) => {
    const wanted = path.join(dir, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = existsSync(wanted) && statSync(wanted).isFile() ? wanted : path.join(dir, 'index.html');
    response.setHeader('Content-Type', types[path.extname(file)] ?? 'application/octet-stream');
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ url: `http://127.0.0.1:${port}`, server });
    }),
  );
}
