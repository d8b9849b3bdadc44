import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';

/** Below about a packet, compressing costs CPU on every request and saves the client nothing it notices. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Gzips answers of at least `COMPRESS_MIN_BYTES` for clients that accept it. Hono's `compress` skips
 * small bodies only when they carry a `Content-Length`, which `c.json` answers do not: each of those is
 * measured here first (it is in memory already), so a small API answer goes out as it is. Files the
 * build compressed already (`Content-Encoding` set) pass through untouched.
 */
export function compressLargeAnswers(): MiddlewareHandler {
  const gzipLarge = compress({ threshold: COMPRESS_MIN_BYTES });
  return (c, next) =>
    gzipLarge(c, async () => {
      await next();
      const res = c.res;
      if (!res.body || res.headers.has('Content-Length') || !/^application\/(?:[\w.+-]+\+)?json\b/.test(res.headers.get('Content-Type') ?? '')) return;
      const body = await res.arrayBuffer();
      c.res = new Response(body, res);
      c.res.headers.set('Content-Length', String(body.byteLength));
    });
}
