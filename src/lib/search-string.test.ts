import type { AnyRoute } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createAppRouter } from '../app/router';
import { parseSearch, stringifySearch } from './search-string';

/** A search every page with a `validateSearch` may be shared with, every key set; a new such page must add its own. */
const SHARED: Record<string, { search: Record<string, unknown>; url: string }> = {
  '/contractors': {
    search: { trade: 'plumbing', zip: '01772', milesFrom: 1, milesTo: 10, ratingFrom: 3.5, ratingTo: 5, sort: 'nearest', page: 2 },
    url: '?trade=plumbing&zip=01772&milesFrom=1&milesTo=10&ratingFrom=3.5&ratingTo=5&sort=nearest&page=2',
  },
  '/storage-units': {
    search: {
      q: 'drive-up, climate',
      locations: ['southborough', 'westborough'],
      sizes: ['5x5', '10x10'],
      sqftFrom: 25,
      sqftTo: 150,
      priceFrom: 50,
      priceTo: 200,
      unitsFrom: 1,
      unitsTo: 9,
      availableFrom: '2026-01-01',
      availableTo: '2026-03-31',
      availableNow: true,
      sort: 'price-desc',
      page: 3,
    },
    url: '?q=drive-up,+climate&locations=southborough,westborough&sizes=5x5,10x10&sqftFrom=25&sqftTo=150&priceFrom=50&priceTo=200&unitsFrom=1&unitsTo=9&availableFrom=2026-01-01&availableTo=2026-03-31&availableNow=true&sort=price-desc&page=3',
  },
  '/book-service': { search: { trade: 'hvac' }, url: '?trade=hvac' },
  '/sign-in': {
    search: { redirect: '/job-requests/0b6a0f7e-5c1d-4e0b-9a43-2f8f3c1d9b10?tab=proposals&page=2#deposit' },
    url: '?redirect=/job-requests/0b6a0f7e-5c1d-4e0b-9a43-2f8f3c1d9b10%3Ftab%3Dproposals%26page%3D2%23deposit',
  },
  '/login': { search: { redirect: '/my-account', ended: 'unauthorized' }, url: '?redirect=/my-account&ended=unauthorized' },
  '/unsubscribe': { search: { token: 'cGF0QGV4YW1wbGUuY29t.q8Wd1n-Ux_Xh3' }, url: '?token=cGF0QGV4YW1wbGUuY29t.q8Wd1n-Ux_Xh3' },
  '/job-requests/': { search: { status: 'Proposed', q: 'back door', page: 2 }, url: '?status=Proposed&q=back+door&page=2' },
  '/job-requests/new': { search: { contractorId: '0b6a0f7e-5c1d-4e0b-9a43-2f8f3c1d9b10' }, url: '?contractorId=0b6a0f7e-5c1d-4e0b-9a43-2f8f3c1d9b10' },
  '/job-requests/$id': { search: { payment: 'FinalPayment', redirect_status: 'succeeded', alone: true }, url: '?payment=FinalPayment&redirect_status=succeeded&alone=true' },
  '/job-requests/$id_/proposals/$proposalId': { search: { payment: 'Deposit', redirect_status: 'succeeded' }, url: '?payment=Deposit&redirect_status=succeeded' },
  '/payment-sandbox/$page/$id': {
    search: { clientSecret: 'pi_3Abc_secret_Xyz', redirectUrl: '/job-requests/0b6a0f7e-5c1d-4e0b-9a43-2f8f3c1d9b10' },
    url: '?clientSecret=pi_3Abc_secret_Xyz&redirectUrl=/job-requests/0b6a0f7e-5c1d-4e0b-9a43-2f8f3c1d9b10',
  },
};

type Validator = ((input: Record<string, unknown>) => unknown) | { '~standard': { validate: (input: unknown) => { value?: unknown } } };
const validate = (validator: Validator, input: Record<string, unknown>) => (typeof validator === 'function' ? validator(input) : validator['~standard'].validate(input).value);

const pagesWithSearch = () =>
  (Object.values(createAppRouter().routesById) as AnyRoute[])
    .filter((route) => route.options.validateSearch)
    .map((route) => [route.id, route.options.validateSearch as Validator] as const);

describe('the search part of a URL', () => {
  it('is written as a person would type it, for every page that reads one, and reads back to the same search', () => {
    const pages = pagesWithSearch();
    expect(pages.map(([id]) => id).sort()).toEqual(Object.keys(SHARED).sort());
    for (const [id, validator] of pages) {
      const { search, url } = SHARED[id]!;
      const validated = validate(validator, search) as Record<string, unknown>;
      expect(validated, id).toEqual(search);
      expect(stringifySearch(validated), id).toBe(url);
      expect(validate(validator, parseSearch(url)), id).toEqual(search);
    }
  });

  it('reads every value as text and a key given twice as a list', () => {
    expect(parseSearch('?zip=01772&page=2&availableNow=true&q=10&sizes=5x5&sizes=10x10&sizes=10x15')).toEqual({
      zip: '01772',
      page: '2',
      availableNow: 'true',
      q: '10',
      sizes: ['5x5', '10x10', '10x15'],
    });
    expect(parseSearch('')).toEqual({});
    expect(parseSearch('?q=a%26b+c')).toEqual({ q: 'a&b c' });
  });

  it('reads keys that objects inherit as text, drops __proto__, and writes back only what the URL said', () => {
    const search = parseSearch('?__proto__=a&constructor=b&toString=c&hasOwnProperty=d&hasOwnProperty=e');
    expect(search).toEqual({ constructor: 'b', toString: 'c', hasOwnProperty: ['d', 'e'] });
    expect(Object.keys(search)).toEqual(['constructor', 'toString', 'hasOwnProperty']);
    const carried = { ...search, page: 2 };
    expect(Object.getPrototypeOf(carried)).toBe(Object.prototype);
    expect(stringifySearch(carried)).toBe('?constructor=b&toString=c&hasOwnProperty=d,e&page=2');
    expect(stringifySearch(parseSearch('?__proto__=a&__proto__=b'))).toBe('');
  });

  it('writes lists comma-joined and leaves out what is not set', () => {
    expect(stringifySearch({ sizes: ['10x10', '5x5'], zip: '99999', page: undefined, trade: null })).toBe('?sizes=10x10,5x5&zip=99999');
    expect(stringifySearch({})).toBe('');
    expect(stringifySearch({ q: 'a&b=c #1' })).toBe('?q=a%26b%3Dc+%231');
    expect(stringifySearch(Object.assign(Object.create({ page: 2, zip: '01772' }), { q: 'shed' }))).toBe('?q=shed');
  });
});
