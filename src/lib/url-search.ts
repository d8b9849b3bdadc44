import { useRouterState } from '@tanstack/react-router';
import { startTransition, useEffect, useEffectEvent, useMemo, useState } from 'react';
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

/**
 * What a filtered list's loader answers: the list's data, or the search to show in place of the address
 * asked for (values no option matches, a page past the last). The route hands it to the page as a
 * promise, so the page (and its prerender, which has no API) is drawn before any of it arrives.
 */
export type ListAnswer<D, S> = { data: D; searchInstead?: undefined } | { searchInstead: S; data?: undefined };

/**
 * The answer to the list's current search once it has come (`current`), and the data of the last answer
 * that carried some (`data`), kept while the next search loads so the filters stay as they are under
 * the visitor's hands. A Suspense boundary would show its fallback again on every change of filter: the
 * router's store updates synchronously, so React cannot keep the shown content while a new promise is
 * pending. Nothing has come in the prerender (effects do not run there) nor in the render that hydrates
 * it, so both show the loading state and match. A `searchInstead` replaces the address. The answer is
 * drawn as a transition: a page of cards is hundreds of milliseconds of rendering on a slow phone, which
 * React then does in slices, answering the visitor in between, instead of in one task.
 */
export function useSettledList<D, S>(answer: Promise<ListAnswer<D, S>>, onSearchInstead: (search: S) => void): { current: ListAnswer<D, S> | undefined; data: D | undefined } {
  const [settled, setSettled] = useState<{ answer: Promise<ListAnswer<D, S>>; value: ListAnswer<D, S>; data?: D }>();
  const [failed, setFailed] = useState<{ answer: Promise<ListAnswer<D, S>>; error: unknown }>();
  useEffect(() => {
    let current = true;
    answer.then(
      (value) => {
        if (current) startTransition(() => setSettled((last) => ({ answer, value, data: value.data ?? last?.data })));
      },
      (error: unknown) => {
        if (current) setFailed({ answer, error });
      },
    );
    return () => {
      current = false;
    };
  }, [answer]);
  // A loader words what the server said as data; what rejects is the page's own code that did not
  // arrive (the data's module), which the route's error view answers with a reload.
  if (failed?.answer === answer) throw failed.error;
  const current = settled?.answer === answer ? settled.value : undefined;
  const goInstead = useEffectEvent(onSearchInstead);
  const searchInstead = current?.searchInstead;
  useEffect(() => {
    if (searchInstead) goInstead(searchInstead);
  }, [searchInstead]);
  return { current, data: settled?.data };
}
