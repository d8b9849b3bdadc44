import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { type AnyColumn, and, eq, gt, isNotNull, isNull, lt, ne, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { errors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import { UUID_V1_TO_V5 } from '../../contract/common';
import type { Database } from '../db/client';
import { devices, refreshTokens, users } from '../db/schema';
import { ApiError } from '../lib/http';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_FAMILY_DAYS = 30;
/**
 * How long the refresh token just exchanged may be presented again and answered with another pair:
 * a phone on a bad connection loses the answer to its refresh, and sends it again (docs/decisions/102).
 */
export const REFRESH_REUSE_GRACE_SECONDS = 30;
export const TOKEN_ISSUER = 'southborough-home-services';
export const TOKEN_AUDIENCE = 'southborough-home-services-api';

/** Only this algorithm is accepted, so `alg: none` and algorithm-confusion tokens are refused. */
const ALGORITHM = 'HS256';

/**
 * The secret as a WebCrypto key, imported once per secret: given the raw bytes, jose imports them
 * again for every token it signs or checks, and every signed-in request checks one.
 */
const signingKeys = new Map<string, Promise<CryptoKey>>();
function signingKey(secret: string): Promise<CryptoKey> {
  if (!secret) throw new Error('JWT_SECRET is empty: the server resolves it at start-up (server/auth/secret.ts).');
  let key = signingKeys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    signingKeys.set(secret, key);
  }
  return key;
}

/** How far ahead of this server's clock a token's issue time may be: another instance's clock may run a little fast. */
export const CLOCK_SKEW_SECONDS = 60;

/**
 * An access token of the sign-in `sessionId` (its refresh family): it works only while that sign-in
 * lasts, so logout and a revoked family end it at once (docs/decisions/028-sessions-end-access-tokens.md).
 */
export async function signAccessToken(userId: string, sessionId: string, secret: string, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(userId)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_SECONDS)
    .setJti(randomUUID())
    .sign(await signingKey(secret));
}

/** What a checked token still asks of the clock, and whose it is. */
interface CheckedToken {
  userId: string;
  sessionId: string;
  iat: number;
  exp: number;
  nbf: number | undefined;
}

/**
 * Tokens that passed the whole check, by secret: a client sends the same access token with every
 * request for its fifteen minutes, and WebCrypto's HMAC and jose's parsing are most of a check's CPU.
 * What depends on the time is checked again on every use; only a token the signature proved is kept,
 * so a forged one never reaches this map.
 */
const checkedTokens = new Map<string, LRUCache<string, CheckedToken>>();
const CHECKED_TOKENS_KEPT = 10_000;

function checkedTokensOf(secret: string): LRUCache<string, CheckedToken> {
  let kept = checkedTokens.get(secret);
  if (!kept) checkedTokens.set(secret, (kept = new LRUCache({ max: CHECKED_TOKENS_KEPT })));
  return kept;
}

/** The time claims as jose judges them (`exp` and `nbf` without tolerance), and the issue time as ours. */
function timeProblem(token: CheckedToken, now: Date): errors.JOSEError | undefined {
  const seconds = Math.floor(now.getTime() / 1000);
  if (token.exp <= seconds) return new errors.JWTExpired('"exp" claim timestamp check failed', {}, 'exp', 'check_failed');
  if (token.nbf !== undefined && token.nbf > seconds) return new errors.JWTClaimValidationFailed('"nbf" claim timestamp check failed', {}, 'nbf', 'check_failed');
  // A token from the future was not issued by a server of ours, whose clocks agree within the skew.
  if (token.iat > now.getTime() / 1000 + CLOCK_SKEW_SECONDS) return new errors.JWTInvalid('issued in the future');
  return undefined;
}

async function checkToken(token: string, secret: string, now: Date): Promise<CheckedToken> {
  const kept = checkedTokensOf(secret);
  const known = kept.get(token);
  if (known) {
    const problem = timeProblem(known, now);
    if (problem) throw problem;
    return known;
  }
  const { payload } = await jwtVerify(token, await signingKey(secret), {
    algorithms: [ALGORITHM],
    issuer: TOKEN_ISSUER,
    audience: TOKEN_AUDIENCE,
    currentDate: now,
    requiredClaims: ['sub', 'exp', 'iat', 'sid'],
  });
  if (!payload.sub || !UUID_V1_TO_V5.test(payload.sub)) throw new errors.JWTInvalid('the subject is not a user id');
  if (typeof payload.sid !== 'string' || !UUID_V1_TO_V5.test(payload.sid)) throw new errors.JWTInvalid('the session is not an id');
  const checked: CheckedToken = { userId: payload.sub, sessionId: payload.sid, iat: payload.iat!, exp: payload.exp!, nbf: payload.nbf };
  const problem = timeProblem(checked, now);
  if (problem) throw problem;
  kept.set(token, checked);
  return checked;
}

