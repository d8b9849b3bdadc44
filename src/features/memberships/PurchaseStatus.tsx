import CheckIcon from '@mui/icons-material/Check';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useRef } from 'react';
import type { SnapshotFrom } from 'xstate';
import { chosenOf, type MembershipPurchaseMachine } from '../../../machines/membership-purchase.machine';
import { PENDING_PURCHASE_TTL_MS } from '../../../machines/pending-purchase';
import { describeApiFailure } from '../../api/errors';
import { ButtonLink, RouterLink } from '../../components/ui/links';
import { formatDate, formatUsdPreciseFromCents } from '../../lib/format';
import { scrollBehavior } from '../../lib/motion';
import { ALL_IN, exactPrice, planAndPeriod, renewalTerms } from './plan-words';
import type { PurchaseActor } from './purchase';

type Snapshot = SnapshotFrom<MembershipPurchaseMachine>;

/** The state of the purchase a page shows; `choosing` shows nothing (the plans are the page). */
export type PurchaseView =
  | 'choosing'
  | 'holding'
  | 'opening'
  | 'redirecting'
  | 'failed'
  | 'alreadyMember'
  | 'unavailable'
  | 'expired'
  | 'canceled'
  | 'confirming'
  | 'stillConfirming'
  | 'active'
  | 'refunded';

export function viewOf(s: Snapshot): PurchaseView {
  if (s.matches('holdingForSignIn')) return 'holding';
  if (s.matches('checkingOut') || s.matches('deciding')) return 'opening';
  if (s.matches('redirecting')) return 'redirecting';
  if (s.matches('failed')) return 'failed';
  if (s.matches('alreadyMember')) return 'alreadyMember';
  if (s.matches('unavailable')) return 'unavailable';
  if (s.matches('expired')) return 'expired';
  if (s.matches('canceled')) return 'canceled';
  if (s.matches('confirming')) return 'confirming';
  if (s.matches('stillConfirming')) return 'stillConfirming';
  if (s.matches('active')) return 'active';
  if (s.matches('refunded')) return 'refunded';
  return 'choosing';
}

/** Where the page is: the plans (landing), the sign-in page's notice, the checkout, the return page. */
export type PurchasePlace = 'plans' | 'signIn' | 'checkout' | 'return';

/** The answers to a press (Choose plan, Try again) that the plans' page brings to the user. */
const ANSWERS: readonly PurchaseView[] = ['failed', 'alreadyMember', 'unavailable', 'expired', 'canceled', 'stillConfirming'];

/**
 * What the purchase says in each state, with what the user can do next. Everything it shows is read
 * from the machine; the buttons send it events. Under the plans, an answer is shown where the user is:
 * scrolled into view, its heading focused, when it comes (after Try again too) and at each new
 * `focusKey` (a plan chosen, which may leave the same answer, worded for the new plan). `toPayment`:
 * whether the sign-in the page offers goes on to the payment page (Sign In's for another page does not).
 */
export function PurchaseStatus({ actor, place, focusKey, toPayment = true }: { actor: PurchaseActor; place: PurchasePlace; focusKey?: number; toPayment?: boolean }) {
  const view = useSelector(actor, viewOf);
  const box = useRef<HTMLDivElement>(null);
  const shown = useRef(view);
  useEffect(() => {
    const before = shown.current;
    shown.current = view;
    if (place === 'plans' && before !== view && ANSWERS.includes(view)) bringIntoView(box.current);
  }, [place, view]);
  useEffect(() => {
    if (place === 'plans' && focusKey && ANSWERS.includes(shown.current)) bringIntoView(box.current);
  }, [place, focusKey]);
  return (
    <div ref={box}>
      <Status actor={actor} place={place} view={view} toPayment={toPayment} />
    </div>
  );
}

/** The notice into the middle of the screen, clear of the floating header, and its heading focused. */
function bringIntoView(notice: HTMLElement | null) {
  notice?.scrollIntoView?.({ block: 'center', behavior: scrollBehavior() });
  notice?.querySelector<HTMLElement>('h2, h3')?.focus({ preventScroll: true });
}

/** A notice's heading, which takes the focus when the notice is brought into view. */
function Title({ level, children }: { level: 'h2' | 'h3'; children: ReactNode }) {
  return (
    <AlertTitle component={level} tabIndex={-1} sx={{ '&:focus': { outline: 'none' } }}>
      {children}
    </AlertTitle>
  );
}

