import { lazy, Suspense } from 'react';
import type { SignInSearch } from '../../features/sign-in/sign-in-search';
import { PendingPlan } from './pending-plan';

// Only a visitor a page sent here sees a reason: its alert (MUI's Alert, its icons and Paper, about
// 5 KB gzip) loads beside the form then, and not on the first paint of every Sign In and Login.
const SignInReason = lazy(() => import('./sign-in-reason-alert'));

/** Above Sign In's and Login's form: why a page sent the visitor here, and a plan waiting for the sign-in. */
export function SignInNotices(search: SignInSearch) {
  return (
    <>
      {search.redirect && (
        <Suspense fallback={null}>
          <SignInReason {...search} />
        </Suspense>
      )}
      <PendingPlan />
    </>
  );
}
