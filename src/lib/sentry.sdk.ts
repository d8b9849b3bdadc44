import * as Sentry from '@sentry/react';
import type { AnyRouter } from '@tanstack/react-router';
import { scrubDeep } from '../../contract/report-scrubbing';
import { IGNORED_TAB_INDEX_ERROR } from '../app/global-errors';
import { latestRequestId } from './request-ids';

/** Rates of spec section 9. */
export const SENTRY_RATES = { tracesSampleRate: 1, replaysSessionSampleRate: 0.1, replaysOnErrorSampleRate: 1 } as const;

export function initSentry({ dsn, environment, release, router }: { dsn: string; environment: string; release: string; router: AnyRouter }) {
  Sentry.init({
    dsn,
    environment,
    release,
    integrations: [Sentry.tanstackRouterBrowserTracingIntegration(router)],
    ...SENTRY_RATES,
    ignoreErrors: [IGNORED_TAB_INDEX_ERROR],
    // Tagged with the latest API answer's id, then scrubbed of addresses, numbers, codes and tokens
    // (contract/report-scrubbing.ts): the page's URL, messages and breadcrumbs carry what people typed.
    beforeSend: (event) => {
      const requestId = latestRequestId();
      return scrubDeep(requestId ? { ...event, tags: { ...event.tags, request_id: requestId } } : event);
    },
    beforeBreadcrumb: (breadcrumb) => scrubDeep(breadcrumb),
  });
  // Replay is the heaviest part of the SDK: fetched separately once Sentry runs.
  void import('./sentry.replay').then(({ replayIntegration }) => Sentry.addIntegration(replayIntegration()));
}

export const captureException = (error: unknown) => Sentry.captureException(error);
