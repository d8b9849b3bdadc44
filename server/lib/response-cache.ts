import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler, Next } from 'hono';
import { etag } from 'hono/etag';
import { getQueryStrings } from 'hono/utils/url';
import { LRUCache } from 'lru-cache';
import type { DatabaseHandle } from '../db/client';
import { COMPRESS_MIN_BYTES } from './compression';
import type { Logger } from './logger';

/**
 * The catalogue's answers (trades, plans, products, contractors, storage) held in memory, so a read
 * that changes only when an administrator, a review or the demo loader writes costs no query.
 *
 * Every catalogue table has a trigger that sends `NOTIFY catalogue_changed` (migration 0007), which
 * PostgreSQL delivers on commit to every instance listening; each drops its answers then. An instance
 * also drops them itself after every write it answered with success, so the writer's own next read is
 * fresh before the notification arrives. Without a working listener nothing is kept.
 */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

/**
 * Browsers and shared caches (nginx in front, a CDN) may keep a catalogue answer for a few seconds, then
 * ask again with its ETag, which the app answers 304 at no query while the catalogue is unchanged; while
 * they ask they may hand out the answer they have for a minute more, and for a day while the app cannot
 * answer at all (docs/decisions/060).
 */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=5, stale-while-revalidate=60, stale-if-error=86400';

/**
 * The memory all kept answers, list totals and spellings may take together. The number of entries
 * alone does not bound it: an answer is kept by what its query asks (`keyOf`), and a list answers many
 * requests that differ (its page size, order and filters), so a script could keep hundreds of copies
 * of the largest list, 100 contractors to a page, at some 60 KB each, or thousands of totals under 300
 * locations' ids each. The catalogue's common answers take a few hundred kilobytes.
 */
export const CATALOGUE_CACHE_MAX_BYTES = 16 * 1024 * 1024;

interface Entry {
  body: Uint8Array<ArrayBuffer>;
  /** The body gzipped once when the answer was made, for every client that accepts it; none when small. */
  gzip: Uint8Array<ArrayBuffer> | undefined;
  /** The headers of each way the answer goes out, made with it rather than by every request that reads it. */
  plainHeaders: Record<string, string>;
  gzipHeaders: Record<string, string> | undefined;
  /** What its bodies take (its key is counted where it is kept). */
  bytes: number;
}

/**
 * An answer as kept: its ETag (a hash of the body, so every instance names the same answer alike), its
 * gzip copy and its headers, made now rather than by every request that reads it.
 */
function entryOf(text: string, contentType: string): Entry {
  const body = new Uint8Array(Buffer.from(text));
  const gzip = body.byteLength >= COMPRESS_MIN_BYTES ? new Uint8Array(gzipSync(body)) : undefined;
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  const shared: Record<string, string> = { etag, 'cache-control': CATALOGUE_CACHE_CONTROL, 'content-type': contentType, ...(gzip ? { vary: 'Accept-Encoding' } : {}) };
  return {
    body,
    gzip,
    plainHeaders: { ...shared, 'content-length': String(body.byteLength) },
    gzipHeaders: gzip && { ...shared, 'content-length': String(gzip.byteLength), 'content-encoding': 'gzip' },
    bytes: body.byteLength + (gzip?.byteLength ?? 0),
  };
}

/** What a catalogue route's middleware reads on `c.var`: this instance's cache. */
export type CatalogueBindings = { Variables: { catalogue: ResponseCache } };

export class ResponseCache {
  /**
   * The kept answers, least recently used dropped first, within the byte budget: a flood of distinct
   * reads evicts mostly itself, since the common answers are read again by every visit.
   */
  private readonly entries: LRUCache<string, Entry>;
  /** How many rows match a list's filters, by filter: one count serves every page and order of a list. */
  private readonly counts: LRUCache<string, number>;
  /**
   * Each request already answered, as written (path and query string), to the key its answer is kept
   * by, within a share of the budget of its own: a flood of spellings pushes out only spellings, never
   * an answer.
   */
  private readonly spellings: LRUCache<string, string>;
  /** Counts invalidations, so an answer computed across one is not kept. */
  private generation = 0;
  private enabled: boolean;

