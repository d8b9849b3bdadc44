/**
 * The numbers a code was texted to from this tab, each until its code expires, so that a flow started
 * again after a reload knows which numbers may be followed by the code texted before
 * (machines/phone-code.ts `textedTo`, docs/decisions/100). Session storage: it ends with the tab, and
 * no other tab or later visitor of the browser reads it. `scope` keeps one flow's numbers from
 * another's: a sign-in code is no phone-change code, and a phone-change code is one account's.
 */

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

const KEY = 'codesTexted';

const browserStorage = (): Storage | undefined => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
};

/** Scope → number → when its code expires (epoch milliseconds). */
type Stored = Record<string, Record<string, number>>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What is stored, each code still working at `now`; anything else found there is left out. */
function read(storage: Storage | undefined, now: number): Stored {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage?.getItem(KEY) ?? '{}');
  } catch {
    return {};
  }
  const stored: Stored = {};
  for (const [scope, numbers] of Object.entries(isRecord(parsed) ? parsed : {})) {
    const live = Object.entries(isRecord(numbers) ? numbers : {}).filter((entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] > now);
    if (live.length > 0) stored[scope] = Object.fromEntries(live);
  }
  return stored;
}

function write(stored: Stored, storage: Storage | undefined) {
  const kept = Object.fromEntries(Object.entries(stored).filter(([, numbers]) => Object.keys(numbers).length > 0));
  try {
    if (Object.keys(kept).length === 0) storage?.removeItem(KEY);
    else storage?.setItem(KEY, JSON.stringify(kept));
  } catch {
    // Full or blocked: after a reload the flow then offers only what the server says this caller asked for.
  }
}

/** The numbers of `scope` whose code may still work. */
export function textedNumbers(scope: string, now = Date.now(), storage = browserStorage()): string[] {
  return Object.keys(read(storage, now)[scope] ?? {});
}

/** A code was texted to `phoneNumber`; it works for `expiresInSeconds`. */
export function rememberTexted(scope: string, phoneNumber: string, expiresInSeconds: number, now = Date.now(), storage = browserStorage()): void {
  const stored = read(storage, now);
  stored[scope] = { ...stored[scope], [phoneNumber]: now + expiresInSeconds * 1000 };
  write(stored, storage);
}

/** The code texted to `phoneNumber` was used. */
export function forgetTexted(scope: string, phoneNumber: string, now = Date.now(), storage = browserStorage()): void {
  const stored = read(storage, now);
  if (stored[scope]) delete stored[scope][phoneNumber];
  write(stored, storage);
}

/** The scope of sign-in codes. */
export const SIGN_IN_CODES = 'sign-in';
/** The scope of one account's phone-change codes. */
export const changePhoneCodes = (accountId: string) => `change-phone:${accountId}`;
