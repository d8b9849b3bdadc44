import { createHmac, hkdfSync, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import { CODE_REFUSALS, type CodeSent } from '../../contract/authentication';
import type { Database } from '../db/client';
import { type PhoneCodePurpose, phoneCodes, users } from '../db/schema';
import type { ServerEnv } from '../env';
import { ApiError } from '../lib/http';
import type { Logger } from '../lib/logger';
import { enforce, hit, refuseIfSpent } from '../lib/rate-limit';
import { clientOf, networkOf } from '../lib/client-address';
import { count, peek } from './abuse';
import { signedInFromBefore } from './sign-in-networks';
import type { SmsSender } from './sms';

export const CODE_LIFETIME_SECONDS = 10 * 60;
export const RESEND_AFTER_SECONDS = 30;
/** Tries one network has at a number's codes in a code lifetime; past them that network waits, nobody else. */
export const MAX_TRIES_PER_NETWORK = 5;
/**
 * Tries one code takes from everyone together; past them it is dead and a new code must be requested.
 * With `MAX_CODES_PER_NUMBER` this bounds guessing at one number to 5 x 20 = 100 tries an hour, the
 * ceiling NIST SP 800-63B-4 and ASVS set for one account, whoever's share the codes came from.
 */
export const MAX_TRIES_PER_CODE = 5;
/**
 * Codes one number is texted in `NUMBER_WINDOW_MS`, from all networks together. Others can use up
 * what is not kept for the owner (their codes go to the owner's phone, but they can guess each dead),
 * so the window is short: an owner on a network of no earlier sign-in waits at most its 15 minutes.
 */
export const MAX_CODES_PER_NUMBER = 5;
export const NUMBER_WINDOW_MS = 15 * 60_000;
/**
 * Of a number's codes in `NUMBER_WINDOW_MS`, those kept for the networks its account signed in from in
 * the last 90 days: nobody else can spend them, so however long others keep spending the rest, the
 * owner at home or at work still gets a code (docs/decisions/069). A number without an account has
 * no owner share: everyone draws on all its codes.
 */
export const OWNER_SHARE_OF_CODES = 2;
/** Codes one network may ask for, for one number, in an hour. */
export const MAX_CODES_PER_NUMBER_AND_NETWORK = 3;
export const MAX_CODES_PER_ADDRESS = 20;
/** Codes one address may try, right or wrong, for any numbers, in `CHECK_WINDOW_MS`: a spray of guesses across many numbers. */
export const MAX_CODE_CHECKS_PER_ADDRESS = 30;
export const CHECK_WINDOW_MS = 10 * 60_000;
export const MAX_CODES_PER_NETWORK = 30;
/** Once half the hourly texting budget is spent, a network that already had this many codes this hour gets no more. */
export const SURGE_CODES_PER_NETWORK = 1;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Where a code goes and what it may be used for; a code only works for exactly this. */
export interface CodeTarget {
  phoneNumber: string;
  purpose: PhoneCodePurpose;
  /** The account changing its number; null for sign-in. */
  userId: string | null;
}

type Services = { db: Database; env: ServerEnv; log: Logger; sms: SmsSender; now: Date; clientIp: string };

/** The HMAC key is derived from the server secret, so a copy of the database alone cannot test guesses. */
function hashCode(secret: string, target: CodeTarget, code: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'phone-codes', 'login code hmac key', 32));
  return createHmac('sha256', key).update(`${target.purpose}\n${target.phoneNumber}\n${target.userId ?? ''}\n${code}`).digest();
}

function sameTarget(target: CodeTarget) {
  return and(
    eq(phoneCodes.phoneNumber, target.phoneNumber),
    eq(phoneCodes.purpose, target.purpose),
    target.userId ? eq(phoneCodes.userId, target.userId) : isNull(phoneCodes.userId),
  );
}

