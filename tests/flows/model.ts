/**
 * Model-based path tests for the machines in `machines/` (ARCHITECTURE.md rule 4).
 *
 * A machine is its own test model. `pathsFor` walks it with @xstate/graph's `TestModel` (not
 * `createTestModel`, which refuses `invoke` and `after`; STACK.md) over a list of events that includes
 * the outcomes of invoked actors (`xstate.done.actor.<id>` with an `output`, `xstate.error.actor.<id>`
 * with an `error`) and the delays (`xstate.after.<delay>.<state id>`). Of all the ways through the
 * graph it keeps the shortest path to each state and, for each transition, the shortest path taking
 * it (`paths: 'edges'` keeps one per edge of the graph instead); prefixes of longer paths are dropped.
 * `assertFullCoverage` replays the paths against the machine definition and fails naming every
 * state and every transition no path takes, and every leaf state the `states` checks forget: a new
 * state or transition without a test fails the suite. `serializeState` decides which snapshots are
 * the same vertex: give it the context the guards read, or their other branches stay unexplored.
 *
 * Machine level (tests/flows/<name>.model.test.ts): `machineDriver(machine)` runs the real machine
 * with controllable fake actors and a simulated clock. Each path step sends the event to the actor
 * (or settles the fake actor, or advances the clock), then checks that the actor reached the same
 * state as the model and runs the `states` checks on the actor's snapshot.
 *
 *     const paths = pathsFor(phoneLoginMachine, { events, serializeState });
 *     it('covers the machine', () => assertFullCoverage(phoneLoginMachine, paths, { states: checks }));
 *     it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
 *       const driver = machineDriver(phoneLoginMachine, { input: path.input, serializeState });
 *       await path.test(driver.params(checks));
 *     });
 *
 * UI level (tests/flows/<name>.ui.test.tsx, jsdom project; for when the screens exist): the same
 * paths drive the real screen, with callbacks that act like a user and look at the DOM. `xstate.init`
 * renders the screen with its machine given fake actors (`controllableActors`); actor outcomes settle
 * them; delays advance the clock (a `SimulatedClock` handed to the screen's `createActor`, or fake
 * timers). The `states` checks get the model's snapshot, so they can say what the screen must show:
 *
 *     it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
 *       const fakes = controllableActors(phoneLoginMachine);
 *       const clock = new SimulatedClock();
 *       const user = userEvent.setup();
 *       await path.test({
 *         events: {
 *           'xstate.init': async () => void render(<SignIn logic={phoneLoginMachine.provide({ actors: fakes.actors })} clock={clock} />),
 *           'phoneCode.phoneChanged': async ({ event }) => user.type(screen.getByLabelText(/phone/i), event.value),
 *           'phoneCode.submitPhone': async () => user.click(screen.getByRole('button', { name: /send code/i })),
 *           'xstate.done.actor.sendCode': async ({ event }) => fakes.settle(event),
 *           'xstate.after.tick.phoneLogin.codeSent.resend.waiting': async () => clock.increment(1000),
 *           // ...one callback per event type on the paths
 *         },
 *         states: {
 *           'enteringPhone.invalid': async () => expect(await screen.findByRole('alert')).toBeVisible(),
 *           'codeSent.resend.waiting': async (model) => screen.findByText(new RegExp(`${model.context.resendInSeconds} s`)),
 *           // ...
 *         },
 *       });
 *     });
 *
 * TestModel silently skips an event that has no callback, so assert the callbacks cover
 * `eventTypesOf(paths)`, and hold the UI checks to the machine's standard with
 * `assertFullCoverage(machine, paths, { states })`.
 */
import { getAdjacencyMap, getShortestPaths, type StatePath, type TestParam, type TestPath, TestModel, type TraversalOptions } from '@xstate/graph';
import {
  type ActorLogic,
  type AnyActorLogic,
  type AnyActorScope,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  createActor,
  type EventFromLogic,
  fromPromise,
  type InputFrom,
  SimulatedClock,
  type SnapshotFrom,
  type AnyStateNode,
} from 'xstate';

