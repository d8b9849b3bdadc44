import { useRouterState } from '@tanstack/react-router';
import { useMemo } from 'react';
import * as v from 'valibot';

/** Without the keys whose value is undefined, so URLs and queries carry only what is set. */
export function definedOnly<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;
}

/**
 * The search without the values no option of the page matches (`?trade=nonsense`, `?locations=x`), or
 * undefined when there are none: the page then takes them out of its URL, so the URL says what the
 * list shows. An empty list of options could not be loaded, and its values are kept.
 */
export function withoutUnknownValues<T extends object>(search: T, options: { [K in keyof T]?: readonly string[] }): T | undefined {
  const kept = { ...search } as Record<string, unknown>;
  let changed = false;
  for (const [key, known] of Object.entries(options) as [string, readonly unknown[] | undefined][]) {
    const value = kept[key];
    if (!known?.length || value === undefined) continue;
    const values = [value].flat();
    const usable = values.filter((item) => known.includes(item));
    if (usable.length === values.length) continue;
    kept[key] = Array.isArray(value) && usable.length ? usable : undefined;
    changed = true;
  }
  return changed ? (kept as T) : undefined;
}

/**
 * The search of the last page, when the page loaded is past it (an old link, a hand-typed URL) while
 * the list has results; otherwise undefined. The loader sends the visitor there in place of the
 * address asked for, so Back does not return to an empty page. Page 1 is written as no page at all.
 */
export function lastPageInstead<T extends { page?: number }>(search: T, loaded: { page: number; totalItems: number; totalPages: number }): T | undefined {
  if (loaded.totalItems === 0 || loaded.page <= loaded.totalPages) return undefined;
  return { ...search, page: loaded.totalPages > 1 ? loaded.totalPages : undefined };
}

/**
 * The options of a filter (trades, locations, sizes): loaded once per visit, and again only after a
 * failure, so the next visit to the page retries.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => {
    if (!value) {
      value = load();
      value.catch(() => (value = undefined));
    }
    return value;
  };
}

/**
 * The search a filtered page is going to, not the one its results were loaded for: the router commits
 * a new search once its loader is done, but a ticked box or a chosen option must show at once.
 */
export function useLatestSearch<S extends v.GenericSchema>(pathname: string, schema: S, settled: v.InferOutput<S>): v.InferOutput<S> {
  const latest = useRouterState({ select: (state) => (state.location.pathname === pathname ? state.location.search : undefined) });
  return useMemo(() => (latest === undefined ? settled : v.parse(schema, latest)), [latest, schema, settled]);
}
