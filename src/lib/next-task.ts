/** The Prioritized Task Scheduling API's `scheduler.yield()`, where the browser has it (Chromium 129+, Firefox 142+). */
interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Resolves in a later task, so the browser can paint and answer the visitor in between: the long
 * start-up of an already painted page becomes several short tasks. `scheduler.yield()` resumes ahead
 * of other queued work; elsewhere a zero-delay timer does the same job a little later.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