type Logic = ActorLogic<AnyMachineSnapshot, AnyEventObject, unknown>;

/** What a path step can be: an event the machine receives, an actor outcome, or a delay elapsing. */
export type ModelEvent<M extends AnyStateMachine> =
  | EventFromLogic<M>
  /** The first step of every path: start the system under test. */
  | { type: 'xstate.init' }
  | { type: `xstate.done.actor.${string}`; output?: unknown }
  | { type: `xstate.error.actor.${string}`; error: unknown }
  | { type: `xstate.after.${string}` };

export interface ModelOptions<M extends AnyStateMachine> {
  /** Every event to try in every state; only those the state accepts (`snapshot.can`) are taken. */
  events: readonly ModelEvent<M>[];
  /**
   * Which snapshots count as the same vertex. The default keeps the state value and status only;
   * add the context a guard reads, or guarded branches stay unexplored.
   */
  serializeState?: (snapshot: SnapshotFrom<M>) => string;
  /**
   * One walk per input (machines whose start depends on input), named for the test titles;
   * default: one walk without input.
   */
  inputs?: Record<string, InputFrom<M> | undefined>;
  /**
   * `'transitions'` (default): for each state value one path reaching it, and for each set of
   * transitions a step can take one path taking it. `'edges'`: a path for every event accepted in
   * every vertex of the graph, which also varies the context the transitions start from (many more paths).
   */
  paths?: 'transitions' | 'edges';
  /**
   * Which accepted events a step may take in a state: for walks through the app, where some events
   * the machine accepts cannot happen in some states (no screen offers them there).
   */
  when?: (snapshot: SnapshotFrom<M>, event: ModelEvent<M>) => boolean;
}

export type ModelPath<M extends AnyStateMachine> = TestPath<SnapshotFrom<M>, ModelEvent<M>> & {
  /** The input the machine starts with on this path. */
  input: InputFrom<M> | undefined;
};

/** Checks per state key (`'codeSent'`, `'codeSent.code.rejected'`), given the snapshot under test. */
export type StateChecks<TSnapshot> = Record<string, (snapshot: TSnapshot) => void | Promise<void>>;

export const defaultSerializeState = (snapshot: AnyMachineSnapshot) => JSON.stringify({ value: snapshot.value, status: snapshot.status });

/** Paths that together take every transition reachable with `events`, each starting at the initial state. */
export function pathsFor<M extends AnyStateMachine>(machine: M, options: ModelOptions<M>): ModelPath<M>[] {
  const serializeState = (options.serializeState ?? defaultSerializeState) as (s: AnyMachineSnapshot) => string;
  const inputs = Object.entries(options.inputs ?? { '': undefined });
  return inputs.flatMap(([name, input]) => {
    const model = new TestModel(machine as unknown as Logic, {
      events: (snapshot: AnyMachineSnapshot) =>
        (options.events as readonly AnyEventObject[]).filter(
          (event) => snapshot.can(event) && (options.when?.(snapshot as SnapshotFrom<M>, event as ModelEvent<M>) ?? true),
        ),
      serializeState: (snapshot: AnyMachineSnapshot) => serializeState(snapshot),
      stateMatcher: (snapshot: AnyMachineSnapshot, key: string) => key === '*' || snapshot.matches(key),
      input: input as unknown,
    });
    const probe = createProbe(machine, input);
    const paths = model.getPaths((logic, traversal) => {
      const candidates = transitionCover(logic, traversal);
      return options.paths === 'edges' ? candidates : fewestCovering(candidates, probe);
    });
    return paths.map((path) => Object.assign(path, { input, description: describePath(path, name) }) as unknown as ModelPath<M>);
  });
}

