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
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const ACCESS_TOKEN_KEY = 'accessToken';
export const REFRESH_TOKEN_KEY = 'refreshToken';

/** Keeps the tokens in `storage` (localStorage by default) under `ACCESS_TOKEN_KEY` and `REFRESH_TOKEN_KEY`. */
export function createTokenStore(storage: StorageLike = browserStorage()): TokenStore {
  return {
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
