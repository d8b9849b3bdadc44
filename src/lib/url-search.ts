import { useRouterState } from '@tanstack/react-router';
import { useMemo } from 'react';
import * as v from 'valibot';

/** How a list is written into the URL: `a,b`, or nothing for an empty list. */
export const joinList = (items: readonly string[] | undefined) => (items?.length ? items.join(',') : undefined);

/** Without the keys whose value is undefined, so URLs and queries carry only what is set. */
export function definedOnly<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;
}

/** A search as the URL writes it: lists as `a,b`, nothing for what is not set. */
export function forUrl<T extends object>(search: T): { [K in keyof T]: T[K] extends readonly string[] | undefined ? string | undefined : T[K] } {
  return definedOnly(Object.fromEntries(Object.entries(search).map(([key, value]) => [key, Array.isArray(value) ? joinList(value) : value]))) as never;
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
