import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from './logger';

/**
 * A secret generated once and kept in `dataDir/fileName` (readable by the owner only), so it survives
 * a restart; with the data in memory (`memory://`) it lives as long as the process.
 */
export function keptSecret(options: { dataDir: string; fileName: string; generate: () => string; isValid: (secret: string) => boolean; log: Logger; what: string }): string {
  const { dataDir, fileName, generate, isValid, log, what } = options;
  if (dataDir === 'memory://') return generate();
  const file = path.resolve(dataDir, fileName);
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (!isValid(secret)) throw new Error(`Invalid configuration: ${file} does not hold a valid ${what}; delete it to generate a new one.`);
    return secret;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = generate();
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  log.info({ file }, `generated a ${what} and saved it for later starts`);
  return secret;
}