function Status({ actor, place, view, toPayment }: { actor: PurchaseActor; place: PurchasePlace; view: PurchaseView; toPayment: boolean }) {
  const chosen = useSelector(actor, (s) => chosenOf(s.context.plans, s.context.choice));
  const error = useSelector(actor, (s) => s.context.error);
  const coveredBy = useSelector(actor, (s) => s.context.coveredBy);
  const expiresAt = useSelector(actor, (s) => (s.context.pending ? Date.parse(s.context.pending.dateAdded) + PENDING_PURCHASE_TTL_MS : null));
  const said = error?.title ? describeApiFailure(error) : undefined;
  const name = chosen ? planAndPeriod(chosen.plan.name, chosen.price.interval) : 'The plan you chose';
  // Under the plans' section heading (h2) on the landing page; under the page's h1 elsewhere.
  const level = place === 'plans' ? 'h3' : 'h2';
  const plansLink = (
    <ButtonLink to="/" hash="memberships" variant="outlined">
      See the plans
    </ButtonLink>
  );

  switch (view) {
    case 'choosing':
      return null;
    case 'holding':
      return (
        <Alert severity="info" role="status">
          <Title level={level}>{place !== 'signIn' ? 'Sign in to continue' : toPayment ? 'Sign in to finish buying your membership' : 'Your chosen plan is kept for you'}</Title>
          <Typography component="p" sx={{ mb: place === 'signIn' ? 0 : 1.5 }}>
            <strong>{name}</strong>
            {chosen && ` (${exactPrice(chosen.price)})`} is kept for you until {expiresAt ? formatDate(expiresAt, { withTime: true }) : 'an hour after you chose it'}.{' '}
            {toPayment ? (
              'Once you have signed in, we take you straight to the secure payment page.'
            ) : (
              <>
                Once you have signed in, buy it from the{' '}
                <RouterLink to="/" hash="memberships" underline="always">
                  membership plans
                </RouterLink>{' '}
                on the home page.
              </>
            )}
            {place === 'signIn' && ' New here? The code we text you creates your account as you sign in.'}
          </Typography>
          {place !== 'signIn' && (
            <Stack direction="row" spacing={1.5}>
              <ButtonLink to="/login" search={{ redirect: '/memberships/checkout' }} variant="contained">
                Sign in to continue
              </ButtonLink>
              <Button variant="text" onClick={() => actor.send({ type: 'purchase.discard' })}>
                Forget this choice
              </Button>
            </Stack>
          )}
        </Alert>
      );
    case 'opening':
    case 'redirecting':
      return (
        <Progress>
          {view === 'opening' ? 'Opening the secure payment page for' : 'Taking you to the secure payment page for'} <strong>{name}</strong>
          {chosen && `: ${exactPrice(chosen.price)}`}…
        </Progress>
      );
    case 'failed':
      return (
        <Alert
          severity="error"
          role="alert"
          action={
            <Stack direction="row" spacing={1}>
              <Button color="inherit" onClick={() => actor.send({ type: 'purchase.retry' })}>
                Try again
              </Button>
              <Button color="inherit" onClick={() => actor.send({ type: 'purchase.discard' })}>
                Cancel
              </Button>
            </Stack>
          }
        >
          {said ? (
            // The server's words as spec section 8 shows them: its title as the heading, the lines of its detail under it.
            <>
              <Title level={level}>{said.title}</Title>
              {said.detail && <div style={{ whiteSpace: 'pre-line' }}>{said.detail}</div>}
              <div>The payment page could not be opened. Nothing was charged.</div>
            </>
          ) : (
            <>
              <Title level={level}>The payment page could not be opened</Title>
              {error?.message ?? 'Something went wrong. Please try again.'} Nothing was charged.
            </>
          )}
        </Alert>
      );
    case 'alreadyMember':
      return (
        <Alert severity="info" role="status">
          <Title level={level}>You already have a membership</Title>
          <Typography component="p" sx={{ mb: 1.5, whiteSpace: 'pre-line' }}>
            {coveredBy
              ? coveredBy.toLowerCase() === chosen?.plan.name.toLowerCase()
                ? `You are already a ${coveredBy} member, so there is nothing to buy.`
                : `Your ${coveredBy} membership already includes everything ${chosen?.plan.name ?? 'that plan'} offers.`
              : // The server's words as spec section 8 gives them: its title, then each line of its detail.
                (said ? [said.title, said.detail].filter(Boolean).join('\n') : (error?.message ?? 'You already have a membership.'))}{' '}
            Nothing was charged.
          </Typography>
          <ButtonLink to="/my-account" variant="outlined">
            Go to My Account
          </ButtonLink>
        </Alert>
      );
    case 'unavailable':
      return (
        <Alert severity="warning" role="status">
          <Title level={level}>That plan is no longer on sale</Title>
          <Typography component="p" sx={{ mb: 1.5 }}>
            The plan you chose before signing in has been withdrawn. Please choose another one.
          </Typography>
          {place !== 'plans' && plansLink}
        </Alert>
      );
    case 'expired':
      return (
        <Alert severity="warning" role="status">
          <Title level={level}>Your plan choice has expired</Title>
          <Typography component="p" sx={{ mb: place === 'plans' ? 0 : 1.5 }}>
            We keep a chosen plan for one hour while you sign in, and {chosen ? <strong>{name}</strong> : 'your choice'} waited longer than that. Please choose your
            plan again.
          </Typography>
          {place !== 'plans' && place !== 'signIn' && plansLink}
        </Alert>
      );
    case 'canceled':
      return (
        <Alert
          severity="warning"
          role="status"
          action={
            <Button color="inherit" onClick={() => actor.send({ type: 'purchase.retry' })}>
              Try again
            </Button>
          }
        >
          <Title level={level}>The payment was not completed</Title>
          You left the payment page before paying for <strong>{name}</strong>. Nothing was charged and no membership was started.
        </Alert>
      );
    case 'confirming':
      return <Progress>Your payment went through. Confirming your {chosen?.plan.name ?? ''} membership…</Progress>;
    case 'stillConfirming':
      return (
        <Alert
          severity="warning"
          role="status"
          action={
            <Button color="inherit" onClick={() => actor.send({ type: 'purchase.checkAgain' })}>
              Check again
            </Button>
          }
        >
          <Title level={level}>Still confirming your membership</Title>
          The payment provider has not confirmed your payment yet. This usually takes seconds and can take a few minutes. You will not be charged twice: check again, or
          come back to My Account later, where your membership shows once it is confirmed.
        </Alert>
      );
    case 'active':
      return chosen ? <Welcome planName={chosen.plan.name} benefits={chosen.plan.benefits} /> : <Welcome planName="your new membership" benefits={[]} />;
    case 'refunded':
      return <Refunded actor={actor} name={name} level={level} />;
  }
}

