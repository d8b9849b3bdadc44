import { describe, expect, it } from 'vitest';
import { parseClientEnv } from '../config/env.schema';
import { errorReportingEnabled } from './sentry';

const DSN = 'https://key@o1.ingest.sentry.io/1';
/** A production build as `.env.example` configures it, with a DSN. */
const built = (keys: Record<string, string> = {}) => parseClientEnv({ VITE_SENTRY_DSN: DSN, ...keys });
const BUILD = false;
const DEV_SERVER = true;

describe('error reporting', () => {
  it('runs in a production build with a DSN on the default flags (staging, production on, dev off)', () => {
    expect(errorReportingEnabled(built(), BUILD)).toBe(true);
  });

  it('needs a DSN', () => {
    expect(errorReportingEnabled(built({ VITE_SENTRY_DSN: '' }), BUILD)).toBe(false);
  });

  it('needs the production flag', () => {
    expect(errorReportingEnabled(built({ VITE_PRODUCTION: 'false' }), BUILD)).toBe(false);
  });

  it('is off in development: the dev flag, the development label, or the dev server whatever the flags say', () => {
    expect(errorReportingEnabled(built({ VITE_DEV: 'true' }), BUILD)).toBe(false);
    expect(errorReportingEnabled(built({ VITE_ENVIRONMENT: 'development' }), BUILD)).toBe(false);
    expect(errorReportingEnabled(built({ VITE_PRODUCTION: 'true', VITE_DEV: 'false' }), DEV_SERVER)).toBe(false);
  });
});
