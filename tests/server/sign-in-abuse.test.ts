import { describe, expect, it } from 'vitest';
import { useTestApi } from './harness';
import { CHECK_WINDOW_MS, MAX_CODE_CHECKS_PER_ADDRESS, MAX_CODES_PER_ADDRESS, MAX_CODES_PER_NUMBER, OWNER_SHARE_OF_CODES } from '../../server/auth/codes';
import { newClientIp, newPhoneNumber } from './sign-in';

// The rules under attack are in docs/decisions/015-sign-in-abuse.md and 069-sign-in-limits-nobody-else-can-spend.md.
const api = await useTestApi({ env: { TRUST_PROXY: 'true', SMS_HOURLY_LIMIT: '40' } });

/** Calls from one address. */
function from(ip: string) {
  const headers = { 'X-Forwarded-For': ip };
  return {
    sendCode: (phoneNumber: string) => api.post('/Authentication/send-phone-login-token', { phoneNumber }, headers),
    login: (phoneNumber: string, code: string | undefined) => api.post('/Authentication/phone-login', { phoneNumber, code }, headers),
  };
}
/** An address on a fresh /24 of its own. */
const anywhere = () => from(newClientIp());
/** Another address on the /24 of `ip`. */
const neighborOf = (ip: string, last: number) => ip.replace(/\.\d+$/, `.${last}`);

const wrongCode = (code: string | undefined) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** The owner of the number asks for a code, reads it off the phone and signs in, from a network of no earlier sign-in unless told. */
async function ownerSignsIn(phoneNumber: string, owner = anywhere()) {
  const sent = await owner.sendCode(phoneNumber);
  expect(sent.status, await sent.clone().text()).toBe(202);
  const login = await owner.login(phoneNumber, api.outbox.lastCode(phoneNumber));
  expect(login.status, await login.clone().text()).toBe(200);
}

describe('wrong codes', () => {
  it('lock out only the network that guessed, however often it starts again', async () => {
    const victim = newPhoneNumber();
    const attackerIp = newClientIp();
    const home = newClientIp();
    for (let round = 0; round < 3; round++) {
      expect((await from(attackerIp).sendCode(victim)).status, `round ${round}`).toBe(202);
      const code = api.outbox.lastCode(victim);
      // Addresses next to each other count as one network: moving within the /24 buys no tries.
      for (let i = 0; i < 5; i++) expect((await from(neighborOf(attackerIp, 20 + i)).login(victim, wrongCode(code))).status).toBe(400);
      const locked = await from(neighborOf(attackerIp, 30)).login(victim, code);
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await from(neighborOf(attackerIp, 31)).sendCode(victim)).status).toBe(429);

      // The owner, on another network, is not held back at all.
      await ownerSignsIn(victim, from(home));
      api.clock.advance(10 * 60_000 + 1000);
    }
  });

  it('kill a code after 5 tries from all networks together, and the owner’s next code works', async () => {
    const victim = newPhoneNumber();
    expect((await anywhere().sendCode(victim)).status).toBe(202);
    const code = api.outbox.lastCode(victim);
    const attackers = [anywhere(), anywhere(), anywhere()];
    const statuses: number[] = [];
    for (const attacker of attackers) for (let i = 0; i < 4; i++) statuses.push((await attacker.login(victim, wrongCode(code))).status);
    expect(statuses).toEqual(Array(12).fill(400));

    // The real code no longer works after 5 tries in all, so guessing from many networks stays bounded.
    const late = await anywhere().login(victim, code);
    expect(late.status).toBe(400);
    expect(await late.json()).toMatchObject({ Message: 'This code can no longer be used.' });

    await ownerSignsIn(victim);
  });

  it('never check more than 5 tries of one code, however many networks guess at once', async () => {
    const victim = newPhoneNumber();
    expect((await anywhere().sendCode(victim)).status).toBe(202);
    const code = api.outbox.lastCode(victim);
    const results = await Promise.all(Array.from({ length: 20 }, () => anywhere().login(victim, wrongCode(code))));
    const bodies = (await Promise.all(results.map((r) => r.json()))) as { Message: string }[];
    expect(bodies.filter((b) => b.Message === 'This code is not correct.')).toHaveLength(5);
    expect(bodies.filter((b) => b.Message === 'This code can no longer be used.')).toHaveLength(15);
  });

  it('from 20 networks spend only the code they guessed: the owner asks for a new one and signs in', async () => {
    const victim = newPhoneNumber();
    expect((await anywhere().sendCode(victim)).status).toBe(202);
    const code = api.outbox.lastCode(victim);
    for (let n = 0; n < 20; n++) {
      const attacker = anywhere();
      for (let i = 0; i < 5; i++) expect((await attacker.login(victim, wrongCode(code))).status).toBe(400);
    }
    expect((await anywhere().login(victim, code)).status).toBe(400);
    await ownerSignsIn(victim);
  });
});

