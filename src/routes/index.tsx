import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { ClientSuspense } from '../components/ui/ClientSuspense';
import { pageHead } from '../app/head';
import { landingMeta } from '../content/landing-meta';
import { landingTop } from '../content/landing-top';
import { Hero } from '../features/landing/Hero';
import { LandingSection, MEMBERSHIPS_ANCHOR, Placeholder } from '../features/landing/LandingSection';

// Only the hero and the memberships anchor ship with the page; the rest follows in one chunk.
const sections = () => import('./-components/landing-sections');
const AboveMemberships = lazy(() => sections().then((m) => ({ default: m.AboveMemberships })));
const MembershipPlans = lazy(() => sections().then((m) => ({ default: m.MembershipPlans })));
const BelowMemberships = lazy(() => sections().then((m) => ({ default: m.BelowMemberships })));

const landingApi = () => import('../features/landing/landing.api');

export const Route = createFileRoute('/')({
  staticData: { anonymous: true },
  head: () => pageHead('Trades, Memberships and Storage in Southborough, MA', landingMeta.metaDescription),
  // Promises, not awaited: the page renders at once and each section waits for its own data.
  loader: () => ({
    trades: import('../features/services/services.api').then((m) => m.loadTrades()),
    plans: import('../features/memberships/memberships.api').then((m) => m.loadMembershipPlans()),
    storage: landingApi().then((m) => m.loadFeaturedStorage()),
    reviews: landingApi().then((m) => m.loadTopReviews()),
  }),
  component: Landing,
});

/** Landing (spec section 2), with the #memberships anchor in the first render so the header's link finds it. */
function Landing() {
  const data = Route.useLoaderData();
  return (
    <>
      <Hero />
      <ClientSuspense fallback={<Placeholder label="our services" height={{ xs: 2400, sm: 1500, md: 1100 }} />}>
        <AboveMemberships trades={data.trades} />
      </ClientSuspense>
      <LandingSection id={MEMBERSHIPS_ANCHOR} title={landingTop.memberships.heading} intro={landingTop.memberships.body}>
        <ClientSuspense fallback={<Placeholder label="membership plans" height={620} />}>
          <MembershipPlans plans={data.plans} />
        </ClientSuspense>
      </LandingSection>
      <ClientSuspense fallback={null}>
        <BelowMemberships storage={data.storage} reviews={data.reviews} />
      </ClientSuspense>
    </>
  );
}
