import type { ServiceKey } from '../../content/types';

/**
 * The addresses of the static service pages (spec section 2), one row per trade: twenty chosen for
 * search (`<trade>-...-in-southborough-ma`), three kept from the old site. The trade is the slug of
 * `GET /Trades`. Kept apart from the pages' words so a list of trades can link to its pages without
 * loading every page's text.
 */
export const serviceAddresses: readonly { path: `/${string}`; trade: ServiceKey; contractors?: false }[] = [
  { path: '/carpentry-services-in-southborough-ma', trade: 'carpentry' },
  { path: '/chimney-services-in-southborough-ma', trade: 'chimney' },
  { path: '/decking-services-in-southborough-ma', trade: 'decking' },
  { path: '/delivery-services-in-southborough-ma', trade: 'deliveries' },
  { path: '/demolition-services-in-southborough-ma', trade: 'demolition' },
  { path: '/electrical-services-in-southborough-ma', trade: 'electrical' },
  // Rented from the provider itself: no contractors to choose from.
  { path: '/equipment-rental-in-southborough-ma', trade: 'equipment-rental', contractors: false },
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

const pathByTrade = new Map<string, string>(serviceAddresses.map(({ path, trade }) => [trade, path]));

/** The one path segment of a trade's page (`carpentry-services-in-southborough-ma`), if the trade has one. */
export const serviceSlugOf = (tradeSlug: string): string | undefined => pathByTrade.get(tradeSlug)?.slice(1);

const withoutContractors = new Set<string>(serviceAddresses.filter((row) => row.contractors === false).map(({ trade }) => trade));

/** The trade's work is done by contractors a visitor can choose from the Contractor List (a trade added on the server is assumed to be). */
export const hasContractors = (tradeSlug: string) => !withoutContractors.has(tradeSlug);
