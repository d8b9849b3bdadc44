import { afterEach, describe, expect, it, vi } from 'vitest';
import { dateIn } from '../../../contract/forms';
import { browserTimeZone } from '../../api/client';
import { todayHere } from './dates';

afterEach(() => vi.useRealTimers());

describe('today where the visitor is', () => {
  it('is the date in the zone the API is told, around midnight as at noon', () => {
    for (const instant of ['2024-03-10T04:59:30Z', '2024-03-10T05:00:30Z', '2024-12-31T23:59:59Z', '2025-01-01T00:00:01Z', '2024-07-04T12:00:00Z']) {
      vi.useFakeTimers({ now: new Date(instant) });
      expect(todayHere()).toBe(dateIn(browserTimeZone(), new Date(instant)));
    }
  });
});
