import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { HttpBindings } from '@hono/node-server';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { getPath } from 'hono/utils/url';
import type { AppBindings, AppServices } from '../app-bindings';
import type { ServerEnv } from '../env';
import { isApiPath, securityHeaders } from './cross-origin';
import type { Logger } from './logger';

/** The header that carries a request's id, in the request from our proxy and in every answer. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** Longest id taken from the proxy: a UUID, or the ids nginx, Envoy or a cloud load balancer send, fit well. */
const LONGEST_ID = 128;

/** What Hono's `requestId` middleware takes from a request: letters, digits, `_`, `-`, `=`. */
const WELL_FORMED_ID = /^[\w\-=]+$/;

/**
 * The id a request is known by, answered in `X-Request-Id` (errors included) and carried by every log
 * line written while it is served, so that a user's or a proxy's report leads to its lines. The id our
 * proxy sent is kept when it is well-formed: pass `proxied` only when `TRUST_PROXY` says there is a
 * proxy, since a client's own id could pose as another's request. The app and the answer given while
 * it starts (server/lib/starting.ts) both name their requests so.
 */
export function requestIdFor(proxied: string | undefined): string {
  return proxied && proxied.length <= LONGEST_ID && WELL_FORMED_ID.test(proxied) ? proxied : randomUUID();
}

/** The security headers of an answer at `path` (as Hono routes it): the API's or a page's (server/lib/cross-origin.ts). */
export type SecurityHeadersFor = (path: string) => Readonly<Record<string, string>>;

/**
 * The security headers as Hono's `secureHeaders` sets them, taken once from answers of its own, one for
 * the API and one for pages: they depend on the configuration only, so no request needs to work them
 * out again. Which of the two an answer gets is `securityHeaders`' choice, made by `isApiPath`.
 */
export async function securityHeaderRecords(env: ServerEnv): Promise<SecurityHeadersFor> {
  const probe = new Hono().use(securityHeaders(env)).all('*', (c) => c.body(null, 204));
  const recordAt = async (path: string) => Object.freeze(Object.fromEntries((await probe.request(path)).headers));
  const [api, page] = await Promise.all([recordAt('/api/'), recordAt('/')]);
  return (path) => (isApiPath(path) ? api : page);
}

/** Answers made by `completeAnswer`: they carry the frame's headers already. */
const complete = new WeakSet<Response>();

/** Whether an answer carries the frame's headers already, so that nothing after it needs to look at them. */
export const isCompleteAnswer = (res: Response) => complete.has(res);

/** Every header of an answer, by the security headers and then by the answer's own headers (see `frameHeaders`). */
const headerRecords = new WeakMap<Readonly<Record<string, string>>, WeakMap<Readonly<Record<string, string>>, Readonly<Record<string, string>>>>();

/**
 * `own` headers with the security headers (`shared`) and `requestId`, as one new record. The record
 * without the id is made once for each record of own headers (a kept answer's are made with it) and
 * copied for each answer. Measured on Node 20: copying such a record and setting the id in place takes
 * some 0.1 µs; an object literal that spreads one record and then adds keys (what this replaced) took
 * 2–10 µs, more than the rest of a small answer; a frozen record, or one built by `Object.assign`,
 * takes 0.5–7 µs to copy, so the record is built as a literal and never frozen.
 */
function frameHeaders(shared: Readonly<Record<string, string>>, own: Readonly<Record<string, string>>, requestId: string): Record<string, string> {
  let byOwn = headerRecords.get(shared);
  if (!byOwn) headerRecords.set(shared, (byOwn = new WeakMap()));
  let record = byOwn.get(own);
  if (!record) byOwn.set(own, (record = { ...shared, [REQUEST_ID_HEADER]: '', ...own }));
  const headers = { ...record };
  headers[REQUEST_ID_HEADER] = requestId;
  return headers;
}

/**
 * An answer with every header the frame adds (security headers, request id) besides its own, in one plain
 * record. @hono/node-server writes such an answer as it is; an answer whose headers are a `Headers` object
 * (what `c.json` makes once any header is added to it) is turned back into a record for Node, header by
 * header, which cost more than a small answer's own work. For the busiest answers (kept catalogue lists,
 * the health check). `headers` are named in lower case, so that they take the place of a shared one of
 * the same name, and are best one record kept for every such answer (`frameHeaders`); nothing after the
 * handler may add to them (compression and the frame pass them by).
 */
