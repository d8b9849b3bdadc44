import { describeRoute } from 'hono-openapi';
import {
  ChangeReservedPhoneNumberRequest,
  CodeSent,
  DeviceRegistered,
  CurrentIdentity,
  LogoutRequest,
  PhoneLoginRequest,
  ProfileRequest,
  RefreshRequest,
  RegisterDeviceRequest,
  ReservePhoneNumberRequest,
  SendPhoneLoginTokenRequest,
  TokenPair,
  UnregisterDeviceRequest,
} from '../../contract/authentication';
import { DomainError, Ok } from '../../contract/common';
import { authResponses, bearerSecurity, requireIdentity, requireUser } from '../auth/middleware';
import { REFRESH_REUSE_GRACE_SECONDS } from '../auth/tokens';
import { badRequest, json, validate } from '../lib/http';
import { router } from '../app-bindings';
import {
  changeReservedPhoneNumber,
  completeUser,
  deleteAccountHandler,
  getCurrentIdentity,
  logout,
  phoneLogin,
  refresh,
  registerDevice,
  reservePhoneNumber,
  sendPhoneLoginToken,
  unregisterDevice,
  updateCurrentUser,
} from './authentication.handlers';

const tags = ['Authentication'];
const domainError = (description: string) => json(DomainError, description);
/** A 400 is either a domain error or, for malformed input, the validation problem. */
const invalid = (description: string) => badRequest(`${description}; or a Validation Error`);
const tooMany = domainError('Too many requests; the Retry-After header says when to try again');