/**
 * The code that currently counts for a target: the newest one still unused, not replaced and not
 * expired. For the networks of the number's owner (`owner`), a code sent on the owner's share comes
 * first, so that a code others asked for later does not stand in for it; for anyone else such a code
 * does not count at all.
 */
async function outstandingCode(db: Services['db'], target: CodeTarget, now: Date, owner: boolean) {
  return db.query.phoneCodes.findFirst({
    where: and(
      sameTarget(target),
      isNull(phoneCodes.usedAt),
      isNull(phoneCodes.replacedAt),
      gt(phoneCodes.expiresAt, now),
      owner ? undefined : eq(phoneCodes.ownerShare, false),
    ),
    orderBy: [desc(phoneCodes.ownerShare), desc(phoneCodes.sentAt)],
  });
}

/**
 * The live account that signs in with a sign-in target's number, and whether the caller's network is
 * one it signed in from in the last 90 days. A phone change's codes are the changing account's alone
 * and have no owner's share. Both reads are made for every number alike (see `signedInFromBefore`).
 */
async function ownerOf(s: Pick<Services, 'db' | 'env' | 'now' | 'clientIp'>, target: CodeTarget) {
  const account = await accountOf(s.db, target.phoneNumber);
  if (target.purpose !== 'login') return { account, fromOwnerNetwork: false };
  return { account, fromOwnerNetwork: await signedInFromBefore(s.db, s.env.JWT_SECRET, account, s.clientIp, s.now) };
}

const secondsUntil = (date: Date, now: Date) => Math.max(1, Math.ceil((date.getTime() - now.getTime()) / 1000));
const inMinutes = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
};

/**
 * The tries at one target's codes, counted over a code's lifetime from the first try: per network for
 * sign-in, which anyone may try; per account for a phone change, which only that account can try, so
 * holding it back holds back nobody else.
 */
const triesCounter = (target: CodeTarget, clientIp: string) => ({
  key: `code-try:${target.purpose}:${target.phoneNumber}:${target.userId ?? ''}${target.userId ? '' : `:net:${networkOf(clientIp)}`}`,
  windowMs: CODE_LIFETIME_SECONDS * 1000,
});

function tooManyTries(until: Date, now: Date) {
  const seconds = secondsUntil(until, now);
  return new ApiError(429, CODE_REFUSALS.tooManyWrongCodes, [`You can request a new code in ${inMinutes(seconds)}.`], {
    'Retry-After': String(seconds),
  });
}

const codeUsedUp = () => new ApiError(400, CODE_REFUSALS.usedUp, ['Too many wrong codes were entered. Request a new code and try again.']);

export const codeExpiredOrUsed = () => new ApiError(400, CODE_REFUSALS.expiredOrUsed, ['Request a new code and try again.']);

const codeSent = (): CodeSent => ({ resendAfterSeconds: RESEND_AFTER_SECONDS, expiresInSeconds: CODE_LIFETIME_SECONDS });

/**
 * One code every 30 seconds to a number from one network, whoever asks: a second tap, or many
 * accounts on one network texting one number. Refused, whoever asked for the code before hears so,
 * as what it most often is, a page reloaded or left while the code was on its way ("requested", not
 * "sent": that request may have been refused by a limit after this one), and the screen lets them
 * enter it. Anyone else hears only that the number waits: that a code was asked for, and by whom, is
 * not theirs to learn, nor is there a code in their hands. Who asked is the account for a phone
 * change; for a sign-in the network, which is all that tells its callers apart (and a sign-in code
 * is the number's, in the hands of whoever holds the phone).
 */
