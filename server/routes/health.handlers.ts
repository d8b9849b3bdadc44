import { sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Health } from '../../contract/public';
import type { AppBindings } from '../app-bindings';
import type { Database } from '../db/client';
import type { RouteHandler } from '../lib/handler';
import { completeAnswer } from '../lib/request-frame';

/**
 * How long one answer of the database stands for every health check. A load balancer or a monitor
 * polling many times a second then costs one query a second, and checks that arrive together share
 * the query in flight, while a database that stops answering is still noticed within this time.
 */
export const DATABASE_PROBE_MS = 1_000;

interface Probe {
  at: number;
  up: Promise<boolean>;
}
const probes = new WeakMap<Database, Probe>();

function databaseUp(db: Database, now: number, onDown: (err: unknown) => void): Promise<boolean> {
  const last = probes.get(db);
  if (last && now - last.at < DATABASE_PROBE_MS && now >= last.at) return last.up;
  const up = db.execute(sql`select 1`).then(
    () => true,
    (err: unknown) => {
      onDown(err);
      return false;
    },
  );
  probes.set(db, { at: now, up });
  return up;
}

const JSON_TYPE = { 'content-type': 'application/json' };

export const healthcheck: RouteHandler<AppBindings> = async (c) => {
  const now = c.get('now')();
  const time = now.toISOString();
  const up = await databaseUp(c.get('db'), now.getTime(), (err) => c.get('log').error({ err }, 'health check: database unreachable'));
  // Polled many times a second by monitors and load balancers: its answer is made complete at once.
  const health: v.InferOutput<typeof Health> = up ? { status: 'ok', database: 'up', time } : { status: 'unavailable', database: 'down', time };
  return completeAnswer(c, JSON.stringify(health), up ? 200 : 503, JSON_TYPE);
};
