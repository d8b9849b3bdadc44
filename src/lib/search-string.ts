/**
 * How the router reads and writes the `?…` of a URL. Filters live in the URL so that a filtered list
 * can be shared, so the URL is written the way a person would type it (`?sizes=10x10,5x5&zip=01772&page=2`)
 * rather than in TanStack Router's default JSON (`?sizes=%5B%2210x10%22%5D&zip=%2201772%22`).
 *
 * Every value is read as text; a key given twice (`?sizes=5x5&sizes=10x10`) is read as a list. The
 * routes' `validateSearch` schemas (search-params.ts) turn text into numbers, flags and lists, and a
 * list is written comma-joined, which is how `list()` reads it back. This runs on every page: keep
 * it small.
 */
export function parseSearch(searchStr: string): Record<string, string | string[]> {
  // Without a prototype, `?constructor=x` or `?toString=x` finds no inherited value to add to, and is
  // read as text like any other key. `__proto__` is dropped: no page reads it, and copied into an
  // ordinary object further on it would set that object's prototype instead of a key.
  const search: Record<string, string | string[]> = Object.create(null);
  for (const [key, value] of new URLSearchParams(searchStr)) {
    if (key === '__proto__') continue;
    const earlier = search[key];
    search[key] = earlier === undefined ? value : [earlier, value].flat();
  }
  return search;
}

/** The `?…` for a search: lists comma-joined, everything else as its text; nothing for what is not set or only inherited. */
export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value !== undefined && value !== null) params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  // `,` `/` `:` and `@` need no escaping in a query (RFC 3986): `sizes=5x5,10x10` and `redirect=/account` stay readable.
  const text = params.toString().replace(/%2C|%2F|%3A|%40/g, decodeURIComponent);
  return text ? `?${text}` : '';
}
