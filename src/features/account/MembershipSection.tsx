import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, use, useEffect, useState } from 'react';
import * as v from 'valibot';
import type { CurrentMembership } from '../../../contract/memberships';
import { api } from '../../api/client';
import { type Loaded, settle } from '../../api/loaded';
import { FormAlert, SubmitButton } from '../../components/forms/FormParts';
import { useContractForm } from '../../components/forms/use-contract-form';
import { ButtonLink } from '../../components/ui/links';
import { LoadFailed } from '../../components/ui/LoadFailed';
import { formatDate, formatUsdPreciseFromCents } from '../../lib/format';

const PER = { Monthly: 'per month', Yearly: 'per year' } as const;

type CurrentLoad = Promise<Loaded<CurrentMembership[]>>;

/**
 * The load the section waits for, until it is on screen. While My Account's other parts wait for their
 * code or data, React renders the section again from scratch, its state included, each time one of
 * them is ready; a load started in its state was started again each time (9 to 20 times per visit).
 * Every render before the section is on screen takes the same load; once it is, the next visit loads
 * afresh.
 */
let pending: { load: CurrentLoad; at: number } | undefined;
/** A load left by a visit that ended before the section showed is not taken up by a later visit. */
const PENDING_FOR_MS = 10_000;
function currentLoad(): CurrentLoad {
  if (!pending || Date.now() - pending.at > PENDING_FOR_MS) pending = { load: settle(api.GET('/Memberships/get-current')), at: Date.now() };
  return pending.load;
}

/**
 * My Account's membership: the plan, its tier, its price and next renewal, Manage (the customer
 * portal) and Cancel, which opens the portal on the cancelation itself (940 CMR 38: canceling online
 * as easily as signing up). After canceling at period end it says until when the plan stays active.
 */
export function MembershipSection() {
  const [current] = useState(currentLoad);
  useEffect(() => {
    if (pending?.load === current) pending = undefined;
  }, [current]);
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={120} />}>
      <Current current={current} />
    </Suspense>
  );
}

function Current({ current }: { current: Promise<Loaded<CurrentMembership[]>> }) {
  const loaded = use(current);
  if (loaded.error) return <LoadFailed what="Your membership" error={loaded.error} />;
  const [tier, ...others] = loaded.data;
  if (!tier)
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>No membership</Typography>
        <ButtonLink to="/" hash="memberships" variant="outlined">
          See membership plans
        </ButtonLink>
      </Stack>
    );
  return (
    <Stack spacing={2.5}>
      <Plan membership={tier} isTier />
      {others.map((membership) => (
        <Plan key={membership.id} membership={membership} isTier={false} />
      ))}
      <PortalButtons canCancel={loaded.data.some((m) => !m.cancelAtPeriodEnd)} />
    </Stack>
  );
}

function Plan({ membership, isTier }: { membership: CurrentMembership; isTier: boolean }) {
  const until = formatDate(membership.currentPeriodEnd);
  const price = `${formatUsdPreciseFromCents(membership.amountCents)} ${PER[membership.interval]}`;
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 0.5 }}>
        <Typography component="h3" variant="h3" sx={{ fontSize: '1.25rem' }}>
          {membership.name}
        </Typography>
        {isTier && <Chip size="small" color="primary" label={`Your tier: ${membership.name}`} />}
      </Box>
      <Typography>
        {price}, billed {membership.interval.toLowerCase()}
      </Typography>
      {membership.status === 'PastDue' ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          Your last renewal payment did not go through, so your benefits are paused. Choose Manage membership to update your card.
        </Alert>
      ) : membership.cancelAtPeriodEnd ? (
        <Typography sx={{ fontWeight: 700 }}>Active until {until}. It will not renew.</Typography>
      ) : (
        until && (
          <Typography>
            Renews on {until} at {price}.
          </Typography>
        )
      )}
    </Box>
  );
}

/** A button that asks for a portal session and leaves for it. */
function usePortalButton(flow?: 'cancel') {
  return useContractForm({
    schema: v.object({}),
    initialValues: {},
    send: async () => {
      const answer = await api.GET('/Memberships/get-customer-portal', { params: { query: flow ? { Flow: flow } : {} } });
      if (answer.data) window.location.assign(answer.data.url);
      return answer;
    },
  });
}

/** One click to manage, one to cancel. */
function PortalButtons({ canCancel }: { canCancel: boolean }) {
  const manage = usePortalButton();
  const cancel = usePortalButton('cancel');
  return (
    <Stack spacing={1.5}>
      <FormAlert error={manage.alert ?? cancel.alert} />
      <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap' }}>
        <Box component="form" {...manage.formProps}>
          <SubmitButton sending={manage.sending || manage.status === 'sent'} size="medium">
            Manage membership
          </SubmitButton>
        </Box>
        {canCancel && (
          <Box component="form" {...cancel.formProps}>
            <SubmitButton sending={cancel.sending || cancel.status === 'sent'} size="medium" variant="outlined" color="error">
              Cancel membership
            </SubmitButton>
          </Box>
        )}
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Manage membership opens our payment provider’s page, where you switch between monthly and yearly or to another plan, and update your card. Canceling
        takes effect at the end of the period you paid for.
      </Typography>
    </Stack>
  );
}
