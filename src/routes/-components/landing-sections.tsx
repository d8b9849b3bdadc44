import { Suspense } from 'react';
import type { Trade } from '../../../contract/catalogue';
import type { StorageUnitListing } from '../../../contract/storage';
import type { Loaded } from '../../api/loaded';
import { InTurn } from '../../components/ui/InTurn';
import { ButtonLink } from '../../components/ui/links';
import { landingPage } from '../../content/landing';
import { FeaturedStorage } from '../../features/landing/FeaturedStorage';
import { HowItWorks, WhyUs } from '../../features/landing/InfoSections';
import type { FeaturedReview } from '../../features/landing/landing.api';
import { LandingSection, Placeholder } from '../../features/landing/LandingSection';
import { Reviews } from '../../features/landing/Reviews';
import { NewsletterSignup } from '../../features/newsletter/NewsletterSignup';
import { TradeTiles } from '../../features/services/TradeCards';

export { MembershipPlans } from '../../features/memberships/MembershipPlans';

/** Landing's sections that show data, loaded after the page is interactive (docs/performance.md, "JavaScript before the first paint"). */

export function AboveMemberships({ trades }: { trades: Promise<Loaded<Trade[]>> }) {
  return (
    <InTurn>
      <LandingSection id="services" title={landingPage.trades.heading} intro={landingPage.trades.body}>
        <Suspense fallback={<Placeholder label="our services" height={{ xs: 860, sm: 620, md: 430 }} />}>
          <TradeTiles trades={trades} />
        </Suspense>
        <ButtonLink to="/service" variant="outlined" sx={{ mt: 3 }}>
          {landingPage.trades.cta}
        </ButtonLink>
      </LandingSection>
      <HowItWorks />
    </InTurn>
  );
}

export function BelowMemberships({ storage, reviews }: { storage: Promise<Loaded<StorageUnitListing[]>>; reviews: Promise<Loaded<FeaturedReview[]>> }) {
  return (
    <InTurn>
      <LandingSection id="storage-units" title={landingPage.storage.heading} intro={landingPage.storage.body} tinted>
        <Suspense fallback={<Placeholder label="storage units" height={360} />}>
          <FeaturedStorage listings={storage} />
        </Suspense>
        <ButtonLink to="/storage-units" variant="outlined" sx={{ mt: 3 }}>
          {landingPage.storage.cta}
        </ButtonLink>
      </LandingSection>

      <WhyUs />

      <LandingSection id="reviews" title="What our customers say" intro="Reviews from homeowners around Southborough after their jobs were done." tinted>
        <Suspense fallback={<Placeholder label="reviews" height={240} />}>
          <Reviews reviews={reviews} />
        </Suspense>
        <ButtonLink to="/contractors" variant="outlined" sx={{ mt: 3 }}>
          See all contractors
        </ButtonLink>
      </LandingSection>

      <LandingSection
        id="email-updates"
        title="Get our e-mail updates"
        intro="Seasonal reminders for looking after your home, news about our services and member offers, a few times a year."
      >
        <NewsletterSignup />
      </LandingSection>
    </InTurn>
  );
}
