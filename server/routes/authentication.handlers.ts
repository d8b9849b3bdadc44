import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type {
  ChangeReservedPhoneNumberRequest,
  LogoutRequest,
  PhoneLoginRequest,
  ProfileRequest,
  RefreshRequest,
  RegisterDeviceRequest,
  ReservePhoneNumberRequest,
  SendPhoneLoginTokenRequest,
  UnregisterDeviceRequest,
} from '../../contract/authentication';
import { type AppBindings, type AuthBindings, type IdentityBindings } from '../app-bindings';
import { CHECK_WINDOW_MS, codeExpiredOrUsed, consumeCode, MAX_CODE_CHECKS_PER_ADDRESS, sendCode, sendNoticeInsteadOfCode } from '../auth/codes';
import { deleteAccount, findOrCreateUserByPhone, holdLiveAccount, identityOf, loadIdentity } from '../auth/identity';
import { rememberSignInNetwork } from '../auth/sign-in-networks';

import { endOtherSignIns, holdLiveSignIn, invalidSession, revokeRefreshToken, rotateRefreshToken, startSignIn } from '../auth/tokens';
import type { Database } from '../db/client';
import { devices, users } from '../db/schema';
import { claimPublicRequests, moveRequestsToNewNumber } from '../jobs/requests';
import type { RouteHandler } from '../lib/handler';
import { clientOf } from '../lib/client-address';
import { ApiError } from '../lib/http';
import { enforce, refuseIfSpent } from '../lib/rate-limit';

type SendCodeBody = v.InferOutput<typeof SendPhoneLoginTokenRequest>;
type LoginBody = v.InferOutput<typeof PhoneLoginRequest>;
type RefreshBody = v.InferOutput<typeof RefreshRequest>;
type LogoutBody = v.InferOutput<typeof LogoutRequest>;
type ProfileBody = v.InferOutput<typeof ProfileRequest>;
type ReserveBody = v.InferOutput<typeof ReservePhoneNumberRequest>;
type ChangePhoneBody = v.InferOutput<typeof ChangeReservedPhoneNumberRequest>;
type RegisterDeviceBody = v.InferOutput<typeof RegisterDeviceRequest>;
type UnregisterDeviceBody = v.InferOutput<typeof UnregisterDeviceRequest>;

const HOUR = 60 * 60_000;

const services = (vars: AppBindings['Variables']) => ({ ...vars, now: vars.now() });

/** Whether another live account already signs in with this number. */
async function numberTaken(db: Database, phoneNumber: string, userId: string) {
  const other = await db.query.users.findFirst({
    where: and(eq(users.phoneNumber, phoneNumber), ne(users.id, userId), isNull(users.deletedAt)),
    columns: { id: true },
  });
  return Boolean(other);
}
/** Texted to a number that already has an account when another account asks to move to it. */
export const NUMBER_TAKEN_NOTICE = {
  kind: 'PhoneNumberTaken',
  body: 'Someone asked to move their Southborough Home Services account to this phone number, which already signs in to an account. Nothing was changed. If it was you, sign in with this number instead, or choose another number.',
};
const numberTakenError = () =>
  new ApiError(409, 'This phone number is already used by another account.', ['Sign in with that number instead, or use a different number.']);

export const sendPhoneLoginToken: RouteHandler<AppBindings, { json: SendCodeBody }> = async (c) => {
  const { phoneNumber } = c.req.valid('json');
  return c.json(await sendCode(services(c.var), { phoneNumber, purpose: 'login', userId: null }), 202);
};

