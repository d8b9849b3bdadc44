import { lazy, type ReactNode, Suspense } from 'react';

// Few visitors have a plan waiting: even the look in local storage for one loads after the page.
const PendingPlanCheck = lazy(() => import('./pending-plan-check'));

/** Sign In's word about a plan chosen before signing in, if one waits; `otherwise` when none does. `redirect`: where signing in leads. */
export function PendingPlan({ otherwise, redirect }: { otherwise?: ReactNode; redirect?: string | undefined }) {
  return (
    <Suspense fallback={null}>
      <PendingPlanCheck otherwise={otherwise} redirect={redirect} />
    </Suspense>
  );
}
