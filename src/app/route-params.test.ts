import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { uuidParam } from './route-params';

const withVersion = (version: string, variant = '8') => `0b6a0f7e-5c1d-${version}e0b-${variant}a43-2f8f3c1d9b10`;

function rejects(id: string): boolean {
  try {
    uuidParam({ id });
    return false;
  } catch (thrown) {
    return isRedirect(thrown) && thrown.options.to === '/page-not-found';
  }
}

describe('the id of a $id route (spec section 5: a UUID of versions 1 to 5)', () => {
  it.each(['1', '2', '3', '4', '5'])('takes version %s', (version) => {
    expect(uuidParam({ id: withVersion(version) })).toEqual({ id: withVersion(version) });
  });

  it('takes capital letters too', () => {
    expect(uuidParam({ id: withVersion('4').toUpperCase() }).id).toBe(withVersion('4').toUpperCase());
  });

  it.each([
    ['version 0', withVersion('0')],
    ['version 6', withVersion('6')],
    ['version 7', withVersion('7')],
    ['the nil UUID', '00000000-0000-0000-0000-000000000000'],
    ['another variant', withVersion('4', 'c')],
    ['no dashes', withVersion('4').replaceAll('-', '')],
    ['braces', `{${withVersion('4')}}`],
    ['a number', '12345'],
  ])('sends %s to Page Not Found', (_, id) => {
    expect(rejects(id)).toBe(true);
  });
});
