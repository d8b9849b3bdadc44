import { randomUUID } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type { AppBindings, AppServices } from '../app-bindings';
import type { ServerEnv } from '../env';
import { securityHeaders } from './cross-origin';

/** The header that carries a request's id, in the request from our proxy and in every answer. */
const REQUEST_ID_HEADER = 'x-request-id';

/** Longest id taken from the proxy: a UUID, or the ids nginx, Envoy or a cloud load balancer send, fit well. */
const LONGEST_ID = 128;

/** What Hono's `requestId` middleware takes from a request: letters, digits, `_`, `-`, `=`. */
const WELL_FORMED_ID = /^[\w\-=]+$/;

/**
 * The security headers (server/lib/cross-origin.ts) as Hono's `secureHeaders` sets them, taken once from
 * an answer of its own: they depend on the configuration only, so no request needs to work them out again.
 */
export async function securityHeaderRecord(env: ServerEnv): Promise<Readonly<Record<string, string>>> {
  const probe = new Hono().use(securityHeaders(env)).all('*', (c) => c.body(null, 204));
  const res = await probe.request('/');
  return Object.freeze(Object.fromEntries(res.headers));
}

/** Answers made by `completeAnswer`: they carry the frame's headers already. */
const complete = new WeakSet<Response>();

/** Whether an answer carries the frame's headers already, so that nothing after it needs to look at them. */
export const isCompleteAnswer = (res: Response) => complete.has(res);

/**
 * An answer with every header the frame adds (security headers, request id) besides its own, in one plain
 * record. @hono/node-server writes such an answer as it is; an answer whose headers are a `Headers` object
 * (what `c.json` makes once any header is added to it) is turned back into a record for Node, header by
 * header, which cost more than a small answer's own work. For the busiest answers (kept catalogue lists,
 * the health check). `headers` are named in lower case, so that they take the place of a shared one of
 * the same name; nothing after the handler may add to them (compression and the frame pass them by).
 */
export function completeAnswer(c: Context<AppBindings>, body: string | Uint8Array<ArrayBuffer> | null, status: number, headers: Record<string, string>): Response {
  const res = new Response(body, { status, headers: { ...c.get('securityHeaders'), [REQUEST_ID_HEADER]: c.get('requestId'), ...headers } });
  complete.add(res);
  return res;
}

/**
 * What every request goes through first, in one middleware rather than one per concern (each layer is
 * an async call and a closure per request):
 *
 * - the services (`c.var`) and the client's address;
 * - an id, answered in `X-Request-Id` (errors included) and carried by every log line written while it
 *   is served, so that a user's or a proxy's report leads to its lines. The id our proxy sent is kept
 *   when `TRUST_PROXY` says there is one and the id is well-formed; a client's own is never taken, since
 *   it could pose as another's request;
 * - the security headers of every answer; one the answer sets itself keeps its own value (a photo's own
 *   Content-Security-Policy);
 * - one access-log line: method, path, status and duration. The query string and the body are left out
 *   because they carry what people typed (names, e-mail addresses, searches), and so is the client address.
 */
export function frameRequests(services: AppServices, security: Promise<Readonly<Record<string, string>>>): MiddlewareHandler<AppBindings> {
  const serviceEntries = Object.entries(services) as [keyof AppServices, never][];
  const trustProxy = services.env.TRUST_PROXY;
  const { log } = services;
  let headers: Readonly<Record<string, string>> | undefined;
  const ready = security.then((record) => (headers = record));
  return async (c, next) => {
    const started = performance.now();
    for (const [key, value] of serviceEntries) c.set(key, value);
    c.set('clientIp', clientIp(c, trustProxy));
    const requestId = (trustProxy && proxiedId(c)) || randomUUID();
    c.set('requestId', requestId);
    c.set('log', log.child({ requestId }));
    const shared = headers ?? (await ready);
    c.set('securityHeaders', shared);

    await next();

    const res = c.res;
    if (!complete.has(res)) {
      const own = res.headers;
      for (const name in shared) if (!own.has(name)) own.set(name, shared[name]!);
      own.set(REQUEST_ID_HEADER, requestId);
    }
    const status = res.status;
    const line = { requestId, method: c.req.method, path: c.req.path, status, durationMs: Math.round((performance.now() - started) * 10) / 10 };
    if (status >= 500) log.error(line, 'request');
    else log.info(line, 'request');
  };
}

function proxiedId(c: Context<AppBindings>): string | undefined {
  const id = c.req.header(REQUEST_ID_HEADER);
  return id && id.length <= LONGEST_ID && WELL_FORMED_ID.test(id) ? id : undefined;
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
