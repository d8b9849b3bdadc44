import { describe, expect, it } from 'vitest';
import { aConsumer, aContractor } from './factories';
import { useTestApi } from './harness';
import { newClientIp, newPhoneNumber, signIn } from './sign-in';

// The production budget: 300 codes an hour for new numbers (docs/decisions/069).
const api = await useTestApi({ env: { TRUST_PROXY: 'true', SMS_HOURLY_LIMIT: '300' } });

const sendCode = (phoneNumber: string) => api.post('/Authentication/send-phone-login-token', { phoneNumber }, { 'X-Forwarded-For': newClientIp() });

describe('a flood of new numbers', () => {
  it('spends the hourly texting budget of new numbers only: customers and contractors still sign in', async () => {
    const customer = await aConsumer(api.db);
    const contractor = await aContractor(api.db);

    // 1,000 made-up numbers, each from a network of its own, 25 at a time.
    const statuses: number[] = [];
    for (let batch = 0; batch < 40; batch++) {
      const answers = await Promise.all(Array.from({ length: 25 }, () => sendCode(newPhoneNumber())));
      statuses.push(...answers.map((res) => res.status));
    }
    expect(statuses.filter((status) => status === 202)).toHaveLength(300);
    expect(statuses.filter((status) => status === 429)).toHaveLength(700);
    const newcomer = await sendCode(newPhoneNumber());
    expect(newcomer.status).toBe(429);
    expect(Number(newcomer.headers.get('retry-after'))).toBeGreaterThan(0);

    for (const phoneNumber of [customer.phoneNumber!, contractor.user.phoneNumber!]) {
      const signedIn = await signIn(api, { phoneNumber, profile: false });
      expect(signedIn.userId).toBe(phoneNumber === customer.phoneNumber ? customer.id : contractor.user.id);
    }
  }, 120_000);
});
