import { lazy, Suspense, useState } from 'react';
import { peekPendingPurchase } from '../../lib/pending-purchase-store';

// The purchase machine loads only when a chosen plan is waiting.
const PendingPlanNotice = lazy(() => import('../../features/memberships/PendingPlanNotice'));

/** Sign In's word about a plan chosen before signing in, if one waits. */
export function PendingPlan() {
  const [waiting] = useState(() => peekPendingPurchase() !== undefined);
  if (!waiting) return null;
  return (
    <Suspense fallback={null}>
      <PendingPlanNotice />
    </Suspense>
  );
}
