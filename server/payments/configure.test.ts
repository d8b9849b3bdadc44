import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { parseServerEnv } from '../env';
import { createLogger } from '../lib/logger';
import { createPaymentGateway, resolveWebhookSecret } from './configure';

const log = createLogger({ silent: true });
const deps = { db: {} as Database, now: () => new Date(), log };
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'webhook-secret-'));
  dirs.push(dir);
  return dir;
};

describe('the webhook secret', () => {
  it('is STRIPE_WEBHOOK_SECRET when set', () => {
    expect(resolveWebhookSecret(parseServerEnv({ STRIPE_WEBHOOK_SECRET: 'whsec_from_the_dashboard' }), log)).toBe('whsec_from_the_dashboard');
  });

  it('for the sandbox, is generated once, kept in DATA_DIR readable by the owner only, and reused', () => {
    const env = parseServerEnv({ DATA_DIR: dataDir() });
    const first = resolveWebhookSecret(env, log);
    expect(first).toMatch(/^whsec_.{40,}$/);
    const file = path.join(env.DATA_DIR, 'stripe-webhook-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveWebhookSecret(env, log)).toBe(first);
  });

  it('stops the start when the kept one was damaged', () => {
    const env = parseServerEnv({ DATA_DIR: dataDir() });
    writeFileSync(path.join(env.DATA_DIR, 'stripe-webhook-secret'), 'short\n');
    expect(() => resolveWebhookSecret(env, log)).toThrow(/does not hold a valid payment sandbox webhook secret; delete it/);
  });

  it('must be given with Stripe: no event could be verified otherwise', () => {
    expect(() => resolveWebhookSecret(parseServerEnv({ STRIPE_SECRET_KEY: 'sk_test_123' }), log)).toThrow(
      /^Invalid configuration: STRIPE_WEBHOOK_SECRET must be set when STRIPE_SECRET_KEY is/,
    );
  });
});

describe('the payment gateway at start', () => {
  const stripeKeys = { STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_abc', VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_123' };

  it('is the sandbox with no Stripe key, and says so', () => {
    const gateway = createPaymentGateway(parseServerEnv({ STRIPE_WEBHOOK_SECRET: 'whsec_generated' }), deps);
    expect(gateway.kind).toBe('sandbox');
    expect(gateway.description).toMatch(/SANDBOX.*no money moves.*STRIPE_SECRET_KEY/);
  });

  it('is Stripe with a key, in test or live mode as the key says', () => {
    const test = createPaymentGateway(parseServerEnv(stripeKeys), deps);
    expect(test.kind).toBe('stripe');
    expect(test.description).toMatch(/^taken by Stripe in test mode \(API version 2026-10-28\.endive\)$/);
    const live = createPaymentGateway(parseServerEnv({ ...stripeKeys, STRIPE_SECRET_KEY: 'sk_live_1', VITE_STRIPE_PUBLISHABLE_KEY: 'pk_live_1', STRIPE_API_URL: 'https://stripe-proxy.internal:8443' }), deps);
    expect(live.description).toBe('taken by Stripe in LIVE mode: real cards are charged (API version 2026-10-28.endive, at https://stripe-proxy.internal:8443)');
  });

  it.each([
    [{ ...stripeKeys, VITE_STRIPE_PUBLISHABLE_KEY: '' }, 'Invalid configuration: VITE_STRIPE_PUBLISHABLE_KEY must be set when STRIPE_SECRET_KEY is'],
    [{ STRIPE_WEBHOOK_SECRET: 'whsec_x', VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_1' }, 'Invalid configuration: VITE_STRIPE_PUBLISHABLE_KEY must be empty while STRIPE_SECRET_KEY is'],
    [{ ...stripeKeys, VITE_STRIPE_PUBLISHABLE_KEY: 'pk_live_1' }, 'Invalid configuration: STRIPE_SECRET_KEY and VITE_STRIPE_PUBLISHABLE_KEY must both be test keys or both be live keys'],
  ])('stops on keys that do not go together: %o', (raw, message) => {
    expect(() => createPaymentGateway(parseServerEnv(raw), deps)).toThrow(message);
  });
});
