import { describe, expect, it } from 'vitest';
import { unique } from './factories';
import { useTestApi } from './harness';

const api = await useTestApi({ env: { TRUST_PROXY: 'true' } });
const subscribe = (headers: Record<string, string>) => api.post('/EmailSubscription', { email: `edge-${unique()}@example.com` }, headers);

describe('the client address behind the proxy', () => {
  it('is the one the proxy appended, so a client cannot pick its own with X-Forwarded-For', async () => {
    api.clock.set('2026-04-01T10:00:00Z');
    // A proxy appends the address it saw to whatever the client sent.
    const viaProxy = (forged: string) => subscribe({ 'X-Forwarded-For': `${forged}, 203.0.113.7` });
    for (let i = 0; i < 5; i++) expect((await viaProxy(`10.0.0.${i}`)).status).toBe(201);
    expect((await viaProxy('10.0.0.99')).status).toBe(429);
    expect((await subscribe({ 'X-Forwarded-For': '203.0.113.8' })).status).toBe(201);
  });
});
