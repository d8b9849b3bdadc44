import { lazy, Suspense } from 'react';

// Few visitors have a plan waiting: even the look in local storage for one loads after the page.
const PendingPlanCheck = lazy(() => import('./pending-plan-check'));

/** Sign In's word about a plan chosen before signing in, if one waits. */
export function PendingPlan() {
  return (
    <Suspense fallback={null}>
      <PendingPlanCheck />
    </Suspense>
  );
}
