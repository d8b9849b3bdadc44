import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { parseServerEnv } from '../env';
import { createErrorReporter, ErrorReportingOff } from './error-reporting';

/** A stand-in for Sentry's ingest on this machine: it keeps the envelopes it is sent. */
const received: string[] = [];
const ingest = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    received.push(Buffer.concat(chunks).toString());
    res.writeHead(200).end('{}');
  });
});
await new Promise<void>((resolve) => ingest.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => ingest.close(() => resolve())));
const DSN = `http://public@127.0.0.1:${(ingest.address() as AddressInfo).port}/1`;

describe('error reporting on the server', () => {
  it('is off without SENTRY_DSN, and says how to turn it on', async () => {
    const reporter = await createErrorReporter(parseServerEnv({ VITE_SENTRY_DSN: 'https://public@sentry.example.org/7' }), '1.2.3');
    expect(reporter).toBeInstanceOf(ErrorReportingOff);
    expect(reporter.description).toBe('OFF because SENTRY_DSN is empty: unexpected errors are only logged');
  });

  it.each([
    [{ NODE_ENV: 'development' }, 'OFF in development (NODE_ENV=development) although SENTRY_DSN is set'],
    [{ VITE_DEV: 'true' }, 'OFF because VITE_DEV=true although SENTRY_DSN is set'],
    [{ VITE_ENVIRONMENT: 'development' }, 'OFF because VITE_ENVIRONMENT=development although SENTRY_DSN is set'],
    [{ VITE_PRODUCTION: 'false' }, 'OFF because VITE_PRODUCTION=false although SENTRY_DSN is set'],
  ])('is off in development and outside production, by the rule the SPA follows too: %o', async (keys, description) => {
    const reporter = await createErrorReporter(parseServerEnv({ SENTRY_DSN: DSN, ...keys }), undefined);
    expect(reporter).toBeInstanceOf(ErrorReportingOff);
    expect(reporter.description).toBe(description);
  });

  it('sends a failure to Sentry otherwise, under the SPA’s environment label, with where it happened but not what was typed', async () => {
    const reporter = await createErrorReporter(parseServerEnv({ SENTRY_DSN: DSN, NODE_ENV: 'production', VITE_ENVIRONMENT: 'staging' }), '1.2.3');
    expect(reporter).not.toBeInstanceOf(ErrorReportingOff);
    expect(reporter.description).toBe('ON: unexpected errors go to Sentry (environment staging, release 1.2.3)');

    reporter.report(new Error('The ledger is locked'), { method: 'POST', path: '/api/v1/Payments' });
    await reporter.flush();

    const event = received.find((envelope) => envelope.includes('The ledger is locked'));
    expect(event).toBeDefined();
    expect(event).toContain('"environment":"staging"');
    expect(event).toContain('"release":"1.2.3"');
    expect(event).toContain('"path":"/api/v1/Payments"');
    expect(event).toContain('"method":"POST"');
  });

  it('takes addresses, numbers, codes and tokens out of what an error says, and tags the request id', async () => {
    const reporter = await createErrorReporter(parseServerEnv({ SENTRY_DSN: DSN, NODE_ENV: 'production' }), '1.2.3');
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1MSJ9.c2lnbmF0dXJl';
    reporter.report(new Error(`No account for pat@example.com (+15085550123), code 482913, token ${jwt}`), { method: 'POST', path: '/api/v1/Authentication/phone-login', requestId: 'req-7f3a' });
    await reporter.flush();
    const event = received.find((envelope) => envelope.includes('No account for'));
    expect(event).toContain('No account for [email] ([phone]), code [code], token [token]');
    expect(event).toContain('"request_id":"req-7f3a"');
    for (const secret of ['pat@example.com', '5085550123', '482913', jwt]) expect(event).not.toContain(secret);
  });
});