async function waitBetweenCodes(db: Database, target: CodeTarget, from: { network: string; numberFromNetwork: string }, now: Date) {
  const windowMs = RESEND_AFTER_SECONDS * 1000;
  const number = await hit(db, { key: from.numberFromNetwork, limit: 1, windowMs }, now);
  const asker = { key: `code-asked:${target.purpose}:${target.phoneNumber}:${target.userId ? `user:${target.userId}` : `net:${from.network}`}`, windowMs };
  if (number.allowed) {
    // Counted only once the number's wait let the request through, so that a refused caller is not taken for one who asked.
    await hit(db, { ...asker, limit: 1 }, now);
    return;
  }
  const asked = (await peek(db, asker, now)).count > 0;
  const seconds = number.retryAfterSeconds;
  throw new ApiError(429, asked ? CODE_REFUSALS.askedMomentsAgo : CODE_REFUSALS.numberWaits, [`Try again in ${seconds} seconds.`], { 'Retry-After': String(seconds) });
}

/**
 * Counts a request for a code to `target` against every limit, or refuses it with the 429 of the first
 * it is past. The rules, and why each is counted per number and network rather than per number alone,
 * are in docs/decisions/015-sign-in-abuse.md; the owner's share of a number's codes, in 069. Answers
 * whether the code is on the owner's share, and whether the caller is on one of the owner's networks.
 */
async function admitCode(s: Services, target: CodeTarget): Promise<{ ownerShare: boolean; fromOwnerNetwork: boolean }> {
  const { db, now } = s;
  const message = 'Too many codes were requested. Please wait before asking for another.';
  const network = networkOf(s.clientIp);
  const numberFromNetwork = `code-send:phone:${target.phoneNumber}:net:${network}`;

  // A network that used up its tries at this number's codes gets no new code from them: a resend buys no tries.
  const tries = await peek(db, triesCounter(target, s.clientIp), now);
  if (tries.count >= MAX_TRIES_PER_NETWORK && tries.resetAt) throw tooManyTries(tries.resetAt, now);

  const scale = s.env.SIGN_IN_LIMITS_SCALE;
  const fromSource = [
    { key: `code-send:ip:${clientOf(s.clientIp)}`, limit: MAX_CODES_PER_ADDRESS * scale, windowMs: HOUR },
    { key: `code-send:net:${network}`, limit: MAX_CODES_PER_NETWORK * scale, windowMs: HOUR },
  ];
  // An address or network past its codes is refused before anything is counted, and without counting:
  // numbers are free to make up, and a counter kept for each number a refused source named would let
  // one address fill the database a row a request (docs/decisions/069).
  await refuseIfSpent(db, fromSource, now, message);
  // Each step counts only when the steps before it passed, so what one source is refused never
  // counts against a number, or the whole server, that others share. The resend interval comes
  // first, so that an impatient second tap does not use up the hourly allowance.
  await waitBetweenCodes(db, target, { network, numberFromNetwork }, now);
  const { account, fromOwnerNetwork } = await ownerOf(s, target);
  await enforce(
    db,
    [
      // The owner's networks are held to the owner's share below instead: this limit keeps one
      // stranger's network from spending all the number's codes.
      ...(fromOwnerNetwork ? [] : [{ key: numberFromNetwork, limit: MAX_CODES_PER_NUMBER_AND_NETWORK * scale, windowMs: HOUR }]),
      ...fromSource,
    ],
    now,
    message,
  );
  // The owner's networks draw on the owner's share first, and on what everyone shares once it is spent.
  const ownerShare =
    fromOwnerNetwork &&
    (await hit(db, { key: `code-send:phone:${target.phoneNumber}:owner`, limit: OWNER_SHARE_OF_CODES * scale, windowMs: NUMBER_WINDOW_MS }, now)).allowed;
  if (!ownerShare) {
    const shared = account === undefined ? MAX_CODES_PER_NUMBER : MAX_CODES_PER_NUMBER - OWNER_SHARE_OF_CODES;
    await enforce(db, [{ key: `code-send:phone:${target.phoneNumber}`, limit: shared * scale, windowMs: NUMBER_WINDOW_MS }], now, message);
  }

  // Many numbers from many addresses can still run up a texting bill; past the hourly budget nobody
  // gets a text for a while. Numbers of accounts and new numbers have a budget each, so that a flood
  // of new numbers, which anyone can make up, never keeps a customer or a contractor from signing in.
  // A budget's second half is kept for networks that have not asked this hour, so a few networks
  // cannot spend it for everyone.
  // The owner's share is exempt from that half: it is a few codes an hour for each account, asked from
  // networks the account signed in from.
  const budget = { key: account === undefined ? 'code-send:all' : 'code-send:accounts', windowMs: HOUR };
  const spent = await peek(db, budget, now);
  if (!ownerShare && spent.count >= Math.ceil(s.env.SMS_HOURLY_LIMIT / 2)) {
    const fromNetwork = await peek(db, { key: `code-send:net:${network}`, windowMs: HOUR }, now);
    if (fromNetwork.count > SURGE_CODES_PER_NETWORK && fromNetwork.resetAt) {
      const seconds = secondsUntil(fromNetwork.resetAt, now);
      throw new ApiError(429, message, [`Try again in ${inMinutes(seconds)}.`], { 'Retry-After': String(seconds) });
    }
  }
  await enforce(db, [{ ...budget, limit: s.env.SMS_HOURLY_LIMIT }], now, message);
  return { ownerShare, fromOwnerNetwork };
}