export function completeAnswer(c: Context<AppBindings>, body: string | Uint8Array<ArrayBuffer> | null, status: number, headers: Record<string, string>): Response {
  const res = new Response(body, { status, headers: frameHeaders(c.get('securityHeaders'), headers, c.get('requestId')) });
  complete.add(res);
  return res;
}

/**
 * An answer known before routing: its status, body and own headers, named in lower case as
 * `completeAnswer` takes them, `content-length` among them whenever there is a body (such an answer
 * may be written with Node's `writeHead`, which would send a body of no stated length chunked).
 */
export interface KnownAnswer {
  status: number;
  body: string | Uint8Array<ArrayBuffer> | null;
  headers: Readonly<Record<string, string>>;
}

/**
 * The answer to a GET (or HEAD) of `path` (as Hono routes it) and `url` when it is known without the
 * route's handler: a kept catalogue answer, a health check whose database probe is fresh. `header`
 * reads a request header by its lower-case name. It must be exactly what the route would answer.
 */
export type AnswerBeforeRouting = (path: string, url: string, header: (name: string) => string | undefined) => KnownAnswer | undefined;

/**
 * Answers a request from Node's own objects, before @hono/node-server turns it into a `Request`: true
 * when it has written the whole answer, false when it has written nothing and the adapter is to take it.
 */
export type NodeAnswer = (incoming: IncomingMessage, outgoing: ServerResponse) => boolean;

/**
 * @hono/node-server's own tests (`buildUrl`, not exported) for a request target and a Host header it
 * puts into the request's URL as they are, rather than through `new URL` (which rewrites a
 * percent-encoded or dotted path) or refuses (400).
 */
