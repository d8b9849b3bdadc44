import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, use, useCallback, useEffect, useRef, useState } from 'react';
import type { BillingInterval, Membership, MembershipPrice } from '../../../contract/memberships';
import { type ApiFailure, toApiFailure } from '../../../machines/api-failure';
import { hasMembership, membershipNameOf } from '../../../machines/identity';
import { answerOf } from '../../api/answer-of';
import { api } from '../../api/client';
import type { Loaded } from '../../api/loaded';
import { useAuth, useAuthView } from '../../auth/auth-handle';
import { ApiFailureAlert } from '../../components/ui/ApiFailureAlert';
import { BusyButton } from '../../components/ui/BusyButton';
import { ButtonLink } from '../../components/ui/links';
import { LoadFailed } from '../../components/ui/LoadFailed';
import { membershipPlans } from '../../content/company';
import type { MembershipPlanName } from '../../content/types';
import { formatUsdFromCents } from '../../lib/format';
import { scrollBehavior } from '../../lib/motion';
import { peekPendingPurchase } from '../../lib/pending-purchase-store';
import { ALL_IN, memberNote, PER, PORTAL_NOT_OPENED, SWITCH_PLAN } from './plan-words';
import type { RunningPurchase } from './purchase';
import type { PurchaseStatus } from './PurchaseStatus';

const priceOf = (plan: Membership, interval: BillingInterval): MembershipPrice | undefined => plan.prices.find((price) => price.interval === interval);

/** What a year costs paid monthly minus paid yearly, in cents; 0 when yearly saves nothing. */
export function yearlySavingCents(plan: Membership): number {
  const monthly = priceOf(plan, 'Monthly');
  const yearly = priceOf(plan, 'Yearly');
  return monthly && yearly ? Math.max(0, monthly.amountCents * 12 - yearly.amountCents) : 0;
}

/** The held membership names as plan names compare: case and spacing aside (spec section 4). */
const normalized = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

const copyOf = (plan: Membership) => membershipPlans[plan.name as MembershipPlanName] as (typeof membershipPlans)[MembershipPlanName] | undefined;

export interface MembershipPlansProps {
  plans: Promise<Loaded<Membership[]>>;
}

interface Purchase {
  running: RunningPurchase;
  Status: typeof PurchaseStatus;
}

/**
 * The plans of `GET /Memberships/get-available` with a monthly/yearly switch, each with its all-in
 * price. Choose plan starts the purchase (machines/membership-purchase.machine.ts), loaded only then,
 * or when a plan chosen earlier waits in storage: signed out, the choice is held and the visitor
 * signs in; signed up, the payment page opens. A member (`hasMembership`) is offered no purchase,
 * which the server would refuse (server/memberships/checkout.ts): their plan is marked, and the others
 * open Manage membership, the customer portal, where the plan they have is switched.
 */
export function MembershipPlans({ plans }: MembershipPlansProps) {
  const loaded = use(plans);
  const auth = useAuth();
  const navigate = useNavigate();
  // The identity the header already has: a member's own plan is marked, without a request of its own.
  const identity = useAuthView().identity;
  const held = identity?.applicationUser.activeMemberships ?? [];
  const [purchase, setPurchase] = useState<Purchase | null>(null);
  /** The plan whose choice is on its way, until the purchase has its answer. */
  const [sending, setSending] = useState<string | null>(null);
  /** One more each time a choice has its answer: the answer is brought into view. */
  const [answered, setAnswered] = useState(0);
  const starting = useRef<Promise<Purchase> | null>(null);
  /** Why Manage membership did not open, shown under the plans. */
  const [portalFailure, setPortalFailure] = useState<ApiFailure | null>(null);
  const failureBox = useRef<HTMLDivElement>(null);

  const begin = useCallback(
    (data: Membership[]) => {
      starting.current ??= Promise.all([import('./landing-purchase'), auth.ready()]).then(async ([module, runtime]) => {
        const running = await module.startPurchase({ runtime, navigate: (options) => void navigate(options as Parameters<typeof navigate>[0]) }, { plans: data });
        const started = { running, Status: module.PurchaseStatus };
        setPurchase(started);
        return started;
      });
      return starting.current;
    },
    [auth, navigate],
  );

  // A plan chosen before (signing in, a reload) is taken up where it was left.
  useEffect(() => {
    if (loaded.data && peekPendingPurchase()) void begin(loaded.data);
  }, [loaded, begin]);
  useEffect(() => () => void starting.current?.then(({ running }) => running.stop()), []);
  // Below the cards, out of sight on a phone: brought to where the user looks.
  useEffect(() => {
    if (portalFailure) failureBox.current?.scrollIntoView?.({ block: 'center', behavior: scrollBehavior() });
  }, [portalFailure]);

  if (loaded.error) return <LoadFailed what="Membership plans" error={loaded.error} />;
  if (loaded.data.length === 0) return <Typography>No plans are on sale right now. Please check back soon.</Typography>;

  const choose = async (plan: Membership, price: MembershipPrice) => {
    setSending(plan.id);
    try {
      const { running } = await begin(loaded.data);
      await running.choose({ membershipId: plan.id, priceId: price.id });
      setAnswered((n) => n + 1);
    } finally {
      setSending(null);
    }
  };
  const openPortal = async (plan: Membership) => {
    setSending(plan.id);
    setPortalFailure(null);
    try {
      const { url } = await answerOf(api.GET('/Memberships/get-customer-portal', { params: { query: {} } }));
      // Busy until the browser has left for the portal.
      window.location.assign(url);
    } catch (error) {
      setPortalFailure(toApiFailure(error));
      setSending(null);
    }
  };
  const member = hasMembership(identity);

  return (
    <PlanCards
      plans={loaded.data}
      onChoose={(plan, price) => void choose(plan, price)}
      onSwitch={member ? (plan) => void openPortal(plan) : undefined}
      sending={sending}
      held={held}
      status={
        <>
          {portalFailure && (
            <div ref={failureBox}>
              <ApiFailureAlert failure={portalFailure} lead={PORTAL_NOT_OPENED} severity="error" role="alert" sx={{ mb: 2 }} />
            </div>
          )}
          {purchase ? (
            <purchase.Status actor={purchase.running.actor} place="plans" focusKey={answered} />
          ) : member ? (
            <Typography sx={{ color: 'text.secondary' }}>{memberNote(membershipNameOf(identity))}</Typography>
          ) : (
            <Typography sx={{ color: 'text.secondary' }}>
              Choose a plan to go to the secure payment page; if you are not signed in yet, we keep your choice for an hour while you sign in or create an account
              with your phone number.
            </Typography>
          )}
        </>
      }
    />
  );
}

