import { scrubDeep } from '../../contract/report-scrubbing';
import { reportingOffBy } from '../../contract/shared-env';
import type { ServerEnv } from '../env';

/** Where a request failed. Never its query or body: they hold what people typed. */
export interface FailedRequest {
  method: string;
  path: string;
  /** The answer's X-Request-Id: the report leads to the request's log lines, and to what the user saw. */
  requestId?: string;
}

/** The port through which unexpected failures (the API's 500s) reach the operators, besides the log. */
export interface ErrorReporter {
  /** Said at start-up so that nobody wonders whether failures are reported. */
  readonly description: string;
  report(error: unknown, request: FailedRequest): void;
  /** Sends what is still queued; called when the server stops. */
  flush(): Promise<void>;
}

export class ErrorReportingOff implements ErrorReporter {
  constructor(readonly description = 'OFF because SENTRY_DSN is empty: unexpected errors are only logged') {}
  report() {}
  async flush() {}
}

/** What a database driver's error says about itself without quoting what was sent (PostgreSQL's and PGlite's alike). */
const DATABASE_ERROR_FIELDS = ['code', 'severity', 'routine', 'schema', 'table', 'column', 'constraint', 'dataType'] as const;

/**
 * The error as it may be logged and reported: a failed query keeps its SQL text (placeholders, no values),
 * the SQLSTATE and the names of what failed, and loses its parameters and the database's own message and
 * detail, which quote the values ("invalid input syntax ...: \"pat@example.com\"", "Key (email)=(...)").
 * Everything else keeps its name, message and frames, but not its `cause` chain unread.
 */
export function scrubbedError(error: unknown): Error {
  if (!(error instanceof Error)) return new Error(`Non-error thrown: ${typeof error}`);
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const query = (error as { query?: unknown }).query;
  let message = error.message;
  if (typeof query === 'string' && 'params' in error) {
    const cause = error.cause as Record<string, unknown> | undefined;
    const about = DATABASE_ERROR_FIELDS.flatMap((key) => (typeof cause?.[key] === 'string' && cause[key] ? [`${key} ${cause[key]}`] : []));
    message = `Failed query: ${query}${about.length ? ` (${about.join(', ')})` : ''}`;
  } else if (error.cause instanceof Error) {
    const cause = scrubbedError(error.cause);
    message = `${message} (caused by ${cause.name}: ${cause.message})`;
  }
  const scrubbed = new Error(message);
  scrubbed.name = error.name === 'Error' && typeof query === 'string' ? 'DatabaseQueryError' : error.name;
  scrubbed.stack = [`${scrubbed.name}: ${message}`, ...frames].join('\n');
  return scrubbed;
}

const FLUSH_TIMEOUT_MS = 2000;

/**
 * Sentry when SENTRY_DSN is set, by the rule the SPA's reporting follows too (contract/shared-env.ts:
 * in production only, never in development, NODE_ENV=development included), under the SPA's
 * environment label so both sides' reports sit together. The SDK is loaded only then: it costs
 * start-up time.
 */
export async function createErrorReporter(env: ServerEnv, release: string | undefined): Promise<ErrorReporter> {
  if (!env.SENTRY_DSN) return new ErrorReportingOff();
  if (env.NODE_ENV === 'development') return new ErrorReportingOff('OFF in development (NODE_ENV=development) although SENTRY_DSN is set');
  const off = reportingOffBy(env);
  if (off) return new ErrorReportingOff(`OFF because ${off}=${env[off]} although SENTRY_DSN is set`);
  const Sentry = await import('@sentry/node');
  Sentry.init({
    dsn: env.SENTRY_DSN,
    environment: env.VITE_ENVIRONMENT,
    release,
    // The SDK would attach the incoming request it saw; its body, query and headers carry what people typed and their tokens.
    // What is left is scrubbed of addresses, numbers, codes and tokens (contract/report-scrubbing.ts).
    beforeSend: (event) => {
      if (event.request) event.request = { method: event.request.method, url: event.request.url?.split('?')[0] };
      return scrubDeep(event);
    },
    beforeBreadcrumb: (breadcrumb) => scrubDeep(breadcrumb),
  });
  return {
    description: `ON: unexpected errors go to Sentry (environment ${env.VITE_ENVIRONMENT}${release ? `, release ${release}` : ''})`,
    report: (error, request) =>
      void Sentry.captureException(scrubbedError(error), {
        tags: { method: request.method, ...(request.requestId ? { request_id: request.requestId } : {}) },
        extra: { path: request.path },
      }),
    flush: async () => void (await Sentry.close(FLUSH_TIMEOUT_MS)),
  };
}
