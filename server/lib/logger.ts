import pino, { type DestinationStream } from 'pino';
import { scrubbedError } from './error-reporting';

/** Structured one-line JSON logs (pino), for one process and for any log collector. */
export interface Logger {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
  /** A logger whose every line also carries `fields`, such as the id of the request being served. */
  child(fields: Record<string, unknown>): Logger;
}

/** An error as the log may hold it: a failed query without the values it carried (error-reporting.ts). */
function scrubbed(error: Error) {
  const { name, message, stack } = scrubbedError(error);
  return { name, message, stack };
}

/** Every error among a line's fields, whatever its key, is logged scrubbed. */
function scrubErrors(fields: Record<string, unknown>) {
  let out: Record<string, unknown> | undefined;
  for (const key in fields) {
    const value = fields[key];
    if (value instanceof Error) (out ??= { ...fields })[key] = scrubbed(value);
  }
  return out ?? fields;
}

/**
 * A child's fields are put on each line it writes rather than bound by a pino child: a child is made
 * for every request (its id), and pino's serialises its bindings when it is made, which cost more than
 * the request's one line.
 */
function wrap(logger: pino.Logger, bound?: Record<string, unknown>): Logger {
  const line = bound ? (fields: Record<string, unknown>) => ({ ...bound, ...fields }) : (fields: Record<string, unknown>) => fields;
  return {
    info: (fields, message) => logger.info(line(fields), message),
    warn: (fields, message) => logger.warn(line(fields), message),
    error: (fields, message) => logger.error(line(fields), message),
    child: (fields) => wrap(logger, bound ? { ...bound, ...fields } : fields),
  };
}

/**
 * Lines are written to standard output in batches of about this size rather than one write each: under
 * load one write per request cost more than the line itself (a system call on libuv's thread pool).
 */
const LOG_BATCH_BYTES = 4096;
/** The longest a line waits for its batch to fill, so that at low traffic a line still shows within this time. */
const LOG_FLUSH_MS = 100;

/** pino's `isoTime`, formatted once per millisecond: a busy server writes several lines in each. */
function isoTimeOncePerMs() {
  let lastMs = -1;
  let last = '';
  return () => {
    const now = Date.now();
    if (now !== lastMs) {
      lastMs = now;
      last = `,"time":"${new Date(now).toISOString()}"`;
    }
    return last;
  };
}

/**
 * Lines such as `{"level":"info","time":"…","pid":…,"hostname":"…","message":"request",…}` on standard
 * output, written asynchronously and in batches so that a busy server does not wait on its log; what
 * is still queued is written when the process exits. `write` takes each line instead (tests); `silent` drops them.
 */
export function createLogger(options: { silent?: boolean; write?: (line: string) => void } = {}): Logger {
  const { write } = options;
  const destination: DestinationStream = write
    ? { write: (line: string) => write(line.endsWith('\n') ? line.slice(0, -1) : line) }
    : pino.destination({ dest: 1, sync: false, minLength: LOG_BATCH_BYTES, periodicFlush: LOG_FLUSH_MS });
  const logger = pino(
    {
      level: options.silent ? 'silent' : 'info',
      messageKey: 'message',
      timestamp: isoTimeOncePerMs(),
      formatters: { level: (label) => ({ level: label }), log: scrubErrors },
      // The fields are scrubbed above; pino's own error serializer would reshape them again.
      serializers: { err: (value: unknown) => value },
    },
    destination,
  );
  return wrap(logger);
}