export const phoneLogin: RouteHandler<AppBindings, { json: LoginBody }> = async (c) => {
  const { phoneNumber, code } = c.req.valid('json');
  const now = c.var.now();
  await enforce(
    c.var.db,
    [{ key: `code-check:ip:${clientOf(c.var.clientIp)}`, limit: MAX_CODE_CHECKS_PER_ADDRESS * c.var.env.SIGN_IN_LIMITS_SCALE, windowMs: CHECK_WINDOW_MS }],
    now,
    'Too many sign-in attempts. Please wait a few minutes.',
  );
  await consumeCode(services(c.var), { phoneNumber, purpose: 'login', userId: null }, code);
  const userId = await findOrCreateUserByPhone(c.var.db, phoneNumber);
  // The code proved the number: what was booked with it without an account is this account's now.
  await claimPublicRequests(c.var.db, phoneNumber);
  // This network now draws on the owner's share of the number's codes (docs/decisions/069).
  await rememberSignInNetwork(c.var.db, c.var.env.JWT_SECRET, userId, c.var.clientIp, now);
  const pair = await startSignIn(c.var.db, { userId, phoneNumber, secret: c.var.env.JWT_SECRET, now });
  // The account moved to another number (or was deleted) since the code was checked: the code was for a number it no longer has.
  if (!pair) throw codeExpiredOrUsed();
  return c.json(pair, 200);
};

export const refresh: RouteHandler<AppBindings, { json: RefreshBody }> = async (c) => {
  const { refreshToken } = c.req.valid('json');
  return c.json(await rotateRefreshToken(c.var.db, refreshToken, c.var.env.JWT_SECRET, c.var.now()), 200);
};

export const logout: RouteHandler<AppBindings, { json: LogoutBody }> = async (c) => {
  await revokeRefreshToken(c.var.db, c.req.valid('json').refreshToken, c.var.now());
  return c.body(null, 204);
};

// The user and their memberships as the token's check just read them (`requireIdentity`).
export const getCurrentIdentity: RouteHandler<IdentityBindings> = async (c) => c.json(identityOf(c.var.user), 200);

export const completeUser: RouteHandler<AuthBindings, { json: ProfileBody }> = async (c) => {
  const profile = c.req.valid('json');
  await c.var.db.update(users).set({ ...profile, initialized: true }).where(eq(users.id, c.var.user.id));
  return c.json(await loadIdentity(c.var.db, c.var.user.id), 200);
};

export const updateCurrentUser: RouteHandler<AuthBindings, { json: ProfileBody }> = async (c) => {
  await c.var.db.update(users).set(c.req.valid('json')).where(eq(users.id, c.var.user.id));
  return c.json(await loadIdentity(c.var.db, c.var.user.id), 200);
};

export const reservePhoneNumber: RouteHandler<AuthBindings, { json: ReserveBody }> = async (c) => {
  const { phoneNumber } = c.req.valid('json');
  const user = c.var.user;
  const now = c.var.now();
  const limits = [
    { key: `reserve-phone:user:${user.id}`, limit: 10, windowMs: HOUR },
    { key: `reserve-phone:ip:${clientOf(c.var.clientIp)}`, limit: 20, windowMs: HOUR },
  ];
  const message = 'Too many phone number changes were tried. Please wait before trying again.';
  // Judged before counting: an IPv6 host may call from a new address every time, and an account
  // past its changes must not leave a counter behind for each (docs/decisions/069).
  await refuseIfSpent(c.var.db, limits, now, message);
  await enforce(c.var.db, limits, now, message);
  if (phoneNumber === user.phoneNumber) throw new ApiError(400, 'This is already your phone number.');
  const target = { phoneNumber, purpose: 'change-phone', userId: user.id } as const;
  // Whether a number has an account is its owner's to learn, not the caller's: the answer is a code's
  // either way, and the owner's phone is told instead of being sent a code (decision 070).
  if (await numberTaken(c.var.db, phoneNumber, user.id)) return c.json(await sendNoticeInsteadOfCode(services(c.var), target, NUMBER_TAKEN_NOTICE), 202);
  return c.json(await sendCode(services(c.var), target), 202);
};

/**
 * Moves the account to the new number and signs out its other sign-ins: a number is changed when the
 * old phone is lost or stolen, and that phone must not stay signed in (docs/decisions/102).
 */
