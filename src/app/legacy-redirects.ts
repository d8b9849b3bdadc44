/**
 * Addresses of the old site that now live elsewhere (spec section 2, "Redirects"), by their one path
 * segment. `/memberships` lands on the memberships section of Landing.
 */
export const legacyRedirects: Record<string, { to: '/' | '/contact-us' | '/service'; hash?: string }> = {
  ourstory: { to: '/contact-us' },
  contact: { to: '/contact-us' },
  locations: { to: '/contact-us' },
  services: { to: '/service' },
  careers: { to: '/' },
  faqs: { to: '/' },
  memberships: { to: '/', hash: 'memberships' },
  waitlist: { to: '/' },
  'thank-you': { to: '/' },
  'request-a-hive': { to: '/' },
  'new-page': { to: '/' },
};

export const legacyRedirectFor = (segment: string) => legacyRedirects[segment.toLowerCase()];