/**
 * The path a named chain of events takes through the machine (a journey a test tells by name, such
 * as "50 requests answered 401 at once"): each event must be one the state reached accepts, so a
 * journey the machine no longer allows fails here, naming the step.
 */
export function pathThrough<M extends AnyStateMachine>(
  machine: M,
  options: { name: string; events: readonly ModelEvent<M>[]; input?: InputFrom<M>; serializeState?: (snapshot: SnapshotFrom<M>) => string },
): ModelPath<M> {
  const serializeState = (options.serializeState ?? defaultSerializeState) as (s: AnyMachineSnapshot) => string;
  const model = new TestModel(machine as unknown as Logic, {
    events: [],
    serializeState: (snapshot: AnyMachineSnapshot) => serializeState(snapshot),
    stateMatcher: (snapshot: AnyMachineSnapshot, key: string) => key === '*' || snapshot.matches(key),
    input: options.input as unknown,
  });
  const scope = inertScope(machine, options.input);
  let state = machine.getInitialSnapshot(scope, options.input) as AnyMachineSnapshot;
  const steps: { state: AnyMachineSnapshot; event: AnyEventObject }[] = [{ state, event: { type: 'xstate.init' } }];
  for (const [i, event] of (options.events as readonly AnyEventObject[]).entries()) {
    if (!state.can(event)) throw new Error(`${options.name}: step ${i + 1}, ${stateName(state.value)} does not take ${event.type}`);
    state = machine.transition(state as never, event as never, scope) as AnyMachineSnapshot;
    steps.push({ state, event });
  }
  const [path] = model.getPaths(() => [{ state, steps, weight: steps.length - 1 }]);
  return Object.assign(path!, { input: options.input, description: `${options.name}: ${describePath({ state, steps }, '')}` }) as unknown as ModelPath<M>;
}

const stateName = (value: unknown): string =>
  typeof value === 'string' ? value : Object.entries(value as Record<string, unknown>).map(([k, v]) => (typeof v === 'string' ? `${k}.${v}` : `${k}.{${stateName(v)}}`)).join(', ');

/** `login(network)`: the event type and, for failures, what kind of failure. */
function describeEvent(event: AnyEventObject): string {
  const error = (event as { error?: unknown }).error;
  if (error === undefined) return event.type;
  const kind = typeof error === 'object' && error !== null ? ((error as { kind?: string }).kind ?? (error as { name?: string }).name) : String(error);
  return `${event.type}(${kind ?? 'error'})`;
}

function describePath(path: { state: AnyMachineSnapshot; steps: { event: AnyEventObject }[] }, inputName: string): string {
  // A run of the same event reads `request.started ×50`.
  const events = path.steps
    .slice(1)
    .map((step) => describeEvent(step.event))
    .reduce<{ name: string; times: number }[]>((runs, name) => {
      const last = runs.at(-1);
      if (last?.name === name) last.times += 1;
      else runs.push({ name, times: 1 });
      return runs;
    }, [])
    .map(({ name, times }) => (times > 1 ? `${name} ×${times}` : name));
  const start = inputName ? ` (${inputName})` : '';
  return `${stateName(path.state.value)}${start}: ${events.length ? events.join(' → ') : 'initial'}`;
}

/** The shortest candidates that still reach every state value and take every set of transitions a step takes. */
function fewestCovering(
  candidates: StatePath<AnyMachineSnapshot, AnyEventObject>[],
  probe: ReturnType<typeof createProbe>,
): StatePath<AnyMachineSnapshot, AnyEventObject>[] {
  const seen = new Set<string>();
  const chosen: StatePath<AnyMachineSnapshot, AnyEventObject>[] = [];
  for (const path of [...candidates].sort((a, b) => a.weight - b.weight)) {
    const last = path.steps.length - 1;
    const taken = last > 0 ? probe.step(path.steps[last - 1]!.state, path.steps[last]!.event).transitions.sort().join(' | ') : 'initial';
    const keys = [`state ${JSON.stringify(path.state.value)} ${path.state.status}`, `took ${taken}`];
    if (keys.every((key) => seen.has(key))) continue;
    keys.forEach((key) => seen.add(key));
    chosen.push(path);
  }
  return chosen;
}

