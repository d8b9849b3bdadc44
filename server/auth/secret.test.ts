import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseServerEnv } from '../env';
import { createLogger } from '../lib/logger';
import { resolveJwtSecret } from './secret';

const log = createLogger({ silent: true });
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('JWT secret', () => {
  it('uses JWT_SECRET when it is set', () => {
    const secret = 'a'.repeat(40);
    expect(resolveJwtSecret(parseServerEnv({ JWT_SECRET: secret }), log)).toBe(secret);
  });

  it('is required of a production server on PostgreSQL, whose instances must share it', () => {
    const env = parseServerEnv({ DATABASE_URL: 'postgres://app@db.internal/app' });
    expect(() => resolveJwtSecret(env, log)).toThrow(/JWT_SECRET is empty while DATABASE_URL is set/);
  });

  it('otherwise generates one, keeps it in DATA_DIR readable by the owner only, and reuses it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'jwt-secret-'));
    dirs.push(dir);
    const env = parseServerEnv({ DATA_DIR: dir });
    const first = resolveJwtSecret(env, log);
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dir, 'jwt-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveJwtSecret(env, log)).toBe(first);
  });
});
