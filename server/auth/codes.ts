import { createHmac, hkdfSync, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { CodeSent } from '../../contract/authentication';
import type { AppServices } from '../app-bindings';
import { type PhoneCodePurpose, phoneCodes } from '../db/schema';
import { ApiError } from '../lib/http';
import { enforce } from '../lib/rate-limit';

export const CODE_LIFETIME_SECONDS = 10 * 60;
export const RESEND_AFTER_SECONDS = 30;
export const MAX_CODE_ATTEMPTS = 5;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Where a code goes and what it may be used for; a code only works for exactly this. */
export interface CodeTarget {
  phoneNumber: string;
  purpose: PhoneCodePurpose;
  /** The account changing its number; null for sign-in. */
  userId: string | null;
}

type Services = Pick<AppServices, 'db' | 'env' | 'log' | 'sms'> & { now: Date; clientIp: string };

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

/** The code that currently counts for a target: the newest one still unused, not replaced and not expired. */
async function outstandingCode(db: Services['db'], target: CodeTarget, now: Date) {
  return db.query.phoneCodes.findFirst({
    where: and(sameTarget(target), isNull(phoneCodes.usedAt), isNull(phoneCodes.replacedAt), gt(phoneCodes.expiresAt, now)),
    orderBy: desc(phoneCodes.sentAt),
  });
}

const secondsUntil = (date: Date, now: Date) => Math.max(1, Math.ceil((date.getTime() - now.getTime()) / 1000));

function tooManyTries(expiresAt: Date, now: Date) {
  const seconds = secondsUntil(expiresAt, now);
  const minutes = Math.ceil(seconds / 60);
  return new ApiError(429, 'Too many wrong codes for this phone number.', [`You can request a new code in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`], {
    'Retry-After': String(seconds),
  });
}

/**
 * Texts a new code. It replaces any outstanding code for the same target and inherits its count of
 * wrong tries, so asking for another code never buys more guesses. Nothing here depends on whether an
 * account exists for the number.
 */
export async function sendCode(s: Services, target: CodeTarget): Promise<CodeSent> {
  const { db, now } = s;
  const message = 'Too many codes were requested. Please wait before asking for another.';
  // The resend interval first, so that an impatient second tap does not use up the hourly allowance.
  await enforce(db, [{ key: `code-send:phone:${target.phoneNumber}`, limit: 1, windowMs: RESEND_AFTER_SECONDS * 1000 }], now, message);
  await enforce(
    db,
    [
      { key: `code-send:phone:${target.phoneNumber}`, limit: 5, windowMs: HOUR },
      { key: `code-send:ip:${s.clientIp}`, limit: 20, windowMs: HOUR },
      // Many numbers from many addresses can still run up a texting bill; past this, nobody gets a text for a while.
      { key: 'code-send:all', limit: s.env.SMS_HOURLY_LIMIT, windowMs: HOUR },
    ],
    now,
    message,
  );

  const current = await outstandingCode(db, target, now);
  if (current && current.attempts >= MAX_CODE_ATTEMPTS) throw tooManyTries(current.expiresAt, now);

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const [created] = await db
    .insert(phoneCodes)
    .values({
      ...target,
      codeHash: hashCode(s.env.JWT_SECRET, target, code).toString('hex'),
      attempts: current?.attempts ?? 0,
      sentAt: now,
      expiresAt: new Date(now.getTime() + CODE_LIFETIME_SECONDS * 1000),
    })
    .returning({ id: phoneCodes.id });
  if (!created) throw new Error('phone code insert returned nothing');
  await db
    .update(phoneCodes)
    .set({ replacedAt: now })
    .where(and(sameTarget(target), ne(phoneCodes.id, created.id), isNull(phoneCodes.usedAt), isNull(phoneCodes.replacedAt)));

  try {
    await s.sms.sendCode({ to: target.phoneNumber, code, purpose: target.purpose });
  } catch (err) {
    s.log.error({ err, to: target.phoneNumber }, 'could not text a code');
    throw new ApiError(503, 'We could not send a text message to this number right now.', ['Please try again in a minute.']);
  }
  return { resendAfterSeconds: RESEND_AFTER_SECONDS, expiresInSeconds: CODE_LIFETIME_SECONDS };
}

/**
 * Uses up the outstanding code of a target if `code` matches it. Each try is counted before the
 * comparison, atomically, so parallel guesses cannot get past the limit.
 */
export async function consumeCode(s: Pick<Services, 'db' | 'env' | 'now'>, target: CodeTarget, code: string): Promise<void> {
  const { db, now } = s;
  const current = await outstandingCode(db, target, now);
  if (!current) throw new ApiError(400, 'This code has expired or was already used.', ['Request a new code and try again.']);
  if (current.attempts >= MAX_CODE_ATTEMPTS) throw tooManyTries(current.expiresAt, now);

  const [tried] = await db
    .update(phoneCodes)
    .set({ attempts: sql`${phoneCodes.attempts} + 1` })
    .where(and(eq(phoneCodes.id, current.id), lt(phoneCodes.attempts, MAX_CODE_ATTEMPTS), isNull(phoneCodes.usedAt), isNull(phoneCodes.replacedAt)))
    .returning({ attempts: phoneCodes.attempts });
  if (!tried) {
    const latest = await db.query.phoneCodes.findFirst({ where: eq(phoneCodes.id, current.id), columns: { attempts: true } });
    if (latest && latest.attempts >= MAX_CODE_ATTEMPTS) throw tooManyTries(current.expiresAt, now);
    throw new ApiError(400, 'This code has expired or was already used.', ['Request a new code and try again.']);
  }

  const expected = Buffer.from(current.codeHash, 'hex');
  const given = hashCode(s.env.JWT_SECRET, target, code);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    const left = MAX_CODE_ATTEMPTS - tried.attempts;
    if (left > 0) throw new ApiError(400, 'This code is not correct.', [`Check the code and try again: ${left} ${left === 1 ? 'try' : 'tries'} left.`]);
    const minutes = Math.ceil(secondsUntil(current.expiresAt, now) / 60);
    throw new ApiError(400, 'This code is not correct.', [`No tries left: you can request a new code in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`]);
  }

  const [used] = await db
    .update(phoneCodes)
    .set({ usedAt: now })
    .where(and(eq(phoneCodes.id, current.id), isNull(phoneCodes.usedAt)))
    .returning({ id: phoneCodes.id });
  if (!used) throw new ApiError(400, 'This code has expired or was already used.', ['Request a new code and try again.']);
}

/** Deletes codes that expired a day ago: they can neither be used nor hold a lock any more. */
export async function pruneExpiredCodes(db: Services['db'], now: Date) {
  await db.delete(phoneCodes).where(lt(phoneCodes.expiresAt, new Date(now.getTime() - 24 * HOUR)));
}
