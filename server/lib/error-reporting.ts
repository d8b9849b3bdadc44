import { reportingOffBy } from '../../contract/shared-env';
import type { ServerEnv } from '../env';

/** Where a request failed. Never its query or body: they hold what people typed. */
export interface FailedRequest {
  method: string;
  path: string;
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
  Sentry.init({ dsn: env.SENTRY_DSN, environment: env.VITE_ENVIRONMENT, release });
  return {
    description: `ON: unexpected errors go to Sentry (environment ${env.VITE_ENVIRONMENT}${release ? `, release ${release}` : ''})`,
    report: (error, request) => void Sentry.captureException(error, { tags: { method: request.method }, extra: { path: request.path } }),
    flush: async () => void (await Sentry.close(FLUSH_TIMEOUT_MS)),
  };
}
