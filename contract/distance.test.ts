import { describe, expect, it } from 'vitest';
import { distanceWords } from './distance';

describe('a distance in words', () => {
  it('is in tenths of a mile, one mile singular', () => {
    expect(distanceWords(3.14)).toBe('3.1 miles away');
    expect(distanceWords(0.96)).toBe('1 mile away');
    expect(distanceWords(12)).toBe('12 miles away');
  });

  it('is "based in your area" under half a mile, where tenths would read 0.0', () => {
    expect(distanceWords(0)).toBe('based in your area');
    expect(distanceWords(0.49)).toBe('based in your area');
    expect(distanceWords(0.5)).toBe('0.5 miles away');
  });
});
