/**
 * Pieces of `validateSearch` schemas for filters kept in the URL. A shared link may carry anything, so
 * each value that does not fit falls back to "not set" instead of failing the page. They run with the
 * route tree on every page, so this module holds nothing else (url-search.ts has what the pages use).
 */
import * as v from 'valibot';

/** An optional search value that is dropped, not refused, when it does not fit. */
export const lenient = <T extends v.GenericSchema>(schema: T) => v.fallback(v.optional(schema), undefined);

/** A number: text in a URL (`?page=2`, search-string.ts), a number when the app navigates itself. */
const numeric = v.union([v.number(), v.pipe(v.string(), v.trim(), v.nonEmpty(), v.transform(Number))]);

export const numberBetween = (min: number, max: number) => lenient(v.pipe(numeric, v.number(), v.finite(), v.minValue(min), v.maxValue(max)));
export const wholeNumberBetween = (min: number, max: number) =>
  lenient(v.pipe(numeric, v.number(), v.integer(), v.minValue(min), v.maxValue(max)));

/** A page number: 1 when absent or nonsense. */
export const pageNumber = () => lenient(v.pipe(numeric, v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)));

/** Free text, trimmed; empty is "not set". */
export const searchText = (max = 100) =>
  lenient(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(max),
      v.transform((text) => text || undefined),
    ),
  );

/** A five-digit zip code: text from the URL, a number if the app ever hands one over. */
export const zipCode = () =>
  lenient(
    v.pipe(
      v.union([v.string(), v.pipe(v.number(), v.integer(), v.transform(String))]),
      v.trim(),
      v.regex(/^\d{5}$/),
    ),
  );

/** A URL-safe name such as a trade's or a location's slug. */
export const slug = () => lenient(v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), v.maxLength(80)));

const isRealDate = (date: string) => {
  const time = Date.parse(`${date}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(date);
};
/** A calendar date, `YYYY-MM-DD`. */
export const calendarDate = () => lenient(v.pipe(v.string(), v.isoDate(), v.check(isRealDate)));

/** `true` when the flag is on; anything else is "not set". */
export const flag = () =>
  lenient(
    v.pipe(
      v.union([v.literal(true), v.literal('true')]),
      v.transform(() => true as const),
    ),
  );

/**
 * Several values in one key, written `a,b`; the key given twice (`?a=1&a=2`) and a list in the JSON
 * older links carried (`["a","b"]`) are read too. Values that do not fit are left out, and an empty
 * list is "not set".
 */
export const list = (item: RegExp, max = 20) =>
  lenient(
    v.pipe(
      v.union([v.string(), v.array(v.unknown())]),
      v.transform((raw) => {
        const parts = [raw].flat().flatMap((part) => (typeof part === 'string' ? part.replace(/[[\]"]/g, '').split(',') : [])).map((part) => part.trim());
        const kept = [...new Set(parts.filter((part) => item.test(part)))].slice(0, max);
        return kept.length ? kept : undefined;
      }),
    ),
  );

/** Swaps a `from`/`to` pair given the wrong way round, so "10 to 5" means 5 to 10. */
export function ordered<T extends number | string>(from: T | undefined, to: T | undefined): [T | undefined, T | undefined] {
  return from !== undefined && to !== undefined && from > to ? [to, from] : [from, to];
}
