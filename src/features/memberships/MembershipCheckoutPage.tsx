import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSelector } from '@xstate/react';
import { Suspense } from 'react';
import type { Membership } from '../../../contract/memberships';
import type { Loaded } from '../../api/loaded';
import { ButtonLink } from '../../components/ui/links';
import { LoadFailed } from '../../components/ui/LoadFailed';
import { OrderSummary, PurchaseStatus, viewOf } from './PurchaseStatus';
import { usePurchaseActor } from './use-purchase';

/**
 * `/memberships/checkout`: where signing in for a chosen plan leads. It takes up the choice waiting
 * in storage and opens the payment page by itself, showing what is bought and its all-in price.
 */
export function MembershipCheckoutPage({ plans }: { plans: Loaded<Membership[]> }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        Membership checkout
      </Typography>
      {plans.error ? (
        <LoadFailed what="Membership plans" error={plans.error} />
      ) : (
        <Suspense fallback={<Skeleton variant="rounded" height={160} />}>
          <Checkout plans={plans.data} />
        </Suspense>
      )}
    </Container>
  );
}

function Checkout({ plans }: { plans: Membership[] }) {
  const actor = usePurchaseActor({ plans });
  const view = useSelector(actor, viewOf);
  if (view === 'choosing')
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }} role="status">
        <Typography>No plan is waiting for you. We keep a chosen plan for one hour while you sign in.</Typography>
        <ButtonLink to="/" hash="memberships" variant="contained">
          Choose a plan
        </ButtonLink>
      </Stack>
    );
  return (
    <>
      {(view === 'opening' || view === 'redirecting' || view === 'failed') && <OrderSummary actor={actor} />}
      <PurchaseStatus actor={actor} place="checkout" />
    </>
  );
}
