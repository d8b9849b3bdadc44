import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

/** Below about a packet, compressing costs CPU on every request and saves the client nothing it notices. */
export const COMPRESS_MIN_BYTES = 1024;

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/;

/**
 * Gzips answers of at least `COMPRESS_MIN_BYTES` for clients that accept it. Hono's `compress` skips
 * small bodies only when they carry a `Content-Length`, which `c.json` answers do not: each of those is
 * measured here first (it is in memory already), so a small API answer goes out as it is. Files the
 * build compressed already and the kept catalogue answers (`Content-Encoding` set) pass through untouched.
 *
 * A client that accepts no compression (a monitor, a load balancer's health check, most scripts) gets
 * its answer without the body being looked at: reading a body turns @hono/node-server's in-memory
 * answer into a web stream, which cost more than the rest of a small request together.
 */
export function compressLargeAnswers(): MiddlewareHandler {
  const gzipLarge = compress({ threshold: COMPRESS_MIN_BYTES });
  return async (c, next) => {
    await next();
    if (!c.req.header('Accept-Encoding')) {
      // A shared cache must still not hand this answer's plain copy out in place of a compressed one
      // (a JSON answer of unknown length, or a file the build also keeps compressed).
      const res = c.res;
      const vary = res.headers.get('Vary');
      const length = res.headers.get('Content-Length');
      const compressible = COMPRESSIBLE_CONTENT_TYPE_REGEX.test(res.headers.get('Content-Type') ?? '');
      if (compressible && !res.headers.has('Content-Encoding') && (length === null || Number(length) >= COMPRESS_MIN_BYTES) && !/accept-encoding|\*/i.test(vary ?? ''))
        res.headers.append('Vary', 'Accept-Encoding');
      return;
    }
    // The answer is made already: `compress` looks at it once this step returns.
    return gzipLarge(c, async () => {
      const res = c.res;
      if (res.headers.has('Content-Length') || res.headers.has('Content-Encoding') || !JSON_TYPE.test(res.headers.get('Content-Type') ?? '') || !res.body) return;
      const body = await res.arrayBuffer();
      c.res = new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
      c.res.headers.set('Content-Length', String(body.byteLength));
    });
  };
}
