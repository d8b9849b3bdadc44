import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { StorageUnitListingsQuery } from '../../../contract/storage';
import { listingsQuery } from './storage-query';
import { StorageSearch } from './storage-search';

const parse = (search: Record<string, unknown>) => v.parse(StorageSearch, search);
const SOUTHBOROUGH = '0b6a0f7e-5c1d-4e0b-9a43-2f8f3c1d9b10';

describe('the storage browse URL', () => {
  it('reads every listing filter of spec section 3', () => {
    expect(
      parse({
        q: ' drive-up ',
        locations: 'southborough,westborough',
        sizes: '10x10,10x15',
        sqftFrom: 50,
        sqftTo: '200',
        priceFrom: 100,
        priceTo: 250,
        unitsFrom: 1,
        unitsTo: 9,
        availableFrom: '2026-01-01',
        availableTo: '2026-03-31',
        availableNow: true,
        sort: 'size-desc',
        page: 2,
      }),
    ).toEqual({
      q: 'drive-up',
      locations: ['southborough', 'westborough'],
      sizes: ['10x10', '10x15'],
      sqftFrom: 50,
      sqftTo: 200,
      priceFrom: 100,
      priceTo: 250,
      unitsFrom: 1,
      unitsTo: 9,
      availableFrom: '2026-01-01',
      availableTo: '2026-03-31',
      availableNow: true,
      sort: 'size-desc',
      page: 2,
    });
  });

  it('drops what does not fit, item by item in lists, without failing the page', () => {
    expect(parse({ locations: 'southborough,<script>,', sizes: ['10x10', 'huge', 7], priceTo: -5, sqftFrom: 1.5, availableFrom: '2026-02-30', availableNow: 'yes', sort: 'best', q: '   ' })).toEqual({
      locations: ['southborough'],
      sizes: ['10x10'],
    });
    expect(parse({ locations: ',,', availableNow: false, page: -1 })).toEqual({});
    expect(parse('nonsense' as never)).toEqual({});
  });

  it('swaps ranges given the wrong way round', () => {
    expect(parse({ priceFrom: 300, priceTo: 100, availableFrom: '2026-05-01', availableTo: '2026-04-01' })).toEqual({
      priceFrom: 100,
      priceTo: 300,
      availableFrom: '2026-04-01',
      availableTo: '2026-05-01',
    });
  });

  it('becomes a GET /StorageUnitListings query the contract accepts, with prices in cents', () => {
    const query = listingsQuery(parse({ locations: 'southborough', sizes: '10x10', priceFrom: 100, priceTo: 250, availableNow: true, sort: 'availability' }), [SOUTHBOROUGH]);
    expect(query).toEqual({
      LocationIds: [SOUTHBOROUGH],
      Sizes: ['10x10'],
      'MonthlyPrice.From': 10000,
      'MonthlyPrice.To': 25000,
      NoAvailabilitySet: true,
      OrderBy: 'availability',
      OrderByDirection: 'asc',
      Page: 1,
      PerPage: 12,
    });
    expect(v.safeParse(StorageUnitListingsQuery, query).success).toBe(true);
    expect(listingsQuery(parse({}), [])).toEqual({ OrderBy: 'monthlyPrice', OrderByDirection: 'asc', Page: 1, PerPage: 12 });
  });


  it('reads a list written a,b, given twice, or in the JSON of older links', () => {
    expect(parse({ sizes: '10x10,5x5' }).sizes).toEqual(['10x10', '5x5']);
    expect(parse({ sizes: ['10x10', '5x5,10x15'] }).sizes).toEqual(['10x10', '5x5', '10x15']);
    expect(parse({ sizes: '["10x10","5x5"]' }).sizes).toEqual(['10x10', '5x5']);
  });
});
