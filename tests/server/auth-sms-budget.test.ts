import { describe, expect, it } from 'vitest';
import { useTestApi } from './harness';
import { newClientIp, newPhoneNumber } from './sign-in';

const api = await useTestApi({ env: { TRUST_PROXY: 'true', SMS_HOURLY_LIMIT: '3' } });

const sendFromNewAddress = () =>
  api.post('/Authentication/send-phone-login-token', { phoneNumber: newPhoneNumber() }, { 'X-Forwarded-For': newClientIp() });

describe('the hourly texting budget', () => {
  it('stops texting anyone once the whole server has sent its hourly number of codes, then resumes', async () => {
    for (let i = 0; i < 3; i++) expect((await sendFromNewAddress()).status).toBe(202);

    const over = await sendFromNewAddress();
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(api.outbox.sent).toHaveLength(3);

    api.clock.advance(60 * 60 * 1000);
    expect((await sendFromNewAddress()).status).toBe(202);
  });
});
