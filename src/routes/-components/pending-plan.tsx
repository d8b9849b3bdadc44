import { lazy, type ReactNode, Suspense } from 'react';

// Few visitors have a plan waiting: even the look in local storage for one loads after the page.
const PendingPlanCheck = lazy(() => import('./pending-plan-check'));

/** Sign In's word about a plan chosen before signing in, if one waits; `otherwise` when none does. */
export function PendingPlan({ otherwise }: { otherwise?: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <PendingPlanCheck otherwise={otherwise} />
    </Suspense>
  );
}
