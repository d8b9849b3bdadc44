import { sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Health } from '../../contract/public';
import type { AppBindings } from '../app-bindings';
import type { Database } from '../db/client';
import type { RouteHandler } from '../lib/handler';
import type { Logger } from '../lib/logger';
import { type AnswerBeforeRouting, completeAnswer, type KnownAnswer } from '../lib/request-frame';

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
 * while an answer stands. When checks did, those that came while the query was in flight went the
 * long way through the router to wait for it, and under load those once-a-second detours cost some
 * 1.7 µs (about 10 %) of every health check's CPU time (docs/decisions/056). Undefined when nothing stands:
 * the first check, a probe in flight for longer than `DATABASE_PROBE_MS`, a clock set back.
 */
function standingAnswer(db: Database, now: number, onDown: (err: unknown) => void): boolean | undefined {
  let probe = probes.get(db);
  if (probe && probe.answered !== undefined && now - probe.at >= DATABASE_PROBE_MS) probe = startProbe(db, now, onDown);
  if (!probe || !isFresh(probe, now)) return undefined;
  return probe.answered ?? probe.before;
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

const UNREACHABLE = 'health check: database unreachable';

export const healthcheck: RouteHandler<AppBindings> = async (c) => {
  const now = c.get('now')();
  const up = await databaseUp(c.get('db'), now.getTime(), (err) => c.get('log').error({ err }, UNREACHABLE));
  // Polled many times a second by monitors and load balancers: its answer is made complete at once.
  const { body, status, headers } = healthAnswer(up, now);
  return completeAnswer(c, body, status, headers);
};

/**
 * The health check at `path`, answered before routing while an answer of the database stands
 * (`standingAnswer`, server/lib/request-frame.ts); the route's handler asks the database and waits
 * for it when none does. A probe started here that fails is logged on `log`, as the handler logs one.
 */
export const healthBeforeRouting =
  (path: string, db: Database, clock: () => Date, log: Logger): AnswerBeforeRouting =>
  (requested) => {
    if (requested !== path) return undefined;
    const now = clock();
    const up = standingAnswer(db, now.getTime(), (err) => log.error({ err }, UNREACHABLE));
    return up === undefined ? undefined : healthAnswer(up, now);
  };
