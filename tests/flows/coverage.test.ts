import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { coverageTable, lastPlayedCoverage, machineCoverage, machinesInRepository } from './coverage';
import { walkedMachines } from './registry';

/**
 * The machines' coverage by their generated paths, printed by `npm run test:flows` and held at 100 %:
 * every state entered and every transition taken by some path, and no machine of `machines/` left
 * out of the registry (tests/flows/registry.ts).
 */

const rows = walkedMachines.map(machineCoverage);
console.log(coverageTable(rows));
// The same machines played through the real API by the server project (held at 100 % there).
const played = lastPlayedCoverage();
console.log(
  played
    ? coverageTable(played.rows).replace('by the generated paths', `by the generated paths, played through the API (tests/server/job-lifecycle.paths.test.ts, ${played.at})`)
    : 'Machine coverage played through the API: run tests/server/job-lifecycle.paths.test.ts (server project) to print it here.',
);

describe('machine coverage', () => {
  it('lists every machine of machines/ in the registry', async () => {
    const listed = new Set(walkedMachines.map(({ machine }) => machine.id));
    const unlisted = [...(await machinesInRepository(path.resolve(import.meta.dirname, '../..')))].filter(([id]) => !listed.has(id));
    expect(unlisted.map(([id, file]) => `${id} (${file}): add a line for it to tests/flows/registry.ts`)).toEqual([]);
  });

  it.each(rows.map((row) => [row.id, row] as const))('%s: its paths visit every state and take every transition', (_, row) => {
    expect(row.paths).toBeGreaterThan(0);
    expect(row.states.missing).toEqual([]);
    expect(row.transitions.missing).toEqual([]);
  });
});
