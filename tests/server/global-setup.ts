import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { fromPglite } from '../../server/db/pglite';
import { fromPool } from '../../server/db/postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite data dir with every migration applied, as a tarball file. */
    pgliteDump: string;
    /** When the suite runs on PostgreSQL: the server URL and the migrated template database. */
    postgresUrl: string;
    postgresTemplate: string;
    /** Prefix of this run's test databases, so parallel runs never drop each other's. */
    postgresRunId: string;
  }
}

/**
 * Migrates one database for the whole run; every test file then starts from a copy of it
 * (a PGlite data dir, or a PostgreSQL database created from a template).
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `app_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    try {
      await admin.connect();
    } catch (err) {
      throw new Error(`PostgreSQL is not reachable at ${url} (${(err as Error).message}). Start it or set TEST_DATABASE_URL.`, { cause: err });
    }
    await dropTestDatabases(admin);
    await admin.query(`create database "${template}"`);
    const handle = fromPool(new pg.Pool({ connectionString: withDatabase(url, template), max: 1 }));
    await handle.migrate();
    await handle.close();
    project.provide('postgresUrl', url);
    project.provide('postgresTemplate', template);
    project.provide('postgresRunId', String(process.pid));
    project.provide('pgliteDump', '');
    return async () => {
      await dropTestDatabases(admin);
      await admin.end();
    };
  }

  const dir = mkdtempSync(path.join(tmpdir(), 'server-tests-'));
  const client = await PGlite.create();
  await fromPglite(client).migrate();
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', file);
  project.provide('postgresUrl', '');
  project.provide('postgresTemplate', '');
  project.provide('postgresRunId', '');
  return () => rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, database: string) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Drops this run's databases, and those of runs whose process is gone; other live runs keep theirs. */
async function dropTestDatabases(admin: pg.Client) {
  const { rows } = await admin.query<{ datname: string }>(
    `select datname from pg_database where datname ~ '^app_(test|template)_[0-9]+'`,
  );
  for (const { datname } of rows) {
    const pid = Number(datname.split('_')[2]);
    if (pid === process.pid || !isAlive(pid)) await admin.query(`drop database if exists "${datname}" with (force)`);
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