export const authenticationRoutes = router()
  .post(
    '/Authentication/send-phone-login-token',
    describeRoute({
      operationId: 'sendPhoneLoginToken',
      tags,
      summary: 'Text a 6-digit sign-in code to a phone number',
      description: 'The answer is the same whether or not an account exists for the number; the account is created at its first sign-in.',
      responses: { 202: json(CodeSent, 'A code was texted'), 429: tooMany, 503: domainError('The text message could not be sent') },
    }),
    validate('json', SendPhoneLoginTokenRequest),
    sendPhoneLoginToken,
  )
  .post(
    '/Authentication/phone-login',
    describeRoute({
      operationId: 'phoneLogin',
      tags,
      summary: 'Sign in with the texted code',
      responses: {
        200: json(TokenPair, 'Signed in'),
        400: invalid('The code is wrong, expired or already used'),
        429: tooMany,
      },
    }),
    validate('json', PhoneLoginRequest),
    phoneLogin,
  )
  .post(
    '/Authentication/refresh',
    describeRoute({
      operationId: 'refreshToken',
      tags,
      summary: 'Exchange a refresh token for a new token pair',
      description:
        `Each refresh token is exchanged once. For ${REFRESH_REUSE_GRACE_SECONDS} seconds after its exchange it may be presented again (a retry whose answer was lost, or two refreshes sent at once), and each time gets another pair of the same sign-in, while the pair handed out first keeps working; go on with either. Presenting it later, once a pair it got was exchanged in turn, or presenting a pair’s refresh token after the sign-in went on with another pair handed out for the same token, ends the whole sign-in it belongs to.`,
      responses: { 200: json(TokenPair, 'New tokens'), 401: domainError('The refresh token is not valid, was already used, or expired') },
    }),
    validate('json', RefreshRequest),
    refresh,
  )
  .post(
    '/Authentication/logout',
    describeRoute({
      operationId: 'logout',
      tags,
      summary: 'End the sign-in a refresh token belongs to',
      description:
        'Given the sign-in’s latest refresh token, it also stops push notices to the devices registered in that sign-in (`register-device`), as unregistering each would; the account’s other sign-ins keep theirs. An earlier, already exchanged token ends the sign-in but leaves its devices. An unknown token changes nothing.',
      responses: { 204: { description: 'Signed out (also when the refresh token was unknown)' } },
    }),
    validate('json', LogoutRequest),
    logout,
  )
  .get(
    '/Authentication/current-identity',
    describeRoute({
      operationId: 'getCurrentIdentity',
      tags,
      summary: 'The signed-in user',
      security: bearerSecurity,
      responses: { 200: json(CurrentIdentity, 'The signed-in user'), ...authResponses },
    }),
    requireIdentity,
    getCurrentIdentity,
  )
  .post(
    '/Authentication/complete-user',
    describeRoute({
      operationId: 'completeUser',
      tags,
      summary: 'Complete the profile after the first sign-in',
      security: bearerSecurity,
      responses: { 200: json(CurrentIdentity, 'The user, now signed up'), ...authResponses },
    }),
    requireUser,
    validate('json', ProfileRequest),
    completeUser,
  )
  .post(
    '/Authentication/update-current-user',
    describeRoute({
      operationId: 'updateCurrentUser',
      tags,
      summary: 'Change the name and e-mail of the signed-in user',
      security: bearerSecurity,
      responses: { 200: json(CurrentIdentity, 'The updated user'), ...authResponses },
    }),
    requireUser,
    validate('json', ProfileRequest),
    updateCurrentUser,
  )
  .post(
    '/Authentication/reserve-phone-number',
    describeRoute({
      operationId: 'reservePhoneNumber',
      tags,
      summary: 'Text a code to a new phone number for the signed-in user',
      description:
        'The answer is the same whether or not another account uses the number: when one does, the number is texted that it already has an account instead of a code, and the change cannot be confirmed.',
      security: bearerSecurity,
      responses: {
        202: json(CodeSent, 'A code (or, to a number another account uses, a notice) was texted to the new number'),
        400: invalid('The number is already the account’s number'),
        429: tooMany,
        503: domainError('The text message could not be sent'),
        ...authResponses,
      },
    }),
    requireUser,
    validate('json', ReservePhoneNumberRequest),
    reservePhoneNumber,
  )
  .post(
    '/Authentication/change-reserved-phone-number',
    describeRoute({
      operationId: 'changeReservedPhoneNumber',
      tags,
      summary: 'Move the signed-in user to the new number with the code texted to it',
      description:
        'Ends every other sign-in of the account, as their logouts would (their access and refresh tokens stop working at once, and push notices to the devices registered in them stop), so that a lost or stolen phone is signed out; the sign-in that made the change goes on.',
      security: bearerSecurity,
      responses: {
        200: json(CurrentIdentity, 'The user with the new number'),
        400: invalid('The code is wrong, expired or already used'),
        409: domainError('Another account took the number meanwhile'),
        429: tooMany,
        ...authResponses,
      },
    }),
    requireUser,
    validate('json', ChangeReservedPhoneNumberRequest),
    changeReservedPhoneNumber,
  )
  .post(
    '/Authentication/register-device',
    describeRoute({
      operationId: 'registerDevice',
      tags,
      summary: 'Register a push-notification token of the signed-in user’s device',
      description:
        'The token then serves this account only: a registration of it by another account ends, and that account gets nothing more on it. `moved` says whether another account held it; the answer never says which. The registration belongs to the sign-in that makes the call: its logout ends it.',
      security: bearerSecurity,
      responses: { 200: json(DeviceRegistered, 'Registered'), 429: tooMany, ...authResponses },
    }),
    requireUser,
    validate('json', RegisterDeviceRequest),
    registerDevice,
  )
  .post(
    '/Authentication/unregister-device',
    describeRoute({
      operationId: 'unregisterDevice',
      tags,
      summary: 'Stop push notifications to a device of the signed-in user',
      security: bearerSecurity,
      responses: { 204: { description: 'Unregistered (also when it was not registered)' }, ...authResponses },
    }),
    requireUser,
    validate('json', UnregisterDeviceRequest),
    unregisterDevice,
  )
  .post(
    '/Authentication/delete-account',
    describeRoute({
      operationId: 'deleteAccount',
      tags,
      summary: 'Delete the signed-in user’s account',
      description:
        'Removes the name, e-mail and phone number, signs out everywhere and forgets the devices. Job history stays, without personal data. Job requests nobody is booked on are canceled (their contractors are told and their offers close), and a membership is ended at the payment provider at once, so nothing more is charged. Refused while a contractor is booked on a job of the caller’s and has not finished it, while money is owed or being paid on one, or while the caller, as a contractor, is booked on a job not finished or has an estimate waiting for a customer’s answer; a contractor’s offers not yet estimated are passed on to the next contractor.',
      security: bearerSecurity,
      responses: {
        202: json(Ok, 'The account was deleted'),
        ...authResponses,
        409: domainError('Nothing was deleted: Message says why, Errors names each job that stands and what to do about it'),
        503: domainError('Nothing was deleted: the payment provider could not be reached to end the membership; try again'),
      },
    }),
    requireUser,
    deleteAccountHandler,
  );
