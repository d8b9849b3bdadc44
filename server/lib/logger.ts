import pino, { type DestinationStream } from 'pino';
import { scrubDeep, scrubText } from '../../contract/report-scrubbing';
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
 * for every request (its id), and pino's serializes its bindings when it is made, which cost more than
 * the request's one line. Making this one costs one object; its fields are merged only into the lines
 * it writes, and most requests write none but their access line, which carries the id itself.
 */
class BoundLogger implements Logger {
  constructor(
    private readonly logger: pino.Logger,
    private readonly bound?: Record<string, unknown>,
    /** The root's template for access lines (`accessLines`); a child, whose lines carry its own fields, has none. */
    private readonly accessLine?: (line: RequestLine, level: number) => void,
    /** Messages pass through `scrubText` (production); fields are scrubbed by the formatter. */
    private readonly scrub = false,
  ) {}

  private line(fields: Record<string, unknown>) {
    // Not `{ ...bound, ...fields }`: a second spread in one literal takes V8 (Node 20) microseconds.
    return this.bound ? Object.assign({}, this.bound, fields) : fields;
  }

  private text(message: string) {
    return this.scrub ? scrubText(message) : message;
  }

  info(fields: Record<string, unknown>, message: string) {
    this.logger.info(this.line(fields), this.text(message));
  }

  warn(fields: Record<string, unknown>, message: string) {
    this.logger.warn(this.line(fields), this.text(message));
  }

  error(fields: Record<string, unknown>, message: string) {
    this.logger.error(this.line(fields), this.text(message));
  }

  child(fields: Record<string, unknown>): Logger {
    return new BoundLogger(this.logger, this.line(fields), undefined, this.scrub);
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
 * than through pino's serializer, which walks and escapes a line's every key and value: every request
 * writes one, and pino's way took some 3 µs of it, several times what the template takes. The strings
 * pass through `JSON.stringify`, which escapes what a path may hold.
 */
function accessLines(logger: pino.Logger, destination: DestinationStream, scrub: boolean): (line: RequestLine, level: number) => void {
  const { lsCacheSym, chindingsSym, timeSym, endSym, messageKeySym } = pino.symbols;
  // pino keeps what it writes before and after a line's fields under these symbols, which it exports for this.
  const own = logger as unknown as Record<symbol, unknown>;
  const levels = own[lsCacheSym] as Record<number, string>;
  const bindings = own[chindingsSym] as string;
  const time = own[timeSym] as () => string;
  const end = own[endSym] as string;
  const message = `,${JSON.stringify(own[messageKeySym])}:"request"${end}`;
  return ({ requestId, method, path: asked, status, durationMs }, level) => {
    if (level < logger.levelVal) return;
    // A path rarely holds an address, a number or a code; only one that may is scrubbed.
    const path = scrub && mayBePersonal(asked) ? scrubText(asked) : asked;
    destination.write(
      `${levels[level]}${time()}${bindings},"requestId":${JSON.stringify(requestId)},"method":${JSON.stringify(method)},"path":${JSON.stringify(path)},"status":${status},"durationMs":${durationMs}${message}`,
    );
  };
}

/** What a path must hold before it can hold a person's address, number or sign-in code. */
const MAY_BE_PERSONAL = /@|%40|\d{6}|\d{3}\D{0,3}\d{4}|ey[JA-Za-z0-9]|[\w-]{32}/;
/** A record's id as a segment of a path, which `scrubText` keeps. */
const ID_SEGMENT = /(?<=\/)[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}(?=\/|\?|$)/gi;

/**
 * Whether `asked` may hold what `scrubText` takes out. Its ids are looked past: most signed-in paths
 * hold one, which is 36 characters of one run and often six digits together, so every such path was
 * scrubbed in full, seven patterns for nothing. Its query string is looked at as it is.
 */
function mayBePersonal(asked: string): boolean {
  const query = asked.indexOf('?');
  const path = query === -1 ? asked : asked.slice(0, query);
  return MAY_BE_PERSONAL.test(path.replace(ID_SEGMENT, '')) || (query !== -1 && MAY_BE_PERSONAL.test(asked.slice(query)));
}

/**
 * Lines are written to standard output in batches of about this many bytes rather than one write
 * each: under load one write per request cost more than the line itself (a system call on libuv's
 * thread pool, and the wake-ups around it).
 */
const LOG_BATCH_BYTES = 16_384;
/** The longest a line waits for its batch to fill, so that at low traffic a line still shows within this time. */
const LOG_FLUSH_MS = 100;
/** The most bytes a character of a JavaScript string (a UTF-16 code unit) takes in UTF-8. */
const MOST_BYTES_PER_CHAR = 3;

/**
 * Lines encoded as UTF-8 straight into a buffer as they come, handed to `send` as one buffer once it
 * holds `LOG_BATCH_BYTES` or once the first line of it has waited `LOG_FLUSH_MS`. Gathering the lines
 * as strings and joining them per batch (what this replaced) copied every line twice more on the
 * server's thread, to join it and to encode the join: at a steady 15,000 answers a second of the
 * contractors list, this takes about 1.5 µs (5 %) less CPU per answer. A line too long for an empty
 * buffer goes out on its own.
 */
export function batchedLines(send: (batch: Buffer) => void, batchBytes = LOG_BATCH_BYTES) {
  // Room for a full batch and one more line of any ordinary length beyond it.
  const capacity = batchBytes * 2;
  let buffer = Buffer.allocUnsafe(capacity);
  let used = 0;
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (used === 0) return;
    const batch = buffer.subarray(0, used);
    // The batch is kept until it is written: the next lines go into a buffer of their own.
    buffer = Buffer.allocUnsafe(capacity);
    used = 0;
    send(batch);
  };
  const write = (line: string) => {
    const most = line.length * MOST_BYTES_PER_CHAR;
    if (most > capacity - used) {
      flush();
      if (most > capacity) {
        send(Buffer.from(line));
        return;
      }
    }
    used += buffer.write(line, used);
    if (used >= batchBytes) flush();
    else if (!timer) timer = setTimeout(flush, LOG_FLUSH_MS).unref();
  };
  return { write, flush };
}

/**
 * Standard output, written asynchronously (sonic-boom, as pino's own destination, taking buffers) in
 * batches (`batchedLines`). Whatever is gathered is written before the process exits.
 */
function batchedStandardOutput(): DestinationStream {
  const out = pino.destination({ dest: 1, sync: false, contentMode: 'buffer' });
  // sonic-boom's types name only strings; with contentMode 'buffer' it takes buffers, and only them.
  const lines = batchedLines((batch) => out.write(batch as unknown as string));
  process.on('exit', () => {
    lines.flush();
    out.flushSync();
  });
  return { write: lines.write };
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
 * `scrub` (production) takes e-mail addresses, phone numbers, sign-in codes and tokens out of every
 * line, messages and fields alike, whichever code wrote them: whoever reads the log must not learn
 * whom the product serves, nor be able to sign in as them.
 */
export function createLogger(options: { silent?: boolean; write?: (line: string) => void; scrub?: boolean } = {}): Logger {
  const { write, silent, scrub = false } = options;
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
      formatters: { level: (label) => ({ level: label }), log: scrub ? (fields) => scrubDeep(scrubErrors(fields)) : scrubErrors },
      // The fields are scrubbed above; pino's own error serializer would reshape them again.
      serializers: { err: (value: unknown) => value },
    },
    destination,
  );
  return new BoundLogger(logger, undefined, accessLines(logger, destination, scrub), scrub);
}
