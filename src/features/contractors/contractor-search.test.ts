import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ContractorsQuery } from '../../../contract/contractors';
import { contractorsQuery, sortOf } from './contractor-query';
import { ContractorSearch } from './contractor-search';

const parse = (search: Record<string, unknown>) => v.parse(ContractorSearch, search);

describe('the contractor list URL', () => {
  it('reads every filter as the router hands it over', () => {
    expect(parse({ trade: 'plumbing', zip: '01772', milesFrom: 1, milesTo: '10', ratingFrom: 4, ratingTo: 5, sort: 'nearest', page: 2 })).toEqual({
      trade: 'plumbing',
      zip: '01772',
      milesFrom: 1,
      milesTo: 10,
      ratingFrom: 4,
      ratingTo: 5,
      sort: 'nearest',
      page: 2,
    });
    // A zip code handed over as a number is read too.
    expect(parse({ zip: 12345 }).zip).toBe('12345');
  });

  it('drops values that do not fit instead of failing the page', () => {
    expect(parse({ trade: 'Not A Slug!', zip: '123', milesTo: 'far', ratingFrom: 9, ratingTo: -1, sort: 'cheapest', page: 0, extra: 'x' })).toEqual({});
    expect(parse({ page: 'banana', ratingFrom: 3.5 })).toEqual({ ratingFrom: 3.5 });
    expect(parse(null as never)).toEqual({});
    expect(parse({ ratingFrom: [4] })).toEqual({});
  });

  it('drops distances and nearest-first without a zip code, and swaps ranges given the wrong way round', () => {
    expect(parse({ milesTo: 10, sort: 'nearest' })).toEqual({});
    expect(parse({ zip: '01772', milesFrom: 20, milesTo: 5, ratingFrom: 5, ratingTo: 3 })).toMatchObject({ milesFrom: 5, milesTo: 20, ratingFrom: 3, ratingTo: 5 });
  });

  it('orders nearest first once a zip code is known, best rated otherwise', () => {
    expect(sortOf(parse({}))).toBe('rating');
    expect(sortOf(parse({ zip: '01772' }))).toBe('nearest');
    expect(sortOf(parse({ zip: '01772', sort: 'name' }))).toBe('name');
  });

  it('becomes a GET /Contractors query the contract accepts', () => {
    const search = parse({ trade: 'plumbing', zip: '01772', milesTo: 10, ratingFrom: 4, page: 3 });
    const query = contractorsQuery(search, '0b6a0f7e-5c1d-4e0b-9a43-2f8f3c1d9b10');
    expect(query).toEqual({
      TradeId: '0b6a0f7e-5c1d-4e0b-9a43-2f8f3c1d9b10',
      ZipCode: '01772',
      'DistanceInMiles.To': 10,
      'Rating.From': 4,
      OrderBy: 'distance',
      OrderByDirection: 'asc',
      Page: 3,
      PerPage: 12,
    });
    expect(v.safeParse(ContractorsQuery, query).success).toBe(true);
    expect(contractorsQuery(parse({ sort: 'reviews' }), undefined)).toEqual({ OrderBy: 'reviewCount', OrderByDirection: 'desc', Page: 1, PerPage: 12 });
  });
});
