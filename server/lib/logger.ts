import pino, { type DestinationStream } from 'pino';
import { scrubbedError } from './error-reporting';

const INFO_LEVEL = pino.levels.values.info!;
const ERROR_LEVEL = pino.levels.values.error!;

/** Structured one-line JSON logs (pino), for one process and for any log collector. */
export interface Logger {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
  /** A logger whose every line also carries `fields`, such as the id of the request being served. */
  child(fields: Record<string, unknown>): Logger;
  /** A request's access line, `message` "request": at error level for a 5xx answer, at info level otherwise. */
  request(line: RequestLine): void;
}

/** What a request's access line says, and nothing more (server/lib/request-frame.ts). */
export interface RequestLine {
  requestId: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
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
 * the request's one line. Making this one costs one object; its fields are merged only into the lines
 * it writes, and most requests write none but their access line, which carries the id itself.
 */
class BoundLogger implements Logger {
  constructor(
    private readonly logger: pino.Logger,
    private readonly bound?: Record<string, unknown>,
    /** The root's template for access lines (`accessLines`); a child, whose lines carry its own fields, has none. */
    private readonly accessLine?: (line: RequestLine, level: number) => void,
  ) {}

  private line(fields: Record<string, unknown>) {
    // Not `{ ...bound, ...fields }`: a second spread in one literal takes V8 (Node 20) microseconds.
    return this.bound ? Object.assign({}, this.bound, fields) : fields;
  }

  info(fields: Record<string, unknown>, message: string) {
    this.logger.info(this.line(fields), message);
  }

  warn(fields: Record<string, unknown>, message: string) {
    this.logger.warn(this.line(fields), message);
  }

  error(fields: Record<string, unknown>, message: string) {
    this.logger.error(this.line(fields), message);
  }

  child(fields: Record<string, unknown>): Logger {
    return new BoundLogger(this.logger, this.line(fields));
  }

  request(line: RequestLine) {
    const error = line.status >= 500;
    if (this.accessLine) this.accessLine(line, error ? ERROR_LEVEL : INFO_LEVEL);
    else if (error) this.error({ ...line }, 'request');
    else this.info({ ...line }, 'request');
  }
}

/**
 * Writes access lines to `destination` exactly as `logger` writes them (its level labels, time, pid
 * and host name, then the line's fields and the message), but from a template of known keys rather
 * than through pino's serialiser, which walks and escapes a line's every key and value: every request
 * writes one, and pino's way took some 3 µs of it, several times what the template takes. The strings
 * pass through `JSON.stringify`, which escapes what a path may hold.
 */
function accessLines(logger: pino.Logger, destination: DestinationStream): (line: RequestLine, level: number) => void {
  const { lsCacheSym, chindingsSym, timeSym, endSym, messageKeySym } = pino.symbols;
  // pino keeps what it writes before and after a line's fields under these symbols, which it exports for this.
  const own = logger as unknown as Record<symbol, unknown>;
  const levels = own[lsCacheSym] as Record<number, string>;
  const bindings = own[chindingsSym] as string;
  const time = own[timeSym] as () => string;
  const end = own[endSym] as string;
  const message = `,${JSON.stringify(own[messageKeySym])}:"request"${end}`;
  return ({ requestId, method, path, status, durationMs }, level) => {
    if (level < logger.levelVal) return;
    destination.write(
      `${levels[level]}${time()}${bindings},"requestId":${JSON.stringify(requestId)},"method":${JSON.stringify(method)},"path":${JSON.stringify(path)},"status":${status},"durationMs":${durationMs}${message}`,
    );
  };
}

/**
 * Lines are written to standard output in batches of about this many characters rather than one write
 * each: under load one write per request cost more than the line itself (a system call on libuv's
 * thread pool, and the wake-ups around it).
 */
const LOG_BATCH_CHARS = 16_384;
/** The longest a line waits for its batch to fill, so that at low traffic a line still shows within this time. */
const LOG_FLUSH_MS = 100;

/**
 * Standard output, written asynchronously (sonic-boom, as pino's own destination) in batches. Lines
 * are gathered in a list and joined once per batch: sonic-boom's own batching (`minLength`) appends
 * each line to a growing string and measures that string again for every line, which cost more per
 * line than pino's formatting. Whatever is gathered is written before the process exits.
 */
function batchedStandardOutput(): DestinationStream {
  const out = pino.destination({ dest: 1, sync: false });
  let gathered: string[] = [];
  let size = 0;
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (gathered.length === 0) return;
    const text = gathered.join('');
    gathered = [];
    size = 0;
    out.write(text);
  };
  process.on('exit', () => {
    flush();
    out.flushSync();
  });
  return {
    write(line: string) {
      gathered.push(line);
      size += line.length;
      if (size >= LOG_BATCH_CHARS) flush();
      else if (!timer) timer = setTimeout(flush, LOG_FLUSH_MS).unref();
    },
  };
}

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
  const { write, silent } = options;
  const destination: DestinationStream = write
    ? { write: (line: string) => write(line.endsWith('\n') ? line.slice(0, -1) : line) }
    : silent
      ? { write: () => {} }
      : batchedStandardOutput();
  const logger = pino(
    {
      level: silent ? 'silent' : 'info',
      messageKey: 'message',
      timestamp: isoTimeOncePerMs(),
      formatters: { level: (label) => ({ level: label }), log: scrubErrors },
      // The fields are scrubbed above; pino's own error serializer would reshape them again.
      serializers: { err: (value: unknown) => value },
    },
    destination,
  );
  return new BoundLogger(logger, undefined, accessLines(logger, destination));
}
