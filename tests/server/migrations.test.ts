import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrationsCurrent } from '../../server/db/client';
import { openTestDatabase } from './harness';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe('migrations on start', () => {
  it('finds a migrated database current, and a restart applies nothing again', async () => {
    const handle = await openTestDatabase();
    try {
      expect(await migrationsCurrent(handle.db)).toBe(true);
      const before = rowsOf<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`))[0]!.n;
      await handle.migrate();
      const after = rowsOf<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`))[0]!.n;
      expect(after).toBe(before);
    } finally {
      await handle.close();
    }
  });

  it('finds a database missing the newest migration, or never migrated, not current', async () => {
    const handle = await openTestDatabase();
    try {
      await handle.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
      expect(await migrationsCurrent(handle.db)).toBe(false);
      await handle.db.execute(sql`drop schema drizzle cascade`);
      expect(await migrationsCurrent(handle.db)).toBe(false);
    } finally {
      await handle.close();
    }
  });
});
