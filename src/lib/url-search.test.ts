import { describe, expect, it } from 'vitest';
import { lastPageInstead, withoutUnknownValues } from './url-search';

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

describe('lastPageInstead', () => {
  it('sends a page past the end of a list with results to the last page, keeping the filters', () => {
    expect(lastPageInstead({ trade: 'plumbing', page: 99 }, { page: 99, totalItems: 15, totalPages: 2 })).toEqual({ trade: 'plumbing', page: 2 });
  });

  it('writes the only page as no page at all', () => {
    expect(lastPageInstead({ zip: '01772', page: 9 }, { page: 9, totalItems: 12, totalPages: 1 })).toEqual({ zip: '01772', page: undefined });
  });

  it('leaves a page within the list, and an empty list, where they are', () => {
    expect(lastPageInstead({ page: 2 }, { page: 2, totalItems: 15, totalPages: 2 })).toBeUndefined();
    expect(lastPageInstead({}, { page: 1, totalItems: 3, totalPages: 1 })).toBeUndefined();
    expect(lastPageInstead({ page: 3 }, { page: 3, totalItems: 0, totalPages: 0 })).toBeUndefined();
  });
});
