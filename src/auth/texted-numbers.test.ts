import { describe, expect, it } from 'vitest';
import { changePhoneCodes, forgetTexted, rememberTexted, SIGN_IN_CODES, textedNumbers } from './texted-numbers';

function memory(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return { map, getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => void map.set(key, value), removeItem: (key: string) => void map.delete(key) };
}

describe('the numbers a tab was texted a code for', () => {
  const now = Date.parse('2026-03-02T15:00:00Z');

  it('are kept while their code works, per flow and account', () => {
    const storage = memory();
    rememberTexted(SIGN_IN_CODES, '+15085550100', 600, now, storage);
    rememberTexted(changePhoneCodes('a'), '+15085550199', 600, now + 60_000, storage);
    expect(textedNumbers(SIGN_IN_CODES, now + 599_000, storage)).toEqual(['+15085550100']);
    expect(textedNumbers(changePhoneCodes('a'), now + 599_000, storage)).toEqual(['+15085550199']);
    expect(textedNumbers(changePhoneCodes('b'), now + 599_000, storage)).toEqual([]);
    // Expired, the sign-in code is gone; a new one for the number starts its own 10 minutes.
    expect(textedNumbers(SIGN_IN_CODES, now + 600_000, storage)).toEqual([]);
    rememberTexted(SIGN_IN_CODES, '+15085550100', 600, now + 600_000, storage);
    expect(textedNumbers(SIGN_IN_CODES, now + 1_199_000, storage)).toEqual(['+15085550100']);
  });

  it('forget a number whose code was used, and leave nothing once none is left', () => {
    const storage = memory();
    rememberTexted(SIGN_IN_CODES, '+15085550100', 600, now, storage);
    rememberTexted(SIGN_IN_CODES, '+15085550111', 600, now, storage);
    forgetTexted(SIGN_IN_CODES, '+15085550100', now, storage);
    expect(textedNumbers(SIGN_IN_CODES, now, storage)).toEqual(['+15085550111']);
    forgetTexted(SIGN_IN_CODES, '+15085550111', now, storage);
    expect(storage.map.size).toBe(0);
    // Nor is an expired number kept when another is written.
    rememberTexted(SIGN_IN_CODES, '+15085550100', 600, now, storage);
    rememberTexted(changePhoneCodes('a'), '+15085550199', 600, now + 600_000, storage);
    expect(JSON.parse(storage.map.get('codesTexted')!)).toEqual({ [changePhoneCodes('a')]: { '+15085550199': now + 1_200_000 } });
  });

  it('are none when what is stored cannot be read, which is then replaced', () => {
    for (const stored of ['not json', '[1]', '{"sign-in":"+15085550100"}', '{"sign-in":{"+15085550100":"soon"}}']) {
      const storage = memory({ codesTexted: stored });
      expect(textedNumbers(SIGN_IN_CODES, now, storage)).toEqual([]);
      rememberTexted(SIGN_IN_CODES, '+15085550111', 600, now, storage);
      expect(textedNumbers(SIGN_IN_CODES, now, storage)).toEqual(['+15085550111']);
    }
  });

  it('are none, and nothing fails, where the browser keeps no storage', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(() => rememberTexted(SIGN_IN_CODES, '+15085550100', 600, now, blocked)).not.toThrow();
    expect(textedNumbers(SIGN_IN_CODES, now, blocked)).toEqual([]);
  });
});
