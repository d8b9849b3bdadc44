import { fromPromise } from 'xstate';
import type { CodeSent, ProfileRequest, TokenPair } from '../../contract/authentication';
import type { Identity } from '../../machines/identity';
import { answerOf } from '../api/answer-of';
import { type ApiClient, api as appApi } from '../api/client';
import { readSmsCode } from './web-otp';

/**
 * The calls of the auth flows over the typed client, as the promise actors the machines declare.
 * Each resolves with the answer's data or throws a classified `ApiFailure` (machines/api-failure.ts),
 * so a machine can tell a wrong code from a rate limit from a dropped connection.
 */

export function createAuthCalls(api: ApiClient = appApi) {
  return {
    loadIdentity: () => answerOf<Identity>(api.GET('/Authentication/current-identity')),
    logout: (refreshToken: string) => answerOf<unknown>(api.POST('/Authentication/logout', { body: { refreshToken } })).then(() => undefined),
    refresh: (refreshToken: string) => answerOf<TokenPair>(api.POST('/Authentication/refresh', { body: { refreshToken } })),
    sendCode: (phoneNumber: string) => answerOf<CodeSent>(api.POST('/Authentication/send-phone-login-token', { body: { phoneNumber } })),
    /** A wrong, expired or used code is answered 400: `invalidCode`, not a form problem. */
    verifyCode: (phoneNumber: string, code: string) =>
      answerOf<TokenPair>(api.POST('/Authentication/phone-login', { body: { phoneNumber, code } }), { badRequest: 'invalidCode' }),
    completeProfile: (profile: ProfileRequest) => answerOf<Identity>(api.POST('/Authentication/complete-user', { body: profile })),
    updateProfile: (profile: ProfileRequest) => answerOf<Identity>(api.POST('/Authentication/update-current-user', { body: profile })),
    reservePhone: (phoneNumber: string) => answerOf<CodeSent>(api.POST('/Authentication/reserve-phone-number', { body: { phoneNumber } })),
    confirmPhone: (phoneNumber: string, code: string) =>
      answerOf<Identity>(api.POST('/Authentication/change-reserved-phone-number', { body: { phoneNumber, code } }), { badRequest: 'invalidCode' }),
    deleteAccount: () => answerOf<{ Message: string }>(api.POST('/Authentication/delete-account')),
  };
}

export type AuthCalls = ReturnType<typeof createAuthCalls>;

/** The actors of the auth machine (machines/auth.machine.ts). */
export const authActors = (calls: AuthCalls) => ({
  loadIdentity: fromPromise<Identity>(() => calls.loadIdentity()),
  logout: fromPromise<void, { refreshToken: string }>(({ input }) => calls.logout(input.refreshToken)),
});

/** The code step of both phone flows reads the texted code where the browser can (machines/phone-code.ts). */
const receiveSmsCode = fromPromise<string | null>(({ signal }) => readSmsCode(signal));

/** The actors of the phone sign-in machine (machines/phone-login.machine.ts). */
export const phoneLoginActors = (calls: AuthCalls) => ({
  receiveSmsCode,
  sendCode: fromPromise<CodeSent, { phoneNumber: string }>(({ input }) => calls.sendCode(input.phoneNumber)),
  verifyCode: fromPromise<TokenPair, { phoneNumber: string; code: string }>(({ input }) => calls.verifyCode(input.phoneNumber, input.code)),
  loadIdentity: fromPromise<Identity>(() => calls.loadIdentity()),
  completeProfile: fromPromise<Identity, ProfileRequest>(({ input }) => calls.completeProfile(input)),
});

/** The actors of the phone change machine (machines/change-phone.machine.ts). */
export const changePhoneActors = (calls: AuthCalls) => ({
  receiveSmsCode,
  reservePhone: fromPromise<CodeSent, { phoneNumber: string }>(({ input }) => calls.reservePhone(input.phoneNumber)),
  confirmPhone: fromPromise<Identity, { phoneNumber: string; code: string }>(({ input }) => calls.confirmPhone(input.phoneNumber, input.code)),
});
