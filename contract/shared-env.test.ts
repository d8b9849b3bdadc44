import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { apiOriginFor, reportingOffBy } from './shared-env';
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

describe('what keeps error reporting off although a DSN is set', () => {
  it('nothing on the defaults: staging, production on, dev off', () => {
    expect(reportingOffBy(keys())).toBeUndefined();
  });

  it('the dev flag or the development label', () => {
    expect(reportingOffBy(keys({ VITE_DEV: 'true' }))).toBe('VITE_DEV');
    expect(reportingOffBy(keys({ VITE_ENVIRONMENT: 'development' }))).toBe('VITE_ENVIRONMENT');
  });

  it('the production flag off', () => {
    expect(reportingOffBy(keys({ VITE_PRODUCTION: 'false' }))).toBe('VITE_PRODUCTION');
  });
});
