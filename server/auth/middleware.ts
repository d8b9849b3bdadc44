import { eq, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { DomainError } from '../../contract/common';
import { type Database, oncePerDatabase } from '../db/client';
import { refreshTokens, users, type UserType } from '../db/schema';
import { activeMembershipNames } from '../memberships/current';
import type { ServerEnv } from '../env';
import { ApiError, json } from '../lib/http';
import { invalidSession, sessionLastsWhere, verifyAccessToken } from './tokens';

/** The signed-in user, as protected handlers find it on `c.var.user`. */
export interface AuthUser {
  id: string;
  userType: UserType;
  firstName: string;
  lastName: string;
  email: string | null;
  phoneNumber: string;
  /** Profile completed ("signed up", spec section 4). */
  initialized: boolean;
}

/** The signed-in user with the names of the memberships they hold now, as `requireIdentity` reads them. */
export type IdentityUser = AuthUser & { activeMemberships: string[] };

/** What authentication reads on `c.var`. */
interface AuthServices {
  db: Database;
  env: ServerEnv;
  now: () => Date;
}
/** The sign-in (refresh family, the access token's `sid`) a signed-in request was made in, on `c.var.sessionId`. */
type SessionVariables = { sessionId: string };
type SignedInBindings = { Variables: AuthServices & SessionVariables & { user: AuthUser } };
type MaybeSignedInBindings = { Variables: AuthServices & { user: AuthUser | undefined } };
type IdentityBindings = { Variables: AuthServices & SessionVariables & { user: IdentityUser } };

const signInRequired = () =>
  new ApiError(401, 'Sign in to continue.', undefined, { 'WWW-Authenticate': 'Bearer' });

function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1]) throw invalidSession();
  return match[1];
}

/** What every signed-in request reads of its user, and whether the sign-in lasts. */
const sessionColumns = (db: Database) => ({
  id: users.id,
  userType: users.userType,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phoneNumber: users.phoneNumber,
  initialized: users.initialized,
  deletedAt: users.deletedAt,
  lasts: sql<boolean>`exists (${db.select({ one: sql`1` }).from(refreshTokens).where(sessionLastsWhere(users.id, sql.placeholder('sessionId'), sql.placeholder('now')))})`,
});

/**
 * The user and whether the sign-in lasts, in one query: on PostgreSQL each query is a round trip of
 * its own. Prepared once per database, since every signed-in request asks it.
 */
const userOfSession = oncePerDatabase((db) =>
  db.select(sessionColumns(db)).from(users).where(eq(users.id, sql.placeholder('userId'))).prepare('user_of_session'),
);

/** The same and the names of the memberships the user holds now, for the identity's answer (`requireIdentity`). */
const identityOfSession = oncePerDatabase((db) =>
  db
    .select({ ...sessionColumns(db), activeMemberships: sql<string[]>`array(${activeMembershipNames(db, users.id)})` })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('identity_of_session'),
);

/**
 * Reads the user and the sign-in on every request, with `statement`, so a deleted account, a changed
 * role, a logout or a revoked sign-in takes effect at once, on every instance.
 */
async function authenticate<Row extends SessionRow>(
  statement: (db: Database) => SessionStatement<Row>,
  { db, env, now }: AuthServices,
  token: string,
): Promise<{ user: Row & { phoneNumber: string }; sessionId: string }> {
  const at = now();
  const { userId, sessionId } = await verifyAccessToken(token, env.JWT_SECRET, at);
  // A placeholder's value skips the column's encoder: the instant is sent as the column sends one.
  const [user] = await statement(db).execute({ userId, sessionId, now: at.toISOString() });
  if (!user || user.deletedAt || !user.phoneNumber) throw invalidSession();
  if (!user.lasts) throw invalidSession('Your session has ended. Sign in again.');
  return { user: user as Row & { phoneNumber: string }, sessionId };
}
type SessionRow = Awaited<ReturnType<ReturnType<typeof userOfSession>['execute']>>[number];
interface SessionStatement<Row> {
  execute(values: { userId: string; sessionId: string; now: string }): Promise<Row[]>;
}

const authUserOf = (row: SessionRow & { phoneNumber: string }): AuthUser => ({
  id: row.id,
  userType: row.userType,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phoneNumber: row.phoneNumber,
  initialized: row.initialized,
});

function authenticated(check?: (user: AuthUser) => void) {
  return createMiddleware<SignedInBindings>(async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    if (!token) throw signInRequired();
    const { user: row, sessionId } = await authenticate(userOfSession, c.var, token);
    const user = authUserOf(row);
    check?.(user);
    c.set('user', user);
    c.set('sessionId', sessionId);
    await next();
  });
}

/**
 * Answers 401 `{ Message }` without a valid bearer token; otherwise sets `c.var.user` and `c.var.sessionId`.
 * Put it on each route (`.get('/X', describeRoute(...), requireUser, handler)`) or on a path
 * (`.use('/JobRequests/*', requireUser)`): a bare `router().use(requireUser)` mounted with
 * `api.route('/', ...)` would guard every route of the API, public ones included.
 */
export const requireUser = authenticated();

/** Like `requireUser`, and answers 403 until the user has completed the profile (spec section 6). */
export const requireSignedUp = authenticated((user) => {
  if (!user.initialized) throw new ApiError(403, 'Complete your profile to continue.');
});

/** Like `requireUser`, and answers 403 unless the user is of one of the given types. */
export const requireUserType = (...types: UserType[]) =>
  authenticated((user) => {
    if (!types.includes(user.userType)) throw new ApiError(403, 'This account may not do that.');
  });

/**
 * After sign-in, only customer accounts; any other is answered 403 with `message`, which says what its
 * account is for instead. A 403 rather than 404: which account types may call is no secret.
 */
export const customersOnly = (message: string) =>
  createMiddleware<SignedInBindings>(async (c, next) => {
    if (c.var.user.userType !== 'Consumer') throw new ApiError(403, message);
    await next();
  });

/** Sets `c.var.user` when a valid bearer token is sent, `undefined` when none is; an invalid token is still 401. */
export const optionalUser = createMiddleware<MaybeSignedInBindings>(async (c, next) => {
  const token = bearerToken(c.req.header('authorization'));
  c.set('user', token ? authUserOf((await authenticate(userOfSession, c.var, token)).user) : undefined);
  await next();
});

/**
 * Like `requireUser`, and reads the names of the memberships the user holds now in the same statement
 * (`c.var.user.activeMemberships`), for the identity's answer: asked after, they were a second round trip.
 */
export const requireIdentity = createMiddleware<IdentityBindings>(async (c, next) => {
  const token = bearerToken(c.req.header('authorization'));
  if (!token) throw signInRequired();
  const { user: row, sessionId } = await authenticate(identityOfSession, c.var, token);
  c.set('user', { ...authUserOf(row), activeMemberships: row.activeMemberships });
  c.set('sessionId', sessionId);
  await next();
});

/**
 * For `describeRoute` of a protected route: `{ security: bearerSecurity, responses: { ..., ...authResponses } }`.
 * The scopes name the user types that may call (none: any signed-in user); the role matrix test holds
 * every route to what it declares here.
 */
export const bearerSecurity = [{ bearer: [] }];
export const securityFor = (...types: UserType[]) => [{ bearer: types }];
export const authResponses = {
  401: json(DomainError, 'Missing, expired or invalid access token'),
};
