import { and, eq, isNull, ne } from 'drizzle-orm';
import { describeRoute } from 'hono-openapi';
import {
  ChangeReservedPhoneNumberRequest,
  CodeSent,
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
import type { AppBindings } from '../app-bindings';
import { consumeCode, sendCode } from '../auth/codes';
import { deleteAccount, findOrCreateUserByPhone, loadIdentity } from '../auth/identity';
import { authResponses, bearerSecurity, requireUser } from '../auth/middleware';
import { issueTokenPair, revokeRefreshToken, rotateRefreshToken } from '../auth/tokens';
import type { Database } from '../db/client';
import { devices, users } from '../db/schema';
import { ApiError, badRequest, json, router, validate } from '../lib/http';
import { enforce } from '../lib/rate-limit';

const HOUR = 60 * 60_000;
const tags = ['Authentication'];
const domainError = (description: string) => json(DomainError, description);
/** A 400 is either a domain error or, for malformed input, the validation problem. */
const invalid = (description: string) => badRequest(`${description}; or a Validation Error`);
const tooMany = domainError('Too many requests; the Retry-After header says when to try again');

const services = (vars: AppBindings['Variables']) => ({ ...vars, now: vars.now() });

/** Whether another live account already signs in with this number. */
async function numberTaken(db: Database, phoneNumber: string, userId: string) {
  const other = await db.query.users.findFirst({
    where: and(eq(users.phoneNumber, phoneNumber), ne(users.id, userId), isNull(users.deletedAt)),
    columns: { id: true },
  });
  return Boolean(other);
}
const numberTakenError = () =>
  new ApiError(409, 'This phone number is already used by another account.', ['Sign in with that number instead, or use a different number.']);

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
    async (c) => {
      const { phoneNumber } = c.req.valid('json');
      return c.json(await sendCode(services(c.var), { phoneNumber, purpose: 'login', userId: null }), 202);
    },
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
    async (c) => {
      const { phoneNumber, code } = c.req.valid('json');
      const now = c.var.now();
      await enforce(c.var.db, [{ key: `code-check:ip:${c.var.clientIp}`, limit: 30, windowMs: 10 * 60_000 }], now, 'Too many sign-in attempts. Please wait a few minutes.');
      await consumeCode(services(c.var), { phoneNumber, purpose: 'login', userId: null }, code);
      const userId = await findOrCreateUserByPhone(c.var.db, phoneNumber);
      return c.json(await issueTokenPair(c.var.db, { userId, secret: c.var.env.JWT_SECRET, now }), 200);
    },
  )
  .post(
    '/Authentication/refresh',
    describeRoute({
      operationId: 'refreshToken',
      tags,
      summary: 'Exchange a refresh token for a new token pair',
      description: 'Each refresh token works once. Presenting one again ends the whole sign-in it belongs to.',
      responses: { 200: json(TokenPair, 'New tokens'), 401: domainError('The refresh token is not valid, was already used, or expired') },
    }),
    validate('json', RefreshRequest),
    async (c) => {
      const { refreshToken } = c.req.valid('json');
      return c.json(await rotateRefreshToken(c.var.db, refreshToken, c.var.env.JWT_SECRET, c.var.now()), 200);
    },
  )
  .post(
    '/Authentication/logout',
    describeRoute({
      operationId: 'logout',
      tags,
      summary: 'End the sign-in a refresh token belongs to',
      responses: { 204: { description: 'Signed out' } },
    }),
    validate('json', LogoutRequest),
    async (c) => {
      await revokeRefreshToken(c.var.db, c.req.valid('json').refreshToken, c.var.now());
      return c.body(null, 204);
    },
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
    requireUser,
    async (c) => c.json(await loadIdentity(c.var.db, c.var.user.id), 200),
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
    async (c) => {
      const profile = c.req.valid('json');
      await c.var.db.update(users).set({ ...profile, initialized: true }).where(eq(users.id, c.var.user.id));
      return c.json(await loadIdentity(c.var.db, c.var.user.id), 200);
    },
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
    async (c) => {
      await c.var.db.update(users).set(c.req.valid('json')).where(eq(users.id, c.var.user.id));
      return c.json(await loadIdentity(c.var.db, c.var.user.id), 200);
    },
  )
  .post(
    '/Authentication/reserve-phone-number',
    describeRoute({
      operationId: 'reservePhoneNumber',
      tags,
      summary: 'Text a code to a new phone number for the signed-in user',
      security: bearerSecurity,
      responses: {
        202: json(CodeSent, 'A code was texted to the new number'),
        400: invalid('The number is already the account’s number'),
        409: domainError('Another account uses this number'),
        429: tooMany,
        503: domainError('The text message could not be sent'),
        ...authResponses,
      },
    }),
    requireUser,
    validate('json', ReservePhoneNumberRequest),
    async (c) => {
      const { phoneNumber } = c.req.valid('json');
      const user = c.var.user;
      // Counted before the number is looked up, or the 409 below would tell anyone which numbers have accounts.
      await enforce(
        c.var.db,
        [
          { key: `reserve-phone:user:${user.id}`, limit: 10, windowMs: HOUR },
          { key: `reserve-phone:ip:${c.var.clientIp}`, limit: 20, windowMs: HOUR },
        ],
        c.var.now(),
        'Too many phone number changes were tried. Please wait before trying again.',
      );
      if (phoneNumber === user.phoneNumber) throw new ApiError(400, 'This is already your phone number.');
      if (await numberTaken(c.var.db, phoneNumber, user.id)) throw numberTakenError();
      return c.json(await sendCode(services(c.var), { phoneNumber, purpose: 'change-phone', userId: user.id }), 202);
    },
  )
  .post(
    '/Authentication/change-reserved-phone-number',
    describeRoute({
      operationId: 'changeReservedPhoneNumber',
      tags,
      summary: 'Move the signed-in user to the new number with the code texted to it',
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
    async (c) => {
      const { phoneNumber, code } = c.req.valid('json');
      const userId = c.var.user.id;
      await consumeCode(services(c.var), { phoneNumber, purpose: 'change-phone', userId }, code);
      if (await numberTaken(c.var.db, phoneNumber, userId)) throw numberTakenError();
      try {
        await c.var.db.update(users).set({ phoneNumber }).where(eq(users.id, userId));
      } catch (err) {
        // The unique index settles a race with a sign-up on the same number.
        if (await numberTaken(c.var.db, phoneNumber, userId)) throw numberTakenError();
        throw err;
      }
      return c.json(await loadIdentity(c.var.db, userId), 200);
    },
  )
  .post(
    '/Authentication/register-device',
    describeRoute({
      operationId: 'registerDevice',
      tags,
      summary: 'Register a push-notification token of the signed-in user’s device',
      security: bearerSecurity,
      responses: { 204: { description: 'Registered' }, ...authResponses },
    }),
    requireUser,
    validate('json', RegisterDeviceRequest),
    async (c) => {
      const { deviceToken, platform } = c.req.valid('json');
      const userId = c.var.user.id;
      // A device that signs in to another account now notifies that account only.
      await c.var.db
        .insert(devices)
        .values({ userId, token: deviceToken, platform })
        .onConflictDoUpdate({ target: devices.token, set: { userId, platform, updatedAt: c.var.now() } });
      return c.body(null, 204);
    },
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
    async (c) => {
      const { deviceToken } = c.req.valid('json');
      await c.var.db.delete(devices).where(and(eq(devices.token, deviceToken), eq(devices.userId, c.var.user.id)));
      return c.body(null, 204);
    },
  )
  .post(
    '/Authentication/delete-account',
    describeRoute({
      operationId: 'deleteAccount',
      tags,
      summary: 'Delete the signed-in user’s account',
      description: 'Removes the name, e-mail and phone number, signs out everywhere and forgets the devices. Job history stays, without personal data.',
      security: bearerSecurity,
      responses: { 202: json(Ok, 'The account was deleted'), ...authResponses },
    }),
    requireUser,
    async (c) => {
      await deleteAccount(c.var.db, c.var.user.id, c.var.now());
      c.var.log.info({ userId: c.var.user.id }, 'account deleted at the user’s request');
      return c.json({ Message: 'Your account and its personal data have been deleted.' }, 202);
    },
  );
