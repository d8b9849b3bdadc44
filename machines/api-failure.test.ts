import { describe, expect, it } from 'vitest';
import { classifyHttpFailure, FAILURE_MESSAGES, failureDisplay, mayHaveGoneThrough, messageWithRetryTime, parseRetryAfter, toApiFailure } from './api-failure';

describe('classifyHttpFailure', () => {
  it('reads no answer as a network failure', () => {
    expect(classifyHttpFailure({ error: new TypeError('Failed to fetch') })).toEqual({ kind: 'network', message: FAILURE_MESSAGES.network });
  });

  it('reads a validation problem with its field messages', () => {
    const body = { title: 'Validation Error', status: 400, errors: { phoneNumber: ['Enter a valid US phone number, e.g. (508) 555-0100.'] } };
    expect(classifyHttpFailure({ status: 400, body })).toEqual({
      kind: 'validation',
      status: 400,
      message: 'Enter a valid US phone number, e.g. (508) 555-0100.',
      title: 'Validation Error',
      details: ['Enter a valid US phone number, e.g. (508) 555-0100.'],
      fieldErrors: { phoneNumber: 'Enter a valid US phone number, e.g. (508) 555-0100.' },
    });
  });

  it('reads a 400 of phone-login as a wrong code, in the server words', () => {
    expect(classifyHttpFailure({ status: 400, body: { Message: 'The code is wrong or has expired.' } }, { badRequest: 'invalidCode' })).toEqual({
      kind: 'invalidCode',
      status: 400,
      message: 'The code is wrong or has expired.',
      title: 'The code is wrong or has expired.',
    });
    expect(classifyHttpFailure({ status: 400 }, { badRequest: 'invalidCode' }).message).toBe(FAILURE_MESSAGES.invalidCode);
  });

  it('keeps the server\'s words apart as spec section 8 shows them, whatever the status but a rate limit or an ended session', () => {
    const shown = (status: number, body: unknown) => failureDisplay(classifyHttpFailure({ status, body }));
    expect(shown(400, { Message: 'Not saved.', Errors: ['One.', 'Two.'] })).toEqual({ title: 'Not saved.', detail: 'One.\nTwo.' });
    expect(shown(500, { message: 'the store is read-only' })).toEqual({ title: 'Error', detail: 'the store is read-only' });
    expect(shown(422, { title: 'Validation Error', status: 422, detail: 'One or more fields are not valid.' })).toEqual({ title: 'Validation Error', detail: 'One or more fields are not valid.' });
    expect(shown(503, { Message: 'Down for maintenance.' })).toEqual({ title: 'Down for maintenance.' });
    expect(shown(502, 'Bad Gateway')).toEqual({ title: FAILURE_MESSAGES.unknown });
    expect(shown(401, { message: 'token expired' })).toEqual({ title: FAILURE_MESSAGES.unauthorized });
    expect(shown(429, { message: 'slow down' })).toEqual({ title: 'slow down. Please wait a little and try again.' });
    expect(failureDisplay(toApiFailure(new TypeError('Failed to fetch')))).toEqual({ title: FAILURE_MESSAGES.network });
  });

  it('reads a 429 with the wait from Retry-After', () => {
    const now = Date.parse('2026-11-25T16:10:00Z');
    expect(classifyHttpFailure({ status: 429, body: { Message: 'Too many codes requested' }, retryAfter: '30' }, { now })).toEqual({
      kind: 'rateLimited',
      status: 429,
      retryAfterSeconds: 30,
      retryAt: now + 30_000,
      message: 'Too many codes requested. Try again in 30 seconds.',
    });
    expect(classifyHttpFailure({ status: 429, retryAfter: '120' }).message).toBe('Too many attempts. Try again in 2 minutes.');
  });

  it('says how long to wait in seconds, minutes or hours, rounded up', () => {
    const waitFor = (retryAfter: string) => classifyHttpFailure({ status: 429, retryAfter }).message;
    expect(waitFor('1')).toBe('Too many attempts. Try again in 1 second.');
    expect(waitFor('59')).toBe('Too many attempts. Try again in 59 seconds.');
    expect(waitFor('60')).toBe('Too many attempts. Try again in 1 minute.');
    expect(waitFor('61')).toBe('Too many attempts. Try again in 2 minutes.');
    expect(waitFor('240')).toBe('Too many attempts. Try again in 4 minutes.');
    expect(waitFor('3600')).toBe('Too many attempts. Try again in 60 minutes.');
    expect(waitFor('7200')).toBe('Too many attempts. Try again in 2 hours.');
    expect(waitFor('7201')).toBe('Too many attempts. Try again in 3 hours.');
    expect(waitFor('86400')).toBe('Too many attempts. Try again in 24 hours.');
    const now = Date.parse('2025-06-01T12:00:00Z');
    expect(classifyHttpFailure({ status: 429, retryAfter: 'Sun, 01 Jun 2025 12:04:00 GMT' }, { now }).message).toBe('Too many attempts. Try again in 4 minutes.');
  });

  it("puts the wait from Retry-After in place of the server's vaguer words on when", () => {
    // What the server answers when a public form or the e-mail sign-up is sent too often.
    const form = { Message: 'You have sent this form too many times. Please try again later.', Errors: ['Try again in 240 seconds.'] };
    expect(classifyHttpFailure({ status: 429, body: form, retryAfter: '240' })).toMatchObject({
      kind: 'rateLimited',
      status: 429,
      retryAfterSeconds: 240,
      message: 'You have sent this form too many times. Try again in 4 minutes.',
    });
    const signIn = { Message: 'Too many sign-in attempts. Please wait a few minutes.', Errors: ['Try again in 500 seconds.'] };
    expect(classifyHttpFailure({ status: 429, body: signIn, retryAfter: '500' }).message).toBe('Too many sign-in attempts. Try again in 9 minutes.');
    const tooManyTries = { Message: 'Too many wrong codes for this phone number.', Errors: ['You can request a new code in 10 minutes.'] };
    expect(classifyHttpFailure({ status: 429, body: tooManyTries, retryAfter: '600' })).toMatchObject({
      retryAfterSeconds: 600,
      message: 'Too many wrong codes for this phone number. Try again in 10 minutes.',
    });
    expect(classifyHttpFailure({ status: 429, body: { Message: 'Please try again later.' }, retryAfter: '90' }).message).toBe('Too many attempts. Try again in 2 minutes.');
  });

  it("keeps the server's words on when, or asks for a little patience, when Retry-After is missing or unreadable", () => {
    expect(classifyHttpFailure({ status: 429 })).toEqual({ kind: 'rateLimited', status: 429, message: 'Too many attempts. Please wait a little and try again.' });
    expect(classifyHttpFailure({ status: 429, retryAfter: 'soon' }).message).toBe('Too many attempts. Please wait a little and try again.');
    expect(classifyHttpFailure({ status: 429, body: { Message: 'Try again in an hour.' } }).message).toBe('Try again in an hour.');
    expect(classifyHttpFailure({ status: 429, body: { Message: 'Too many codes requested' } }).message).toBe('Too many codes requested. Please wait a little and try again.');
  });

  it('keeps the wait of Retry-After on an answer other than a 429, its kind and words as they are', () => {
    const preparing = { Message: 'Your checkout for this plan is being prepared. Try again in a moment.' };
    expect(classifyHttpFailure({ status: 409, body: preparing, retryAfter: '2' })).toEqual({
      kind: 'unknown',
      status: 409,
      message: preparing.Message,
      title: preparing.Message,
      retryAfterSeconds: 2,
    });
    const now = Date.parse('2025-06-01T12:00:00Z');
    expect(classifyHttpFailure({ status: 503, retryAfter: 'Sun, 01 Jun 2025 12:00:30 GMT' }, { now })).toEqual({ kind: 'unknown', status: 503, message: FAILURE_MESSAGES.unknown, retryAfterSeconds: 30 });
    expect(classifyHttpFailure({ status: 409, body: preparing, retryAfter: 'soon' })).not.toHaveProperty('retryAfterSeconds');
    expect(classifyHttpFailure({ status: 409, body: preparing })).not.toHaveProperty('retryAfterSeconds');
    expect(toApiFailure({ status: 409, body: preparing, retryAfter: '2' }).retryAfterSeconds).toBe(2);
  });

  it('reads 401 as the end of the session and 5xx as something that went wrong', () => {
    expect(classifyHttpFailure({ status: 401, body: { Message: 'Invalid token.' } }).kind).toBe('unauthorized');
    expect(classifyHttpFailure({ status: 503 })).toEqual({ kind: 'unknown', status: 503, message: FAILURE_MESSAGES.unknown });
    expect(classifyHttpFailure({ status: 503, body: { Message: 'We could not send a text message.', Errors: ['Please try again in a minute.'] } }).message).toBe(
      'We could not send a text message. Please try again in a minute.',
    );
  });
});

