import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { casing, type Database, type DatabaseHandle, migrationsCurrent, migrationsFolder } from './client';
import * as schema from './schema';

/**
 * The session-level advisory lock instances take while they start (migrations, demo data): without
 * it, two starting on an empty database both create the migrations' tables and types, and the second
 * dies on a duplicate key of PostgreSQL's own catalog.
 */
const START_UP_LOCK = 1_762_011_201;

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
    whileAlone: async (work) => {
      // A connection of its own holds the lock; the work runs on the pool's others.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [START_UP_LOCK]);
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [START_UP_LOCK]);
        }
      } finally {
        client.release();
      }
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
