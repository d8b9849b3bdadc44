import { describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, createTokenStore } from '../api/token-store';
import { createAuthHandle } from './auth-handle';
import type { AuthView } from './auth-view';
import type { AuthRuntime, AuthRuntimeOptions } from './runtime';

function handleWithRuntime(stored: Record<string, string> = {}) {
  const memory = new Map(Object.entries(stored));
  const tokens = createTokenStore({
    getItem: (k) => memory.get(k) ?? null,
    setItem: (k, v) => void memory.set(k, v),
    removeItem: (k) => void memory.delete(k),
  });
  let tell: (view: AuthView) => void = () => {};
  const handle = createAuthHandle({
    tokens,
    load: async () => ({
      startAuthRuntime: (options: AuthRuntimeOptions) => {
        tell = options.onView;
        return {} as AuthRuntime;
      },
    }),
  });
  return { handle, tell: (view: AuthView) => tell(view) };
}

describe('the session the page sees', () => {
  it('does not disturb the page when the runtime starts by saying what it already shows', async () => {
    const { handle, tell } = handleWithRuntime();
    const listener = vi.fn();
    handle.subscribe(listener);
    await handle.ready();
    const before = handle.view();
    tell({ status: 'signedOut', identity: null, isSignedUp: false });
    expect(listener).not.toHaveBeenCalled();
    expect(handle.view()).toBe(before);
  });

  it('tells the page when the session changes', async () => {
    const { handle, tell } = handleWithRuntime({ [ACCESS_TOKEN_KEY]: 'a' });
    const listener = vi.fn();
    handle.subscribe(listener);
    expect(handle.view().status).toBe('pending');
    await handle.ready();
    tell({ status: 'signedOut', identity: null, isSignedUp: false });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(handle.view().status).toBe('signedOut');
  });
});
