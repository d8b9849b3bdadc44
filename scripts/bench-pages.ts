/**
 * The browser side of `npm run bench`: pages loaded in Debian's Chromium (playwright-core) as a
 * mid-range phone on a mobile network sees them, 4× CPU slow-down and Fast 4G, measured with the
 * browser's own performance entries: Largest Contentful Paint, Cumulative Layout Shift and Total
 * Blocking Time (long tasks after the first paint, each past 50 ms).
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { type Browser, chromium } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM_ARGS } from '../tests/e2e/global-setup';
import { projectPath } from '../server/lib/project-path';

/** Chrome DevTools' "Fast 4G" preset, in the units of the DevTools protocol. */
export const FAST_4G = { latency: 60, downloadThroughput: (9 * 1024 * 1024) / 8, uploadThroughput: (1.5 * 1024 * 1024) / 8 };
export const CPU_SLOWDOWN = 4;

export interface PageMetrics {
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

/** Collects the entries from the first byte on, before any script of the page runs. */
const OBSERVE = () => {
  const w = window as unknown as { __bench: { lcp: number; cls: number; fcp: number; longTasks: { start: number; duration: number }[] } };
  w.__bench = { lcp: 0, cls: 0, fcp: 0, longTasks: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__bench.lcp = Math.max(w.__bench.lcp, entry.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) w.__bench.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') w.__bench.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
};

export async function launchBrowser(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) throw new Error(`Chromium is not at ${executablePath}: apt-get install -y chromium (or set CHROMIUM_PATH).`);
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

/** Loads `url` in a fresh, throttled tab and measures it once the page has been quiet for a while. */
export async function measurePage(browser: Browser, url: string, options: { throttle: boolean }): Promise<PageMetrics> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2.6, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE);
    if (options.throttle) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...FAST_4G });
    }
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => {});
    // Under a CPU slow-down the network can be idle long before the page has rendered its content,
    // and an LCP read then is no LCP at all: wait for the page's heading and a recorded LCP first.
    await page.locator('h1').first().waitFor({ state: 'visible', timeout: 60_000 });
    await page.waitForFunction(() => (window as unknown as { __bench: { lcp: number } }).__bench.lcp > 0, undefined, { timeout: 60_000 });
    await page.waitForTimeout(1500);
    const raw = await page.evaluate(() => (window as unknown as { __bench: { lcp: number; cls: number; fcp: number; longTasks: { start: number; duration: number }[] } }).__bench);
    const tbt = raw.longTasks.filter((t) => t.start >= raw.fcp).reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
    return { lcpMs: raw.lcp, cls: raw.cls, tbtMs: tbt };
  } finally {
    await context.close();
  }
}

/** The median of `runs` measurements of one page, figure by figure. */
export async function medianOf(runs: number, measure: () => Promise<PageMetrics>): Promise<PageMetrics> {
  const all: PageMetrics[] = [];
  for (let i = 0; i < runs; i++) all.push(await measure());
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return { lcpMs: median(all.map((m) => m.lcpMs)), cls: median(all.map((m) => m.cls)), tbtMs: median(all.map((m) => m.tbtMs)) };
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
