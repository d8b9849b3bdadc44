import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { devices, refreshTokens } from '../../server/db/schema';
import { REFRESH_REUSE_GRACE_SECONDS } from '../../server/auth/tokens';
import { useTestApi } from './harness';
import { signIn, type SignedIn } from './sign-in';

const api = await useTestApi({ env: { TRUST_PROXY: 'true' } });

const register = (user: SignedIn, deviceToken: string, platform = 'android') =>
  api.post('/Authentication/register-device', { deviceToken, platform }, user.auth);
const unregister = (user: SignedIn, deviceToken: string) => api.post('/Authentication/unregister-device', { deviceToken }, user.auth);
const holders = async (token: string) => (await api.db.query.devices.findMany({ where: eq(devices.token, token) })).map((d) => d.userId);
let tokens = 0;
const newToken = () => `fcm-${process.pid}-${(tokens += 1)}-${'x'.repeat(140)}`;

/** What a client can see of an answer: everything but the headers that differ on every request. */
async function seen(res: Response) {
  const headers = [...res.headers].filter(([name]) => !['date', 'x-request-id'].includes(name.toLowerCase()));
  return { status: res.status, headers, body: await res.text() };
}

describe('push device tokens', () => {
  it('are registered, unregistered, and registered again without duplicates', async () => {
    const user = await signIn(api);
    const token = newToken();
    const res = await register(user, token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ moved: false });
    const again = await register(user, token, 'ios');
    expect(await again.json()).toEqual({ moved: false });
    expect(await api.db.query.devices.findMany({ where: eq(devices.token, token) })).toMatchObject([{ userId: user.userId, platform: 'ios' }]);
    expect((await unregister(user, token)).status).toBe(204);
    expect(await holders(token)).toEqual([]);
  });

  it('serve only the latest account signed in on the phone: the earlier account stops getting its pushes', async () => {
    const first = await signIn(api);
    const second = await signIn(api);
    const token = newToken();
    await register(first, token);
    const [before] = await api.db.query.devices.findMany({ where: eq(devices.token, token) });
    api.clock.advance(60_000);

    const taken = await register(second, token, 'ios');
    expect(taken.status).toBe(200);
    expect(await taken.json()).toEqual({ moved: true });
    const [after] = await api.db.query.devices.findMany({ where: eq(devices.token, token) });
    expect(after).toMatchObject({ userId: second.userId, platform: 'ios' });
    // A registration of its own, not the earlier account's carried over.
    expect(after?.id).not.toBe(before?.id);
    expect(after?.createdAt.getTime()).toBeGreaterThan(before?.createdAt.getTime() ?? Infinity);
  });

  it('say that a token moved from another account, and never which one', async () => {
    const victim = await signIn(api);
    const attacker = await signIn(api);
    const victimsToken = newToken();
    const attackersOwn = newToken();
    await register(victim, victimsToken);
    await register(attacker, attackersOwn);

    const onFresh = await seen(await register(attacker, newToken()));
    const onOwn = await seen(await register(attacker, attackersOwn));
    const onVictims = await seen(await register(attacker, victimsToken));
    expect(onOwn).toEqual(onFresh);
    expect(JSON.parse(onFresh.body)).toEqual({ moved: false });
    expect(JSON.parse(onVictims.body)).toEqual({ moved: true });
    expect(onVictims.headers).toEqual(onFresh.headers.map(([name, value]) => [name, name === 'content-length' ? String(onVictims.body.length) : value]));
    // Nothing the caller can read names the earlier holder.
    for (const text of [onVictims.body, await (await api.get('/Authentication/current-identity', attacker.auth)).text()]) {
      expect(text).not.toContain(victim.userId);
      expect(text).not.toContain(victim.phoneNumber);
    }
  });

  it('cannot be removed from, or moved back to, another account by anyone but that account', async () => {
    const owner = await signIn(api);
    const other = await signIn(api);
    const token = newToken();
    await register(owner, token);

    expect((await unregister(other, token)).status).toBe(204);
    expect(await holders(token)).toEqual([owner.userId]);

    // Once another account registers it, the owner's phone takes it back by registering, as the app does on every start.
    await register(other, token);
    expect((await unregister(owner, token)).status).toBe(204);
    expect(await holders(token)).toEqual([other.userId]);
    await register(owner, token);
    expect(await holders(token)).toEqual([owner.userId]);
  });

  it('end up with exactly one account when two register the same token at once', async () => {
    const users = await Promise.all([signIn(api), signIn(api), signIn(api)]);
    const token = newToken();
    const answers = await Promise.all(users.flatMap((user) => [register(user, token), register(user, token, 'ios')]));
    expect(answers.map((res) => res.status)).toEqual(answers.map(() => 200));
    const held = await holders(token);
    expect(held).toHaveLength(1);
    expect(users.map((u) => u.userId)).toContain(held[0]);
  });

  it('cannot be registered in a flood to fight a phone’s owner for its token', async () => {
    const user = await signIn(api);
    const token = newToken();
    for (let i = 0; i < 30; i += 1) expect((await register(user, token)).status).toBe(200);
    const refused = await register(user, token);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ Message: expect.any(String) });
  });

  describe('registered in a sign-in', () => {
    const logout = (user: { refreshToken: string }) => api.post('/Authentication/logout', { refreshToken: user.refreshToken });
    const refresh = async (user: SignedIn) => {
      const res = await api.post('/Authentication/refresh', { refreshToken: user.refreshToken });
      expect(res.status).toBe(200);
      const pair = (await res.json()) as { token: string; refreshToken: string };
      return { ...user, ...pair, auth: { Authorization: `Bearer ${pair.token}` } };
    };
    /** Another sign-in of the same account, as on another phone. Codes for one number are 30 seconds apart. */
    const signInAgain = (user: SignedIn) => {
      api.clock.advance(30_000);
      return signIn(api, { phoneNumber: user.phoneNumber, profile: false });
    };
    const everyDevice = async () => (await api.db.select().from(devices)).map(({ token, userId, sessionId }) => ({ token, userId, sessionId })).sort((a, b) => a.token.localeCompare(b.token));

    it('end at its sign-out, while the account’s other sign-ins and other accounts keep theirs', async () => {
      const user = await signIn(api);
      const otherPhone = await signInAgain(user);
      const someoneElse = await signIn(api);
      const [phone, tablet, theirs, older] = [newToken(), newToken(), newToken(), newToken()];
      await register(user, phone);
      await register(otherPhone, tablet, 'ios');
      await register(someoneElse, theirs);
      // Registered before registrations kept their sign-in: no logout knows it.
      await api.db.insert(devices).values({ userId: user.userId, token: older, platform: 'android' });

      expect((await logout(user)).status).toBe(204);
      expect(await holders(phone)).toEqual([]);
      expect(await holders(tablet)).toEqual([user.userId]);
      expect(await holders(theirs)).toEqual([someoneElse.userId]);
      expect(await holders(older)).toEqual([user.userId]);
      expect((await register(otherPhone, newToken())).status).toBe(200);
    });

    it('end with the latest sign-in that registered them, moved from another account or registered again', async () => {
      const user = await signIn(api);
      const otherPhone = await signInAgain(user);
      const someoneElse = await signIn(api);
      const registeredAgain = newToken();
      const moved = newToken();
      await register(user, registeredAgain);
      await register(otherPhone, registeredAgain);
      await register(someoneElse, moved);
      await register(user, moved);

      // The sign-in the token was first registered in no longer holds it.
      expect((await logout(someoneElse)).status).toBe(204);
      expect(await holders(moved)).toEqual([user.userId]);
      expect((await logout(user)).status).toBe(204);
      expect(await holders(moved)).toEqual([]);
      expect(await holders(registeredAgain)).toEqual([user.userId]);
      expect((await logout(otherPhone)).status).toBe(204);
      expect(await holders(registeredAgain)).toEqual([]);
    });

    it('end at a sign-out with the token just exchanged, whose answer the phone may have lost', async () => {
      const user = await signIn(api);
      const phone = newToken();
      await register(user, phone);
      await refresh(user);
      api.clock.advance(REFRESH_REUSE_GRACE_SECONDS * 1000 - 1000);

      expect((await logout(user)).status).toBe(204);
      expect(await holders(phone)).toEqual([]);
    });

    it('are left by a logout with an unknown, long exchanged or already signed-out refresh token', async () => {
      const user = await signIn(api);
      await register(user, newToken());
      const signedOut = await signIn(api);
      await register(signedOut, newToken());
      expect((await logout(signedOut)).status).toBe(204);
      const rotated = await refresh(user);
      await register(rotated, newToken());
      await register(await signIn(api), newToken());
      api.clock.advance(REFRESH_REUSE_GRACE_SECONDS * 1000 + 1000);
      const before = await everyDevice();

      for (const refreshToken of ['unknown-token', signedOut.refreshToken, user.refreshToken]) {
        expect((await logout({ refreshToken })).status).toBe(204);
        expect(await everyDevice()).toEqual(before);
      }
      // The exchanged token still ends the sign-in, as presenting it to a refresh would.
      expect((await api.post('/Authentication/refresh', { refreshToken: rotated.refreshToken })).status).toBe(401);
    });

    it('keep their pushes when the sign-in runs out or is ended for a replayed refresh token, until its sign-out', async () => {
      const expiring = await signIn(api);
      const expired = newToken();
      await register(expiring, expired);
      await api.db.update(refreshTokens).set({ expiresAt: api.clock.now() }).where(eq(refreshTokens.userId, expiring.userId));
      expect((await register(expiring, newToken())).status).toBe(401);
      expect(await holders(expired)).toEqual([expiring.userId]);

      const replayed = await signIn(api);
      const kept = newToken();
      await register(replayed, kept);
      const rotated = await refresh(replayed);
      api.clock.advance(REFRESH_REUSE_GRACE_SECONDS * 1000 + 1000);
      expect((await api.post('/Authentication/refresh', { refreshToken: replayed.refreshToken })).status).toBe(401);
      expect(await holders(kept)).toEqual([replayed.userId]);

      // Signing out on the phone with the latest refresh token it holds still ends them.
      expect((await logout(rotated)).status).toBe(204);
      expect(await holders(kept)).toEqual([]);
      expect((await logout(expiring)).status).toBe(204);
      expect(await holders(expired)).toEqual([]);
    });
  });

  it('need a known platform and a signed-in user', async () => {
    const user = await signIn(api);
    const bad = await api.post('/Authentication/register-device', { deviceToken: 'abc', platform: 'windows' }, user.auth);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ errors: { platform: ['Platform must be android, ios or web.'] } });
    expect((await api.post('/Authentication/register-device', { deviceToken: 'abc', platform: 'web' })).status).toBe(401);
    expect((await api.post('/Authentication/unregister-device', { deviceToken: 'abc' })).status).toBe(401);
  });
});
