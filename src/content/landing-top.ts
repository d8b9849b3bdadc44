import { landingMeta } from './landing-meta';
import type { LandingPage } from './types';

/**
 * The words Landing shows in its first render: its head, the hero and the memberships heading. The
 * page's own bundle carries them; the sections below load with their own words (landing.ts).
 */
export const landingTop = {
  title: 'Southborough Home Services | Local Trades and Storage',
  ...landingMeta,
  hero: {
    heading: 'Local trades for every part of your home',
    subheading:
      'Book vetted, licensed and insured contractors in Southborough and nearby towns, from plumbing and electrical work to roofing, painting and landscaping.',
    primaryCta: 'Book A Job',
    secondaryCta: 'Our Services',
  },
  memberships: {
    heading: 'Memberships',
    body: 'Choose a Residential, Residential Plus or Business plan and pay monthly or yearly. See what each plan includes before you buy, and manage or cancel it online at any time.',
    cta: 'Compare plans',
  },
} satisfies Pick<LandingPage, 'title' | 'metaDescription' | 'hero' | 'memberships'>;
