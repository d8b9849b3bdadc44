import { createFileRoute, redirect } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { MembershipSteps } from '../features/memberships/MembershipSteps';

/**
 * `/memberships/checkout`, where signing in for a chosen plan leads and the payment page opens by
 * itself, and `/memberships/return`, where the payment page sends the browser back. One route for
 * both keeps the first bundle small.
 */
export const Route = createFileRoute('/memberships/$step')({
  params: {
    parse: ({ step }) => {
      if (step !== 'checkout' && step !== 'return') throw redirect({ to: '/page-not-found', replace: true });
      return { step: step as 'checkout' | 'return' };
    },
  },
  // What a signed-out visitor sent to Login is told to sign in to see: the return step's payment,
  // paid or not (the checkout's words are sign-in-reason-alert.tsx's).
  staticData: { title: 'Your membership', titleInSentence: 'your membership payment' },
  // The API client loads with the page, not with the first page of the site.
  loader: () => import('../features/memberships/memberships.api').then((m) => m.loadMembershipPlans()),
  head: ({ params }) => pageHead(params.step === 'checkout' ? 'Membership checkout' : 'Your membership'),
  component: MembershipStepRoute,
});

function MembershipStepRoute() {
  const { step } = Route.useParams();
  return <MembershipSteps step={step} plans={Route.useLoaderData()} search={Route.useSearch() as Record<string, unknown>} />;
}
