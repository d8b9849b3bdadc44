import { describe, expect, it } from 'vitest';
import { LINK_LEFT_OUT, quotable } from './quoted-words';

describe('quotable: someone else’s words as a text, a push or an e-mail subject quotes them', () => {
  it.each([
    ['URGENT: your payout is on hold, verify at https://sbhs-payouts.example/login now', `URGENT: your payout is on hold, verify at ${LINK_LEFT_OUT} now`],
    // A title cut short keeps its "…", outside the marker.
    ['verify at https://sb…', `verify at ${LINK_LEFT_OUT}…`],
    ['(see https://sbhs-payouts.example/login).', `(see ${LINK_LEFT_OUT}).`],
    // Phones read a missing space after a full stop as an address too.
    ['Fix the gate.It sticks', `Fix the ${LINK_LEFT_OUT} sticks`],
    ['Pay at pаypal.com', `Pay at ${LINK_LEFT_OUT}`],
    ['see HTTP://EVIL.EXAMPLE/a?b=c#d', `see ${LINK_LEFT_OUT}`],
    ['go to www.sbhs-payouts.example today', `go to ${LINK_LEFT_OUT} today`],
    ['log in at sbhs-payouts.example/login to be paid', `log in at ${LINK_LEFT_OUT} to be paid`],
    ['short: bit.ly/x', `short: ${LINK_LEFT_OUT}`],
    ['pay at sbhs-payouts.com first', `pay at ${LINK_LEFT_OUT} first`],
    ['pay at SBHS-PAYOUTS.CO.UK first', `pay at ${LINK_LEFT_OUT} first`],
    ['on sbhs.example:8443 only', `on ${LINK_LEFT_OUT} only`],
    ['at 203.0.113.7/pay', `at ${LINK_LEFT_OUT}`],
    ['write to payouts@sbhs-payouts.example or call', `write to ${LINK_LEFT_OUT} or call`],
    ['mailto:payouts@sbhs.example', LINK_LEFT_OUT],
    // Full-width dots, and a zero-width space that would hide the address from a plain search.
    ['pay at sbhs-payouts．com', `pay at ${LINK_LEFT_OUT}`],
    ['pay at https\u200B://sbhs-payouts\u200B.example/x', `pay at ${LINK_LEFT_OUT}`],
    // One marker for addresses side by side.
    ['https://a.example https://b.example, www.c.example', LINK_LEFT_OUT],
  ])('leaves the address out of %j', (words, quoted) => {
    expect(quotable(words)).toBe(quoted);
  });

  it.each([
    'Sticking back door',
    'Replace the rotted threshold',
    'About 20 minutes out.',
    'Refinish 300 sq.ft of oak, e.g. the hall; i.e. not the stairs.',
    'Mr. Smith has the key; come after 10 a.m., ~3.5 hours, $1,250.00 (25% off).',
    'Found someone cheaper.',
    'The 2x4s and 1/2" plywood',
    'Fix it @ the back',
    'Café crème, naïve résumé 👍',
  ])('keeps %j as it is', (words) => {
    expect(quotable(words)).toBe(words);
  });

  it('takes out control and direction characters, and reads line breaks as spaces', () => {
    expect(quotable('Gate code\u202E4321\u202C at the side')).toBe('Gate code4321 at the side');
    expect(quotable('First line\nsecond\tline\r\n\u0007third')).toBe('First line second line third');
    expect(quotable('\u2066Pat\u2069 \u200Fsays\u200E hi\uFEFF')).toBe('Pat says hi');
  });

  it('is never longer than the words were by more than one marker', () => {
    const many = Array.from({ length: 24 }, (_, i) => `a${i}.co x`).join(' ');
    const quoted = quotable(many);
    expect(quoted.length).toBeLessThanOrEqual(many.length + LINK_LEFT_OUT.length);
    expect(quoted.endsWith('…')).toBe(true);
    // Cut between words, never inside a marker.
    expect(quoted.replaceAll(LINK_LEFT_OUT, '')).not.toMatch(/\[|\]/);
    expect(quotable('Call bit.ly/x')).toBe(`Call ${LINK_LEFT_OUT}`);
  });
});
