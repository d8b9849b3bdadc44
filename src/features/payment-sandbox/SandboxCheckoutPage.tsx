import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { checkoutStanding, createSandboxCardMachine } from '../../../machines/sandbox-card.machine';
import { SandboxAuthenticateCheckout, SandboxCard, type SandboxCheckoutSession } from '../../../contract/payment-sandbox';
import { api } from '../../api/client';
import type { Loaded } from '../../api/loaded';
import { useContractForm } from '../../components/forms/use-contract-form';
import { cardErrorsAtFields, EMPTY_CARD } from '../../components/payments/CardFields';
import { LoadError } from '../../components/ui/LoadFailed';
import { formatUsdPreciseFromCents } from '../../lib/format';
import { declined, movedOnCheckout } from './sandbox.api';
import { SandboxCardStep } from './SandboxCardStep';
import { SandboxFrame } from './SandboxFrame';
import { useSandboxCard } from './use-sandbox-card';

const PER = { month: 'per month', year: 'per year' } as const;
const EVERY = { month: 'every month', year: 'every year' } as const;

const checkoutPage = createSandboxCardMachine<SandboxCheckoutSession>();

const leaveForSite = (url: string) => window.location.assign(url);

/**
 * The sandbox's checkout page (subscription mode), where `POST /Memberships/buy` sends the browser
 * when no Stripe key is set: the plan and its all-in price, the card fields, Pay; the 3-D Secure step
 * whenever the checkout waits for it, also on a later visit (machines/sandbox-card.machine.ts); once
 * paid, back to the site's return page. It shows the checkout as the sandbox holds it; the sandbox
 * decides what a card does. A page left open while its checkout moved on (paid in another tab, or
 * closed when a checkout for another plan was opened) learns it from the sandbox's refusal of its card.
 */
export function SandboxCheckoutPage({
  loaded,
  onRetry,
  leave = leaveForSite,
}: {
  loaded: Loaded<SandboxCheckoutSession>;
  onRetry: () => void;
  /** Sends the browser back to the site (a test watches instead). */
  leave?: (url: string) => void;
}) {
  if (loaded.error)
    return (
      <SandboxFrame title="Checkout">
        <LoadError what="This checkout" error={loaded.error} onRetry={onRetry} />
      </SandboxFrame>
    );
  return <Checkout initial={loaded.data} leave={leave} />;
}

function Checkout({ initial, leave }: { initial: SandboxCheckoutSession; leave: (url: string) => void }) {
  const id = initial.id;

  const card = useContractForm({
    schema: SandboxCard,
    initialValues: EMPTY_CARD,
    send: async (body) => {
      const answer = await api.POST('/PaymentSandbox/checkout-sessions/{id}/confirm', { params: { path: { id } }, body: { card: body } });
      if (answer.response.status === 400) return { ...answer, error: cardErrorsAtFields(answer.error) };
      const movedOn = movedOnCheckout(answer.error);
      if (movedOn) page.refused(movedOn);
      if (!answer.data) return answer;
      if (page.answered(answer.data) && answer.data.lastPaymentError) return declined(answer.data.lastPaymentError.message);
      return answer;
    },
  });

  const challenge = useContractForm({
    schema: SandboxAuthenticateCheckout,
    initialValues: { outcome: 'complete' },
    send: async (body) => {
      const answer = await api.POST('/PaymentSandbox/checkout-sessions/{id}/authenticate', { params: { path: { id } }, body });
      if (answer.data) page.answered(answer.data);
      const movedOn = movedOnCheckout(answer.error);
      if (movedOn) page.refused(movedOn);
      return answer;
    },
  });

  const page = useSandboxCard(
    checkoutPage,
    { payment: initial, standingOf: checkoutStanding },
    {
      returnToSite: (paid) => leave(paid.successUrl),
      openChallenge: () => challenge.restart({ outcome: 'complete' }),
      offerCardAgain: () => card.restart(card.values),
    },
  );
  const checkout = page.payment;
  const total = formatUsdPreciseFromCents(checkout.amountCents);

  const summary = (
    <Box sx={{ mb: 3 }}>
      <Typography sx={{ fontWeight: 700 }}>{checkout.productName}</Typography>
      <Typography sx={{ fontSize: '2rem', fontWeight: 800 }}>
        {total}{' '}
        <Box component="span" sx={{ fontSize: '1rem', fontWeight: 600, color: 'text.secondary' }}>
          {PER[checkout.interval]}
        </Box>
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 0.5, m: 0, mt: 1 }}>
        <dt>Total due today</dt>
        <Box component="dd" sx={{ m: 0, fontWeight: 700 }}>
          {total}
        </Box>
        <dt>Sales tax and fees</dt>
        <Box component="dd" sx={{ m: 0 }}>
          None
        </Box>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        Then {total} {EVERY[checkout.interval]} until you cancel. You can cancel online at any time.
      </Typography>
    </Box>
  );

  if (page.step === 'paid')
    return (
      <SandboxFrame title={`Subscribe to ${checkout.productName}`}>
        {summary}
        <Alert severity="success" role="status">
          <AlertTitle>Payment complete</AlertTitle>
          Returning you to Southborough Home Services… <Link href={checkout.successUrl}>Continue</Link>
        </Alert>
      </SandboxFrame>
    );

  if (page.step === 'alreadyPaid')
    return (
      <SandboxFrame title={`Subscribe to ${checkout.productName}`}>
        <Alert severity="info" role="status">
          <AlertTitle>This checkout is already paid</AlertTitle>
          Nothing more was charged. <Link href={checkout.successUrl}>Continue to Southborough Home Services</Link>.
        </Alert>
      </SandboxFrame>
    );

  // Closed by its day, or by the site when a checkout for another plan was opened (another tab): one plan is paid for at a time.
  if (page.step === 'closed')
    return (
      <SandboxFrame title={`Subscribe to ${checkout.productName}`}>
        <Alert severity="warning" role="alert">
          <AlertTitle>This checkout is no longer open</AlertTitle>
          Nothing was charged. A checkout closes after a day, or as soon as a checkout for another plan is opened on your account, in another tab or window, so
          that you pay for one plan only. If you opened one, pay there; otherwise <Link href={checkout.cancelUrl}>go back to Southborough Home Services</Link>{' '}
          and choose your plan again.
        </Alert>
      </SandboxFrame>
    );

  return (
    <SandboxFrame title={`Subscribe to ${checkout.productName}`}>
      {summary}
      <SandboxCardStep card={card} challenge={challenge} authenticating={page.step === 'authenticating'} lastPaymentError={page.answeredHere ? checkout.lastPaymentError : null} payLabel={`Pay ${total}`} />
      <Typography variant="body2" sx={{ mt: 3 }}>
        <Link href={checkout.cancelUrl}>Cancel and go back to Southborough Home Services</Link>
      </Typography>
    </SandboxFrame>
  );
}
