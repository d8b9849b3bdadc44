import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { casing, type Database, type DatabaseHandle, migrationsCurrent, migrationsFolder } from './client';
import * as schema from './schema';

export function fromPool(pool: pg.Pool): DatabaseHandle {
  // The pool drops an idle connection the server closes (restart, failover, a dropped test database);
  // without a listener its 'error' event would crash the process.
  pool.on('error', () => {});
  const db = drizzle({ client: pool, schema, casing });
  /** Listeners still holding a connection: the pool cannot end before they give theirs back. */
  const listening = new Set<() => Promise<void>>();
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    migrate: async () => {
      if (!(await migrationsCurrent(db as unknown as Database))) await migrate(db, { migrationsFolder });
    },
    close: async () => {
      await Promise.all([...listening].map((stop) => stop()));
      await pool.end();
    },
    missingFolder: () => undefined,
    listen: async (channel, onNotify, onLost) => {
      // A connection of its own, held for as long as the process listens: LISTEN belongs to a session.
      const client = await pool.connect();
      let lost = false;
      client.on('notification', (message) => {
        if (message.channel === channel) onNotify();
      });
      client.on('error', () => {
        if (lost) return;
        lost = true;
        onLost();
      });
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      const stop = async () => {
        if (!listening.delete(stop)) return;
        if (!lost) await client.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => {});
        client.release(lost);
      };
      listening.add(stop);
      return stop;
    },
  };
}

/** A pool of connections to the PostgreSQL server at `url`. */
export function openPostgres(url: string): DatabaseHandle {
  return fromPool(new pg.Pool({ connectionString: url, max: 10 }));
}
