import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { formatUsPhoneNumber, normalizeUsPhoneNumber, SendPhoneLoginTokenRequest } from './authentication';

describe('US phone numbers', () => {
  it.each([
    '5085550100',
    '508-555-0100',
    '(508) 555-0100',
    '508.555.0100',
    '508 555 0100',
    '1 508 555 0100',
    '1-508-555-0100',
    '+1 (508) 555-0100',
    '+15085550100',
    '  +1 508 555 0100 ',
  ])('reads %j as +15085550100', (input) => {
    expect(normalizeUsPhoneNumber(input)).toBe('+15085550100');
  });

  it.each(['', '555-0100', '50855501000', '+44 20 7946 0958', '+2 508 555 0100', '(108) 555-0100', '508-155-0100', '508-555-01OO', '508/555/0100', '2 508 555 0100'])(
    'refuses %j',
    (input) => {
      expect(normalizeUsPhoneNumber(input)).toBeUndefined();
    },
  );

  it('formats E.164 for display', () => {
    expect(formatUsPhoneNumber('+15085550100')).toBe('+1 (508) 555-0100');
  });

  it('validates request bodies into E.164 with a message for the field', () => {
    expect(v.parse(SendPhoneLoginTokenRequest, { phoneNumber: '(508) 555-0100' })).toEqual({ phoneNumber: '+15085550100' });
    const result = v.safeParse(SendPhoneLoginTokenRequest, { phoneNumber: '12' });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe('Enter a valid US phone number, e.g. (508) 555-0100.');
  });
});