const TARGET_TAKEN_AS_IS = /^\/[!#$&-;=?-[\]_a-z~]*$/;
const DOT_SEGMENT = /\/\.\.?(?:[/?#]|$)/;
const HOST_TAKEN_AS_IS = /^[a-z0-9._-]+(?::(?:[1-5]\d{3,4}|[6-9]\d{3}))?$/;

/**
 * The URL @hono/node-server would give Hono for `incoming`, when it takes the target and Host as they
 * are; undefined otherwise, for the adapter to work it out. The scheme is always `http`: neither the
 * path nor the query, all that a known answer reads of the URL, depends on it.
 */
function adapterUrl(incoming: IncomingMessage): string | undefined {
  const target = incoming.url;
  const host = incoming.headers.host;
  if (!target || !host || !TARGET_TAKEN_AS_IS.test(target) || DOT_SEGMENT.test(target) || !HOST_TAKEN_AS_IS.test(host)) return undefined;
  return `http://${host}${target}`;
}

/**
 * What every request goes through first, in one middleware rather than one per concern (each layer is
 * an async call and a closure per request):
 *
 * - the services (`c.var`) and the client's address;
 * - an id (`requestIdFor`), answered in `X-Request-Id` and set on the request's log;
 * - the security headers of every answer, the API's under /api and a page's elsewhere (`securityHeaderRecords`);
 *   one the answer sets itself keeps its own value (a photo's own Content-Security-Policy);
 * - one access-log line: method, path, status and duration. The query string and the body are left out
 *   because they carry what people typed (names, e-mail addresses, searches), and so is the client address.
 *   A health check at `quietPath` that answers below 500 writes none: load balancers and monitors poll it
 *   every few seconds, and their lines would bury the requests of people (docs/decisions/053). One that
 *   fails still writes its line, at error level.
 *
 * `answerBeforeRouting` gives the answers that `known` finds (kept catalogue reads, the health check)
 * before Hono routes the request at all, with the same headers and the same access-log line: under load
 * the router, the context and the middleware chain cost more than such an answer itself. `answerFromNode`
 * gives the same answers, found by the same code, from Node's own request, before @hono/node-server
 * builds a `Request` and a `Response` around them.
 */
export function frameRequests(services: AppServices, security: Promise<SecurityHeadersFor>, known: readonly AnswerBeforeRouting[] = [], quietPath?: string) {
  const serviceEntries = Object.entries(services) as [keyof AppServices, never][];
  const trustProxy = services.env.TRUST_PROXY;
  const { log } = services;
  let headersFor: SecurityHeadersFor | undefined;
  const ready = security.then((found) => (headersFor = found));
  /** The access line of every answer but a health check's below 500 (`quietPath`). */
  const logAccess = (requestId: string, method: string, path: string, status: number, started: number) => {
    if (status >= 500 || path !== quietPath) accessLine(log, requestId, method, path, status, started);
  };

  const middleware: MiddlewareHandler<AppBindings> = async (c, next) => {
    const started = performance.now();
    for (const [key, value] of serviceEntries) c.set(key, value);
    c.set('clientIp', clientIp(c, trustProxy));
    const requestId = requestIdFor(trustProxy ? c.req.header(REQUEST_ID_HEADER) : undefined);
    c.set('requestId', requestId);
    c.set('log', log.child({ requestId }));
    const shared = (headersFor ?? (await ready))(c.req.path);
    c.set('securityHeaders', shared);

    await next();

    const res = c.res;
    if (!complete.has(res)) {
      const own = res.headers;
      for (const name in shared) if (!own.has(name)) own.set(name, shared[name]!);
      own.set(REQUEST_ID_HEADER, requestId);
    }
    logAccess(requestId, c.req.method, c.req.path, res.status, started);
  };

  /**
   * The known answer to a request, its headers as one plain record, with its access-log line written;
   * undefined for Hono to route it. `url` is the request's URL as @hono/node-server gives it to Hono, and
   * the path is taken from it as Hono's router takes it (`getPath`), so that a kept entry's key is the
   * one its route kept it under, whichever way the request came in.
   */
  const knownAnswer = (method: string, url: string, header: (name: string) => string | undefined): KnownAnswer | undefined => {
    if ((method !== 'GET' && method !== 'HEAD') || !headersFor) return undefined;
    const started = performance.now();
    // `getPath` reads nothing of a request but its URL.
    const path = getPath({ url } as Request);
    for (const find of known) {
      const answer = find(path, url, header);
      if (!answer) continue;
      const requestId = requestIdFor(trustProxy ? header(REQUEST_ID_HEADER) : undefined);
      logAccess(requestId, method, path, answer.status, started);
      // A HEAD is answered as Hono answers it: the GET's status and headers, its length included, without the body.
      return { status: answer.status, body: method === 'HEAD' ? null : answer.body, headers: frameHeaders(headersFor(path), answer.headers, requestId) };
    }
    return undefined;
  };

  /**
   * The known answer to `request` as a `Response`, or undefined for Hono to route it: the way in of
   * `app.request` in tests, of the payment sandbox's loopback, and of a request the server's listener
   * leaves to the adapter (`answerFromNode`). Made synchronously, with its headers as one plain record,
   * so that @hono/node-server writes it at once. On the server `bindings` holds Node's request, whose
   * parsed headers are read rather than building a `Headers` object from them.
   */
  const answerBeforeRouting = (request: Request, bindings: unknown): Response | undefined => {
    const incoming = (bindings as Partial<HttpBindings> | undefined)?.incoming;
    const header = incoming ? (name: string) => incoming.headers[name] as string | undefined : (name: string) => request.headers.get(name) ?? undefined;
    const answer = knownAnswer(request.method, request.url, header);
    return answer && new Response(answer.body, { status: answer.status, headers: answer.headers });
  };

  /**
   * The known answer written straight to Node's `outgoing`, before @hono/node-server makes a `Request`
   * and then writes a `Response` (the server's listener, server/lib/listen.ts); false, having written
   * nothing, for the adapter to take the request. Only a request whose URL the adapter would take as
   * it is (`adapterUrl`) is answered here: one it would rewrite or refuse is left to it.
   */
  const answerFromNode: NodeAnswer = (incoming, outgoing) => {
    const method = incoming.method;
    if ((method !== 'GET' && method !== 'HEAD') || !headersFor) return false;
    const url = adapterUrl(incoming);
    const answer = url && knownAnswer(method, url, (name) => incoming.headers[name] as string | undefined);
    if (!answer) return false;
    outgoing.writeHead(answer.status, answer.headers);
    outgoing.end(answer.body ?? undefined);
    return true;
  };

  return { middleware, answerBeforeRouting, answerFromNode };
}

function accessLine(log: Logger, requestId: string, method: string, path: string, status: number, started: number) {
  log.request({ requestId, method, path, status, durationMs: Math.round((performance.now() - started) * 10) / 10 });
}

function clientIp(c: Context<AppBindings>, trustProxy: boolean): string {
  if (trustProxy) {
    // Our proxy appends the address it saw; anything to its left was sent by the client and may be forged.
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
