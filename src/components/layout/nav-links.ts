import { site } from '../../config/site';

/** A link of the header, the small-screen menu or the footer: inside the app (`to`, `hash`) or away (`href`). */
export type NavItem =
  | { label: string; to: '/' | '/service' | '/about' | '/contact-us' | '/book-service' | '/privacy-policy' | '/terms-and-conditions' | '/storage-units'; hash?: string }
  | { label: string; href: string };

/** Storage: the outside storage site when VITE_STORAGE_SITE_URL names one, our own storage pages until then. */
const storageLink: NavItem = site.storageSiteUrl ? { label: 'Storage', href: site.storageSiteUrl } : { label: 'Storage', to: '/storage-units' };

/** The header's links (spec section 2, "Header and footer"). */
export const headerLinks: NavItem[] = [
  { label: 'Our Services', to: '/service' },
  { label: 'Memberships', to: '/', hash: 'memberships' },
  storageLink,
  { label: 'About', to: '/about' },
  { label: 'Contact Us', to: '/contact-us' },
];

export const bookJobLink = { label: 'Book A Job', to: '/book-service' } as const;

export const footerLinks: NavItem[] = [
  storageLink,
  { label: 'Our Services', to: '/service' },
  { label: 'About', to: '/about' },
  { label: 'Contact', to: '/contact-us' },
  { label: 'Book a Job', to: '/book-service' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms and Conditions', to: '/terms-and-conditions' },
];