  constructor(
    maxEntries = 2000,
    maxBytes = CATALOGUE_CACHE_MAX_BYTES,
    /** On when invalidation is known to reach this instance (a listener, or a single process in tests). */
    enabled = false,
  ) {
    this.enabled = enabled;
    // A count is a few bytes besides its key; the answers are what the budget is for.
    const countBytes = maxBytes / 8;
    const spellingBytes = maxBytes / 8;
    this.entries = new LRUCache({ max: maxEntries, maxSize: maxBytes - countBytes - spellingBytes, sizeCalculation: (entry, key) => entry.bytes + keyBytes(key) });
    this.counts = new LRUCache({ max: maxEntries, maxSize: countBytes, sizeCalculation: (_count, key) => keyBytes(key) + 8 });
    this.spellings = new LRUCache({ max: maxEntries * 4, maxSize: spellingBytes, sizeCalculation: (key, spelling) => keyBytes(spelling) + keyBytes(key) });
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
    this.spellings.clear();
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
    if (this.enabled && generation === this.generation) this.counts.set(key, value);
    return value;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The memory the kept answers, counts and spellings take, by their bodies and keys. */
  get bytes(): number {
    return this.entries.calculatedSize + this.counts.calculatedSize + this.spellings.calculatedSize;
  }

  /**
   * Answers a catalogue read from memory, or lets the route answer it and keeps that answer when it is a
   * 200 of JSON. Either way the answer carries its ETag and `CATALOGUE_CACHE_CONTROL`, gzipped when it is
   * large and the client takes gzip; `cachedCatalogue` answers 304 to a client that has it.
   *
   * An answer is kept by what its query asks (`keyOf`), which the route's validators tell once they have
   * read it; the request as written is kept apart, as a spelling of that key (`spellings`), so that a
   * spelling read before is answered before anything reads its query. A spelling not read before goes to
   * the route, whose answer is kept under the key it shares with every other spelling of the read.
   */
  async serve(c: Context, next: Next): Promise<void> {
    // The path as Hono routes on it (percent-decoded), so that spellings of one route's path are one.
    const spelling = c.req.path + getQueryStrings(c.req.url);
    const known = this.enabled ? this.spellings.get(spelling) : undefined;
    const hit = known === undefined ? undefined : this.entries.get(known);
    if (hit) {
      c.res = answer(c.req.header('accept-encoding'), hit);
      return;
    }

    const generation = this.generation;
    await next();
    const contentType = c.res.headers.get('content-type') ?? '';
    if (c.res.status !== 200 || !contentType.startsWith('application/json')) return;
    const entry = entryOf(await c.res.text(), contentType);
    const key = keyOf(c.req.path, c.req.valid('query' as never));
    // One answer larger than the budget is not kept (LRUCache refuses it).
    if (this.enabled && generation === this.generation) {
      this.entries.set(key, entry);
      this.spellings.set(spelling, key);
    }
    // Hono carries the headers of the route's answer (CORS, for one) over to this one.
    c.res = answer(c.req.header('accept-encoding'), entry);
  }
}

/**
 * What an answer is kept by: the path as Hono routes on it (percent-decoded), and the query as the
 * route's contract reads it (`c.req.valid('query')`), not as it was written. The contract's output
 * holds only the keys the route knows, in the schema's order, with numbers as numbers, defaults filled
 * in and lists of values sorted, so every spelling of one read (`PerPage=05`, keys in another order, a
 * key the route does not know) shares one entry and cannot push the common answers out. A route with no
 * query validator reads no query, so its answer is kept by its path alone (docs/decisions/093).
 */
const keyOf = (path: string, query: unknown) => (query === undefined ? path : `${path}?${JSON.stringify(query)}`);

/** A key is held as UTF-16: two bytes a character. */
const keyBytes = (key: string) => 2 * key.length;

/** Whether an Accept-Encoding header takes gzip (and does not refuse it with q=0). */
const acceptsGzip = (acceptEncoding: string | undefined) =>
  !!acceptEncoding &&
  acceptEncoding.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    return (coding === 'gzip' || coding === '*') && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
  });

/**
 * The kept answer, gzipped when it is large and the client takes gzip, always with its length, so the
 * app's compression passes it through untouched (server/lib/compression.ts).
 */
function answer(acceptEncoding: string | undefined, entry: Entry): Response {
  if (entry.gzip && entry.gzipHeaders && acceptsGzip(acceptEncoding)) return new Response(entry.gzip, { headers: entry.gzipHeaders });
  return new Response(entry.body, { headers: entry.plainHeaders });
}

/** Hono's own conditional answers: 304, with the caching headers of the 200, to a client that has the answer's ETag. */
const conditional = etag();

/**
 * Route middleware for a catalogue read: answered from this instance's `catalogue` cache, 304 when the
 * client has it. It goes before the route's validators, so that a request answered before costs no
 * reading of its query; their reading of it is the key the answer is kept by. A query they refuse is
 * answered 400 and keeps nothing.
 */
export const cachedCatalogue: MiddlewareHandler<CatalogueBindings> = (c, next) => conditional(c, () => c.get('catalogue').serve(c, next));

/**
 * App middleware: after a write a signed-in account made that succeeded (anything but GET, HEAD and
 * OPTIONS, answered below 400), this instance's catalogue answers go, so that the writer's next read
 * shows it before the database's notification arrives. Only an account's write can change the
 * catalogue (a name, a review); a write nobody signed in made cannot (a sign-out of an unknown token
 * answers 204 and changes nothing), and a refused write changed nothing: dropping the answers for
 * either would let anyone keep every visitor's catalogue reads off the cache with junk posts. Any
 * other change still reaches the cache by the notification.
 */
export function invalidateAfterWrites(cache: ResponseCache): MiddlewareHandler<{ Variables: { user?: unknown } }> {
  return async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.req.method !== 'OPTIONS' && c.res.status < 400 && c.get('user')) cache.invalidate();
  };
}
