import { lazy, Suspense } from 'react';
import { leadsToCheckout } from '../../features/memberships/checkout-path';
import type { SignInSearch } from '../../features/sign-in/sign-in-search';
import { PendingPlan } from './pending-plan';

// Only a visitor a page sent here sees a reason: its alert (MUI's Alert, its icons and Paper, about
// 5 KB gzip) loads beside the form then, and not on the first paint of every Sign In and Login.
const SignInReason = lazy(() => import('./sign-in-reason-alert'));

/**
 * Under Sign In's and Login's heading: why a page sent the visitor here, and a plan waiting for the
 * sign-in. Signing in to buy a chosen plan, the plan's notice is the reason (which plan, until when,
 * and that the payment page follows); the checkout's own reason shows only when no plan waits. Signing
 * in for another page, the plan's notice says where the purchase goes on instead.
 */
export function SignInNotices(search: SignInSearch) {
  const reason = search.redirect && (
    <Suspense fallback={null}>
      <SignInReason {...search} />
    </Suspense>
  );
  if (leadsToCheckout(search.redirect) && !search.ended) return <PendingPlan otherwise={reason} />;
  return (
    <>
      {reason}
      <PendingPlan redirect={search.redirect} />
    </>
  );
}