/** For every edge of the reachable graph: the shortest path to its source, then the edge. */
function transitionCover(logic: Logic, traversal: TraversalOptions<AnyMachineSnapshot, AnyEventObject, unknown>): StatePath<AnyMachineSnapshot, AnyEventObject>[] {
  const serialize = (s: AnyMachineSnapshot) => traversal.serializeState!(s, undefined, undefined);
  const shortest = getShortestPaths(logic, traversal);
  const toVertex = new Map(shortest.map((path) => [serialize(path.state), path]));
  const adjacency = getAdjacencyMap(logic, traversal);
  const paths = [...shortest];
  for (const [vertex, { transitions }] of Object.entries(adjacency)) {
    const head = toVertex.get(vertex);
    if (!head) continue;
    for (const { event, state } of Object.values(transitions) as { event: AnyEventObject; state: AnyMachineSnapshot }[]) {
      paths.push({ state, steps: [...head.steps, { state, event }], weight: head.weight + 1 });
    }
  }
  return paths;
}

// ---------------------------------------------------------------------------------------------
// Coverage

function stateNodesOf(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states as Record<string, AnyStateNode>).flatMap((child) => [child, ...stateNodesOf(child)]);
}

/** `phoneLogin.codeSent.code.rejected` → `codeSent.code.rejected` (the key `snapshot.matches` takes). */
const stateKey = (node: AnyStateNode) => node.path.join('.');

