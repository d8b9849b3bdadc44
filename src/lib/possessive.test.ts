import { describe, expect, it } from 'vitest';
import { possessive } from './possessive';

describe('a name as its owner’s', () => {
  it('adds an apostrophe and s to a name that does not end in s', () => {
    expect(possessive("Dave's Carpentry")).toBe("Dave's Carpentry's");
    expect(possessive('Oak & Pine Joinery')).toBe("Oak & Pine Joinery's");
  });

  it('adds the apostrophe alone to a name ending in s', () => {
    expect(possessive('MetroWest Mini Split Pros')).toBe("MetroWest Mini Split Pros'");
    expect(possessive('HARRIS')).toBe("HARRIS'");
  });
});
