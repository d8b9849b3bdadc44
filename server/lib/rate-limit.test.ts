import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { fromPglite } from '../db/pglite';
import { enforce, hit } from './rate-limit';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = fromPglite(await PGlite.create());
  await handle.migrate();
}, 60_000);
afterAll(() => handle.close());

describe('rate limit', () => {
  const t0 = new Date('2026-01-01T12:00:00Z');
  const at = (ms: number) => new Date(t0.getTime() + ms);

  it('allows up to the limit in a window, then answers how long to wait', async () => {
    const limit = { key: 'k1', limit: 2, windowMs: 30_000 };
    expect(await hit(handle.db, limit, at(0))).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await hit(handle.db, limit, at(1000))).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await hit(handle.db, limit, at(10_000))).toEqual({ allowed: false, retryAfterSeconds: 20 });
    expect(await hit(handle.db, limit, at(30_000))).toEqual({ allowed: true, retryAfterSeconds: 0 });
  });

  it('keeps separate counts per key and per window length', async () => {
    expect((await hit(handle.db, { key: 'k2', limit: 1, windowMs: 1000 }, at(0))).allowed).toBe(true);
    expect((await hit(handle.db, { key: 'k2', limit: 1, windowMs: 60_000 }, at(0))).allowed).toBe(true);
    expect((await hit(handle.db, { key: 'k3', limit: 1, windowMs: 1000 }, at(0))).allowed).toBe(true);
  });

  it('throws 429 with Retry-After when any limit is exceeded', async () => {
    const limits = [
      { key: 'k4', limit: 1, windowMs: 30_000 },
      { key: 'k4', limit: 5, windowMs: 3_600_000 },
    ];
    await enforce(handle.db, limits, at(0));
    await expect(enforce(handle.db, limits, at(5000))).rejects.toMatchObject({ status: 429, headers: { 'Retry-After': '25' } });
  });
});
