import { createHash } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Database } from '../db/client';
import { captchaTokens } from '../db/schema';
import { ApiError } from '../lib/http';
import type { Logger } from '../lib/logger';
import type { CaptchaFailureReason, CaptchaVerifier } from './captcha';

/** What the captcha check reads on `c.var`. */
type CaptchaBindings = { Variables: { captcha: CaptchaVerifier; db: Database; log: Logger; now: () => Date; clientIp: string } };

/** The header a public form carries its captcha answer in (spec section 7). */
export const CAPTCHA_HEADER = 'x-recaptcha-token';
/** What the client sends when it has no answer (spec section 7's default); it counts as no answer. */
export const CAPTCHA_PLACEHOLDER = 'recaptcha-token';

/** A reCAPTCHA answer lives 2 minutes; its hash is kept a while longer so clock skew cannot reopen it. */
export const USED_TOKEN_RETENTION_MS = 15 * 60_000;

export const captchaMessages = {
  missing: 'Please complete the captcha.',
  failed: 'The captcha check failed. Please try again.',
  expired: 'The captcha has expired or was already used. Please complete it again.',
  reused: 'This captcha was already used. Please complete it again.',
  unavailable: 'We could not check the captcha just now. Please try again in a minute, or call us.',
} as const;

const failure = (reason: CaptchaFailureReason) => {
  switch (reason) {
    case 'rejected':
      return new ApiError(400, captchaMessages.failed);
    case 'expired-or-duplicate':
      return new ApiError(400, captchaMessages.expired);
    case 'unavailable':
    case 'misconfigured':
      return new ApiError(503, captchaMessages.unavailable);
  }
};

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The answer in the header, or undefined for none, a blank one or the client's placeholder. */
export function captchaTokenOf(header: string | undefined): string | undefined {
  const token = header?.trim();
  return token && token !== CAPTCHA_PLACEHOLDER ? token : undefined;
}

/** A verified answer, to be claimed in the same transaction as the form's write. */
export interface CaptchaPass {
  claim(tx: Database): Promise<void>;
}

const nothingToClaim: CaptchaPass = { claim: async () => {} };

/**
 * Checks the request's captcha answer and throws the answer the visitor reads when it does not pass.
 * A used answer is refused before the provider is asked; `claim` records it so a parallel replay of
 * the same answer loses at the unique key and its write is rolled back.
 */
export async function checkCaptcha<E extends CaptchaBindings>(c: Context<E>): Promise<CaptchaPass> {
  const { captcha, db, log, now, clientIp } = c.var;
  const token = captchaTokenOf(c.req.header(CAPTCHA_HEADER));
  if (!token) {
    if (captcha.required) throw new ApiError(400, captchaMessages.missing);
    return nothingToClaim;
  }
  const tokenHash = hashToken(token);
  const used = await db.select({ tokenHash: captchaTokens.tokenHash }).from(captchaTokens).where(eq(captchaTokens.tokenHash, tokenHash));
  if (used.length) throw new ApiError(400, captchaMessages.reused);

  const result = await captcha.verify(token, clientIp);
  if (!result.ok) {
    const fields = { path: c.req.path, ip: clientIp, reason: result.reason, errorCodes: result.errorCodes };
    if (result.reason === 'misconfigured') log.error(fields, 'the captcha provider refused RECAPTCHA_SECRET; public forms are refused until it is fixed');
    else log.warn(fields, 'captcha answer not accepted');
    throw failure(result.reason);
  }
  return {
    claim: async (tx) => {
      const [claimed] = await tx.insert(captchaTokens).values({ tokenHash, createdAt: now() }).onConflictDoNothing().returning();
      if (!claimed) throw new ApiError(400, captchaMessages.reused);
    },
  };
}

/** Forgets hashes of answers that can no longer be replayed; cheap, so every accepted form does it. */
export async function pruneUsedCaptchaTokens(db: Database, now: Date, log: Logger) {
  try {
    await db.delete(captchaTokens).where(lt(captchaTokens.createdAt, new Date(now.getTime() - USED_TOKEN_RETENTION_MS)));
  } catch (err) {
    // The form was already saved; a missed clean-up is retried by the next one.
    log.warn({ err }, 'could not prune used captcha tokens');
  }
}
