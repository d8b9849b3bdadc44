import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SendPhoneLoginTokenRequest } from './authentication';

describe('phone number fields', () => {
  it('validates request bodies into E.164 with a message for the field', () => {
    expect(v.parse(SendPhoneLoginTokenRequest, { phoneNumber: '(508) 555-0100' })).toEqual({ phoneNumber: '+15085550100' });
    const result = v.safeParse(SendPhoneLoginTokenRequest, { phoneNumber: '12' });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe('Enter a valid US phone number, e.g. (508) 555-0100.');
  });
});
