import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { emailOptOuts, emailSubscriptions } from '../db/schema';

/**
 * Unsubscribe links name the address and carry a MAC of it under a key derived from JWT_SECRET, so
 * they need no sign-in and no stored token, and nobody can unsubscribe an address they did not get an
 * e-mail at. They do not expire (a link in an old e-mail must still work); rotating JWT_SECRET voids them.
 */

const keyOf = (secret: string) => createHmac('sha256', secret).update('email-unsubscribe').digest();
const macOf = (secret: string, email: string) => createHmac('sha256', keyOf(secret)).update(email).digest();
const normalize = (email: string) => email.trim().toLowerCase();

export function unsubscribeToken(secret: string, email: string): string {
  const address = normalize(email);
  return `${Buffer.from(address).toString('base64url')}.${macOf(secret, address).toString('base64url')}`;
}

/** The address a token was made for, or undefined when it was not made with this secret. */
export function emailOfUnsubscribeToken(secret: string, token: string): string | undefined {
  const [encoded, mac, ...rest] = token.split('.');
  if (!encoded || !mac || rest.length) return undefined;
  const address = Buffer.from(encoded, 'base64url').toString('utf8');
  const given = Buffer.from(mac, 'base64url');
  const expected = macOf(secret, address);
  return given.length === expected.length && timingSafeEqual(given, expected) ? address : undefined;
}

/** The one-click target a mail program posts to (List-Unsubscribe), and the page a person opens from the e-mail's text. */
export function unsubscribeLinks(publicUrl: string, secret: string, email: string) {
  const token = encodeURIComponent(unsubscribeToken(secret, email));
  return {
    oneClick: new URL(`/api/v1/EmailSubscription/unsubscribe?token=${token}`, publicUrl).href,
    page: new URL(`/unsubscribe?token=${token}`, publicUrl).href,
  };
}

/** Records the wish and ends the newsletter subscription of the address; doing it twice changes nothing. */
export async function optOut(db: Database, email: string): Promise<void> {
  const address = normalize(email);
  await db.transaction(async (tx) => {
    await tx.insert(emailOptOuts).values({ email: address }).onConflictDoNothing();
    await tx.delete(emailSubscriptions).where(eq(emailSubscriptions.email, address));
  });
}

/**
 * Takes an unsubscribe back and subscribes the address to the newsletter. Only for whoever holds the
 * address's unsubscribe link: an opt-out is never lifted on the word of someone who merely typed the address.
 */
export async function optBackIn(db: Database, email: string): Promise<void> {
  const address = normalize(email);
  await db.transaction(async (tx) => {
    await tx.delete(emailOptOuts).where(eq(emailOptOuts.email, address));
    await tx.insert(emailSubscriptions).values({ email: address }).onConflictDoNothing();
  });
}

export async function hasOptedOut(db: Database, email: string): Promise<boolean> {
  const [row] = await db.select({ email: emailOptOuts.email }).from(emailOptOuts).where(eq(emailOptOuts.email, normalize(email)));
  return Boolean(row);
}
