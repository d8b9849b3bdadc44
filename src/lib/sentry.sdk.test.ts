import type { AnyRouter } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';

const sdk = vi.hoisted(() => ({ init: vi.fn(), addIntegration: vi.fn(), replayIntegration: vi.fn(() => ({ name: 'Replay' })) }));
vi.mock('@sentry/react', () => ({
  init: sdk.init,
  addIntegration: sdk.addIntegration,
  replayIntegration: sdk.replayIntegration,
  tanstackRouterBrowserTracingIntegration: () => ({ name: 'BrowserTracing' }),
  captureException: vi.fn(),
}));

const { initSentry } = await import('./sentry.sdk');

describe('error reporting once it runs', () => {
  it('samples every trace, one session in ten for replay, and every session with an error (spec section 9)', async () => {
    initSentry({ dsn: 'https://key@sentry.example.test/1', environment: 'staging', release: 'test', router: {} as AnyRouter });
    expect(sdk.init).toHaveBeenCalledWith(expect.objectContaining({ tracesSampleRate: 1, replaysSessionSampleRate: 0.1, replaysOnErrorSampleRate: 1, environment: 'staging' }));
    // Replay comes with the rates that apply to it.
    await vi.waitFor(() => expect(sdk.addIntegration).toHaveBeenCalledWith({ name: 'Replay' }));
  });
});
