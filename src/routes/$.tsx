import { createFileRoute, redirect } from '@tanstack/react-router';

/** Any address no route knows goes to Page Not Found (spec section 2). */
export const Route = createFileRoute('/$')({
  staticData: { anonymous: true },
  beforeLoad: () => {
    throw redirect({ to: '/page-not-found', replace: true });
  },
});
