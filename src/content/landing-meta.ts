import type { LandingPage } from './types';

/**
 * Landing's meta description: the route's `head` runs with the route tree, in every page's first
 * bundle, so it carries these words alone; the rest of the first render's load with the page (landing-top.ts).
 */
export const landingMeta = {
  metaDescription:
    'Book vetted local contractors for over twenty trades in Southborough, MA and nearby towns, compare membership plans and find a storage unit, all in one place.',
} satisfies Pick<LandingPage, 'metaDescription'>;
