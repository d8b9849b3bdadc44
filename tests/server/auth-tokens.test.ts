import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { REFRESH_REUSE_GRACE_SECONDS, signAccessToken, TOKEN_AUDIENCE, TOKEN_ISSUER, verifyAccessToken } from '../../server/auth/tokens';
import { refreshTokens, users } from '../../server/db/schema';
import { useTestApi } from './harness';
import { bearerFor, signIn } from './sign-in';

const api = await useTestApi({ env: { TRUST_PROXY: 'true' } });

const identity = (token: string) => api.get('/Authentication/current-identity', { Authorization: `Bearer ${token}` });
const refresh = (refreshToken: string) => api.post('/Authentication/refresh', { refreshToken });
type Pair = { token: string; refreshToken: string };
const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function expect401(res: Response) {
  expect(res.status).toBe(401);
  expect(await res.json()).toEqual({ Message: expect.any(String) });
}

/** The sign-in (session) an access token belongs to. */
const sessionOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sid: string }).sid;

/** A token signed with the server's own secret, with claims chosen by the test. */
function forge(claims: { sub: string; sid?: string; iss?: string; aud?: string; alg?: string; expiresInSeconds?: number; issuedInSeconds?: number }) {
  const now = Math.floor(api.clock.now().getTime() / 1000) + (claims.issuedInSeconds ?? 0);
  return new SignJWT(claims.sid ? { sid: claims.sid } : {})
    .setProtectedHeader({ alg: claims.alg ?? 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(claims.iss ?? TOKEN_ISSUER)
    .setAudience(claims.aud ?? TOKEN_AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + (claims.expiresInSeconds ?? 900))
    .sign(new TextEncoder().encode(api.env.JWT_SECRET));
}

describe('access tokens', () => {
  it('are required on protected calls', async () => {
    const res = await api.get('/Authentication/current-identity');
    await expect401(res);
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
    await expect401(await api.post('/Authentication/complete-user', { firstName: 'A', lastName: 'B', email: 'a@example.com' }));
    await expect401(await api.get('/Authentication/current-identity', { Authorization: 'Basic abc' }));
  });

  it('are refused when tampered with', async () => {
    const victim = await signIn(api);
    const attacker = await signIn(api);
    const [header, payload, signature] = attacker.token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    await expect401(await identity(`${header}.${b64url({ ...claims, sub: victim.userId })}.${signature}`));
    await expect401(await identity(`${attacker.token.slice(0, -2)}${attacker.token.endsWith('AA') ? 'BB' : 'AA'}`));
    expect((await identity(attacker.token)).status).toBe(200);
  });

  it('expire after 15 minutes', async () => {
    const user = await signIn(api);
    api.clock.advance(14 * 60_000);
    expect((await identity(user.token)).status).toBe(200);
    api.clock.advance(60_000 + 1000);
    const res = await identity(user.token);
    await expect401(res);
    expect(await (await identity(user.token)).json()).toEqual({ Message: 'Your session has expired. Sign in again.' });
  });

  it('with `alg: none` are refused', async () => {
    const user = await signIn(api);
    const now = Math.floor(api.clock.now().getTime() / 1000);
    const claims = { sub: user.userId, iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, iat: now, exp: now + 900 };
    await expect401(await identity(`${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(claims)}.`));
    await expect401(await identity(`${b64url({ alg: 'none' })}.${b64url(claims)}`));
  });

  it('with another algorithm, audience or issuer are refused even when signed with the right secret', async () => {
    const user = await signIn(api);
    const sid = sessionOf(user.token);
    expect((await identity(await forge({ sub: user.userId, sid }))).status).toBe(200);
    await expect401(await identity(await forge({ sub: user.userId, sid, aud: 'another-api' })));
    await expect401(await identity(await forge({ sub: user.userId, sid, iss: 'someone-else' })));
    await expect401(await identity(await forge({ sub: user.userId, sid, alg: 'HS512' })));
    await expect401(await identity(await forge({ sub: user.userId, sid, expiresInSeconds: -1 })));
  });

  it('issued in the future are refused, beyond a minute of clock difference between servers', async () => {
    const user = await signIn(api);
    const sid = sessionOf(user.token);
    expect((await identity(await forge({ sub: user.userId, sid, issuedInSeconds: 50 }))).status).toBe(200);
    await expect401(await identity(await forge({ sub: user.userId, sid, issuedInSeconds: 120 })));
    await expect401(await identity(await forge({ sub: user.userId, sid, issuedInSeconds: 3600, expiresInSeconds: 900 })));
  });

  it('without a sign-in, or of another user’s sign-in, are refused', async () => {
    const user = await signIn(api);
    const other = await signIn(api);
    await expect401(await identity(await forge({ sub: user.userId })));
    await expect401(await identity(await forge({ sub: user.userId, sid: sessionOf(other.token) })));
  });

  it('end with their sign-in at logout, at once, while other sign-ins of the user go on', async () => {
    const user = await signIn(api);
    // Codes for one number are 30 seconds apart.
    api.clock.advance(30_000);
    const otherDevice = await signIn(api, { phoneNumber: user.phoneNumber, profile: false });
    expect((await identity(user.token)).status).toBe(200);
    expect((await api.post('/Authentication/logout', { refreshToken: user.refreshToken })).status).toBe(204);
    const res = await identity(user.token);
    await expect401(res);
    expect(await (await identity(user.token)).json()).toEqual({ Message: 'Your session has ended. Sign in again.' });
    expect((await identity(otherDevice.token)).status).toBe(200);
  });

  it('end at once when their sign-in is revoked because its refresh token was used twice', async () => {
    const user = await signIn(api);
    const rotated = (await (await refresh(user.refreshToken)).json()) as { token: string; refreshToken: string };
    expect((await identity(rotated.token)).status).toBe(200);
    api.clock.advance(REFRESH_REUSE_GRACE_SECONDS * 1000 + 1000);
    await expect401(await refresh(user.refreshToken));
    await expect401(await identity(rotated.token));
    await expect401(await identity(user.token));
  });

  it('end when the sign-in reaches its 30 days', async () => {
    const user = await signIn(api);
    const [row] = await api.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.userId));
    await api.db.update(refreshTokens).set({ expiresAt: api.clock.now() }).where(eq(refreshTokens.familyId, row!.familyId));
    await expect401(await identity(user.token));
  });

  it('of an account that does not exist are refused', async () => {
    const user = await signIn(api);
    const sid = sessionOf(user.token);
    await expect401(await identity(await forge({ sub: '00000000-0000-4000-8000-000000000000', sid })));
    await expect401(await identity(await forge({ sub: 'not-a-uuid', sid })));
  });

  it('follow changes to the account at once (bearerFor helper for users made in the database)', async () => {
    const [row] = await api.db.insert(users).values({ phoneNumber: '+15085550123', userType: 'Contractor', initialized: true }).returning();
    const res = await api.get('/Authentication/current-identity', await bearerFor(api, row?.id ?? ''));
    expect(await res.json()).toMatchObject({ userType: 'Contractor', phoneNumber: '+15085550123', applicationUser: { initialized: true } });
  });
});