describe('messageWithRetryTime', () => {
  // Local times, so the test reads the same in every time zone.
  const now = new Date(2026, 10, 25, 10, 50, 0).getTime();
  const tooMany = { Message: 'Too many codes were requested. Please wait before asking for another.', Errors: ['Try again in 3120 seconds.'] };

  it('says a long wait as the time of day it ends', () => {
    const failure = classifyHttpFailure({ status: 429, body: tooMany, retryAfter: '3120' }, { now });
    expect(messageWithRetryTime(failure, now)).toBe('Too many codes were requested. Try again after 11:42 AM.');
    // Still the same time when the screen is read a quarter of an hour later.
    expect(messageWithRetryTime(failure, now + 15 * 60_000)).toBe('Too many codes were requested. Try again after 11:42 AM.');
  });

  it('names the day when the wait ends on another one', () => {
    const evening = new Date(2026, 10, 25, 23, 30, 0).getTime();
    const failure = classifyHttpFailure({ status: 429, retryAfter: String(60 * 60) }, { now: evening });
    expect(messageWithRetryTime(failure, evening)).toBe('Too many attempts. Try again after Thursday 12:30 AM.');
  });

  it('keeps short waits and other failures as they are', () => {
    expect(messageWithRetryTime(classifyHttpFailure({ status: 429, retryAfter: '30' }, { now }), now)).toBe('Too many attempts. Try again in 30 seconds.');
    expect(messageWithRetryTime(classifyHttpFailure({ status: 400, body: { Message: 'This code is not correct.' } }), now)).toBe('This code is not correct.');
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    const now = Date.parse('2025-06-01T12:00:00Z');
    expect(parseRetryAfter('45')).toBe(45);
    expect(parseRetryAfter('Sun, 01 Jun 2025 12:01:30 GMT', now)).toBe(90);
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter(null)).toBeUndefined();
  });
});