function transitionsOfNode(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

/** A readable, stable name: `loadingIdentity ─ xstate.error.actor.loadIdentity #1 → signedOut`. */
export function transitionName(transition: AnyTransitionDefinition): string {
  const source = transition.source as AnyStateNode;
  const event = transition.eventType || 'always';
  const siblings = transition.eventType ? (source.transitions.get(transition.eventType) ?? []) : (source.always ?? []);
  const targets = transition.target?.map((t) => stateKey(t as AnyStateNode) || `#${t.id}`).join(', ') ?? '(stays)';
  return `${stateKey(source) || '(root)'} ─ ${event} #${siblings.indexOf(transition)} → ${targets}`;
}

export function allStatesOf(machine: AnyStateMachine): string[] {
  return stateNodesOf(machine.root).map(stateKey);
}

export function allTransitionsOf(machine: AnyStateMachine): string[] {
  return [machine.root, ...stateNodesOf(machine.root)].flatMap(transitionsOfNode).map(transitionName);
}

export interface Coverage {
  states: Set<string>;
  transitions: Set<string>;
}

/**
 * The states entered and the transitions taken along `paths`, found by replaying every step against
 * the machine definition and listening to its microsteps (eventless `always` transitions included).
 */
export function coverageOf<M extends AnyStateMachine>(machine: M, paths: readonly ModelPath<M>[]): Coverage {
  const states = new Set<string>();
  const transitions = new Set<string>();
  const probe = createProbe(machine, paths[0]?.input);
  const add = (taken: Taken) => {
    taken.states.forEach((s) => states.add(s));
    taken.transitions.forEach((t) => transitions.add(t));
  };
  for (const path of paths) {
    add(probe.initial(path.input));
    path.steps.slice(1).forEach((step, i) => {
      add(probe.step(path.steps[i]!.state as AnyMachineSnapshot, step.event as AnyEventObject));
      for (const node of (step.state as AnyMachineSnapshot)._nodes) if (stateKey(node)) states.add(stateKey(node));
    });
  }
  return { states, transitions };
}

interface Taken {
  /** Names of the machine's transitions taken (eventless ones included). */
  transitions: string[];
  /** Keys of the states entered or passed through. */
  states: string[];
}

/** A scope that executes nothing (no actions run, no actors start): for stepping a machine's definition. */
function inertScope(machine: AnyStateMachine, input: unknown, self = createActor(machine, { input })): AnyActorScope {
  return {
    self,
    id: '',
    sessionId: '',
    logger: () => {},
    defer: () => {},
    emit: () => {},
    system: self.system,
    stopChild: () => {},
    actionExecutor: () => {},
  } as unknown as AnyActorScope;
}

/**
 * Replays one step against the machine definition and reports what it took, by listening to the
 * microsteps of a scope that executes nothing (no actions run, no actors start).
 */
function createProbe(machine: AnyStateMachine, input: unknown) {
  let taken: Taken | undefined;
  const probe = createActor(machine, {
    input,
    inspect: (event) => {
      if (!taken || event.type !== '@xstate.microstep') return;
      for (const t of event._transitions) {
        taken.transitions.push(transitionName(t));
        if (stateKey(t.source as AnyStateNode)) taken.states.push(stateKey(t.source as AnyStateNode));
      }
      for (const node of (event.snapshot as AnyMachineSnapshot)._nodes) if (stateKey(node)) taken.states.push(stateKey(node));
    },
  });
  const scope = inertScope(machine, input, probe);
  // Initial transitions are reported too; they are not the machine's to cover.
  const known = new Set(allTransitionsOf(machine));
  const record = (run: () => AnyMachineSnapshot): Taken => {
    taken = { transitions: [], states: [] };
    const result = taken;
    const snapshot = run();
    taken = undefined;
    for (const node of snapshot._nodes) if (stateKey(node)) result.states.push(stateKey(node));
    return { states: [...new Set(result.states)], transitions: [...new Set(result.transitions.filter((t) => known.has(t)))] };
  };
  return {
    initial: (initialInput: unknown) => record(() => machine.getInitialSnapshot(scope, initialInput) as AnyMachineSnapshot),
    step: (previous: AnyMachineSnapshot, event: AnyEventObject) => record(() => machine.transition(previous as never, event as never, scope) as AnyMachineSnapshot),
  };
}

/** The leaf states no key of `checks` matches (a key matches its state and every state inside it). */
export function uncheckedStatesOf(machine: AnyStateMachine, checks: object): string[] {
  const keys = Object.keys(checks);
  // A state left at once by an unguarded `always` is never at rest, so no check can look at it.
  const transient = (node: AnyStateNode) => (node.always ?? []).some((t) => !t.guard);
  return stateNodesOf(machine.root)
    .filter((node) => (node.type === 'atomic' || node.type === 'final') && !transient(node))
    .map(stateKey)
    .filter((leaf) => !keys.some((key) => key === '*' || leaf === key || leaf.startsWith(`${key}.`)));
}

/**
 * Fails naming what the paths miss: states never entered, transitions never taken and, with
 * `states`, leaf states that no check looks at.
 */
export function assertFullCoverage<M extends AnyStateMachine>(machine: M, paths: readonly ModelPath<M>[], options: { states?: object } = {}): void {
  const covered = coverageOf(machine, paths);
  const missingStates = allStatesOf(machine).filter((s) => !covered.states.has(s));
  const missingTransitions = allTransitionsOf(machine).filter((t) => !covered.transitions.has(t));
  const unchecked = options.states ? uncheckedStatesOf(machine, options.states) : [];
  const problems = [
    ...missingStates.map((s) => `state never entered: ${s}`),
    ...missingTransitions.map((t) => `transition never taken: ${t}`),
    ...unchecked.map((s) => `state without a check: ${s}`),
  ];
  if (problems.length) {
    throw new Error(`The paths of ${machine.id} do not cover the machine (add the missing events to the model, or checks):\n  ${problems.join('\n  ')}`);
  }
}

/** Every event type the paths use; a UI test asserts it has a callback for each. */
export function eventTypesOf(paths: readonly { steps: readonly { event: AnyEventObject }[] }[]): string[] {
  return [...new Set(paths.flatMap((p) => p.steps.slice(1).map((s) => s.event.type)))].sort();
}

// ---------------------------------------------------------------------------------------------
// Fakes and the machine-level driver

interface Pending {
  input: unknown;
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

/** The invoke ids of a machine and the actor each one runs. */
function invokeSources(machine: AnyStateMachine): Map<string, string> {
  const sources = new Map<string, string>();
  for (const node of [machine.root, ...stateNodesOf(machine.root)]) {
    for (const def of node.invoke) if (typeof def.src === 'string') sources.set(def.id, def.src);
  }
  return sources;
}

export interface ControllableActors {
  /** Promise actors to pass to `machine.provide({ actors })`; each waits until settled by a test. */
  actors: Record<string, AnyActorLogic>;
  /** The input of the latest invocation of an actor (by name), or undefined if it never ran. */
  inputOf(src: string): unknown;
  /** How many times an actor was started. */
  calls(src: string): number;
  /** Settles the invocation an `xstate.done.actor.<id>` / `xstate.error.actor.<id>` event stands for. */
  settle(event: AnyEventObject): void;
}

/** Fake actors for every promise actor a machine invokes, settled on demand. */
export function controllableActors(machine: AnyStateMachine): ControllableActors {
  const sources = invokeSources(machine);
  const pending = new Map<string, Pending>();
  const inputs = new Map<string, unknown>();
  const counts = new Map<string, number>();
  const actors = Object.fromEntries(
    [...new Set(sources.values())].map((src) => [
      src,
      fromPromise<unknown, unknown>(
        ({ input }) =>
          new Promise((resolve, reject) => {
            inputs.set(src, input);
            counts.set(src, (counts.get(src) ?? 0) + 1);
            pending.set(src, { input, resolve, reject });
          }),
      ),
    ]),
  );
  return {
    actors,
    inputOf: (src) => inputs.get(src),
    calls: (src) => counts.get(src) ?? 0,
    settle(event) {
      const match = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
      if (!match) throw new Error(`${event.type} is not an actor outcome`);
      const [, outcome, id] = match as unknown as [string, 'done' | 'error', string];
      const src = sources.get(id) ?? id;
      const call = pending.get(src);
      if (!call) throw new Error(`${event.type}: the actor ${src} is not running`);
      pending.delete(src);
      if (outcome === 'done') call.resolve((event as { output?: unknown }).output);
      else call.reject((event as { error?: unknown }).error);
    },
  };
}

/** Milliseconds of the delay an `xstate.after.<delay>.<state id>` event stands for. */
export function delayOf(machine: AnyStateMachine, eventType: string, snapshot: AnyMachineSnapshot): number {
  const delay = eventType.slice('xstate.after.'.length).split('.')[0] ?? '';
  if (/^\d+$/.test(delay)) return Number(delay);
  const configured = (machine.implementations.delays as Record<string, unknown>)[delay];
  if (typeof configured === 'number') return configured;
  if (typeof configured === 'function') return configured({ context: snapshot.context, event: { type: eventType } }) as number;
  throw new Error(`Unknown delay ${delay} in ${eventType}`);
}

/** Lets promise callbacks and the events they send run. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export interface MachineDriver<M extends AnyStateMachine> {
  /** The input the machine started with. */
  input: InputFrom<M> | undefined;
  /** The running actor's snapshot. */
  snapshot(): SnapshotFrom<M>;
  /** Calls of the machine's own actions (not assign), in order: `{ type, params }`. */
  actions: { type: string; params: unknown }[];
  /** The steps taken so far, `xstate.init` first. */
  steps: ModelEvent<M>[];
  /** The calls of the machine's own actions that the latest step made. */
  lastStepActions(): { type: string; params: unknown }[];
  fakes: ControllableActors;
  clock: SimulatedClock;
  /** The `path.test(...)` argument: run each step on the actor and check it against the model. */
  params(checks?: StateChecks<SnapshotFrom<M>>): TestParam<SnapshotFrom<M>, ModelEvent<M>>;
  stop(): void;
}

/**
 * Runs the machine for real (fake actors, simulated clock, recorded actions). `xstate.init` starts
 * it; every other step sends its event, settles a fake actor or advances the clock, then the actor
 * must be in the state the model says (compared with `serializeState`).
 */
export function machineDriver<M extends AnyStateMachine>(
  machine: M,
  options: { input?: InputFrom<M>; serializeState?: (snapshot: SnapshotFrom<M>) => string; provide?: Parameters<M['provide']>[0] } = {},
): MachineDriver<M> {
  const serialize = (options.serializeState ?? defaultSerializeState) as (s: AnyMachineSnapshot) => string;
  const fakes = controllableActors(machine);
  const clock = new SimulatedClock();
  const actions: { type: string; params: unknown }[] = [];
  const steps: ModelEvent<M>[] = [];
  let lastStepStart = 0;
  const recorded = Object.fromEntries(
    Object.entries(machine.implementations.actions as Record<string, unknown>)
      .filter(([, impl]) => typeof impl === 'function' && !('resolve' in impl))
      .map(([type, impl]) => [
        type,
        (args: unknown, params: unknown) => {
          actions.push({ type, params });
          (impl as (a: unknown, p: unknown) => void)(args, params);
        },
      ]),
  );
  const provided = (machine as AnyStateMachine).provide({
    ...(options.provide as object),
    actions: { ...recorded, ...(options.provide as { actions?: object } | undefined)?.actions },
    actors: { ...fakes.actors, ...(options.provide as { actors?: object } | undefined)?.actors },
  });
  let actor: ReturnType<typeof createActor<AnyStateMachine>> | undefined;
  const running = () => {
    if (!actor) throw new Error('The path did not start with xstate.init');
    return actor;
  };

  const execute = async (event: AnyEventObject) => {
    steps.push(event as ModelEvent<M>);
    lastStepStart = actions.length;
    if (event.type === 'xstate.init') {
      actor = createActor(provided, { input: options.input, clock });
      actor.start();
    } else if (/^xstate\.(done|error)\.actor\./.test(event.type)) {
      fakes.settle(event);
    } else if (event.type.startsWith('xstate.after.')) {
      clock.increment(delayOf(provided, event.type, running().getSnapshot()));
    } else {
      running().send(event);
    }
    await settle();
  };

  return {
    input: options.input,
    snapshot: () => running().getSnapshot() as SnapshotFrom<M>,
    actions,
    steps,
    lastStepActions: () => actions.slice(lastStepStart),
    fakes,
    clock,
    stop: () => actor?.stop(),
    params(checks = {}) {
      const events = new Proxy({} as Record<string, (step: { event: AnyEventObject; state: AnyMachineSnapshot }) => Promise<void>>, {
        get: () => async (step: { event: AnyEventObject; state: AnyMachineSnapshot }) => {
          await execute(step.event);
          const actual = running().getSnapshot() as AnyMachineSnapshot;
          if (actual.status === 'error') throw new Error(`The actor failed after ${step.event.type}: ${String(actual.error)}`);
          const [want, got] = [serialize(step.state), serialize(actual)];
          if (want !== got) throw new Error(`After ${step.event.type} the machine is in ${got}; the model says ${want}`);
        },
      });
      const states = Object.fromEntries(
        Object.entries(checks).map(([key, check]) => [key, () => check(running().getSnapshot() as SnapshotFrom<M>)]),
      );
      return { events, states } as unknown as TestParam<SnapshotFrom<M>, ModelEvent<M>>;
    },
  };
}
