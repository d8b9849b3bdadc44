import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { getQueryStrings } from 'hono/utils/url';
import type { AppBindings } from '../app-bindings';
import type { DatabaseHandle } from '../db/client';
import { COMPRESS_MIN_BYTES } from './compression';
import type { Logger } from './logger';
import { type AnswerBeforeRouting, completeAnswer } from './request-frame';

/**
 * The catalogue's answers (trades, plans, products, contractors, storage) held in memory, so a read
 * that changes only when an administrator, a review or the demo loader writes costs no query.
 *
 * Every catalogue table has a trigger that sends `NOTIFY catalogue_changed` (migration 0007), which
 * PostgreSQL delivers on commit to every instance listening; each drops its answers then. An instance
 * also drops them itself after any request that may have written, so the writer's own next read is
 * fresh before the notification arrives. Without a working listener nothing is kept.
 */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

/** Browsers and shared caches may keep an answer but ask again each time, cheaply, with its ETag. */
export const CATALOGUE_CACHE_CONTROL = 'public, no-cache';

interface Entry {
  body: Uint8Array<ArrayBuffer>;
  /** The body gzipped once when the answer was made, for every client that accepts it; none when small. */
  gzip: Uint8Array<ArrayBuffer> | undefined;
  etag: string;
  /** The headers of each way the answer goes out, made with it rather than by every request that reads it. */
  plainHeaders: Record<string, string>;
  gzipHeaders: Record<string, string> | undefined;
  notModifiedHeaders: Record<string, string>;
}

/** An answer as kept: its ETag, its gzip copy and its headers made now rather than by every request that reads it. */
function entryOf(text: string, contentType: string): Entry {
  const body = new Uint8Array(Buffer.from(text));
  const gzip = body.byteLength >= COMPRESS_MIN_BYTES ? new Uint8Array(gzipSync(body)) : undefined;
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  // In lower case, as `completeAnswer` takes them.
  const notModifiedHeaders: Record<string, string> = { etag, 'cache-control': CATALOGUE_CACHE_CONTROL, ...(gzip ? { vary: 'Accept-Encoding' } : {}) };
  return {
    body,
    gzip,
    etag,
    notModifiedHeaders,
    plainHeaders: { ...notModifiedHeaders, 'content-type': contentType, 'content-length': String(body.byteLength) },
    gzipHeaders: gzip && { ...notModifiedHeaders, 'content-type': contentType, 'content-length': String(gzip.byteLength), 'content-encoding': 'gzip' },
  };
}

export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  /** How many rows match a list's filters, by filter: one count serves every page and order of a list. */
  private readonly counts = new Map<string, number>();
  /** Counts invalidations, so an answer computed across one is not kept. */
  private generation = 0;
  private enabled: boolean;

  constructor(
    private readonly maxEntries = 2000,
    /** On when invalidation is known to reach this instance (a listener, or a single process in tests). */
    enabled = false,
  ) {
    this.enabled = enabled;
  }

  /** Listens for the catalogue triggers' notifications; caching starts once the listener is up. */
  async follow(handle: Pick<DatabaseHandle, 'listen'>, log: Logger): Promise<() => Promise<void>> {
    const stop = await handle.listen(
      CATALOGUE_CHANNEL,
      () => this.invalidate(),
      () => {
        log.warn({}, 'Lost the database notifications of catalogue changes: catalogue answers are no longer cached on this instance');
        this.enabled = false;
        this.invalidate();
      },
    );
    this.enabled = true;
    return stop;
  }

  invalidate(): void {
    this.generation++;
    this.entries.clear();
    this.counts.clear();
  }

  /**
   * The number `compute` answers for `key`, kept until the catalogue changes. A list's total changes only
   * when its rows do, so paging through a list or re-sorting it costs no count; counting every match is
   * what made a list's cost grow with the data. Without a listener, every call counts.
   */
  async count(key: string, compute: () => Promise<number>): Promise<number> {
    const kept = this.enabled ? this.counts.get(key) : undefined;
    if (kept !== undefined) return kept;
    const generation = this.generation;
    const value = await compute();
    if (this.enabled && generation === this.generation) {
      if (this.counts.size >= this.maxEntries) this.counts.delete(this.counts.keys().next().value!);
      this.counts.set(key, value);
    }
    return value;
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * The kept answer to a read, found before routing (server/lib/request-frame.ts): an entry exists only
   * for a path a catalogue route answered, under the path Hono routes on, so it is what that route's
   * `middleware` would answer.
   */
  readonly answerBeforeRouting: AnswerBeforeRouting = (path, url, header) => {
    const hit = this.enabled ? this.entries.get(path + getQueryStrings(url)) : undefined;
    return hit && answer(header('if-none-match'), header('accept-encoding'), hit);
  };

  /** Route middleware: answers a GET from memory, with its ETag (304 when the client has it). */
  readonly middleware: MiddlewareHandler<AppBindings> = async (c, next) => {
    // The path as Hono routes on it (percent-decoded), so that spellings of one route's path share an entry.
    const key = c.req.path + getQueryStrings(c.req.url);
    const hit = this.enabled ? this.entries.get(key) : undefined;
    if (hit) {
      const kept = answer(c.req.header('if-none-match'), c.req.header('accept-encoding'), hit);
      return completeAnswer(c, kept.body, kept.status, kept.headers);
    }

    const generation = this.generation;
    await next();
    const contentType = c.res.headers.get('content-type') ?? '';
    if (c.res.status !== 200 || !contentType.startsWith('application/json')) return;
    const entry = entryOf(await c.res.clone().text(), contentType);
    if (this.enabled && generation === this.generation) this.keep(key, entry);
    const { status, body, headers } = answer(c.req.header('if-none-match'), c.req.header('accept-encoding'), entry);
    c.res = new Response(body, { status, headers });
  };

  private keep(key: string, entry: Entry) {
    // Oldest first: a flood of distinct query strings evicts itself, not the common answers for long.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, entry);
  }
}

/** Whether an Accept-Encoding header takes gzip (and does not refuse it with q=0). */
const acceptsGzip = (acceptEncoding: string | undefined) =>
  !!acceptEncoding &&
  acceptEncoding.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    return (coding === 'gzip' || coding === '*') && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
  });

type Answer = { status: 200; body: Uint8Array<ArrayBuffer>; headers: Record<string, string> } | { status: 304; body: null; headers: Record<string, string> };

/**
 * The kept answer, gzipped when it is large and the client takes gzip, always with its length, so the
 * app's compression passes it through untouched (server/lib/compression.ts).
 */
function answer(ifNoneMatch: string | undefined, acceptEncoding: string | undefined, entry: Entry): Answer {
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === entry.etag))
    return { status: 304, body: null, headers: entry.notModifiedHeaders };
  if (entry.gzip && entry.gzipHeaders && acceptsGzip(acceptEncoding)) return { status: 200, body: entry.gzip, headers: entry.gzipHeaders };
  return { status: 200, body: entry.body, headers: entry.plainHeaders };
}

/** Route middleware for a catalogue read: answered from this instance's `catalogue` cache. */
export const cachedCatalogue: MiddlewareHandler<AppBindings> = (c, next) => c.get('catalogue').middleware(c, next);

/** App middleware: after a request that may have written (anything but GET and HEAD), this instance's catalogue answers go. */
export function invalidateAfterWrites(cache: ResponseCache): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.req.method !== 'OPTIONS') cache.invalidate();
  };
}
