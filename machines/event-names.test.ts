import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, type AnyStateNode, createMachine, StateMachine } from 'xstate';

/**
 * Event names are one style across all machines (STYLE.md "Machines"): `flow.eventName`, both parts
 * lowerCamel, so that a diagram, a test path or the inspector reads the same everywhere. XState's own
 * events (`xstate.done.actor.*`, `xstate.after.*`, ...) are not ours to name.
 */
const EVENT_NAME = /^[a-z][a-zA-Z0-9]*\.[a-z][a-zA-Z0-9]*$/;

const nodesOf = (node: AnyStateNode): AnyStateNode[] => [node, ...Object.values(node.states).flatMap(nodesOf)];

/** Every event some state of the machine has a transition for, in any state and however deep. */
const eventTypesOf = (machine: AnyStateMachine) => [...new Set(nodesOf(machine.root).flatMap((node) => [...node.transitions.keys()]))];

const misnamed = (machine: AnyStateMachine) => eventTypesOf(machine).filter((type) => !type.startsWith('xstate.') && !EVENT_NAME.test(type));

const files = readdirSync(import.meta.dirname).filter((file) => file.endsWith('.machine.ts'));
const machinesByFile = await Promise.all(
  files.map(async (file) => {
    const exported: Record<string, unknown> = await import(pathToFileURL(path.join(import.meta.dirname, file)).href);
    return [file, Object.values(exported).filter((value): value is AnyStateMachine => value instanceof StateMachine)] as const;
  }),
);

describe('event names', () => {
  it.each(machinesByFile)('%s exports its machine', (_, machines) => {
    expect(machines.length).toBeGreaterThan(0);
  });

  it.each(machinesByFile.flatMap(([, machines]) => machines.map((machine) => [machine.id, machine] as const)))(
    '%s names every event flow.eventName',
    (_, machine) => {
      expect(misnamed(machine)).toEqual([]);
    },
  );

  it('finds a misnamed event in any state, however deep', () => {
    const machine = createMachine({
      id: 'sample',
      initial: 'a',
      on: { SUBMIT: '.a', 'sample.ok': '.a' },
      states: {
        a: {
          initial: 'b',
          on: { 'sample.Changed': 'a', 'sample.code_changed': 'a' },
          states: { b: { on: { changed: 'b', 'sample.resend.now': 'b' }, after: { 1000: 'b' } } },
        },
      },
    });
    expect(misnamed(machine).sort()).toEqual(['SUBMIT', 'changed', 'sample.Changed', 'sample.code_changed', 'sample.resend.now']);
  });
});