/** The live account that signs in with `phoneNumber`, if any: one indexed read, made for every number alike. */
async function accountOf(db: Database, phoneNumber: string): Promise<string | undefined> {
  const account = await db.query.users.findFirst({ where: and(eq(users.phoneNumber, phoneNumber), isNull(users.deletedAt)), columns: { id: true } });
  return account?.id;
}

const notTexted = () => new ApiError(503, 'We could not send a text message to this number right now.', ['Please try again in a minute.']);

/**
 * Counts a request for a code to `target` against every limit (`admitCode`) and stores `code` as the
 * target's outstanding code, in place of the earlier ones it may replace.
 */
async function issueCode(s: Services, target: CodeTarget, code: string): Promise<void> {
  const { db, now } = s;
  const { ownerShare, fromOwnerNetwork } = await admitCode(s, target);
  const [created] = await db
    .insert(phoneCodes)
    .values({
      ...target,
      codeHash: hashCode(s.env.JWT_SECRET, target, code).toString('hex'),
      ownerShare,
      sentAt: now,
      expiresAt: new Date(now.getTime() + CODE_LIFETIME_SECONDS * 1000),
    })
    .returning({ id: phoneCodes.id });
  if (!created) throw new Error('phone code insert returned nothing');
  // A new code from the owner's networks replaces every earlier one; a code anyone else asks for
  // replaces only codes anyone could have asked for, never the one the owner is typing in.
  await db
    .update(phoneCodes)
    .set({ replacedAt: now })
    .where(
      and(
        sameTarget(target),
        ne(phoneCodes.id, created.id),
        isNull(phoneCodes.usedAt),
        isNull(phoneCodes.replacedAt),
        fromOwnerNetwork ? undefined : eq(phoneCodes.ownerShare, false),
      ),
    );
}

/**
 * Texts a new code, which replaces any outstanding code for the same target. The answer does not
 * depend on whether an account exists for the number, but for the texting budget it draws on
 * (`admitCode`).
 */
export async function sendCode(s: Services, target: CodeTarget): Promise<CodeSent> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await issueCode(s, target, code);
  try {
    await s.sms.sendCode({ to: target.phoneNumber, code, purpose: target.purpose });
  } catch (err) {
    s.log.error({ err, to: target.phoneNumber }, 'could not text a code');
    throw notTexted();
  }
  return codeSent();
}

/**
 * Texts `notice` to the target's number where a code would have gone, counted against the same limits
 * and answered as `sendCode` answers: for a request whose answer must not tell the caller something
 * only the number's owner may learn (that it has an account); the owner learns it from the text.
 * A code is stored as `sendCode` stores one, but one that no 6-digit code matches: every code typed
 * for the target is then answered as a wrong code for any number is, try after try, down to the wait
 * after the last, and the request does the same work as one that sends a code (docs/decisions/100).
 */
