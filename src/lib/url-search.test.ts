import { describe, expect, it } from 'vitest';
import { withoutUnknownValues } from './url-search';

describe('withoutUnknownValues', () => {
  const options = { trade: ['plumbing', 'roofing'], locations: ['southborough', 'westborough'] };

  it('leaves out values no option matches, item by item in lists', () => {
    expect(withoutUnknownValues({ trade: 'nonsense', locations: ['westborough', 'x'], page: 2 }, options)).toEqual({ trade: undefined, locations: ['westborough'], page: 2 });
    expect(withoutUnknownValues({ locations: ['x', 'y'] }, options)).toEqual({ locations: undefined });
  });

  it('says nothing when every value is known or not set', () => {
    expect(withoutUnknownValues({ trade: 'plumbing', locations: ['southborough'] }, options)).toBeUndefined();
    expect(withoutUnknownValues({ trade: undefined, page: 3 }, options)).toBeUndefined();
  });

  it('keeps the values of options that could not be loaded: the link may work tomorrow', () => {
    expect(withoutUnknownValues({ trade: 'gutters', locations: ['x'] }, { trade: [], locations: ['southborough'] })).toEqual({ trade: 'gutters', locations: undefined });
  });
});
