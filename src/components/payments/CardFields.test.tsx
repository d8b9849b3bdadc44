import { describe, expect, it } from 'vitest';
import { cardErrorsAtFields, formatCardNumber, formatExpiry } from './CardFields';

describe('the card fields as typed', () => {
  it('groups a card number by four, American Express 4-6-5, and drops what is not a digit', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42')).toBe('4242 4242 42');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
  });

  it('writes the expiration as MM / YY, a lone month digit above 1 as that month, and deletes the separator with the digit before it', () => {
    expect(formatExpiry('1234')).toBe('12 / 34');
    expect(formatExpiry('4')).toBe('04 / ');
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12 /', '12 / ')).toBe('1');
  });

  it('puts the server’s card messages under the fields they are about', () => {
    expect(cardErrorsAtFields({ title: 'Validation Error', errors: { 'card.expiry': ['Your card’s expiration date is in the past.'] } })).toEqual({
      title: 'Validation Error',
      errors: { expiry: ['Your card’s expiration date is in the past.'] },
    });
    expect(cardErrorsAtFields({ Message: 'Declined.' })).toEqual({ Message: 'Declined.' });
  });
});
