import { lazy, type ReactNode, useState } from 'react';
import { peekPendingPurchase } from '../../lib/pending-purchase-store';

// The purchase machine loads only when a chosen plan is waiting.
const PendingPlanNotice = lazy(() => import('../../features/memberships/PendingPlanNotice'));

/** Whether a chosen plan waits, and if so its notice; `otherwise` if not. */
export default function PendingPlanCheck({ otherwise = null, redirect }: { otherwise?: ReactNode; redirect?: string | undefined }) {
  const [waiting] = useState(() => peekPendingPurchase() !== undefined);
  if (!waiting) return otherwise;
  return <PendingPlanNotice redirect={redirect} />;
}
