import { describe, expect, it } from 'vitest';
import { formatUsPhoneInput, isCompleteLoginCode, normalizeLoginCode, normalizeUsPhone } from './phone';

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

describe('login codes', () => {
  it('keeps the digits of a pasted or autofilled code', () => {
    expect(normalizeLoginCode(' 123-456 ')).toBe('123456');
    expect(normalizeLoginCode('1234567')).toBe('123456');
    expect(isCompleteLoginCode('123456')).toBe(true);
    expect(isCompleteLoginCode('12345')).toBe(false);
  });
});
