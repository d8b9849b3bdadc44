/**
 * `npm run db:backup -- [file]` and `npm run db:restore -- <file>`: a copy of the database the server
 * uses (.env or the environment, as the server reads it). PostgreSQL (DATABASE_URL set): pg_dump's
 * custom format, restored with pg_restore into that database (--clean --if-exists). PGlite
 * (DATA_DIR/pglite): PGlite's own data-folder dump (a .tar.gz), restored in place of the folder, the
 * old one kept beside it. PGlite takes one process at a time: stop the server before either.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { parseServerEnv } from '../server/env';
import { keepNewFilesPrivate } from '../server/lib/private-files';

// A backup holds every customer's data: it is the user's alone (0600), as the server's data folder is.
keepNewFilesPrivate();
if (existsSync('.env')) process.loadEnvFile('.env');
const env = parseServerEnv(process.env);
const [command, fileArg] = process.argv.slice(2);
const stamp = new Date().toISOString().replaceAll(':', '-').replace(/\..*/, '');

function run(cmd: string, args: string[]) {
  const result = spawnSync(cmd, args, { stdio: 'inherit' });
  if (result.error) throw new Error(`${cmd} could not run (${result.error.message}); install the PostgreSQL client tools of your server's major version.`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function openPglite(dir: string, loadDataDir?: Blob) {
  try {
    return await PGlite.create(dir, loadDataDir ? { loadDataDir } : {});
  } catch (err) {
    throw new Error(`Could not open ${dir}: is the server still running? Stop it first.`, { cause: err });
  }
}

if (command === 'backup') {
  if (env.DATABASE_URL) {
    const file = fileArg ?? `backup-${stamp}.dump`;
    run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, env.DATABASE_URL]);
    console.log(`Wrote ${file} (pg_dump custom format; restore with npm run db:restore -- ${file}).`);
  } else {
    const dir = path.resolve(env.DATA_DIR, 'pglite');
    if (!existsSync(dir)) throw new Error(`No PGlite database at ${dir}: check DATA_DIR.`);
    const file = fileArg ?? `backup-${stamp}.tar.gz`;
    const db = await openPglite(dir);
    const dump = await db.dumpDataDir('gzip');
    await db.close();
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    console.log(`Wrote ${file} (the PGlite data folder ${dir}; restore with npm run db:restore -- ${file}).`);
  }
} else if (command === 'restore' && fileArg) {
  if (!existsSync(fileArg)) throw new Error(`No such file: ${fileArg}`);
  if (env.DATABASE_URL) {
    run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', `--dbname=${env.DATABASE_URL}`, fileArg]);
    console.log(`Restored ${fileArg} into the database of DATABASE_URL.`);
  } else {
    const dir = path.resolve(env.DATA_DIR, 'pglite');
    const kept = `${dir}.before-restore-${stamp}`;
    if (existsSync(dir)) {
      // The old folder is kept, not deleted, until someone has checked the restored one.
      renameSync(dir, kept);
    }
    const db = await openPglite(dir, new Blob([readFileSync(fileArg)]));
    await db.query('select 1');
    await db.close();
    console.log(`Restored ${fileArg} into ${dir}${existsSync(kept) ? `; the previous folder is kept at ${kept}` : ''}.`);
  }
} else {
  console.error('Usage: npm run db:backup -- [file]   |   npm run db:restore -- <file>');
  process.exit(2);
}
