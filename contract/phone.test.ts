import { describe, expect, it } from 'vitest';
import { formatUsPhoneNumber, normalizeUsPhoneNumber, phoneHref } from './phone';

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

  it('shows any written US number as country digit, area code, 3 and 4 digits (spec section 9)', () => {
    for (const input of ['+15085550100', '508-555-0100', '(508) 555 0100', '1 508 555 0100']) expect(formatUsPhoneNumber(input)).toBe('+1 (508) 555-0100');
    expect(formatUsPhoneNumber('not a number')).toBe('not a number');
    expect(formatUsPhoneNumber('555-0100')).toBe('555-0100');
  });

  it('links a written number for dialling', () => {
    expect(phoneHref('(508) 555-0100')).toBe('tel:+15085550100');
    expect(phoneHref('+44 20 7946 0958')).toBe('tel:+442079460958');
  });

});
