import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createErrorReporter, ErrorReportingOff } from '../../server/lib/error-reporting';
import { testEnv, useTestApi } from './harness';
import { startSentryReceiver } from './sentry-receiver';
import { signIn } from './sign-in';

/**
 * A 500 reaches Sentry, configured with a DSN on a receiver started here that decodes the envelopes:
 * with the release and the request id the answer carried, and without the caller's token, e-mail
 * address, phone number or code.
 */

const sentry = await startSentryReceiver();
afterAll(() => sentry.close());
const errors = await createErrorReporter(testEnv({ SENTRY_DSN: sentry.dsn, VITE_ENVIRONMENT: 'staging' }), 'southborough-home-services@1.0.0');
const api = await useTestApi({ errors });

describe('error reports of the server', () => {
  it('sends a 500 as an envelope with the release and the request id, and nothing of who asked', async () => {
    expect(errors).not.toBeInstanceOf(ErrorReportingOff);
    const user = await signIn(api);
    // The trades are gone under the server: its next read of them fails as a real outage would.
    await api.db.execute(sql`alter table trades rename to trades_gone`);
    try {
      const res = await api.get(`/Trades?Name=${encodeURIComponent('pat@example.com +15085550123 482913')}`, user.auth);
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ Message: 'Something went wrong on our side. Please try again.' });
      const requestId = res.headers.get('X-Request-Id');
      expect(requestId).toBeTruthy();
      await errors.flush();

      const envelope = sentry.envelopes.find((e) => e.items.some((i) => i.header.type === 'event' && JSON.stringify(i.payload).includes(requestId!)));
      expect(envelope, 'an envelope for the failed request').toBeDefined();
      const event = envelope!.items.find((i) => i.header.type === 'event')!.payload as Record<string, unknown>;
      expect(event).toMatchObject({ release: 'southborough-home-services@1.0.0', environment: 'staging', tags: { request_id: requestId, method: 'GET' }, extra: { path: '/api/v1/Trades' } });
      expect(JSON.stringify(event.exception)).toMatch(/DatabaseQueryError|Failed query/);
      for (const secret of [user.token, user.refreshToken, 'pat@example.com', '+15085550123', '5085550123', '482913', user.phoneNumber]) {
        expect(envelope!.text, `the envelope holds ${secret}`).not.toContain(secret);
      }
    } finally {
      await api.db.execute(sql`alter table trades_gone rename to trades`);
    }
  });
});
