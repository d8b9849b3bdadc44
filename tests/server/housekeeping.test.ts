import { count as countRows, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { phoneCodes, rateLimits, refreshTokens, signInNetworks } from '../../server/db/schema';
import { describe, expect, it } from 'vitest';
import { gatherPlannerStatistics, pruneExpiredRows } from '../../server/housekeeping';
import { createLogger } from '../../server/lib/logger';
import { freshApi } from './factories';
import { planOf } from './harness';
import { newClientIp, newPhoneNumber, signIn } from './sign-in';

const HOUR = 3_600_000;
const count = async (api: Awaited<ReturnType<typeof freshApi>>, table: PgTable) => (await api.db.select({ n: countRows() }).from(table))[0]!.n;

describe('housekeeping', () => {
  it('forgets what anonymous callers left behind once it counts for nothing: rate-limit windows and login codes', async () => {
    const api = await freshApi({ env: { TRUST_PROXY: 'true' } });
    api.clock.set('2026-05-01T10:00:00Z');
    for (let i = 0; i < 3; i++) await api.post('/Authentication/send-phone-login-token', { phoneNumber: newPhoneNumber() }, { 'X-Forwarded-For': newClientIp() });
    expect(await count(api, rateLimits)).toBeGreaterThan(0);
    expect(await count(api, phoneCodes)).toBe(3);

    // Within a day the windows and codes may still count (a daily limit, a lock), so they stay.
    await pruneExpiredRows(api.db, new Date(api.clock.now().getTime() + 23 * HOUR), createLogger({ silent: true }));
    expect(await count(api, rateLimits)).toBeGreaterThan(0);
    expect(await count(api, phoneCodes)).toBe(3);

    await pruneExpiredRows(api.db, new Date(api.clock.now().getTime() + 35 * HOUR), createLogger({ silent: true }));
    expect(await count(api, rateLimits)).toBe(0);
    expect(await count(api, phoneCodes)).toBe(0);
  });

  it('forgets refresh tokens once their sign-in has ended for good, and keeps the live ones', async () => {
    const api = await freshApi({ env: { TRUST_PROXY: 'true' } });
    api.clock.set('2026-05-01T10:00:00Z');
    await signIn(api);
    await pruneExpiredRows(api.db, new Date(api.clock.now().getTime() + 29 * 24 * HOUR), createLogger({ silent: true }));
    expect(await count(api, refreshTokens)).toBe(1);
    await pruneExpiredRows(api.db, new Date(api.clock.now().getTime() + 32 * 24 * HOUR), createLogger({ silent: true }));
    expect(await count(api, refreshTokens)).toBe(0);
  });

  it('forgets a network an account signed in from once it has not signed in from it for 90 days', async () => {
    const api = await freshApi({ env: { TRUST_PROXY: 'true' } });
    api.clock.set('2026-05-01T10:00:00Z');
    await signIn(api);
    expect(await count(api, signInNetworks)).toBe(1);
    await pruneExpiredRows(api.db, new Date(api.clock.now().getTime() + 89 * 24 * HOUR), createLogger({ silent: true }));
    expect(await count(api, signInNetworks)).toBe(1);
    await pruneExpiredRows(api.db, new Date(api.clock.now().getTime() + 91 * 24 * HOUR), createLogger({ silent: true }));
    expect(await count(api, signInNetworks)).toBe(0);
  });

  it('gathers the planner statistics on a start that finds a table without them, and again once a table has grown', async () => {
    const api = await freshApi();
    const log = createLogger({ silent: true });
    const rowsPlanned = async () => {
      const result = await api.db.execute(sql`select reltuples from pg_class where relname = 'housekeeping_probe'`);
      return Number((result as unknown as { rows: { reltuples: number }[] }).rows[0]!.reltuples);
    };
    await api.db.execute(sql`create table housekeeping_probe (n integer)`);
    try {
      await api.db.execute(sql`insert into housekeeping_probe select generate_series(1, 50)`);
      expect(await rowsPlanned()).toBeLessThan(0);
      await gatherPlannerStatistics(api.db, log, { unlessGathered: true });
      expect(await rowsPlanned()).toBe(50);

      // A start on a database whose tables all have statistics leaves them, and so does the hourly
      // pass while a table has not grown by a tenth (the 70 rows fill the page the 50 began).
      await api.db.execute(sql`insert into housekeeping_probe select generate_series(51, 120)`);
      await gatherPlannerStatistics(api.db, log, { unlessGathered: true });
      expect(await rowsPlanned()).toBe(50);
      await gatherPlannerStatistics(api.db, log);
      expect(await rowsPlanned()).toBe(50);

      // Grown past that, the pass renews them.
      await api.db.execute(sql`insert into housekeeping_probe select generate_series(121, 5000)`);
      await gatherPlannerStatistics(api.db, log);
      expect(await rowsPlanned()).toBe(5000);
    } finally {
      await api.db.execute(sql`drop table housekeeping_probe`);
    }
  });

  it('vacuums a table that grew, when asked (PGlite, which runs no autovacuum): its pages all-visible, a count read from its index alone', async () => {
    const api = await freshApi();
    const log = createLogger({ silent: true });
    await api.db.execute(sql`create table housekeeping_probe (n integer primary key)`);
    const pages = async () => {
      const result = await api.db.execute(sql`select relpages, relallvisible from pg_class where relname = 'housekeeping_probe'`);
      return (result as unknown as { rows: { relpages: number; relallvisible: number }[] }).rows[0]!;
    };
    try {
      await api.db.execute(sql`insert into housekeeping_probe select generate_series(1, 5000)`);
      await gatherPlannerStatistics(api.db, log, { vacuum: true });
      const { relpages, relallvisible } = await pages();
      expect(relpages).toBeGreaterThan(10);
      expect(relallvisible).toBe(relpages);
      const plan = await planOf(api.db, sql`select count(*) from housekeeping_probe where n > 100`, { analyze: true });
      expect(plan).toContain('Index Only Scan');
      expect(plan).toContain('Heap Fetches: 0');
    } finally {
      await api.db.execute(sql`drop table housekeeping_probe`);
    }
  });

  it('lets other work run while it gathers the statistics, rather than holding the process for all of it', async () => {
    const api = await freshApi();
    // A request that arrives meanwhile is answered on a turn of the event loop, as this timer runs.
    let turns = 0;
    const ticker = setInterval(() => turns++, 0);
    try {
      await gatherPlannerStatistics(api.db, createLogger({ silent: true }));
    } finally {
      clearInterval(ticker);
    }
    expect(turns).toBeGreaterThan(3);
  });
});
