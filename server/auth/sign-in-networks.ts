import { createHmac, hkdfSync } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { signInNetworks } from '../db/schema';
import { networkOf } from '../lib/client-address';

/**
 * How long a network an account signed in from keeps its share of the number's codes: NIST SP
 * 800-63B-4's allow-list of addresses the subscriber authenticated from before, over a season's travel.
 */
export const SIGN_IN_NETWORK_DAYS = 90;
const DAY = 24 * 60 * 60_000;

/** Stands for "no account" so that a number without one costs the same read as a number with one. */
const NO_ACCOUNT = '00000000-0000-0000-0000-000000000000';

/**
 * The stored form of a client's network for one account: an HMAC keyed by the server secret, so that
 * a copy of the database can neither be read for where customers were nor searched for a network
 * (2^24 IPv4 /24s are few enough to try every one against a plain hash), and so that two accounts on
 * one network cannot be told apart from accounts on two.
 */
function networkHash(secret: string, userId: string, clientIp: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'sign-in-networks', 'network hmac key', 32));
  return createHmac('sha256', key).update(`${userId}\n${networkOf(clientIp)}`).digest('hex');
}

/** Notes that `userId` signed in from the network of `clientIp`, for the next 90 days. */
export async function rememberSignInNetwork(db: Database, secret: string, userId: string, clientIp: string, now: Date) {
  await db
    .insert(signInNetworks)
    .values({ userId, networkHash: networkHash(secret, userId, clientIp), lastSignedInAt: now })
    .onConflictDoUpdate({ target: [signInNetworks.userId, signInNetworks.networkHash], set: { lastSignedInAt: now } });
}

/**
 * Whether the account `userId` (undefined: the number has none) signed in from the network of
 * `clientIp` in the last 90 days. The same one indexed read either way, so that how long the answer
 * takes does not tell whether a number has an account.
 */
export async function signedInFromBefore(db: Database, secret: string, userId: string | undefined, clientIp: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ userId: signInNetworks.userId })
    .from(signInNetworks)
    .where(
      and(
        eq(signInNetworks.userId, userId ?? NO_ACCOUNT),
        eq(signInNetworks.networkHash, networkHash(secret, userId ?? NO_ACCOUNT, clientIp)),
        gt(signInNetworks.lastSignedInAt, new Date(now.getTime() - SIGN_IN_NETWORK_DAYS * DAY)),
      ),
    );
  return userId !== undefined && row !== undefined;
}

/** Deletes networks not signed in from for 90 days: they give nothing any more. */
export async function pruneSignInNetworks(db: Database, now: Date) {
  await db.delete(signInNetworks).where(lt(signInNetworks.lastSignedInAt, new Date(now.getTime() - SIGN_IN_NETWORK_DAYS * DAY)));
}
