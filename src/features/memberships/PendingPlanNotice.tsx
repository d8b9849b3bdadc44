import Skeleton from '@mui/material/Skeleton';
import { Suspense, use, useState } from 'react';
import type { Membership } from '../../../contract/memberships';
import { loadMembershipPlans } from './memberships.api';
import { PurchaseStatus } from './PurchaseStatus';
import { usePurchaseActor } from './use-purchase';

/**
 * On Sign In and Login, under their heading, when a chosen plan waits: which plan, at what price,
 * and until when it is kept. The purchase machine's timer removes it when its hour is over, and says so here.
 */
export default function PendingPlanNotice() {
  const [plans] = useState(loadMembershipPlans);
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={96} sx={{ mt: 2, mb: 3 }} />}>
      <Notice plans={plans} />
    </Suspense>
  );
}

function Notice({ plans }: { plans: ReturnType<typeof loadMembershipPlans> }) {
  const loaded = use(plans);
  return loaded.data ? <Waiting plans={loaded.data} /> : null;
}

function Waiting({ plans }: { plans: Membership[] }) {
  // Signing in here leads to the checkout page, which goes on with the purchase.
  const actor = usePurchaseActor({ plans }, { follow: false });
  return (
    <div style={{ marginTop: 16, marginBottom: 24 }}>
      <PurchaseStatus actor={actor} place="signIn" />
    </div>
  );
}