/**
 * The plan cards with their monthly/yearly switch; `status` goes under them (what the purchase says).
 * `sending` is the plan whose choice is on its way (its button busy, the others disabled meanwhile);
 * `held` names the memberships the user has, whose cards say so and lead to My Account instead.
 * `onSwitch`, given for a member, replaces Choose plan on the other cards: their plan is switched, not added to.
 */
export function PlanCards({
  plans,
  onChoose,
  onSwitch,
  sending = null,
  held = [],
  status,
}: {
  plans: Membership[];
  onChoose: (plan: Membership, price: MembershipPrice) => void;
  onSwitch?: ((plan: Membership) => void) | undefined;
  sending?: string | null;
  held?: readonly string[];
  status?: ReactNode;
}) {
  const [interval, setInterval] = useState<BillingInterval>('Monthly');
  const bestSaving = Math.max(...plans.map(yearlySavingCents));
  const heldNames = new Set(held.map(normalized));

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
        {plans.map((plan) => {
          const price = priceOf(plan, interval);
          const copy = copyOf(plan);
          const headingId = `plan-${plan.slug}`;
          const isHeld = heldNames.has(normalized(plan.name));
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
                borderColor: isHeld ? 'primary.main' : 'divider',
                borderRadius: 3,
              }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
                <Typography id={headingId} component="h3" variant="h3">
                  {plan.name}
                </Typography>
                {isHeld && (
                  <Typography
                    component="span"
                    variant="body2"
                    sx={{ flexShrink: 0, px: 1.25, py: 0.25, borderRadius: 4, fontWeight: 700, bgcolor: 'primary.main', color: 'primary.contrastText' }}
                  >
                    Your plan
                  </Typography>
                )}
              </Box>
              <Typography sx={{ color: 'text.secondary', mb: 2.5, minHeight: { md: '4.5em' } }}>{copy?.pitch ?? plan.description}</Typography>
              {price ? (
                <Typography component="p" sx={{ mb: 0.5 }} data-testid="plan-price">
                  <Box component="span" sx={{ fontSize: '2.5rem', fontWeight: 800, lineHeight: 1, color: 'primary.main' }}>
                    {formatUsdFromCents(price.amountCents)}
                  </Box>{' '}
                  <Box component="span" sx={{ fontWeight: 600, color: 'text.secondary' }}>
                    {PER[interval]}
                  </Box>
                </Typography>
              ) : (
                <Typography sx={{ mb: 0.5 }}>Only available {interval === 'Monthly' ? 'yearly' : 'monthly'}.</Typography>
              )}
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {ALL_IN}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', minHeight: '1.5em', mb: 2.5 }}>
                {interval === 'Yearly' && yearlySavingCents(plan) > 0 ? `Save ${formatUsdFromCents(yearlySavingCents(plan))} compared with paying monthly` : '\u00a0'}
              </Typography>
              {isHeld ? (
                // Buying it again would only be refused: how it is billed, or another plan, is changed in My Account.
                <ButtonLink to="/my-account" variant="outlined" size="large" aria-label={`Manage your plan: ${plan.name}`} sx={{ mb: 3 }}>
                  Manage your plan
                </ButtonLink>
              ) : (
                <BusyButton
                  variant="outlined"
                  size="large"
                  busy={sending === plan.id}
                  // A switch is priced in the portal, whichever period this card shows.
                  disabled={(!onSwitch && !price) || (sending !== null && sending !== plan.id)}
                  onClick={() => (onSwitch ? onSwitch(plan) : price && onChoose(plan, price))}
                  // The visible words first, so voice control finds it; the plan and period tell the three apart.
                  aria-label={onSwitch ? `${SWITCH_PLAN}: ${plan.name}` : `Choose plan: ${plan.name}, billed ${interval.toLowerCase()}`}
                  sx={{ mb: 3 }}
                >
                  {onSwitch ? SWITCH_PLAN : 'Choose plan'}
                </BusyButton>
              )}
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

      <Box sx={{ mt: 3 }}>{status}</Box>
    </>
  );
}
