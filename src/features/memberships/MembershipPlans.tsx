import CheckIcon from '@mui/icons-material/Check';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useNavigate } from '@tanstack/react-router';
import { use, useState } from 'react';
import type { BillingInterval, Membership, MembershipPrice } from '../../../contract/memberships';
import type { Loaded } from '../../api/loaded';
import { tokenStore } from '../../api/token-store';
import { LoadFailed } from '../../components/ui/LoadFailed';
import { membershipPlans } from '../../content/company';
import type { MembershipPlanName } from '../../content/types';
import { formatUsdFromCents } from '../../lib/format';
import { loadPendingPurchase, savePendingPurchase } from '../../lib/pending-purchase-store';

/** Where sign-in sends the visitor back to: this section. */
export const AFTER_SIGN_IN = '/#memberships';

const per: Record<BillingInterval, string> = { Monthly: 'per month', Yearly: 'per year' };

const priceOf = (plan: Membership, interval: BillingInterval): MembershipPrice | undefined => plan.prices.find((price) => price.interval === interval);

/** What a year costs paid monthly minus paid yearly, in cents; 0 when yearly saves nothing. */
export function yearlySavingCents(plan: Membership): number {
  const monthly = priceOf(plan, 'Monthly');
  const yearly = priceOf(plan, 'Yearly');
  return monthly && yearly ? Math.max(0, monthly.amountCents * 12 - yearly.amountCents) : 0;
}

const copyOf = (plan: Membership) => membershipPlans[plan.name as MembershipPlanName] as (typeof membershipPlans)[MembershipPlanName] | undefined;

export interface MembershipPlansProps {
  plans: Promise<Loaded<Membership[]>>;
  /** Whether someone is signed in (spec section 4: an access token is present). */
  isSignedIn?: () => boolean;
}

/**
 * The plans of `GET /Memberships/get-available` with a monthly/yearly switch. Choosing one keeps it
 * as the pending purchase (spec section 3); a signed-out visitor goes on to sign in and comes back here.
 */
export function MembershipPlans({ plans, isSignedIn = () => tokenStore.accessToken() !== null }: MembershipPlansProps) {
  const loaded = use(plans);
  const navigate = useNavigate();
  const [interval, setInterval] = useState<BillingInterval>('Monthly');
  const [chosen, setChosen] = useState(() => loadPendingPurchase());
  const [signedIn] = useState(isSignedIn);

  if (loaded.error) return <LoadFailed what="Membership plans" error={loaded.error} />;
  if (loaded.data.length === 0) return <Typography>No plans are on sale right now. Please check back soon.</Typography>;

  const bestSaving = Math.max(...loaded.data.map(yearlySavingCents));
  const chosenPlan = chosen && loaded.data.find((plan) => plan.id === chosen.membershipId);
  const chosenPrice = chosenPlan && chosenPlan.prices.find((price) => price.id === chosen.priceId);

  const choose = (plan: Membership, price: MembershipPrice) => {
    setChosen(savePendingPurchase(plan.id, price.id));
    if (!signedIn) void navigate({ to: '/login', search: { redirect: AFTER_SIGN_IN } });
  };

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3 }}>
        <ToggleButtonGroup
          value={interval}
          exclusive
          color="primary"
          aria-label="Billing period"
          onChange={(_, next: BillingInterval | null) => next && setInterval(next)}
          sx={{ bgcolor: 'background.paper' }}
        >
          <ToggleButton value="Monthly" sx={{ px: 2.5 }}>
            Monthly
          </ToggleButton>
          <ToggleButton value="Yearly" sx={{ px: 2.5 }}>
            Yearly
          </ToggleButton>
        </ToggleButtonGroup>
        {bestSaving > 0 && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Pay yearly and save up to {formatUsdFromCents(bestSaving)} a year.
          </Typography>
        )}
      </Box>

      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {loaded.data.map((plan) => {
          const price = priceOf(plan, interval);
          const copy = copyOf(plan);
          const isChosen = chosenPlan?.id === plan.id;
          const headingId = `plan-${plan.slug}`;
          return (
            <Box
              component="li"
              key={plan.id}
              sx={{
                display: 'flex',
                flexDirection: 'column',
                p: { xs: 3, md: 3.5 },
                bgcolor: 'background.paper',
                border: 2,
                borderColor: isChosen ? 'primary.main' : 'divider',
                borderRadius: 3,
              }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
                <Typography id={headingId} component="h3" variant="h3">
                  {plan.name}
                </Typography>
                {isChosen && <Chip label="Your choice" color="primary" size="small" />}
              </Box>
              <Typography sx={{ color: 'text.secondary', mb: 2.5, minHeight: { md: '4.5em' } }}>{copy?.pitch ?? plan.description}</Typography>
              {price ? (
                <Typography component="p" sx={{ mb: 0.5 }} data-testid="plan-price">
                  <Box component="span" sx={{ fontSize: '2.5rem', fontWeight: 800, lineHeight: 1, color: 'primary.main' }}>
                    {formatUsdFromCents(price.amountCents)}
                  </Box>{' '}
                  <Box component="span" sx={{ fontWeight: 600, color: 'text.secondary' }}>
                    {per[interval]}
                  </Box>
                </Typography>
              ) : (
                <Typography sx={{ mb: 0.5 }}>Only available {interval === 'Monthly' ? 'yearly' : 'monthly'}.</Typography>
              )}
              <Typography variant="body2" sx={{ color: 'text.secondary', minHeight: '1.5em', mb: 2.5 }}>
                {interval === 'Yearly' && yearlySavingCents(plan) > 0 ? `Save ${formatUsdFromCents(yearlySavingCents(plan))} compared with paying monthly` : '\u00a0'}
              </Typography>
              <Button
                variant={isChosen ? 'contained' : 'outlined'}
                size="large"
                disabled={!price}
                onClick={() => price && choose(plan, price)}
                // The visible words first, so voice control finds it; the plan and period tell the three apart.
                aria-label={`Choose plan: ${plan.name}, billed ${interval.toLowerCase()}`}
                sx={{ mb: 3 }}
              >
                Choose plan
              </Button>
              <Typography component="p" id={`${headingId}-includes`} sx={{ fontWeight: 700, mb: 1 }}>
                What’s included
              </Typography>
              <Box component="ul" aria-labelledby={`${headingId}-includes`} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, mb: 2.5 }}>
                {plan.benefits.map((benefit) => (
                  <Box component="li" key={benefit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                    <CheckIcon fontSize="small" aria-hidden="true" sx={{ color: 'primary.main', mt: '2px' }} />
                    <span>{benefit}</span>
                  </Box>
                ))}
              </Box>
              {copy && (
                <Typography variant="body2" sx={{ color: 'text.secondary', mt: 'auto' }}>
                  {copy.audience}
                </Typography>
              )}
            </Box>
          );
        })}
      </Box>

      <Box role="status" sx={{ mt: 3 }}>
        {chosenPlan && chosenPrice && signedIn ? (
          <Alert severity="success">
            Your choice is saved: {chosenPlan.name}, billed {chosenPrice.interval.toLowerCase()} at {formatUsdFromCents(chosenPrice.amountCents)}{' '}
            {per[chosenPrice.interval]}.
          </Alert>
        ) : (
          !signedIn && (
            <Typography sx={{ color: 'text.secondary' }}>
              Choosing a plan takes you to sign in with your phone number. We’ll complete your membership after you sign in.
            </Typography>
          )
        )}
      </Box>
    </>
  );
}
