import { sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Health } from '../../contract/public';
import type { AppBindings } from '../app-bindings';
import type { Database } from '../db/client';
import type { RouteHandler } from '../lib/handler';

/**
 * How long one answer of the database stands for every health check. A load balancer or a monitor
 * polling many times a second then costs one query a second, and checks that arrive together share
 * the query in flight. Once it is older, the next check starts the next query and, while that one is
 * in flight, checks are answered from the last answer for at most this long again: a database that
 * stops answering is noticed within twice this time.
 */
export const DATABASE_PROBE_MS = 1_000;

interface Probe {
  at: number;
  up: Promise<boolean>;
  /** What the database answered, once it has. */
  answered?: boolean;
  /** What the probe before this one answered: it stands while this one is in flight (`DATABASE_PROBE_MS`). */
  before?: boolean;
}
const probes = new WeakMap<Database, Probe>();

/** Whether `probe` was started within `DATABASE_PROBE_MS` of `now` (a clock set back makes it stale). */
const isFresh = (probe: Probe, now: number) => now - probe.at < DATABASE_PROBE_MS && now >= probe.at;

/** The probe of `db` that stands at `now`, if any. */
function standingProbe(db: Database, now: number): Probe | undefined {
  const last = probes.get(db);
  return last && isFresh(last, now) ? last : undefined;
}

function databaseUp(db: Database, now: number, onDown: (err: unknown) => void): Promise<boolean> {
  return (standingProbe(db, now) ?? startProbe(db, now, onDown)).up;
}

/** Asks the database now, keeping what it last answered to stand while this probe is in flight. */
function startProbe(db: Database, now: number, onDown: (err: unknown) => void): Probe {
  const before = probes.get(db)?.answered;
  const up = db.execute(sql`select 1`).then(
    () => true,
    (err: unknown) => {
      onDown(err);
      return false;
    },
  );
  const probe: Probe = { at: now, up, before };
  void up.then((answered) => (probe.answered = answered));
  probes.set(db, probe);
  return probe;
}

/**
 * What the database last answered, if it may stand for a health check at `now`, starting the next
 * probe when the last answer is older than `DATABASE_PROBE_MS`. A check never waits on that probe
 * while an answer stands (docs/performance.md, "The API under load"). Undefined when nothing stands: the first check, a probe
 * in flight for longer than `DATABASE_PROBE_MS`, a clock set back.
 */
function standingAnswer(db: Database, now: number, onDown: (err: unknown) => void): boolean | undefined {
  let probe = probes.get(db);
  if (probe && probe.answered !== undefined && now - probe.at >= DATABASE_PROBE_MS) probe = startProbe(db, now, onDown);
  if (!probe || !isFresh(probe, now)) return undefined;
  return probe.answered ?? probe.before;
}

export const healthcheck: RouteHandler<AppBindings> = async (c) => {
  const now = c.get('now')();
  const onDown = (err: unknown) => c.get('log').error({ err }, 'health check: database unreachable');
  const up = standingAnswer(c.get('db'), now.getTime(), onDown) ?? (await databaseUp(c.get('db'), now.getTime(), onDown));
  const time = now.toISOString();
  // A stopping instance still answers what it is sent (docs/decisions/067), but asks to be sent no more.
  const ok = up && !c.get('stopping')?.();
  const health: v.InferOutput<typeof Health> = { status: ok ? 'ok' : 'unavailable', database: up ? 'up' : 'down', time };
  return c.json(health, ok ? 200 : 503);
};
