import { describe, expect, it } from 'vitest';
import { sessionEndReason } from './api-failure';
import { sessionEndedNotice, signInFirstNotice } from './session-notice';

describe('what a user is told when the session ends', () => {
  it('is explained by what stopped the refresh', () => {
    expect(sessionEndedNotice(sessionEndReason({ status: 401 }))).toEqual({ summary: 'Your session has ended', detail: 'Sign in again to continue.' });
    expect(sessionEndedNotice(sessionEndReason(new TypeError('Failed to fetch')))).toEqual({
      summary: 'You have been signed out',
      detail: 'We could not reach the server to renew your session. Sign in again once you are back online.',
    });
    expect(sessionEndedNotice(sessionEndReason({ status: 500 })).detail).toBe('Your session could not be renewed. Sign in again to continue.');
  });

  it('says what the page the user was going to is for, in the same message', () => {
    expect(sessionEndedNotice('unauthorized', 'see My Account')).toEqual({ summary: 'Your session has ended', detail: 'Sign in again to see My Account.' });
    expect(sessionEndedNotice('network', 'see My Account').detail).toBe(
      'We could not reach the server to renew your session. Sign in again to see My Account once you are back online.',
    );
    expect(sessionEndedNotice('unknown', 'see My Job Requests').detail).toBe('Your session could not be renewed. Sign in again to see My Job Requests.');
  });

  it('tells a visitor which page needs signing in', () => {
    expect(signInFirstNotice('see My Account')).toEqual({ summary: 'Sign in to see My Account' });
    expect(signInFirstNotice('buy a membership')).toEqual({ summary: 'Sign in to buy a membership' });
    expect(signInFirstNotice()).toEqual({ summary: 'Sign in to see this page' });
  });
});