export const changeReservedPhoneNumber: RouteHandler<AuthBindings, { json: ChangePhoneBody }> = async (c) => {
  const { phoneNumber, code } = c.req.valid('json');
  const userId = c.var.user.id;
  const now = c.var.now();
  await consumeCode(services(c.var), { phoneNumber, purpose: 'change-phone', userId }, code);
  if (await numberTaken(c.var.db, phoneNumber, userId)) throw numberTakenError();
  try {
    await c.var.db.transaction(async (tx) => {
      // Read under the row's lock, so that of two changes at once the second moves the requests from where the first left them.
      const [before] = await tx.select({ phoneNumber: users.phoneNumber, deletedAt: users.deletedAt }).from(users).where(eq(users.id, userId)).for('update');
      // Deleted since the sign-in was checked: the number must not land on an account nobody can sign in to.
      if (!before || before.deletedAt) throw invalidSession();
      if (before.phoneNumber) await moveRequestsToNewNumber(tx, { userId, from: before.phoneNumber, to: phoneNumber });
      await tx.update(users).set({ phoneNumber }).where(eq(users.id, userId));
      await endOtherSignIns(tx, userId, c.var.sessionId, now);
    });
  } catch (err) {
    // The unique index settles a race with a sign-up on the same number.
    if (await numberTaken(c.var.db, phoneNumber, userId)) throw numberTakenError();
    throw err;
  }
  await claimPublicRequests(c.var.db, phoneNumber);
  return c.json(await loadIdentity(c.var.db, userId), 200);
};

/**
 * A push token names one app install on one phone, so it serves one account: the latest to register it
 * (docs/decisions/030-device-tokens.md). Another account's registration of it ends, never moved or
 * shown: the caller's registration starts afresh, the answer says that the token moved (not from whom),
 * and the earlier account's notices go to its other devices or by text from then on. The registration
 * belongs to the caller's sign-in, whose logout ends it (docs/decisions/091).
 */
export const registerDevice: RouteHandler<AuthBindings, { json: RegisterDeviceBody }> = async (c) => {
  const { deviceToken, platform } = c.req.valid('json');
  const userId = c.var.user.id;
  const sessionId = c.var.sessionId;
  const now = c.var.now();
  // An app registers on start and when its token changes; a flood is someone fighting a phone's owner for it.
  await enforce(c.var.db, [{ key: `register-device:user:${userId}`, limit: 30, windowMs: HOUR }], now, 'Too many device registrations. Please try again later.');
  const moved = await c.var.db.transaction(async (tx) => {
    // An account deleted since its sign-in was checked keeps no device to be pushed to.
    await holdLiveAccount(tx, userId);
    // A logout of this sign-in at the same moment finds the registration to end, or ends the sign-in before it.
    await holdLiveSignIn(tx, userId, sessionId, now);
    // Locked, so that the holder read here is the one the statement below replaces.
    const [held] = await tx.select({ userId: devices.userId }).from(devices).where(eq(devices.token, deviceToken)).for('update');
    // One statement, so two accounts registering the same token at once leave exactly one registration.
    const takenFromAnother = sql`${devices.userId} <> excluded.user_id`;
    await tx
      .insert(devices)
      .values({ userId, token: deviceToken, platform, sessionId, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: devices.token,
        set: {
          id: sql`case when ${takenFromAnother} then gen_random_uuid() else ${devices.id} end`,
          userId,
          platform,
          sessionId,
          createdAt: sql`case when ${takenFromAnother} then excluded.created_at else ${devices.createdAt} end`,
          updatedAt: now,
        },
      });
    return held !== undefined && held.userId !== userId;
  });
  return c.json({ moved }, 200);
};

export const unregisterDevice: RouteHandler<AuthBindings, { json: UnregisterDeviceBody }> = async (c) => {
  const { deviceToken } = c.req.valid('json');
  await c.var.db.delete(devices).where(and(eq(devices.token, deviceToken), eq(devices.userId, c.var.user.id)));
  return c.body(null, 204);
};

export const deleteAccountHandler: RouteHandler<AuthBindings> = async (c) => {
  const services = { db: c.var.db, payments: c.var.payments, log: c.var.log, providerPhone: c.var.env.VITE_PROVIDER_PHONE, publicUrl: c.var.env.PUBLIC_URL };
  // A refusal names the times of the customer's jobs in their zone, as their job pages do.
  await deleteAccount({ ...services, timeZone: c.req.header('X-Timezone') }, c.var.user.id, c.var.now());
  c.var.log.info({ userId: c.var.user.id }, 'account deleted at the user’s request');
  return c.json({ Message: 'Your account and its personal data have been deleted.' }, 202);
};
