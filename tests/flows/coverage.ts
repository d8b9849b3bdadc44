import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type AnyStateMachine, StateMachine } from 'xstate';
import { allStatesOf, allTransitionsOf, coverageOf } from './model';
import type { WalkedMachine } from './registry';

/** How much of one machine its generated paths visit. */
export interface MachineCoverage {
  id: string;
  paths: number;
  states: { visited: number; total: number; missing: string[] };
  transitions: { visited: number; total: number; missing: string[] };
}

export function machineCoverage({ machine, paths }: WalkedMachine): MachineCoverage {
  const covered = paths.length ? coverageOf(machine, paths) : { states: new Set<string>(), transitions: new Set<string>() };
  const states = allStatesOf(machine);
  const transitions = allTransitionsOf(machine);
  const missingStates = states.filter((s) => !covered.states.has(s));
  const missingTransitions = transitions.filter((t) => !covered.transitions.has(t));
  return {
    id: machine.id,
    paths: paths.length,
    states: { visited: states.length - missingStates.length, total: states.length, missing: missingStates },
    transitions: { visited: transitions.length - missingTransitions.length, total: transitions.length, missing: missingTransitions },
  };
}

const percent = (visited: number, total: number) => `${total ? Math.floor((visited / total) * 100) : 100} %`;

/** The table `npm run test:flows` prints: a row per machine, and what is missed below it. */
export function coverageTable(rows: MachineCoverage[]): string {
  const cells = [
    ['machine', 'paths', 'states', '', 'transitions', ''],
    ...rows.map((r) => [
      r.id,
      String(r.paths),
      `${r.states.visited}/${r.states.total}`,
      percent(r.states.visited, r.states.total),
      `${r.transitions.visited}/${r.transitions.total}`,
      percent(r.transitions.visited, r.transitions.total),
    ]),
  ];
  const widths = cells[0]!.map((_, i) => Math.max(...cells.map((row) => row[i]!.length)));
  const lines = cells.map((row) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '));
  const missed = rows.flatMap((r) => [...r.states.missing.map((s) => `  ${r.id}: state never entered: ${s}`), ...r.transitions.missing.map((t) => `  ${r.id}: transition never taken: ${t}`)]);
  return ['Machine coverage by the generated paths', ...lines, ...(missed.length ? ['Not visited:', ...missed] : [])].join('\n');
}

/** Every machine the files `machines/*.machine.ts` export, by id. */
export async function machinesInRepository(root: string): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const file of readdirSync(path.join(root, 'machines')).filter((f) => f.endsWith('.machine.ts'))) {
    const mod = (await import(pathToFileURL(path.join(root, 'machines', file)).href)) as Record<string, unknown>;
    for (const value of Object.values(mod)) if (value instanceof StateMachine) found.set((value as AnyStateMachine).id, `machines/${file}`);
  }
  return found;
}

/**
 * Where the server test that plays the job machines' paths through the API (tests/server/
 * job-lifecycle.paths.test.ts) leaves its coverage, so `npm run test:flows` prints it beside the
 * paths' own: another project, another run, hence a file, with the time it was played.
 */
const PLAYED_COVERAGE_FILE = path.resolve(import.meta.dirname, '../../node_modules/.cache/machine-coverage/played-through-api.json');

export function savePlayedCoverage(rows: MachineCoverage[], at: Date): void {
  mkdirSync(path.dirname(PLAYED_COVERAGE_FILE), { recursive: true });
  writeFileSync(PLAYED_COVERAGE_FILE, JSON.stringify({ at: at.toISOString(), rows }));
}

/** The coverage the API last played, or null when the server test has not run on this checkout. */
export function lastPlayedCoverage(): { at: string; rows: MachineCoverage[] } | null {
  return existsSync(PLAYED_COVERAGE_FILE) ? (JSON.parse(readFileSync(PLAYED_COVERAGE_FILE, 'utf8')) as { at: string; rows: MachineCoverage[] }) : null;
}
