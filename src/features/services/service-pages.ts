import { servicePageByKey } from '../../content/services';
import type { ServiceKey } from '../../content/types';

/**
 * Every static service page (spec section 2), one row each: its address, the trade it books (the
 * slug of `GET /Trades`) and its words. Routes, the Our Services list, the landing page and the footer
 * read this one table; the words come from the written content (src/content/services.ts), so a title
 * or description is edited in one place.
 */
export interface ServicePage {
  /** One path segment, lowercase, e.g. `/carpentry-services-in-southborough-ma`. */
  path: `/${string}`;
  trade: ServiceKey;
  /** Short name for cards and lists. */
  name: string;
  /** Document title (the site name is appended). */
  title: string;
  /** Meta description. */
  description: string;
  heading: string;
  intro: string;
}

/** The addresses: twenty chosen for search (`<trade>-...-in-southborough-ma`), three kept from the old site. */
const addresses: readonly { path: `/${string}`; trade: ServiceKey }[] = [
  { path: '/carpentry-services-in-southborough-ma', trade: 'carpentry' },
  { path: '/chimney-services-in-southborough-ma', trade: 'chimney' },
  { path: '/decking-services-in-southborough-ma', trade: 'decking' },
  { path: '/delivery-services-in-southborough-ma', trade: 'deliveries' },
  { path: '/demolition-services-in-southborough-ma', trade: 'demolition' },
  { path: '/electrical-services-in-southborough-ma', trade: 'electrical' },
  { path: '/equipment-rental-in-southborough-ma', trade: 'equipment-rental' },
  { path: '/flooring-services-in-southborough-ma', trade: 'flooring' },
  { path: '/furniture-assembly-in-southborough-ma', trade: 'furniture-assembly' },
  { path: '/general-labor-services-in-southborough-ma', trade: 'general-labor' },
  { path: '/handyman-services-in-southborough-ma', trade: 'handyman' },
  { path: '/heat-pump-installation-in-southborough-ma', trade: 'heat-pumps' },
  { path: '/landscaping-services-in-southborough-ma', trade: 'landscaping' },
  { path: '/masonry-services-in-southborough-ma', trade: 'masonry' },
  { path: '/mini-split-installation-in-southborough-ma', trade: 'mini-splits' },
  { path: '/painting-services-in-southborough-ma', trade: 'painting' },
  { path: '/power-washing-services-in-southborough-ma', trade: 'power-washing' },
  { path: '/roofing-services-in-southborough-ma', trade: 'roofing' },
  { path: '/storm-door-installation-in-southborough-ma', trade: 'storm-door' },
  { path: '/window-services-in-southborough-ma', trade: 'windows' },
  { path: '/plumbing-services-company-in-southborough-ma', trade: 'plumbing' },
  { path: '/water-remediation-and-restoration-company-in-southboro-area', trade: 'water-remediation' },
  { path: '/hvac-installation-and-repair-services', trade: 'hvac' },
];

export const servicePages: readonly ServicePage[] = addresses.map(({ path, trade }) => {
  const copy = servicePageByKey[trade];
  return { path, trade, name: copy.tradeName, title: copy.title, description: copy.metaDescription, heading: copy.heading, intro: copy.intro };
});

const byPath = new Map(servicePages.map((page) => [page.path, page]));

/** The page at a one-segment path (`carpentry-services-in-southborough-ma`, any letter case), if there is one. */
export function servicePageAt(segment: string): ServicePage | undefined {
  return byPath.get(`/${segment.toLowerCase()}`);
}

/** The first sentence of a page's introduction, for cards. */
export const summaryOf = (page: ServicePage) => page.intro.match(/^.*?[.!?](?=\s|$)/)?.[0] ?? page.intro;
