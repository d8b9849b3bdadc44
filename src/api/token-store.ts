/**
 * Where the session's tokens live (spec section 3, "Session tokens": both persisted locally).
 * Deliberately tiny: the API client only reads the access token; the auth flow writes both.
 * Swap it by handing another `TokenStore` to `createApiClient`.
 */
export interface SessionTokens {
  token: string;
  refreshToken: string;
}

export interface TokenStore {
  accessToken(): string | null;
  refreshToken(): string | null;
  save(tokens: SessionTokens): void;
  clear(): void;
  /** Calls `listener` when another tab of the browser has saved or cleared the tokens; returns the unsubscription. */
  watchOtherTabs(listener: () => void): () => void;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
/** How a store hears of writes by other tabs: the browser's `storage` event by default. */
export type OtherTabsWatcher = (listener: () => void) => () => void;

export const ACCESS_TOKEN_KEY = 'accessToken';
export const REFRESH_TOKEN_KEY = 'refreshToken';

/** Keeps the tokens in `storage` (localStorage by default) under `ACCESS_TOKEN_KEY` and `REFRESH_TOKEN_KEY`. */
export function createTokenStore(storage: StorageLike = browserStorage(), watchOtherTabs: OtherTabsWatcher = storageEvents(storage)): TokenStore {
  return {
    watchOtherTabs,
    accessToken: () => storage.getItem(ACCESS_TOKEN_KEY),
    refreshToken: () => storage.getItem(REFRESH_TOKEN_KEY),
    save({ token, refreshToken }) {
      storage.setItem(ACCESS_TOKEN_KEY, token);
      storage.setItem(REFRESH_TOKEN_KEY, refreshToken);
    },
    clear() {
      storage.removeItem(ACCESS_TOKEN_KEY);
      storage.removeItem(REFRESH_TOKEN_KEY);
    },
  };
}

/**
 * Other tabs' writes to `storage`, when it is the browser's local storage. `save` writes the refresh
 * token last and `clear` removes it last, so its key marks a finished change; `null` is a `clear()`
 * of the whole storage.
 */
function storageEvents(storage: StorageLike): OtherTabsWatcher {
  return (listener) => {
    if (typeof window === 'undefined' || !isLocalStorage(storage)) return () => {};
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea === storage && (event.key === REFRESH_TOKEN_KEY || event.key === null)) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  };
}

function isLocalStorage(storage: StorageLike): boolean {
  try {
    return storage === window.localStorage;
  } catch {
    return false;
  }
}

/** localStorage, or memory when the browser refuses it (private modes, blocked storage): the session then lasts the tab. */
function browserStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  try {
    const probe = '__storage_probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    const memory = new Map<string, string>();
    return {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
      removeItem: (key) => void memory.delete(key),
    };
  }
}

/** The store the app's API client uses. */
export const tokenStore: TokenStore = createTokenStore();
