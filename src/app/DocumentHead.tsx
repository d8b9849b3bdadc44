import { type AnyRouteMatch, useRouterState } from '@tanstack/react-router';

type Head = { title?: string; description?: string };

/**
 * The title and meta description from the matched routes' `head()` (head.ts), the deepest route's
 * winning, read up to the first match that has not loaded yet, as the router's own `HeadContent`
 * does. Our heads carry nothing else, so this stands in for `HeadContent`, which also manages links,
 * scripts and styles and would cost the first page about 1.5 KB gzip. React hoists both tags into
 * the document's <head>, ahead of index.html's own <title>.
 */
export function DocumentHead() {
  const title = useRouterState({ select: (state) => headOf(state.matches).title });
  const description = useRouterState({ select: (state) => headOf(state.matches).description });
  return (
    <>
      {title && <title>{title}</title>}
      {description && <meta name="description" content={description} />}
    </>
  );
}

export function headOf(matches: readonly Pick<AnyRouteMatch, 'meta' | 'status'>[]): Head {
  const head: Head = {};
  for (const match of matches) {
    for (const tag of match.meta ?? []) {
      if (tag?.title) head.title = tag.title;
      else if (tag?.name === 'description' && typeof tag.content === 'string') head.description = tag.content;
    }
    if (match.status !== 'success') break;
  }
  return head;
}
