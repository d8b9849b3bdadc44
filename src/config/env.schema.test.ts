import { describe, expect, it } from 'vitest';
import { parseClientEnv } from './env.schema';

describe('client configuration', () => {
  it('fills every key with a working default: a production build labeled staging (spec section 1)', () => {
    const env = parseClientEnv({});
    expect(env).toMatchObject({ VITE_ENVIRONMENT: 'staging', VITE_PRODUCTION: true, VITE_DEV: false, VITE_API_PROTOCOL: '', VITE_PROVIDER_PHONE: '+15085550100' });
  });

  it('reads the staging label with the production flag on and the dev flag off', () => {
    const env = parseClientEnv({ VITE_ENVIRONMENT: 'staging', VITE_PRODUCTION: 'true', VITE_DEV: 'false', VITE_API_PROTOCOL: 'https' });
    expect(env).toMatchObject({ VITE_ENVIRONMENT: 'staging', VITE_PRODUCTION: true, VITE_DEV: false, VITE_API_PROTOCOL: 'https' });
  });

  it.each([
    [{ VITE_API_PROTOCOL: 'ftp' }, 'Invalid configuration: VITE_API_PROTOCOL must be http or https (got "ftp")'],
    [{ VITE_API_PORT: 'eighty' }, 'Invalid configuration: VITE_API_PORT must be a port number (got "eighty")'],
    [{ VITE_API_PORT: '70000' }, 'Invalid configuration: VITE_API_PORT must be a port number (got "70000")'],
    [{ VITE_PRODUCTION: 'yes' }, 'Invalid configuration: VITE_PRODUCTION must be "true" or "false" (got "yes")'],
    [{ VITE_STRIPE_PUBLISHABLE_KEY: 'sk_live_x' }, 'Invalid configuration: VITE_STRIPE_PUBLISHABLE_KEY must start with pk_ (got "sk_live_x")'],
    [{ VITE_PROVIDER_PHONE: '508-555-0100' }, 'Invalid configuration: VITE_PROVIDER_PHONE must be +1 followed by 10 digits (got "508-555-0100")'],
  ])('stops on a wrong value with one line naming the key: %o', (raw, message) => {
    expect(() => parseClientEnv(raw)).toThrow(message);
  });
});
