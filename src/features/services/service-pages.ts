import { servicePageByKey } from '../../content/services';
import type { ServicePage as ServiceCopy, ServiceKey } from '../../content/types';
import { serviceAddresses } from './service-addresses';

/**
 * Every static service page (spec section 2), one row each: its address and trade (from the one table
 * of addresses, service-addresses.ts) and its words from the written content
 * (src/content/services.ts), so a title or description is edited in one place.
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
  /** The page's sections, services offered, questions and towns. */
  copy: ServiceCopy;
}

export const servicePages: readonly ServicePage[] = serviceAddresses.map(({ path, trade }) => {
  const copy = servicePageByKey[trade];
  return { path, trade, name: copy.tradeName, title: copy.title, description: copy.metaDescription, heading: copy.heading, intro: copy.intro, copy };
});

const byPath = new Map(servicePages.map((page) => [page.path, page]));

/** The page at a one-segment path (`carpentry-services-in-southborough-ma`, any letter case), if there is one. */
export function servicePageAt(segment: string): ServicePage | undefined {
  return byPath.get(`/${segment.toLowerCase()}`);
}

/** The first sentence of a page's introduction, for cards. */
export const summaryOf = (page: ServicePage) => page.intro.match(/^.*?[.!?](?=\s|$)/)?.[0] ?? page.intro;
