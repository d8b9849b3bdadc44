import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { apiOriginFor, reportingOffBecause } from './shared-env';
import { SharedEnvKeys } from './shared-env.schema';

const keys = (raw: Record<string, string> = {}) => v.parse(v.object(SharedEnvKeys), raw);
const page = new URL('https://homes.example.com:8080/book');

describe("the API's origin", () => {
  it("is the page's own with nothing configured", () => {
    expect(apiOriginFor(keys(), page)).toBe('https://homes.example.com:8080');
    expect(apiOriginFor(keys(), new URL('http://localhost:5173/'))).toBe('http://localhost:5173');
  });

  it("takes each configured part and the page's for the rest", () => {
    expect(apiOriginFor(keys({ VITE_API_PROTOCOL: 'http' }), page)).toBe('http://homes.example.com:8080');
    expect(apiOriginFor(keys({ VITE_API_PORT: '8443' }), page)).toBe('https://homes.example.com:8443');
  });

  it("does not carry the page's port to another host", () => {
    expect(apiOriginFor(keys({ VITE_API_HOST: 'api.example.com' }), page)).toBe('https://api.example.com');
    expect(apiOriginFor(keys({ VITE_API_HOST: 'api.example.com', VITE_API_PORT: '8443' }), page)).toBe('https://api.example.com:8443');
  });
});

describe('when error reporting stays off although a DSN is set', () => {
  it('runs on the defaults: staging, production on, dev off', () => {
    expect(reportingOffBecause(keys())).toBeUndefined();
  });

  it('is off in development, named by the key that says so', () => {
    expect(reportingOffBecause(keys({ VITE_DEV: 'true' }))).toBe('in development (VITE_DEV=true)');
    expect(reportingOffBecause(keys({ VITE_ENVIRONMENT: 'development' }))).toBe('in development (VITE_ENVIRONMENT=development)');
  });

  it('is off outside production', () => {
    expect(reportingOffBecause(keys({ VITE_PRODUCTION: 'false' }))).toBe('outside production (VITE_PRODUCTION=false)');
  });

  it('is off in a development run whatever the keys say', () => {
    expect(reportingOffBecause(keys(), 'NODE_ENV=development')).toBe('in development (NODE_ENV=development)');
  });
});
