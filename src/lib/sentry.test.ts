import { describe, expect, it } from 'vitest';
import { errorReportingEnabled } from './sentry';

const DSN = 'https://key@o1.ingest.sentry.io/1';

describe('error reporting', () => {
  it('runs only with a DSN, outside development', () => {
    expect(errorReportingEnabled({ VITE_SENTRY_DSN: DSN, VITE_DEV: false }, false)).toBe(true);
    expect(errorReportingEnabled({ VITE_SENTRY_DSN: '', VITE_DEV: false }, false)).toBe(false);
    expect(errorReportingEnabled({ VITE_SENTRY_DSN: DSN, VITE_DEV: true }, false)).toBe(false);
    expect(errorReportingEnabled({ VITE_SENTRY_DSN: DSN, VITE_DEV: false }, true)).toBe(false);
  });
});
