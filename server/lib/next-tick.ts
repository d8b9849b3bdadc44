/**
 * How many times each form of `process.nextTick` is called (`settleNextTick`): twice the 1,000 that
 * got it optimised during the settling on Node 20; 500 were too few, and every start measured was slow.
 */
const SETTLING_CALLS = 2_000;

const nothing = () => {};

/**
 * Calls `process.nextTick` in the forms Node's HTTP server and streams call it (a callback alone, and
 * with one or two arguments) until V8 has optimised it, before the server's own start-up work runs.
 *
 * Node calls `process.nextTick` several times for every request it answers, and V8 optimises it on
 * what it has seen of the tick objects it makes. Left to happen amid the start-up's work, in about half
 * of the starts measured the optimised code defined three of the tick object's four properties through
 * the runtime rather than inline, for the life of the process: `nextTick` alone then took a tenth of
 * the server's time, and a health check cost a fifth more (docs/decisions/054-settled-next-tick.md).
 * Settled here first, no start measured did so. The ticks do nothing and run before the next turn.
 */
export function settleNextTick(): void {
  for (let i = 0; i < SETTLING_CALLS; i++) {
    process.nextTick(nothing);
    process.nextTick(nothing, i);
    process.nextTick(nothing, i, i);
  }
}
