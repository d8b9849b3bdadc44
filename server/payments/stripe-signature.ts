import { createHmac, timingSafeEqual } from 'node:crypto';

/** Stripe's own default: a delivery signed longer ago than this is refused as a replay. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

const hmac = (secret: string, timestamp: string, payload: string) => createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest();

/** The `Stripe-Signature` header Stripe would send with `payload`; also what the sandbox gateway signs with. */
export function stripeSignatureHeader(secret: string, payload: string, at: Date): string {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  return `t=${timestamp},v1=${hmac(secret, timestamp, payload).toString('hex')}`;
}

/**
 * Whether `header` holds a v1 signature of the raw `payload` with `secret`, made within the tolerance
 * of `now` (https://docs.stripe.com/webhooks#verify-manually). Without a secret nothing is signed.
 */
export function isSignedByStripe(header: string, payload: string, secret: string, now: Date): boolean {
  if (!secret) return false;
  const pairs = header.split(',').map((part) => {
    const at = part.indexOf('=');
    return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
  });
  const timestamp = pairs.find(([key]) => key === 't')?.[1];
  if (!timestamp || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = hmac(secret, timestamp, payload);
  return pairs.some(([key, value]) => {
    if (key !== 'v1' || !/^[0-9a-f]+$/i.test(value)) return false;
    const given = Buffer.from(value, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
