import { gunzipSync, gzipSync, inflateSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES, compressLargeAnswers } from '../../server/lib/compression';

const large = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Item ${i}` })) };
const app = new Hono();
app.use(compressLargeAnswers());
app.get('/small', (c) => c.json({ ok: true }));
app.get('/large', (c) => c.json(large));
app.get('/problem', (c) => c.body(JSON.stringify(large), 400, { 'Content-Type': 'application/problem+json' }));

describe('compressing API answers', () => {
  it('sends a JSON answer under the threshold as it is, with its length', async () => {
    const res = await app.request('/small', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('content-length')).toBe(String(JSON.stringify({ ok: true }).length));
    expect(await res.json()).toEqual({ ok: true });
  });

  it.each(['/large', '/problem'])('gzips a JSON answer of %s over the threshold for a client that accepts it', async (urlPath) => {
    const res = await app.request(urlPath, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(JSON.stringify(large).length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString())).toEqual(large);
  });

  it('sends a large answer as it is to a client that accepts no compression, marked as varying with Accept-Encoding', async () => {
    const res = await app.request('/large');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await res.json()).toEqual(large);
  });

  it('passes an answer compressed already (a kept catalogue answer, a built file) through untouched', async () => {
    const zipped = new Hono();
    zipped.use(compressLargeAnswers());
    const body = gzipSync(JSON.stringify(large));
    zipped.get('/zipped', (c) => c.body(new Uint8Array(body), 200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip', 'Content-Length': String(body.byteLength) }));
    const res = await zipped.request('/zipped', { headers: { 'Accept-Encoding': 'gzip, deflate' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-length')).toBe(String(body.byteLength));
    expect(JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString())).toEqual(large);
  });

  it('leaves a JSON answer plain for a client that refuses gzip, and deflates it for one that takes only that', async () => {
    const refused = await app.request('/large', { headers: { 'Accept-Encoding': 'gzip;q=0, identity' } });
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(await refused.json()).toEqual(large);
    const deflated = await app.request('/large', { headers: { 'Accept-Encoding': 'deflate' } });
    expect(deflated.headers.get('content-encoding')).toBe('deflate');
    expect(JSON.parse(inflateSync(Buffer.from(await deflated.arrayBuffer())).toString())).toEqual(large);
  });
});