/**
 * The user and sign-in of a valid access token; throws 401 for anything else (bad signature, algorithm,
 * issuer, audience, expiry, an issue time in the future, no sign-in). Whether the sign-in still lasts is
 * `sessionLastsWhere`'s to say.
 */
export async function verifyAccessToken(token: string, secret: string, now: Date): Promise<{ userId: string; sessionId: string }> {
  try {
    const { userId, sessionId } = await checkToken(token, secret, now);
    return { userId, sessionId };
  } catch (err) {
    if (err instanceof errors.JOSEError) throw invalidSession(err instanceof errors.JWTExpired ? 'Your session has expired. Sign in again.' : undefined);
    throw err;
  }
}

export const invalidSession = (message = 'Your session is not valid. Sign in again.') =>
  new ApiError(401, message, undefined, { 'WWW-Authenticate': 'Bearer error="invalid_token"' });

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

interface IssueOptions {
  userId: string;
  secret: string;
  now: Date;
  /** Continue a sign-in's family (rotation), handing the pair out for its token `parentId`, or start a new one. */
  family?: { id: string; expiresAt: Date; parentId?: string };
}

/**
 * The refresh tokens of a sign-in (refresh family) that still lasts: not logged out, not revoked for
 * reuse or by account deletion, not past its 30 days. Asked of the database on every request (with the
 * user, server/auth/middleware.ts), so every instance agrees at once.
 */
export const sessionLastsWhere = (userId: string | SQL | AnyColumn, sessionId: string | Placeholder, now: Date | Placeholder) =>
  and(eq(refreshTokens.familyId, sessionId), eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now));

/** A new access token and refresh token; a new family starts its 30-day absolute life now. */
export async function issueTokenPair(db: Database, { userId, secret, now, family }: IssueOptions) {
  const refreshToken = randomBytes(32).toString('base64url');
  const familyId = family?.id ?? randomUUID();
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    parentId: family?.parentId,
    tokenHash: hashToken(refreshToken),
    issuedAt: now,
    expiresAt: family?.expiresAt ?? new Date(now.getTime() + REFRESH_FAMILY_DAYS * 86_400_000),
  });
  return { token: await signAccessToken(userId, familyId, secret, now), refreshToken };
}

/**
 * A new sign-in of the account whose number `phoneNumber` is, once its code was used. The account's row
 * is held as a change of its number holds it (`endOtherSignIns`): a change under way ends first, and the
 * number then signs in to the account no longer, so nothing is handed out (undefined); one after it
 * finds this sign-in to end.
 */
export async function startSignIn(db: Database, { userId, phoneNumber, secret, now }: { userId: string; phoneNumber: string; secret: string; now: Date }) {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.phoneNumber, phoneNumber), isNull(users.deletedAt)))
      .for('share');
    return account ? issueTokenPair(tx, { userId, secret, now }) : undefined;
  });
}

async function revokeFamily(db: Database, familyId: string, now: Date) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/**
 * Holds a sign-in (refresh family) until the transaction ends, so that its exchanges and its logout
 * are taken one after the other: a logout's revocation reaches only the tokens it sees, and would miss
 * the one an exchange racing it is inserting, leaving the sign-in alive after the logout.
 */
