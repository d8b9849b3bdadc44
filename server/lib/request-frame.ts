import { randomUUID } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
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

/** What the frame puts on `c.var` for every middleware and handler after it. */
export type FrameBindings = { Variables: { clientIp: string; requestId: string; log: Logger } };

export interface FrameOptions {
  log: Logger;
  /** `TRUST_PROXY`: the client's address and the request's id are taken from our proxy's headers. */
  trustProxy: boolean;
  /** The health check's path: its healthy answers write no access line. */
  quietPath?: string;
}

/**
 * The first middleware of every request:
 *
 * - the client's address (`clientIp`) and an id (`requestIdFor`), answered in `X-Request-Id` and set on
 *   the request's log;
 * - one access-log line: method, path, status and duration. The query string and the body are left out
 *   because they carry what people typed (names, e-mail addresses, searches), and so is the client address.
 *   A health check at `quietPath` that answers below 500 writes none: load balancers and monitors poll it
 *   every few seconds, and their lines would bury the requests of people (docs/decisions/053). One that
 *   fails still writes its line, at error level.
 */
export function frameRequests({ log, trustProxy, quietPath }: FrameOptions): MiddlewareHandler<FrameBindings> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdFor(trustProxy ? c.req.header(REQUEST_ID_HEADER) : undefined);
    c.set('requestId', requestId);
    c.set('clientIp', clientIp(c, trustProxy));
    c.set('log', log.child({ requestId }));

    await next();

    // On the answer's own headers: `c.header` would first copy the whole answer, body included.
    c.res.headers.set(REQUEST_ID_HEADER, requestId);
    const { status } = c.res;
    if (status >= 500 || c.req.path !== quietPath)
      log.request({ requestId, method: c.req.method, path: c.req.path, status, durationMs: Math.round((performance.now() - started) * 10) / 10 });
  };
}

function clientIp(c: Context, trustProxy: boolean): string {
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