describe('toApiFailure', () => {
  it('passes classified failures through and sorts anything else', () => {
    const failure = { kind: 'rateLimited', message: 'Wait.', retryAfterSeconds: 3 } as const;
    expect(toApiFailure(failure)).toBe(failure);
    expect(toApiFailure(new TypeError('Failed to fetch')).kind).toBe('network');
    expect(toApiFailure({ status: 401 }).kind).toBe('unauthorized');
    expect(toApiFailure(new Error('boom'))).toEqual({ kind: 'unknown', message: FAILURE_MESSAGES.unknown });
  });
});

describe('mayHaveGoneThrough', () => {
  it('cannot tell when no answer came, or the proxy stopped waiting for the app', () => {
    expect(mayHaveGoneThrough(classifyHttpFailure({ error: new TypeError('Failed to fetch') }))).toBe(true);
    expect(mayHaveGoneThrough(classifyHttpFailure({ status: 504 }))).toBe(true);
  });

  it('knows a write the server answered with a refusal or its own failure was not carried out', () => {
    for (const status of [400, 401, 409, 429, 500, 503]) expect(mayHaveGoneThrough(classifyHttpFailure({ status, body: { Message: 'No.' } }))).toBe(false);
    expect(mayHaveGoneThrough(null)).toBe(false);
  });
});
