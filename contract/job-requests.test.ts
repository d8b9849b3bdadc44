import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PAST_DATE } from './forms';
import { createJobRequest } from './job-requests';

const schema = createJobRequest(() => '2026-03-09');
const request = (preferredDates: unknown) => ({
  tradeId: '2f1c6a52-8b1e-4c3a-9d7e-0a1b2c3d4e5f',
  name: 'Sticking back door',
  description: 'The back door sticks at the top.',
  address: '12 Oak Hill Road',
  city: 'Southborough',
  zipCode: '01772',
  preferredDates,
});
const problems = (preferredDates: unknown) =>
  Object.fromEntries((v.safeParse(schema, request(preferredDates)).issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]));

describe("a job request's preferred dates", () => {
  it('takes up to three different days', () => {
    expect(problems(['2026-12-20', '2026-12-21', '2026-12-19'])).toEqual({});
    expect(problems([])).toEqual({});
  });

  it('refuses a day given twice at the repeat, naming it as the forms show dates', () => {
    expect(problems(['2026-12-20', '2026-12-20'])).toEqual({ 'preferredDates.1': '12/20/2026 is chosen twice: choose each preferred date once.' });
    expect(problems(['2026-12-20', '2026-12-21', '2026-12-20'])).toEqual({ 'preferredDates.2': '12/20/2026 is chosen twice: choose each preferred date once.' });
    // The same day with spaces around it is the same day.
    expect(problems(['2026-12-20', ' 2026-12-20 '])).toEqual({ 'preferredDates.1': '12/20/2026 is chosen twice: choose each preferred date once.' });
  });

  it('says first what is wrong with a date itself', () => {
    expect(problems(['2020-01-01', '2020-01-01'])).toEqual({ 'preferredDates.0': PAST_DATE, 'preferredDates.1': PAST_DATE });
  });
});