describe('guesses sprayed across many numbers', () => {
  it('stop one address after its share of tries, and nobody else', async () => {
    const sprayer = from(newClientIp());
    for (let i = 0; i < MAX_CODE_CHECKS_PER_ADDRESS; i++) expect((await sprayer.login(newPhoneNumber(), '123456')).status).toBe(400);
    const refused = await sprayer.login(newPhoneNumber(), '123456');
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { Message: string }).Message).toBe('Too many sign-in attempts. Please wait a few minutes.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    // Another customer, from another address, signs in meanwhile.
    await ownerSignsIn(newPhoneNumber());
    api.clock.advance(CHECK_WINDOW_MS + 1000);
    expect((await sprayer.login(newPhoneNumber(), '123456')).status).toBe(400);
  });
});

describe('an IPv6 host', () => {
  it('is one sender from any address of its /64: guesses and codes stop after its share, and another /64 keeps its own', async () => {
    // A fresh hour, so that the texting budget earlier tests spent leaves these codes to the address limit alone.
    api.clock.advance(60 * 60_000);
    const prefix = `2001:db8:${(Date.now() % 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;
    const at = (n: number) => from(`${prefix}:${n.toString(16)}::${(n + 1).toString(16)}`);
    for (let i = 0; i < MAX_CODE_CHECKS_PER_ADDRESS; i++) expect((await at(i).login(newPhoneNumber(), '123456')).status).toBe(400);
    // A new address of the same /64 is the same host: it buys no tries, and leaves no counter of its own.
    expect((await at(MAX_CODE_CHECKS_PER_ADDRESS).login(newPhoneNumber(), '123456')).status).toBe(429);
    for (let i = 0; i < MAX_CODES_PER_ADDRESS; i++) expect((await at(100 + i).sendCode(newPhoneNumber())).status).toBe(202);
    expect((await at(200).sendCode(newPhoneNumber())).status).toBe(429);
    // Another /64 of the same /48 (a neighbor) still has its own tries.
    expect((await from(`${prefix.replace(/:[0-9a-f]+$/, ':beef')}::7`).login(newPhoneNumber(), '123456')).status).toBe(400);
  });
});

describe('one person locked out', () => {
  it('is not: 20 networks asking for codes and guessing them keep the owner from a code for at most 15 minutes', async () => {
    const victim = newPhoneNumber();
    const attackers = Array.from({ length: 20 }, () => anywhere());
    // Codes sent to the victim's phone, then the codes guessed at until each is dead, as fast as they go.
    for (const attacker of attackers) {
      await attacker.sendCode(victim);
      const code = api.outbox.lastCode(victim);
      for (let i = 0; i < 5; i++) await attacker.login(victim, wrongCode(code));
    }
    expect(api.outbox.messagesTo(victim)).toHaveLength(5);

    const owner = anywhere();
    const refused = await owner.sendCode(victim);
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(15 * 60);

    api.clock.advance(wait * 1000);
    await ownerSignsIn(victim);
  });

  it('is not, hour after hour: the same attack every hour leaves the owner at most 15 minutes without a code', async () => {
    const victim = newPhoneNumber();
    for (let hour = 0; hour < 2; hour++) {
      for (let n = 0; n < 20; n++) {
        const attacker = anywhere();
        await attacker.sendCode(victim);
        for (let i = 0; i < 5; i++) await attacker.login(victim, wrongCode(api.outbox.lastCode(victim)));
      }
      api.clock.advance(15 * 60_000);
      await ownerSignsIn(victim);
      api.clock.advance(45 * 60_000);
    }
  }, 60_000);

  it('is not at all on a network the owner signed in from: the attack every 15 minutes for two hours leaves the owner signing in each time', async () => {
    const victim = newPhoneNumber();
    const home = newClientIp();
    await ownerSignsIn(victim, from(home));
    api.clock.advance(24 * 60 * 60_000);
    const publicShare = MAX_CODES_PER_NUMBER - OWNER_SHARE_OF_CODES;
    for (let round = 0; round < 8; round++) {
      const strangers = Array.from({ length: 20 }, () => anywhere());
      let sentToStrangers = 0;
      // Each stranger's network asks for a code and guesses at the latest code the phone received until it is dead.
      const attack = async (networks: typeof strangers) => {
        for (const stranger of networks) {
          if ((await stranger.sendCode(victim)).status === 202) sentToStrangers += 1;
          const latest = api.outbox.lastCode(victim);
          for (let i = 0; i < 5; i++) await stranger.login(victim, wrongCode(latest));
        }
      };
      await attack(strangers.slice(0, 10));

      // The owner, at another address of a network they signed in from, asks for a code in the middle of the attack.
      const owner = from(neighborOf(home, 100 + round));
      const sent = await owner.sendCode(victim);
      expect(sent.status, `round ${round}: ${await sent.clone().text()}`).toBe(202);
      const code = api.outbox.lastCode(victim);

      await attack(strangers.slice(10));
      // A stranger who got hold of the owner's code cannot use it either: it serves only the owner's networks.
      expect((await anywhere().login(victim, code)).status).toBe(400);
      expect(sentToStrangers, `round ${round}`).toBe(publicShare);
      expect((await anywhere().sendCode(victim)).status).toBe(429);

      const login = await owner.login(victim, code);
      expect(login.status, `round ${round}: ${await login.clone().text()}`).toBe(200);
      api.clock.advance(15 * 60_000);
    }
  }, 120_000);
});

describe('guessing at one number', () => {
  it('is held to 100 checked tries an hour, even from a network the owner signed in from as well as 60 others', async () => {
    const victim = newPhoneNumber();
    const home = newClientIp();
    await ownerSignsIn(victim, from(home));
    api.clock.advance(60 * 60_000);
    let checked = 0;
    const guess = async (network: ReturnType<typeof from>) => {
      await network.sendCode(victim);
      for (let i = 0; i < 5; i++) {
        const res = await network.login(victim, String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0'));
        // A lucky guess signs in; it is counted too, as a try that was checked.
        if (res.status === 200 || ((await res.json()) as { Message: string }).Message === 'This code is not correct.') checked += 1;
      }
    };
    for (let minute = 0; minute < 60; minute++) {
      await guess(anywhere());
      await guess(from(neighborOf(home, 150 + (minute % 50))));
      api.clock.advance(60_000);
    }
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(100);
  }, 120_000);
});

describe('code requests', () => {
  it('from one network cannot use up the texts a number may receive', async () => {
    const victim = newPhoneNumber();
    const attackerIp = newClientIp();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await from(neighborOf(attackerIp, 40 + i)).sendCode(victim)).status);
      api.clock.advance(31_000);
    }
    expect(statuses.filter((s) => s === 202)).toHaveLength(3);
    await ownerSignsIn(victim);
  });

  it('refused to one source do not count against the number or the whole server', async () => {
    const victim = newPhoneNumber();
    const flooder = anywhere();
    expect((await flooder.sendCode(victim)).status).toBe(202);
    // A tap every 31 seconds for half an hour at the victim's number from one address: past its own
    // 3, each is refused and must not count against the number's 10.
    for (let i = 0; i < 60; i++) {
      api.clock.advance(31_000);
      expect((await flooder.sendCode(victim)).status).toBe(i < 2 ? 202 : 429);
    }
    await ownerSignsIn(victim);
  });
});

describe('the hourly texting budget (40 here)', () => {
  it('cannot be spent by a few networks: past its half, each network gets at most one more code this hour', async () => {
    api.clock.advance(2 * 60 * 60_000);
    const attackerNetworks = [newClientIp(), newClientIp()];
    let sentToAttackers = 0;
    for (const ip of attackerNetworks) {
      for (let i = 0; i < 30; i++) {
        // Spread over the network's addresses, so the per-address limit is not what stops them.
        const res = await from(neighborOf(ip, 100 + (i % 5))).sendCode(newPhoneNumber());
        if (res.status === 202) sentToAttackers += 1;
      }
    }
    expect(sentToAttackers).toBe(20 + 1);

    // Visitors from networks of their own still get their codes, up to the budget.
    for (let i = 0; i < 19; i++) expect((await anywhere().sendCode(newPhoneNumber())).status, `visitor ${i}`).toBe(202);
    const over = await anywhere().sendCode(newPhoneNumber());
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
