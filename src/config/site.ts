import { env } from './env';

/** Facts about the provider shown across the site (footer, contact, head titles). */
export const site = {
  name: 'Southborough Home Services',
  phone: env.VITE_PROVIDER_PHONE,
  address: env.VITE_PROVIDER_ADDRESS,
  /** An outside storage-rental site, if one is set; otherwise the Storage links stay on /storage-units. */
  storageSiteUrl: env.VITE_STORAGE_SITE_URL || undefined,
  /** The copyright line's year (spec section 2). */
  copyrightYear: 2023,
  social: [
    { label: 'Southborough Home Services on Facebook', network: 'facebook', href: 'https://www.facebook.com/southboroughhomeservices' },
    { label: 'Southborough Home Services on Instagram', network: 'instagram', href: 'https://www.instagram.com/southboroughhomeservices' },
    { label: 'Read our Google reviews', network: 'google', href: 'https://www.google.com/maps/search/?api=1&query=Southborough+Home+Services+Southborough+MA' },
  ],
} as const;

export type SocialNetwork = (typeof site.social)[number]['network'];
