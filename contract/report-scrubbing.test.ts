import { describe, expect, it } from 'vitest';
import { scrubDeep, scrubText } from './report-scrubbing';

describe('what error reports may carry', () => {
  it('takes out addresses, numbers, codes and tokens, and leaves ids and the words around them', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJlLWJ5dGVz';
    const refresh = 'k3J9f0aQ7xYwZ2mN4pR8sT1uV6bC5dE0gH3jL7nP9qS';
    expect(scrubText(`Sign-in failed for pat.o'neil+home@example.co.uk with code 482913 at +15085550123`)).toBe('Sign-in failed for [email] with code [code] at [phone]');
    expect(scrubText('Call (508) 555-0123 or 508.555.0123 or 5085550123')).toBe('Call [phone] or [phone] or [phone]');
    expect(scrubText(`Authorization: Bearer ${jwt}`)).toBe('Authorization: Bearer [token]');
    expect(scrubText(`token ${jwt} and refresh ${refresh}`)).toBe('token [token] and refresh [token]');
    expect(scrubText('/unsubscribe?token=cGF0QGV4YW1wbGUuY29t.abc&x=1')).toBe('/unsubscribe?token=[redacted]&x=1');
    expect(scrubText('/login?email=pat%40example.com&next=1')).toBe('/login?email=[email]&next=1');
    expect(scrubText('GET /api/v1/JobRequests/0b9e5c1e-3c4f-4a8e-9a51-7f0e4e6f1a2b failed')).toBe('GET /api/v1/JobRequests/0b9e5c1e-3c4f-4a8e-9a51-7f0e4e6f1a2b failed');
    expect(scrubText('Deposit of $100.00 on Dec 8, 2026 failed')).toBe('Deposit of $100.00 on Dec 8, 2026 failed');
  });

  it('scrubs a whole report, drops secret keys, and keeps the report’s own ids', () => {
    const event = {
      event_id: 'a'.repeat(32),
      release: 'southborough-home-services@1.0.0',
      tags: { replayId: 'b'.repeat(32) },
      message: 'No account for pat@example.com',
      user: { email: 'pat@example.com', id: 'u1' },
      request: { url: 'https://homes.example.com/login?code=123456', headers: { Authorization: 'Bearer x', 'User-Agent': 'Chrome' } },
      contexts: { trace: { trace_id: 'b'.repeat(32), span_id: 'c'.repeat(16) } },
      breadcrumbs: [{ data: { url: '/api/v1/Authentication/phone-login', body: { phoneNumber: '+15085550123', code: '123456' } } }],
    };
    expect(scrubDeep(event)).toEqual({
      event_id: 'a'.repeat(32),
      release: 'southborough-home-services@1.0.0',
      tags: { replayId: 'b'.repeat(32) },
      message: 'No account for [email]',
      user: { email: '[redacted]', id: 'u1' },
      request: { url: 'https://homes.example.com/login?code=[redacted]', headers: { Authorization: '[redacted]', 'User-Agent': 'Chrome' } },
      contexts: { trace: { trace_id: 'b'.repeat(32), span_id: 'c'.repeat(16) } },
      breadcrumbs: [{ data: { url: '/api/v1/Authentication/phone-login', body: { phoneNumber: '[redacted]', code: '[redacted]' } } }],
    });
  });
});