async function holdFamily(tx: Database, familyId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`refresh-family:${familyId}`}, 0))`);
}

/**
 * Holds the sign-in `sessionId` of `userId` until the transaction ends, and answers 401 unless it still
 * lasts: what is kept under a sign-in (a device's registration) is then either in place before its
 * logout, which ends it too, or refused after.
 */
export async function holdLiveSignIn(tx: Database, userId: string, sessionId: string, now: Date) {
  await holdFamily(tx, sessionId);
  const [live] = await tx.select({ id: refreshTokens.id }).from(refreshTokens).where(sessionLastsWhere(userId, sessionId, now)).limit(1);
  if (!live) throw invalidSession('Your session has ended. Sign in again.');
}

const tokenOf = (db: Database, refreshToken: string) => db.query.refreshTokens.findFirst({ where: eq(refreshTokens.tokenHash, hashToken(refreshToken)) });

type StoredToken = NonNullable<Awaited<ReturnType<typeof tokenOf>>>;

/**
 * Whether the sign-in went on past `token`, so that presenting it now is a replay: it was exchanged
 * longer than the grace ago, or a token handed out for it has been exchanged in turn (it is two
 * rotations old); or it was handed out beside another (a retry in the grace) and the sign-in went on
 * from that other one.
 */
async function wentOnPast(tx: Database, token: StoredToken, now: Date): Promise<boolean> {
  if (token.replacedAt && now.getTime() - token.replacedAt.getTime() > REFRESH_REUSE_GRACE_SECONDS * 1000) return true;
  const after = token.replacedAt ? eq(refreshTokens.parentId, token.id) : token.parentId ? and(eq(refreshTokens.parentId, token.parentId), ne(refreshTokens.id, token.id)) : undefined;
  if (!after) return false;
  const [exchanged] = await tx
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, token.familyId), after, isNotNull(refreshTokens.replacedAt)))
    .limit(1);
  return exchanged !== undefined;
}

/**
 * Exchanges a refresh token for a new pair. A token the sign-in went on past (`wentOnPast`) is being
 * replayed, by a thief or by the user after a thief: either way the whole sign-in is ended. The token
 * just exchanged may be presented again for the grace (`REFRESH_REUSE_GRACE_SECONDS`), a retry whose
 * first answer was lost or two exchanges sent at once, and gets another pair of the same sign-in; the
 * pair handed out first keeps working, and whichever the client goes on with, the other ends with the
 * sign-in if it is ever presented after (docs/decisions/102).
 */
export async function rotateRefreshToken(db: Database, refreshToken: string, secret: string, now: Date) {
  const found = await tokenOf(db, refreshToken);
  if (!found || found.revokedAt) throw invalidSession();
  const outcome = await db.transaction(async (tx) => {
    // The account first, as a change of its number or its deletion takes it before ending its
    // sign-ins: one under way ends before this exchange, which then finds the sign-in ended; one
    // after it finds the pair this hands out.
    const [account] = await tx.select({ id: users.id }).from(users).where(and(eq(users.id, found.userId), isNull(users.deletedAt))).for('share');
    if (!account) return { refused: invalidSession() };
    await holdFamily(tx, found.familyId);
    // Read again under the hold: an exchange or a logout just before this one has changed it.
    const row = await tokenOf(tx, refreshToken);
    if (!row || row.revokedAt) return { refused: invalidSession() };
    if (await wentOnPast(tx, row, now)) {
      await revokeFamily(tx, row.familyId, now);
      return { refused: invalidSession('This session was ended because its refresh token was used twice. Sign in again.') };
    }
    if (row.expiresAt <= now) return { refused: invalidSession('Your session has expired. Sign in again.') };
    // The grace runs from the first exchange: a retry does not lengthen it.
    if (!row.replacedAt) await tx.update(refreshTokens).set({ replacedAt: now }).where(eq(refreshTokens.id, row.id));
    return { pair: await issueTokenPair(tx, { userId: row.userId, secret, now, family: { id: row.familyId, expiresAt: row.expiresAt, parentId: row.id } }) };
  });
  if ('refused' in outcome) throw outcome.refused;
  return outcome.pair;
}

/**
 * Ends the sign-in a refresh token belongs to; unknown tokens are ignored so logout always succeeds.
 * Given a token the sign-in has not gone on past (`wentOnPast`: its latest, or one just exchanged whose
 * answer may have been lost), it also ends the pushes to the devices registered in that sign-in
 * (docs/decisions/091-sign-out-ends-the-devices-pushes.md). An older token ends the sign-in as a replay
 * of it would, and like a replay leaves its devices: whoever kept an old token can do nothing more with
 * it than that.
 */
export async function revokeRefreshToken(db: Database, refreshToken: string, now: Date) {
  const found = await tokenOf(db, refreshToken);
  if (!found) return;
  await db.transaction(async (tx) => {
    await holdFamily(tx, found.familyId);
    // Read again under the hold: a refresh of this token taken just before the logout has exchanged it,
    // which leaves it as good as the latest for the grace.
    const row = (await tokenOf(tx, refreshToken)) ?? found;
    const current = !(await wentOnPast(tx, row, now));
    await revokeFamily(tx, row.familyId, now);
    if (current) await tx.delete(devices).where(and(eq(devices.userId, row.userId), eq(devices.sessionId, row.familyId)));
  });
}

/**
 * Ends every sign-in of `userId` but `keptSessionId`, and the pushes to the devices registered in them,
 * as their logouts would (docs/decisions/091), with those registered before registrations kept their
 * sign-in, which may be any phone's. For a change of the account's number, in its transaction, which
 * holds the account's row (`for update`) first: an exchange or a sign-in that holds it too (`for share`)
 * either hands out its pair before, and this reaches it, or finds its sign-in ended after.
 */
export async function endOtherSignIns(tx: Database, userId: string, keptSessionId: string, now: Date) {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), ne(refreshTokens.familyId, keptSessionId), isNull(refreshTokens.revokedAt)));
  await tx.delete(devices).where(and(eq(devices.userId, userId), or(isNull(devices.sessionId), ne(devices.sessionId, keptSessionId))));
}

export async function revokeAllRefreshTokens(db: Database, userId: string, now: Date) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** Deletes the tokens of sign-ins past their absolute end, a day later: none of them can be exchanged any more. */
export async function pruneEndedRefreshTokens(db: Database, now: Date) {
  await db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, new Date(now.getTime() - 86_400_000)));
}
