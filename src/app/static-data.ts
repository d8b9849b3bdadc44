import type { AnyRouteMatch, StaticDataRouteOption } from '@tanstack/react-router';
import type { PageDataMatch } from './page-data';

/** The frames a page can sit in (spec section 2, "Layouts"). */
export type LayoutName = 'default' | 'signIn' | 'empty' | 'fullScreen';

declare module '@tanstack/react-router' {
  /**
   * Per-route metadata, set with `staticData` on a route. Read it through `routeMeta(matches)`, which
   * applies the defaults below and lets a child route override its parents.
   */
  interface StaticDataRouteOption {
    /** Frame around the page; default `'default'` (header, optional toolbar, page, footer). */
    layout?: LayoutName;
    /** Default layout: show the page toolbar under the header. */
    showToolbar?: boolean;
    /** The header stays at the top of the document instead of floating over the page as it scrolls. */
    noFloatingHeader?: boolean;
    /** After navigating here, scroll smoothly to the top, or to the URL's #anchor. Default true. */
    scrollToTop?: boolean;
    /** Route guard (spec section 4): open to everyone, signed-in users included. */
    anonymous?: boolean;
    /** Route guard: signed-out users only (sign in, login). */
    unauthenticatedOnly?: boolean;
    /**
     * Route guard: signed-up contractors may use this page on the web instead of being sent to Direct
     * To Mobile (Account Deletion; docs/decisions/010-contractors-delete-their-account-on-the-web.md).
     */
    openToContractors?: boolean;
    /** Short page name for the toolbar. */
    title?: string;
    /**
     * The page as a sentence names it ("Sign in to see your membership payment"), where the title is no proper
     * name and its capital would stand out mid-sentence; the title otherwise ("Sign in to see My Account").
     */
    titleInSentence?: string;
    /**
     * The request the route's loader makes for the page's data, begun by the route guard beside the
     * session it waits for (src/app/page-data.ts). A method, so that a route's own request, typed for
     * its parameters, fits.
     */
    data?(match: PageDataMatch, signal: AbortSignal): Promise<unknown>;
  }
}

export type RouteMeta = Required<Omit<StaticDataRouteOption, 'title' | 'titleInSentence' | 'data'>> & { title?: string; titleInSentence?: string };

export const DEFAULT_ROUTE_META: RouteMeta = {
  layout: 'default',
  showToolbar: false,
  noFloatingHeader: false,
  scrollToTop: true,
  anonymous: false,
  unauthenticatedOnly: false,
  openToContractors: false,
};

/**
 * The metadata in force for a list of matches (root first): each route's `staticData` over its
 * parents', over the defaults. The layout, the scroll behavior and the route guard all read this.
 */
export function routeMeta(matches: readonly Pick<AnyRouteMatch, 'staticData'>[]): RouteMeta {
  return Object.assign({}, DEFAULT_ROUTE_META, ...matches.map((match) => definedOnly(match.staticData ?? {})));
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
