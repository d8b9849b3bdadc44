import { describe, expect, it } from 'vitest';
import { DEFAULT_ROUTE_META, routeMeta } from './static-data';

describe('routeMeta', () => {
  it('applies defaults, then each route over its parents', () => {
    expect(routeMeta([])).toEqual(DEFAULT_ROUTE_META);
    expect(
      routeMeta([{ staticData: { anonymous: true } }, { staticData: { layout: 'signIn', unauthenticatedOnly: true, anonymous: undefined } }]),
    ).toEqual({ ...DEFAULT_ROUTE_META, anonymous: true, layout: 'signIn', unauthenticatedOnly: true });
    expect(routeMeta([{ staticData: { scrollToTop: false } }, { staticData: {} }]).scrollToTop).toBe(false);
  });
});
