import { describe, expect, it } from 'vitest';
import { parseServerEnv } from './env';

describe('server configuration', () => {
  it('runs on embedded defaults with nothing set', () => {
    expect(parseServerEnv({})).toMatchObject({ PORT: 3000, DATA_DIR: './data', DATABASE_URL: '', SEED_DEMO_DATA: true, TRUST_PROXY: false });
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT must be a port number (got "abc")'],
    [{ PORT: '70000' }, 'Invalid configuration: PORT must be a port number (got "70000")'],
    [{ DATABASE_URL: 'mysql://db/app' }, 'Invalid configuration: DATABASE_URL must start with postgres://'],
    [{ JWT_SECRET: 'short' }, 'Invalid configuration: JWT_SECRET must be at least 32 characters'],
    [{ SEED_DEMO_DATA: 'yes' }, 'Invalid configuration: SEED_DEMO_DATA must be "true" or "false" (got "yes")'],
    [{ CORS_ORIGINS: '*' }, 'Invalid configuration: CORS_ORIGINS must be origins such as https://app.example.com, separated by commas (got ["*"])'],
    [{ CORS_ORIGINS: 'https://app.example.com/' }, 'Invalid configuration: CORS_ORIGINS must be origins such as https://app.example.com, separated by commas'],
    [{ CORS_ORIGINS: 'app.example.com' }, 'Invalid configuration: CORS_ORIGINS must be origins such as https://app.example.com, separated by commas'],
    [{ VITE_API_PORT: 'eighty' }, 'Invalid configuration: VITE_API_PORT must be a port number (got "eighty")'],
    [{ STRIPE_SECRET_KEY: 'pk_test_123' }, /^Invalid configuration: STRIPE_SECRET_KEY must be a Stripe secret key \(sk_\.\.\. or rk_\.\.\.\)$/],
    [{ STRIPE_WEBHOOK_SECRET: 'secret' }, /^Invalid configuration: STRIPE_WEBHOOK_SECRET must be a Stripe webhook signing secret \(whsec_\.\.\.\)$/],
    [{ STRIPE_API_URL: 'localhost:12111' }, 'Invalid configuration: STRIPE_API_URL must be an address such as http://127.0.0.1:12111'],
    [{ VITE_STRIPE_PUBLISHABLE_KEY: 'sk_live_x' }, 'Invalid configuration: VITE_STRIPE_PUBLISHABLE_KEY must start with pk_ (got "sk_live_x")'],
  ])('stops on a wrong value with one line naming the key: %o', (raw, message) => {
    expect(() => parseServerEnv(raw)).toThrow(message);
  });

  it('takes the address it listens on as its own when PUBLIC_URL is not set', () => {
    expect(parseServerEnv({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(parseServerEnv({ PORT: '4150' }).PUBLIC_URL).toBe('http://localhost:4150');
    expect(parseServerEnv({ PORT: '4150', HOST: '127.0.0.1' }).PUBLIC_URL).toBe('http://127.0.0.1:4150');
    expect(parseServerEnv({ PORT: '4150', HOST: '::' }).PUBLIC_URL).toBe('http://localhost:4150');
    expect(parseServerEnv({ PORT: '4150', HOST: '::1' }).PUBLIC_URL).toBe('http://[::1]:4150');
    expect(parseServerEnv({ PORT: '4150', PUBLIC_URL: 'https://homes.example.com' }).PUBLIC_URL).toBe('https://homes.example.com');
  });

  it.each([
    [{ SMTP_URL: 'mail.example.com:587' }, /^Invalid configuration: SMTP_URL must be an address such as smtp:\/\/user:password@smtp\.example\.com:587 or smtps:\/\/…:465$/],
    [{ EMAIL_FROM: 'Southborough Home Services' }, 'Invalid configuration: EMAIL_FROM must be an e-mail address, or a name and one'],
    [{ EMAIL_REPLY_TO: 'office@' }, 'Invalid configuration: EMAIL_REPLY_TO must be an e-mail address'],
    [{ OFFICE_EMAIL: 'the office' }, 'Invalid configuration: OFFICE_EMAIL must be an e-mail address'],
    [{ OFFICE_EMAIL: 'office@example.com, owner@example.com' }, 'Invalid configuration: OFFICE_EMAIL must be an e-mail address'],
    [{ FCM_API_URL: 'fcm.local' }, 'Invalid configuration: FCM_API_URL must be an address such as http://127.0.0.1:9099'],
    [{ CLOSED_DAYS: 'us-federal,christmas' }, 'Invalid configuration: CLOSED_DAYS must be us-federal, none, or dates such as 12-24 (every year) and 2026-12-31'],
    [{ CLOSED_DAYS: '13-01' }, 'Invalid configuration: CLOSED_DAYS must be us-federal, none, or dates'],
  ])('stops on a wrong message setting: %o', (raw, message) => {
    expect(() => parseServerEnv(raw)).toThrow(message);
  });

  it('closes on the US federal holidays unless CLOSED_DAYS says otherwise', () => {
    expect(parseServerEnv({}).CLOSED_DAYS).toBe('us-federal');
    expect(parseServerEnv({ CLOSED_DAYS: 'us-federal, 12-24, 2026-12-31' }).CLOSED_DAYS).toBe('us-federal, 12-24, 2026-12-31');
  });

  it('takes senders with or without a name', () => {
    expect(parseServerEnv({ EMAIL_FROM: 'Southborough Home Services <hello@example.com>', EMAIL_REPLY_TO: 'office@example.com' })).toMatchObject({
      EMAIL_FROM: 'Southborough Home Services <hello@example.com>',
      EMAIL_REPLY_TO: 'office@example.com',
    });
  });

  it('never echoes an SMTP password', () => {
    expect(() => parseServerEnv({ SMTP_URL: 'user:hunter2@mail.example.com' })).toThrow(/^Invalid configuration: SMTP_URL [^(]*$/);
  });

  it('reads CORS_ORIGINS as exact origins, none by default', () => {
    expect(parseServerEnv({}).CORS_ORIGINS).toEqual([]);
    expect(parseServerEnv({ CORS_ORIGINS: ' https://app.example.com , http://localhost:5173,' }).CORS_ORIGINS).toEqual(['https://app.example.com', 'http://localhost:5173']);
  });

  it('never echoes a secret or a connection string', () => {
    expect(() => parseServerEnv({ JWT_SECRET: 'hunter2' })).toThrow(/^Invalid configuration: JWT_SECRET must be at least 32 characters$/);
    expect(() => parseServerEnv({ DATABASE_URL: 'mysql://app:pa55@db/app' })).toThrow(/^Invalid configuration: DATABASE_URL must start with postgres:\/\/$/);
  });
});
