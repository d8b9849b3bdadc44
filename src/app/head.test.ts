import { describe, expect, it } from 'vitest';
import { headOf } from './DocumentHead';
import { pageHead, pageTitle, SITE_DESCRIPTION } from './head';

describe('page titles (spec section 9: the separator is "|")', () => {
  it('put the page before the site, or show the site alone', () => {
    expect(pageTitle('About')).toBe('About | Southborough Home Services');
    expect(pageTitle()).toBe('Southborough Home Services');
  });
});

describe('the head of the matched routes', () => {
  const root = { status: 'success' as const, meta: pageHead(undefined).meta };

  it("gives a page without a description of its own the site's", () => {
    expect(headOf([root, { status: 'success', meta: pageHead('My Account').meta }])).toEqual({
      title: 'My Account | Southborough Home Services',
      description: SITE_DESCRIPTION,
    });
  });

  it("takes the deepest route's title and description", () => {
    expect(headOf([root, { status: 'success', meta: pageHead('Carpentry', 'Cabinets and trim.').meta }])).toEqual({
      title: 'Carpentry | Southborough Home Services',
      description: 'Cabinets and trim.',
    });
  });

  it('reads no further than a route still loading, whose head is not known yet', () => {
    expect(headOf([{ ...root, status: 'pending' }, { status: 'pending', meta: pageHead('Later').meta }])).toEqual({
      title: 'Southborough Home Services',
      description: SITE_DESCRIPTION,
    });
  });
});