describe('a checked access token kept for its next use', () => {
  const userId = '11111111-1111-4111-8111-111111111111';
  const sessionId = '22222222-2222-4222-8222-222222222222';
  const secret = 'one server secret, long enough for HS256 tokens';
  const at = (iso: string) => new Date(iso);

  it('is still refused under another secret', async () => {
    const token = await signAccessToken(userId, sessionId, secret, at('2026-06-01T12:00:00Z'));
    expect(await verifyAccessToken(token, secret, at('2026-06-01T12:00:01Z'))).toEqual({ userId, sessionId });
    await expect(verifyAccessToken(token, 'another server secret, long enough for HS256', at('2026-06-01T12:00:02Z'))).rejects.toMatchObject({ status: 401 });
  });

  it('expires on time however often it was used, with the expiry message', async () => {
    const token = await signAccessToken(userId, sessionId, secret, at('2026-06-01T12:00:00Z'));
    for (const second of ['01', '30', '59']) expect(await verifyAccessToken(token, secret, at(`2026-06-01T12:14:${second}Z`))).toEqual({ userId, sessionId });
    await expect(verifyAccessToken(token, secret, at('2026-06-01T12:15:00Z'))).rejects.toMatchObject({ status: 401, message: 'Your session has expired. Sign in again.' });
  });

  it('issued in the future is refused when its clock is reached only by going back', async () => {
    // Accepted once within the skew, then read by a server whose clock is more than a minute behind.
    const token = await signAccessToken(userId, sessionId, secret, at('2026-06-01T12:00:50Z'));
    expect(await verifyAccessToken(token, secret, at('2026-06-01T12:00:00Z'))).toEqual({ userId, sessionId });
    await expect(verifyAccessToken(token, secret, at('2026-06-01T11:59:00Z'))).rejects.toMatchObject({ status: 401 });
  });
});

