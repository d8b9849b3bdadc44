import { describe, expect, it } from 'vitest';
import { normalizeUsPhoneNumber } from '../contract/authentication';
import { formatUsPhone, formatUsPhoneInput, isCompleteLoginCode, normalizeLoginCode, normalizeUsPhone } from './phone';

const samples = [
  '508-555-0100',
  '(508) 555-0100',
  '+1 508 555 0100',
  '15085550100',
  '5085550100',
  ' +1 (508) 555-0100 ',
  '+44 20 7946 0958',
  '508-555-010',
  '108-555-0100',
  '508-155-0100',
  '508 555 0100 ext 2',
  '',
  '+15085550100',
  '1-800-555-0199',
];

describe('normalizeUsPhone', () => {
  it('reads common US forms as E.164', () => {
    for (const input of ['508-555-0100', '(508) 555-0100', '+1 508 555 0100', '15085550100', '5085550100', '+1 (508) 555-0100']) {
      expect(normalizeUsPhone(input)).toBe('+15085550100');
    }
  });

  it('refuses what is not a US number', () => {
    for (const input of ['+44 20 7946 0958', '508-555-010', '108-555-0100', '508-155-0100', 'five', '', '508 555 0100 ext 2']) {
      expect(normalizeUsPhone(input)).toBeUndefined();
    }
  });

  it('agrees with the contract the server validates with', () => {
    for (const input of samples) expect(normalizeUsPhone(input)).toBe(normalizeUsPhoneNumber(input));
  });
});

describe('formatUsPhoneInput', () => {
  it('formats as the user types', () => {
    expect(formatUsPhoneInput('')).toBe('');
    expect(formatUsPhoneInput('1')).toBe('+1');
    expect(formatUsPhoneInput('5')).toBe('+1 (5');
    expect(formatUsPhoneInput('508')).toBe('+1 (508');
    expect(formatUsPhoneInput('5085')).toBe('+1 (508) 5');
    expect(formatUsPhoneInput('508555')).toBe('+1 (508) 555');
    expect(formatUsPhoneInput('5085550')).toBe('+1 (508) 555-0');
    expect(formatUsPhoneInput('5085550100')).toBe('+1 (508) 555-0100');
  });

  it('keeps its own output stable and treats a leading 1 as the country digit', () => {
    expect(formatUsPhoneInput('+1 (508) 555-0100')).toBe('+1 (508) 555-0100');
    expect(formatUsPhoneInput('+1 (508) 5550')).toBe('+1 (508) 555-0');
    expect(formatUsPhoneInput('15085550100')).toBe('+1 (508) 555-0100');
    expect(formatUsPhoneInput('508555010099')).toBe('+1 (508) 555-0100');
  });

  it('gives text normalizeUsPhone reads', () => {
    expect(normalizeUsPhone(formatUsPhoneInput('5085550100'))).toBe('+15085550100');
  });
});

describe('formatUsPhone', () => {
  it('shows E.164 as country digit, area code, 3 and 4 digits (spec section 9)', () => {
    expect(formatUsPhone('+15085550100')).toBe('+1 (508) 555-0100');
    expect(formatUsPhone('not a number')).toBe('not a number');
  });
});

describe('login codes', () => {
  it('keeps the digits of a pasted or autofilled code', () => {
    expect(normalizeLoginCode(' 123-456 ')).toBe('123456');
    expect(normalizeLoginCode('1234567')).toBe('123456');
    expect(isCompleteLoginCode('123456')).toBe(true);
    expect(isCompleteLoginCode('12345')).toBe(false);
  });
});
