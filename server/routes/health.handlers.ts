import { sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Health } from '../../contract/public';
import type { AppBindings } from '../app-bindings';
import type { Database } from '../db/client';
import type { RouteHandler } from '../lib/handler';
import { type AnswerBeforeRouting, completeAnswer, type KnownAnswer } from '../lib/request-frame';

/**
 * How long one answer of the database stands for every health check. A load balancer or a monitor
 * polling many times a second then costs one query a second, and checks that arrive together share
 * the query in flight, while a database that stops answering is still noticed within this time.
 */
export const DATABASE_PROBE_MS = 1_000;

interface Probe {
  at: number;
  up: Promise<boolean>;
  /** What the database answered, once it has. */
  answered?: boolean;
}
const probes = new WeakMap<Database, Probe>();

/** The probe of `db` that stands at `now`, if any. */
function standingProbe(db: Database, now: number): Probe | undefined {
  const last = probes.get(db);
  return last && now - last.at < DATABASE_PROBE_MS && now >= last.at ? last : undefined;
}

function databaseUp(db: Database, now: number, onDown: (err: unknown) => void): Promise<boolean> {
  const standing = standingProbe(db, now);
  if (standing) return standing.up;
  const up = db.execute(sql`select 1`).then(
    () => true,
    (err: unknown) => {
      onDown(err);
      return false;
    },
  );
  const probe: Probe = { at: now, up };
  void up.then((answered) => (probe.answered = answered));
  probes.set(db, probe);
  return up;
}

/**
 * The answer's own headers, one record for each length of body (an ISO time has one length for
 * thousands of years, so in practice one up and one down), so that the frame's record made from them
 * is made once (request-frame.ts, `frameHeaders`). The length is sent, not left to be worked out: an
 * answer written straight to Node's response with `writeHead` would otherwise go out chunked.
 */
const headersByLength = new Map<number, Readonly<Record<string, string>>>();
function jsonHeaders(length: number) {
  let headers = headersByLength.get(length);
  if (!headers) headersByLength.set(length, (headers = { 'content-type': 'application/json', 'content-length': String(length) }));
  return headers;
}

/** The last answer made: checks polled many times a second share it within its millisecond. */
let lastAnswer: { ms: number; up: boolean; answer: KnownAnswer } | undefined;

function healthAnswer(up: boolean, now: Date): KnownAnswer {
  const ms = now.getTime();
  if (lastAnswer?.ms === ms && lastAnswer.up === up) return lastAnswer.answer;
  const time = now.toISOString();
  const health: v.InferOutput<typeof Health> = up ? { status: 'ok', database: 'up', time } : { status: 'unavailable', database: 'down', time };
  const body = JSON.stringify(health);
  const answer = { status: up ? 200 : 503, body, headers: jsonHeaders(Buffer.byteLength(body)) };
  lastAnswer = { ms, up, answer };
  return answer;
}

export const healthcheck: RouteHandler<AppBindings> = async (c) => {
  const now = c.get('now')();
  const up = await databaseUp(c.get('db'), now.getTime(), (err) => c.get('log').error({ err }, 'health check: database unreachable'));
  // Polled many times a second by monitors and load balancers: its answer is made complete at once.
  const { body, status, headers } = healthAnswer(up, now);
  return completeAnswer(c, body, status, headers);
};

/**
 * The health check at `path`, answered before routing while the database's last answer stands
 * (server/lib/request-frame.ts); the route's handler asks the database again once it is older.
 */
export const healthBeforeRouting =
  (path: string, db: Database, clock: () => Date): AnswerBeforeRouting =>
  (requested) => {
    if (requested !== path) return undefined;
    const now = clock();
    const up = standingProbe(db, now.getTime())?.answered;
    return up === undefined ? undefined : healthAnswer(up, now);
  };
