import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldFn });
    await nextTask();
    expect(yieldFn).toHaveBeenCalledTimes(1);
  });

  it('otherwise resolves after the current task, not within it', async () => {
    vi.stubGlobal('scheduler', undefined);
    vi.useFakeTimers();
    let done = false;
    void nextTask().then(() => {
      done = true;
    });
    // Microtasks of this task run first: still waiting.
    await Promise.resolve();
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.runAllTimersAsync();
    expect(done).toBe(true);
  });
});
