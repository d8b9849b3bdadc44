import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_STAMP, staleBecause } from './build-if-changed.mjs';

describe('npm start builds only when the build is stale', () => {
  const earlier = new Date(Date.now() - 60_000);
  const later = new Date();
  let root: string;
  const write = (file: string, at: Date) => {
    const full = path.join(root, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, 'x');
    utimesSync(full, at, at);
    ageFolders(root);
  };
  /** Folders take the time a file was added to them; the files' own times are what each test sets. */
  const ageFolders = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) if (entry.isDirectory()) ageFolders(path.join(folder, entry.name));
    utimesSync(folder, earlier, earlier);
  };
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'build-stamp-'));
    write('src/main.tsx', earlier);
    write('server/main.ts', earlier);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const built = (at: Date) => {
    write('dist/server/main.js', at);
    write('dist/client/index.html', at);
    write(BUILD_STAMP, at);
  };

  it('builds when there is no build', () => {
    expect(staleBecause(root)).toBe('there is no build yet');
  });

  it('starts the build as it is when nothing changed since', () => {
    built(later);
    expect(staleBecause(root)).toBeUndefined();
  });

  it('builds again when a source changed after the build', () => {
    built(earlier);
    write('server/jobs/cancel.ts', later);
    expect(staleBecause(root)).toBe('server changed since the last build');
  });

  it("builds again when the server's build options changed after the build", () => {
    built(earlier);
    write('scripts/build-server.mjs', later);
    expect(staleBecause(root)).toBe('scripts/build-server.mjs changed since the last build');
  });

  it('does not rebuild for a changed test file, which the build never reads', () => {
    built(earlier);
    write('src/features/x.test.tsx', later);
    expect(staleBecause(root)).toBeUndefined();
  });
});