/** A plan paid while another was current (another tab): what happened to the money, and that the other plan stays. */
function Refunded({ actor, name, level }: { actor: PurchaseActor; name: string; level: 'h2' | 'h3' }) {
  const refunded = useSelector(actor, (s) => s.context.refunded);
  const kept = refunded?.keptMembership;
  return (
    <Alert severity="warning" role="status">
      <Title level={level}>This payment is being refunded</Title>
      <Typography component="p" sx={{ mb: 1.5 }}>
        {kept ? `Your ${kept} membership` : 'Another membership'} was already in place when this payment went through: it was paid in another tab or window first, and
        you can hold one plan at a time. So we canceled <strong>{name}</strong> at once and are refunding the{' '}
        {refunded ? formatUsdPreciseFromCents(refunded.amountCents) : 'amount'} it took to your card. It will not renew or be charged again, and we have sent you
        the details.
      </Typography>
      <Typography component="p" sx={{ mb: 1.5 }}>
        {kept && `Your ${kept} membership goes on as before. `}To change plans, choose Manage membership in My Account.
      </Typography>
      <ButtonLink to="/my-account" variant="outlined">
        Go to My Account
      </ButtonLink>
    </Alert>
  );
}

function Progress({ children }: { children: ReactNode }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
      <CircularProgress size={24} aria-hidden="true" />
      <Typography>{children}</Typography>
    </Box>
  );
}

/** "Welcome to Residential Plus" with what it includes; it takes focus, as the news of the page. */
function Welcome({ planName, benefits }: { planName: string; benefits: string[] }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Box role="status">
      <Typography ref={heading} tabIndex={-1} component="h2" variant="h2" sx={{ mb: 2, '&:focus': { outline: 'none' } }}>
        Welcome to {planName}
      </Typography>
      {benefits.length > 0 && (
        <>
          <Typography component="p" id="welcome-includes" sx={{ fontWeight: 700, mb: 1 }}>
            Your membership includes
          </Typography>
          <Box component="ul" aria-labelledby="welcome-includes" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, mb: 3 }}>
            {benefits.map((benefit) => (
              <Box component="li" key={benefit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                <CheckIcon fontSize="small" aria-hidden="true" sx={{ color: 'primary.main', mt: '2px' }} />
                <span>{benefit}</span>
              </Box>
            ))}
          </Box>
        </>
      )}
      <Stack direction="row" spacing={1.5}>
        <ButtonLink to="/my-account" variant="contained">
          Go to My Account
        </ButtonLink>
        <ButtonLink to="/job-requests/new" variant="outlined">
          Request a job
        </ButtonLink>
      </Stack>
    </Box>
  );
}

/** What is being bought, as the checkout states it before the payment page: the all-in price and how it renews. */
export function OrderSummary({ actor }: { actor: PurchaseActor }) {
  const chosen = useSelector(actor, (s) => chosenOf(s.context.plans, s.context.choice));
  if (!chosen) return null;
  return (
    <Box sx={{ p: 2.5, border: 1, borderColor: 'divider', borderRadius: 2, mb: 3 }}>
      <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
        {planAndPeriod(chosen.plan.name, chosen.price.interval)}
      </Typography>
      <Typography sx={{ fontSize: '1.5rem', fontWeight: 800, color: 'primary.main' }}>{exactPrice(chosen.price)}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {ALL_IN}
      </Typography>
      <Typography variant="body2">{renewalTerms(chosen.price)}</Typography>
    </Box>
  );
}
