import type { AnyRouter } from '@tanstack/react-router';
import { reportingOffBy } from '../../contract/shared-env';
import { env } from '../config/env';
import type { ClientEnv } from '../config/env.schema';
import type * as SentrySdk from './sentry.sdk';

/**
 * Error reporting runs with a DSN where the rule the server shares says (contract/shared-env.ts): in a
 * production build, never in development, and never under `npm run dev` (Vite's dev server), whatever
 * the flags say.
 */
export function errorReportingEnabled(
  config: Pick<ClientEnv, 'VITE_SENTRY_DSN' | 'VITE_PRODUCTION' | 'VITE_DEV' | 'VITE_ENVIRONMENT'> = env,
  devServer: boolean = import.meta.env.DEV,
): boolean {
  return Boolean(config.VITE_SENTRY_DSN) && !devServer && !reportingOffBy(config);
}

/** `name@version` of package.json, as the server files its own reports (vite.config.ts). */
declare const __RELEASE__: string;

type Sdk = typeof SentrySdk;
let sdk: Promise<Sdk> | undefined;

/**
 * Starts Sentry when configured. The SDK loads after the first render, in its own chunk, so it costs
 * the landing page nothing before it is interactive; session replay loads after that in another one.
 * Errors in the moment before it arrives reach the console and the toast, not Sentry.
 */
export function startErrorReporting(router: AnyRouter) {
  if (!errorReportingEnabled() || sdk) return;
  sdk = import('./sentry.sdk').then((module) => {
    module.initSentry({ dsn: env.VITE_SENTRY_DSN, environment: env.VITE_ENVIRONMENT, release: __RELEASE__, router });
    return module;
  });
  sdk.catch((error: unknown) => console.warn('Error reporting could not start.', error));
}

/** Sends an error React's boundaries caught (uncaught ones reach Sentry through the window). */
export function captureError(error: unknown) {
  void sdk?.then((module) => module.captureException(error)).catch(() => {});
}
