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

  it('reads CORS_ORIGINS as exact origins, none by default', () => {
    expect(parseServerEnv({}).CORS_ORIGINS).toEqual([]);
    expect(parseServerEnv({ CORS_ORIGINS: ' https://app.example.com , http://localhost:5173,' }).CORS_ORIGINS).toEqual(['https://app.example.com', 'http://localhost:5173']);
  });

  it('never echoes a secret or a connection string', () => {
    expect(() => parseServerEnv({ JWT_SECRET: 'hunter2' })).toThrow(/^Invalid configuration: JWT_SECRET must be at least 32 characters$/);
    expect(() => parseServerEnv({ DATABASE_URL: 'mysql://app:pa55@db/app' })).toThrow(/^Invalid configuration: DATABASE_URL must start with postgres:\/\/$/);
  });
});