export async function sendNoticeInsteadOfCode(s: Services, target: CodeTarget, notice: { kind: string; body: string }): Promise<CodeSent> {
  await issueCode(s, target, randomBytes(16).toString('hex'));
  try {
    await s.sms.sendText(target.phoneNumber, notice.body, notice.kind);
  } catch (err) {
    s.log.error({ err, to: target.phoneNumber }, 'could not text a notice in place of a code');
    throw notTexted();
  }
  return codeSent();
}

/**
 * Uses up the outstanding code of a target if `code` matches it. Each try is counted before the
 * comparison, atomically, against the caller's network and against the code, so parallel guesses
 * cannot get past either limit; the network's limit holds back only that network.
 */
export async function consumeCode(s: Pick<Services, 'db' | 'env' | 'now' | 'clientIp'>, target: CodeTarget, code: string): Promise<void> {
  const { db, now } = s;
  const counter = triesCounter(target, s.clientIp);
  const before = await peek(db, counter, now);
  if (before.count >= MAX_TRIES_PER_NETWORK && before.resetAt) throw tooManyTries(before.resetAt, now);
  const { fromOwnerNetwork } = await ownerOf(s, target);
  const current = await outstandingCode(db, target, now, fromOwnerNetwork);
  if (!current) throw codeExpiredOrUsed();
  if (current.attempts >= MAX_TRIES_PER_CODE) throw codeUsedUp();

  const fromNetwork = await count(db, counter, now);
  if (fromNetwork.count > MAX_TRIES_PER_NETWORK) throw tooManyTries(fromNetwork.resetAt, now);
  const [tried] = await db
    .update(phoneCodes)
    .set({ attempts: sql`${phoneCodes.attempts} + 1` })
    .where(and(eq(phoneCodes.id, current.id), lt(phoneCodes.attempts, MAX_TRIES_PER_CODE), isNull(phoneCodes.usedAt), isNull(phoneCodes.replacedAt)))
    .returning({ attempts: phoneCodes.attempts });
  if (!tried) {
    const latest = await db.query.phoneCodes.findFirst({ where: eq(phoneCodes.id, current.id), columns: { attempts: true } });
    if (latest && latest.attempts >= MAX_TRIES_PER_CODE) throw codeUsedUp();
    throw codeExpiredOrUsed();
  }

  const expected = Buffer.from(current.codeHash, 'hex');
  const given = hashCode(s.env.JWT_SECRET, target, code);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    const networkLeft = MAX_TRIES_PER_NETWORK - fromNetwork.count;
    const left = Math.min(networkLeft, MAX_TRIES_PER_CODE - tried.attempts);
    if (left > 0) throw new ApiError(400, CODE_REFUSALS.wrongCode, [`Check the code and try again: ${left} ${left === 1 ? 'try' : 'tries'} left.`]);
    if (networkLeft > 0) throw new ApiError(400, CODE_REFUSALS.wrongCode, [`${CODE_REFUSALS.noTriesLeft} for this code: request a new code.`]);
    // Retry-After says when a new code may be asked for, so the screen counts down to it.
    const seconds = secondsUntil(fromNetwork.resetAt, now);
    throw new ApiError(400, CODE_REFUSALS.wrongCode, [`${CODE_REFUSALS.noTriesLeft}: you can request a new code in ${inMinutes(seconds)}.`], { 'Retry-After': String(seconds) });
  }

  const [used] = await db
    .update(phoneCodes)
    .set({ usedAt: now })
    .where(and(eq(phoneCodes.id, current.id), isNull(phoneCodes.usedAt)))
    .returning({ id: phoneCodes.id });
  if (!used) throw codeExpiredOrUsed();
}

/** Deletes codes that expired a day ago: they can neither be used nor hold a lock any more. */
export async function pruneExpiredCodes(db: Services['db'], now: Date) {
  await db.delete(phoneCodes).where(lt(phoneCodes.expiresAt, new Date(now.getTime() - 24 * HOUR)));
}
