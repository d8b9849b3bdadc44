import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { ServerEnv } from '../env';
import type { Logger } from '../lib/logger';

/**
 * The secret that signs access tokens and keys the login-code HMAC. Taken from JWT_SECRET; otherwise
 * generated once and kept in DATA_DIR/jwt-secret (readable by the owner only), so sessions survive a restart.
 * A production server on PostgreSQL is one of several instances that must share it: a secret made
 * here would be this instance's alone, so that one refuses to start instead.
 */
export function resolveJwtSecret(env: ServerEnv, log: Logger): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  if (env.DATABASE_URL && env.NODE_ENV === 'production')
    throw new Error(
      'Invalid configuration: JWT_SECRET is empty while DATABASE_URL is set. Every instance on one database must sign sessions and login codes with the same secret, or a code sent by one is refused by another: set JWT_SECRET (32 or more random characters, e.g. `openssl rand -base64 48`) to the same value on each.',
    );
  if (env.DATA_DIR === 'memory://') {
    log.warn({}, 'JWT_SECRET is not set and DATA_DIR is in memory: sessions end when the server stops');
    return randomBytes(32).toString('base64url');
  }
  const file = path.resolve(env.DATA_DIR, 'jwt-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length < 32) throw new Error(`Invalid configuration: ${file} holds fewer than 32 characters; delete it to generate a new one.`);
    return secret;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  log.info({ file }, 'JWT_SECRET is not set: generated one and saved it for later starts');
  return secret;
}
