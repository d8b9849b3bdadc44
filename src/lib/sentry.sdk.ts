import * as Sentry from '@sentry/react';
import type { AnyRouter } from '@tanstack/react-router';
import { IGNORED_TAB_INDEX_ERROR } from '../app/global-errors';

/** Rates of spec section 9. */
export const SENTRY_RATES = { tracesSampleRate: 1, replaysSessionSampleRate: 0.1, replaysOnErrorSampleRate: 1 } as const;

export function initSentry({ dsn, environment, router }: { dsn: string; environment: string; router: AnyRouter }) {
  Sentry.init({
    dsn,
    environment,
    integrations: [Sentry.tanstackRouterBrowserTracingIntegration(router)],
    ...SENTRY_RATES,
    ignoreErrors: [IGNORED_TAB_INDEX_ERROR],
  });
  // Replay is the heaviest part of the SDK: fetched separately once Sentry runs.
  void import('./sentry.replay').then(({ replayIntegration }) => Sentry.addIntegration(replayIntegration()));
}

export const captureException = (error: unknown) => Sentry.captureException(error);
