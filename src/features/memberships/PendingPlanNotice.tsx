import Skeleton from '@mui/material/Skeleton';
import { Suspense, use } from 'react';
import type { Membership } from '../../../contract/memberships';
import { safeRedirect } from '../../../machines/phone-login.machine';
import { peekPendingPurchase } from '../../lib/pending-purchase-store';
import { CHECKOUT_PATH } from './checkout-path';
import { loadMembershipPlans } from './memberships.api';
import { PurchaseStatus } from './PurchaseStatus';
import { usePurchaseActor } from './use-purchase';

/**
 * Whether signing in for `redirect` goes on to the payment page: the checkout takes up the waiting
 * choice, and so do the plans on the index route (where a missing or foreign `redirect` leads too).
 * Any other page leaves the choice waiting.
 */
function leadsToPayment(redirect: string | undefined): boolean {
  const path = new URL(safeRedirect(redirect), 'http://site.invalid').pathname;
  return path === CHECKOUT_PATH || path === '/';
}

/** The plans asked for the choice held, and which choice that was. */
let asked: { choice: string; plans: ReturnType<typeof loadMembershipPlans> } | undefined;

/**
 * The plans that name the held choice, asked once per choice. Kept out of the notice: it suspends
 * while they come, and React, trying the sign-in page again meanwhile without keeping the state of
 * what it has not shown yet, would start another request with every try (dozens in a quarter of a
 * second). A request that failed is forgotten once it has, so the page opened again asks anew.
 */
function plansForHeldChoice(): ReturnType<typeof loadMembershipPlans> {
  const held = peekPendingPurchase();
  const choice = held ? `${held.membershipId} ${held.priceId} ${held.dateAdded}` : '';
  if (asked?.choice !== choice) {
    const plans = loadMembershipPlans();
    asked = { choice, plans };
    void plans.then(({ error }) => {
      if (error && asked?.plans === plans) asked = undefined;
    });
  }
  return asked.plans;
}

/**
 * On Sign In and Login, under their heading, when a chosen plan waits: which plan, at what price,
 * until when it is kept, and whether signing in goes on to the payment page (`redirect`: where it
 * leads). The purchase machine's timer removes it when its hour is over, and says so here.
 */
export default function PendingPlanNotice({ redirect }: { redirect?: string | undefined }) {
  const plans = plansForHeldChoice();
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={96} sx={{ mt: 2, mb: 3 }} />}>
      <Notice plans={plans} toPayment={leadsToPayment(redirect)} />
    </Suspense>
  );
}

function Notice({ plans, toPayment }: { plans: ReturnType<typeof loadMembershipPlans>; toPayment: boolean }) {
  const loaded = use(plans);
  return loaded.data ? <Waiting plans={loaded.data} toPayment={toPayment} /> : null;
}

function Waiting({ plans, toPayment }: { plans: Membership[]; toPayment: boolean }) {
  // The page signing in leads to goes on with the purchase, if it does: not this notice.
  const actor = usePurchaseActor({ plans }, { follow: false });
  return (
    <div style={{ marginTop: 16, marginBottom: 24 }}>
      <PurchaseStatus actor={actor} place="signIn" toPayment={toPayment} />
    </div>
  );
}
