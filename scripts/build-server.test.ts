import { isBuiltin } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverBuildOptions } from './build-server.mjs';

/** Loaded from node_modules only by the answer, the configuration or the database that needs it (docs/performance.md, "Start-up and memory"). */
const ON_DEMAND = ['stripe', 'pg', '@electric-sql/pglite', '@sentry/node', 'sharp'];

/**
 * The packages left out of the bundle that a start reaches through static imports from server/main.ts:
 * what Node loads before the first answer, whatever the configuration.
 */
function externalsAtStart(metafile: Metafile): string[] {
  const entry = Object.keys(metafile.outputs).find((file) => metafile.outputs[file]!.entryPoint === 'server/main.ts');
  if (!entry) throw new Error('the build has no output for server/main.ts');
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const edge of metafile.outputs[file]!.imports) {
      if (edge.kind === 'dynamic-import') continue;
      if (edge.external) packages.add(edge.path);
      else visit(edge.path);
    }
  };
  visit(entry);
  return [...packages].filter((name) => !isBuiltin(name));
}

describe('the built server', () => {
  let metafile: Metafile;
  beforeAll(async () => {
    const options = serverBuildOptions(path.join(tmpdir(), 'server-build-test'));
    ({ metafile } = await build({ ...options, write: false, metafile: true, sourcemap: false, logLevel: 'silent' }));
  }, 60_000);

  it('starts on its bundle and Node’s own modules, loading no package from node_modules', () => {
    expect(externalsAtStart(metafile)).toEqual([]);
  });

  it.each(ON_DEMAND)('leaves %s to node_modules, to load when it is first needed', (name) => {
    const external = Object.values(metafile.outputs).flatMap((output) => output.imports.filter((edge) => edge.external).map((edge) => edge.path));
    expect(external).toContain(name);
  });
});
