import { describe, expect, it } from 'vitest';
import { fromPromise, not, setup } from 'xstate';
import { catalogue, machineDoc, machineToMermaid } from './diagrams';

const machine = setup({
  actors: { load: fromPromise(async () => 1) },
  actions: { notify: () => {} },
  guards: { isReady: () => true },
  delays: { wait: 250 },
}).createMachine({
  id: 'sample',
  description: 'A sample (spec section 0).',
  initial: 'idle',
  on: { reset: '.idle' },
  states: {
    idle: { on: { go: [{ guard: not('isReady'), target: 'idle' }, { guard: 'isReady', target: 'working', actions: 'notify' }] } },
    working: {
      description: 'Loads; a rule lives here.',
      tags: ['busy'],
      invoke: { id: 'load', src: 'load', onDone: { target: 'done', description: 'Loaded means done.' }, onError: 'idle' },
      after: { wait: 'idle' },
    },
    both: { type: 'parallel', states: { a: { initial: 'a1', states: { a1: {} } }, b: { initial: 'b1', states: { b1: {} } } } },
    done: { type: 'final' },
  },
});

describe('machine diagrams', () => {
  it('draws states, regions, events, guards, delays, invokes and side effects from the definition', () => {
    const mermaid = machineToMermaid(machine);
    expect(mermaid.split('\n')[0]).toBe('stateDiagram-v2');
    for (const line of [
      '[*] --> idle',
      'working : tag busy',
      'working : invoke load',
      'idle --> idle : go [!isReady]',
      'idle --> working : go [isReady] / notify',
      'working --> done : load done',
      'working --> idle : load error',
      'working --> idle : after wait 250 ms',
      'anyState --> idle : reset',
      'done --> [*]',
      '--',
    ]) {
      expect(mermaid).toContain(line);
    }
  });

  it('writes a page with the description and the rules transitions carry', () => {
    const doc = machineDoc(machine, 'machines/sample.machine.ts');
    expect(doc).toContain('# sample');
    expect(doc).toContain('A sample (spec section 0).');
    expect(doc).toContain('```mermaid\nstateDiagram-v2');
    expect(doc).toContain('- **working** (busy): Loads; a rule lives here.');
    expect(doc).toContain('| working | load done | done | Loaded means done. |');
  });
});

describe('the flow catalogue', () => {
  it('lists every machine with what it is for, the screens it drives and its diagram, and says how to watch them run', () => {
    const withScreens = setup({}).createMachine({ id: 'other', description: 'Another flow | with a pipe.', meta: { screens: 'Sign In (`/sign-in`)' } });
    const page = catalogue([
      { name: 'sample', source: 'machines/sample.machine.ts', machines: [machine] },
      { name: 'other', source: 'machines/other.machine.ts', machines: [withScreens] },
    ]);
    expect(page).toContain('| sample | A sample (spec section 0). | Not named yet: give the machine `meta: { screens }`. | [sample.md](sample.md) |');
    expect(page).toContain('| other | Another flow \\| with a pipe. | Sign In (`/sign-in`) | [other.md](other.md) |');
    expect(page).toContain('VITE_INSPECT=true npm run dev');
  });
});
