import { site } from '../config/site';

export const TITLE_SEPARATOR = '|';

export const SITE_DESCRIPTION =
  'Trusted local trades, home-service memberships and storage units in Southborough, Massachusetts. Book a job online with vetted contractors.';

/** `Page | Southborough Home Services` (spec section 9: the title separator is '|'). */
export const pageTitle = (title?: string) => (title ? `${title} ${TITLE_SEPARATOR} ${site.name}` : site.name);

/** A route's `head()`: its document title and meta description (the site's own when the page has none). */
export function pageHead(title: string | undefined, description: string = SITE_DESCRIPTION) {
  return { meta: [{ title: pageTitle(title) }, { name: 'description', content: description }] };
}