describe('refresh tokens', () => {
  it('rotate on every use; the old one no longer works', async () => {
    const user = await signIn(api);
    const first = await refresh(user.refreshToken);
    expect(first.status).toBe(200);
    const pair = (await first.json()) as { token: string; refreshToken: string };
    expect((await identity(pair.token)).status).toBe(200);
    const second = await refresh(pair.refreshToken);
    expect(second.status).toBe(200);
  });

  it('used twice end the whole sign-in, but not other sign-ins of the same user', async () => {
    const user = await signIn(api);
    api.clock.advance(30_000);
    const otherDevice = await signIn(api, { phoneNumber: user.phoneNumber, profile: false });

    const rotated = (await (await refresh(user.refreshToken)).json()) as { refreshToken: string };
    api.clock.advance(REFRESH_REUSE_GRACE_SECONDS * 1000 + 1000);
    // Someone replays the first token: the thief or the user, there is no telling which.
    const replay = await refresh(user.refreshToken);
    await expect401(replay);
    await expect401(await refresh(rotated.refreshToken));

    const family = await api.db.query.refreshTokens.findMany({ where: eq(refreshTokens.userId, user.userId) });
    expect(family.filter((t) => t.revokedAt)).toHaveLength(2);
    expect((await refresh(otherDevice.refreshToken)).status).toBe(200);
  });

  it('exchanged twice at once (a retry, or two requests in flight) both give a working pair, and the sign-in goes on with either', async () => {
    for (let round = 0; round < 4; round++) {
      const user = await signIn(api);
      const answers = await Promise.all([refresh(user.refreshToken), refresh(user.refreshToken)]);
      expect(answers.map((r) => r.status), `round ${round}`).toEqual([200, 200]);
      const [first, second] = (await Promise.all(answers.map((r) => r.json()))) as Pair[];
      expect(first!.refreshToken).not.toBe(second!.refreshToken);
      for (const pair of [first!, second!]) expect((await identity(pair.token)).status, `round ${round}`).toBe(200);
      // The client keeps whichever answer reached it, and goes on with it.
      const kept = round % 2 === 0 ? first! : second!;
      const next = await refresh(kept.refreshToken);
      expect(next.status, `round ${round}`).toBe(200);
      expect((await identity(((await next.json()) as Pair).token)).status, `round ${round}`).toBe(200);
    }
  });

  it('exchanged again within the grace after an answer was lost give another pair, and leave the first one working', async () => {
    const user = await signIn(api);
    const lost = (await (await refresh(user.refreshToken)).json()) as Pair;
    api.clock.advance((REFRESH_REUSE_GRACE_SECONDS - 1) * 1000);
    const retried = await refresh(user.refreshToken);
    expect(retried.status).toBe(200);
    const pair = (await retried.json()) as Pair;
    expect((await identity(pair.token)).status).toBe(200);
    expect((await identity(lost.token)).status).toBe(200);
    expect((await refresh(pair.refreshToken)).status).toBe(200);
  });

  it('exchanged again after the grace end the whole sign-in', async () => {
    const user = await signIn(api);
    const rotated = (await (await refresh(user.refreshToken)).json()) as Pair;
    api.clock.advance(REFRESH_REUSE_GRACE_SECONDS * 1000 + 1000);
    const replay = await refresh(user.refreshToken);
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual({ Message: 'This session was ended because its refresh token was used twice. Sign in again.' });
    await expect401(await identity(rotated.token));
    await expect401(await refresh(rotated.refreshToken));
  });

  it('two rotations old end the whole sign-in, even within the grace', async () => {
    const user = await signIn(api);
    const second = (await (await refresh(user.refreshToken)).json()) as Pair;
    const third = (await (await refresh(second.refreshToken)).json()) as Pair;
    const replay = await refresh(user.refreshToken);
    await expect401(replay);
    await expect401(await identity(third.token));
    await expect401(await refresh(third.refreshToken));
  });

  it('handed out twice end the whole sign-in when the one left behind is presented once the sign-in went on with the other', async () => {
    const user = await signIn(api);
    const [kept, leftBehind] = (await Promise.all([refresh(user.refreshToken), refresh(user.refreshToken)].map(async (r) => (await r).json()))) as Pair[];
    const next = (await (await refresh(kept!.refreshToken)).json()) as Pair;
    await expect401(await refresh(leftBehind!.refreshToken));
    await expect401(await identity(next.token));
    await expect401(await refresh(next.refreshToken));
  });

  it('end 30 days after sign-in however often they are rotated', async () => {
    const user = await signIn(api);
    let token = user.refreshToken;
    for (let day = 10; day <= 29; day += 10) {
      api.clock.advance(10 * 86_400_000);
      const res = await refresh(token);
      expect(res.status, `day ${day}`).toBe(200);
      token = ((await res.json()) as { refreshToken: string }).refreshToken;
    }
    api.clock.advance(10 * 86_400_000);
    const expired = await refresh(token);
    await expect401(expired);
  });

  it('are stored only as their SHA-256: no token handed out appears in the database rows', async () => {
    const user = await signIn(api);
    const rotated = (await (await refresh(user.refreshToken)).json()) as { token: string; refreshToken: string };
    const handedOut = [user.refreshToken, rotated.refreshToken];

    const rows = await api.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.userId));
    const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
    expect(rows.map((row) => row.tokenHash).sort()).toEqual(handedOut.map(sha256).sort());
    const stored = JSON.stringify(rows);
    for (const token of [...handedOut, user.token, rotated.token]) expect(stored).not.toContain(token);
  });

  it('are refused when unknown or malformed', async () => {
    await expect401(await refresh('x'.repeat(43)));
    const empty = await api.post('/Authentication/refresh', { refreshToken: '' });
    expect(empty.status).toBe(400);
  });

  it('are revoked by logout, with the rest of their sign-in; logout of an unknown token still succeeds', async () => {
    const user = await signIn(api);
    const rotated = (await (await refresh(user.refreshToken)).json()) as { refreshToken: string };
    expect((await api.post('/Authentication/logout', { refreshToken: user.refreshToken })).status).toBe(204);
    await expect401(await refresh(rotated.refreshToken));
    expect((await api.post('/Authentication/logout', { refreshToken: 'unknown-token' })).status).toBe(204);
  });
});
