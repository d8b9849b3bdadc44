import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { coverageTable, machineCoverage, machinesInRepository } from './coverage';
import { walkedMachines } from './registry';

/**
 * The machines' coverage by their generated paths, printed by `npm run test:flows` and held at 100 %:
 * every state entered and every transition taken by some path, and no machine of `machines/` left
 * out of the registry (tests/flows/registry.ts).
 */

const rows = walkedMachines.map(machineCoverage);
console.log(coverageTable(rows));

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
