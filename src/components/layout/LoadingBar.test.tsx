import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_BAR_DELAY_MS, useDelayedFlag } from './LoadingBar';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the loading bar delay', () => {
  it('shows only once loading has lasted 200 ms', () => {
    const { result, rerender } = renderHook(({ active }) => useDelayedFlag(active, LOADING_BAR_DELAY_MS), { initialProps: { active: true } });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(199));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    rerender({ active: false });
    expect(result.current).toBe(false);
  });

  it('never shows for a load shorter than the delay', () => {
    const { result, rerender } = renderHook(({ active }) => useDelayedFlag(active, LOADING_BAR_DELAY_MS), { initialProps: { active: true } });
    act(() => vi.advanceTimersByTime(150));
    rerender({ active: false });
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe(false);
    rerender({ active: true });
    act(() => vi.advanceTimersByTime(150));
    expect(result.current).toBe(false);
  });
});
