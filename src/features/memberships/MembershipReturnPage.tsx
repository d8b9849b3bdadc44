import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSelector } from '@xstate/react';
import { Suspense } from 'react';
import type { Membership } from '../../../contract/memberships';
import type { PurchaseReturn } from '../../../machines/membership-purchase.machine';
import type { Loaded } from '../../api/loaded';
import { ButtonLink } from '../../components/ui/links';
import { LoadFailed } from '../../components/ui/LoadFailed';
import { OrderSummary, PurchaseStatus, viewOf } from './PurchaseStatus';
import { usePurchaseActor } from './use-purchase';

/**
 * `/memberships/return`: where the payment page sends the browser back. Paid, it waits for the
 * payment provider's confirmation (the membership is active once the identity lists it), then
 * welcomes the member; left without paying, it says so and offers to try again.
 */
export function MembershipReturnPage({ plans, returned }: { plans: Loaded<Membership[]>; returned: PurchaseReturn | null }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        Your membership
      </Typography>
      {plans.error ? (
        <LoadFailed what="Membership plans" error={plans.error} />
      ) : (
        <Suspense fallback={<Skeleton variant="rounded" height={160} />}>
          <Return plans={plans.data} returned={returned} />
        </Suspense>
      )}
    </Container>
  );
}

function Return({ plans, returned }: { plans: Membership[]; returned: PurchaseReturn | null }) {
  const actor = usePurchaseActor({ plans, returned });
  const view = useSelector(actor, viewOf);
  if (view === 'choosing')
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>There is no payment to confirm here.</Typography>
        <ButtonLink to="/my-account" variant="contained">
          Go to My Account
        </ButtonLink>
      </Stack>
    );
  return (
    <>
      {(view === 'canceled' || view === 'opening' || view === 'redirecting' || view === 'failed') && <OrderSummary actor={actor} />}
      <PurchaseStatus actor={actor} place="return" />
    </>
  );
}
