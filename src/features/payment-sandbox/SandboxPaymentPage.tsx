import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { createSandboxCardMachine, intentStanding } from '../../../machines/sandbox-card.machine';
import { SandboxAuthenticateIntent, SandboxCard, type SandboxPaymentIntent } from '../../../contract/payment-sandbox';
import { api } from '../../api/client';
import type { Loaded } from '../../api/loaded';
import { useContractForm } from '../../components/forms/use-contract-form';
import { cardErrorsAtFields, EMPTY_CARD } from '../../components/payments/CardFields';
import { LoadError } from '../../components/ui/LoadFailed';
import { formatUsdPreciseFromCents } from '../../lib/format';
import { declined, movedOnPayment } from './sandbox.api';
import { SandboxCardStep } from './SandboxCardStep';
import { SandboxFrame } from './SandboxFrame';
import { useSandboxCard } from './use-sandbox-card';

/** Where the card page was opened from: the intent's client secret and the site's page to go back to. */
export interface SandboxPaymentSearch {
  clientSecret: string;
  redirectUrl: string;
}

/**
 * The return address as Stripe.js builds it after `confirmPayment`: the site's page with
 * `payment_intent`, `payment_intent_client_secret` and `redirect_status`. Only a page of this site is
 * followed; anything else would make the card page an open redirect.
 */
export function returnAddress(redirectUrl: string, intent: { id: string }, clientSecret: string, status: 'succeeded' | 'failed' | null): string {
  let url: URL;
  try {
    url = new URL(redirectUrl, window.location.origin);
  } catch {
    return '/';
  }
  if (url.origin !== window.location.origin) return '/';
  if (status) {
    url.searchParams.set('payment_intent', intent.id);
    url.searchParams.set('payment_intent_client_secret', clientSecret);
    url.searchParams.set('redirect_status', status);
  }
  return url.toString();
}

const leaveForSite = (url: string) => window.location.assign(url);

/**
 * The sandbox's card page for a job's payment, where the proposal page sends the browser when no
 * Stripe key is set (docs/decisions/014-card-payments.md): what is paid, the card fields, Pay; the
 * 3-D Secure challenge whenever the payment waits for it, also on a later visit; a decline says why
 * and keeps the customer here to try another card (a later visit starts without it); once the sandbox has taken the card, back to the
 * site, which waits for the webhook's word. A payment made or canceled without this page (another tab,
 * its job canceled) is said so plainly, with the way back, when the page opens or its card is refused.
 * It shows the intent as the sandbox holds it; the sandbox decides what a card does, and the card page
 * machine (machines/sandbox-card.machine.ts) which step shows.
 */
export function SandboxPaymentPage({
  loaded,
  search,
  onRetry,
  leave = leaveForSite,
}: {
  loaded: Loaded<SandboxPaymentIntent>;
  search: SandboxPaymentSearch;
  onRetry: () => void;
  /** Sends the browser back to the site (a test watches instead). */
  leave?: (url: string) => void;
}) {
  if (loaded.error)
    return (
      <SandboxFrame title="Pay by card">
        <LoadError what="This payment" error={loaded.error} onRetry={onRetry} />
      </SandboxFrame>
    );
  return <Payment initial={loaded.data} search={search} leave={leave} />;
}

const paymentPage = createSandboxCardMachine<SandboxPaymentIntent>();

function Payment({ initial, search, leave }: { initial: SandboxPaymentIntent; search: SandboxPaymentSearch; leave: (url: string) => void }) {
  const { clientSecret } = search;
  const id = initial.id;
  const back = (status: 'succeeded' | 'failed' | null) => returnAddress(search.redirectUrl, initial, clientSecret, status);

  const card = useContractForm({
    schema: SandboxCard,
    initialValues: EMPTY_CARD,
    send: async (body) => {
      const answer = await api.POST('/PaymentSandbox/payment-intents/{id}/confirm', { params: { path: { id } }, body: { clientSecret, card: body } });
      if (answer.response.status === 400) return { ...answer, error: cardErrorsAtFields(answer.error) };
      const movedOn = movedOnPayment(answer.error);
      if (movedOn) page.refused(movedOn);
      if (!answer.data) return answer;
      if (page.answered(answer.data) && answer.data.lastPaymentError) return declined(answer.data.lastPaymentError.message);
      return answer;
    },
  });

  const challenge = useContractForm({
    schema: SandboxAuthenticateIntent,
    initialValues: { clientSecret, outcome: 'complete' },
    send: async (body) => {
      const answer = await api.POST('/PaymentSandbox/payment-intents/{id}/authenticate', { params: { path: { id } }, body: { ...body, clientSecret } });
      if (answer.data) page.answered(answer.data);
      const movedOn = movedOnPayment(answer.error);
      if (movedOn) page.refused(movedOn);
      return answer;
    },
  });

  const page = useSandboxCard(
    paymentPage,
    { payment: initial, standingOf: intentStanding },
    {
      returnToSite: () => leave(back('succeeded')),
      openChallenge: () => challenge.restart({ outcome: 'complete' }),
      offerCardAgain: () => card.restart(card.values),
    },
  );
  const intent = page.payment;
  const amount = formatUsdPreciseFromCents(intent.amountCents);

  const summary = (
    <Box sx={{ mb: 3 }}>
      {intent.description && <Typography sx={{ fontWeight: 700 }}>{intent.description}</Typography>}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 0.5, m: 0, mt: 1 }}>
        <dt>Amount due</dt>
        <Box component="dd" sx={{ m: 0, fontWeight: 800, fontSize: '1.5rem' }}>
          {amount}
        </Box>
      </Box>
    </Box>
  );

  if (page.step === 'paid')
    return (
      <SandboxFrame title="Pay by card">
        {summary}
        <Alert severity="success" role="status">
          <AlertTitle>Payment sent</AlertTitle>
          Returning you to Southborough Home Services… <Link href={back('succeeded')}>Continue</Link>
        </Alert>
      </SandboxFrame>
    );

  if (page.step === 'alreadyPaid')
    return (
      <SandboxFrame title="Pay by card">
        {intent.description && <Typography sx={{ fontWeight: 700, mb: 3 }}>{intent.description}</Typography>}
        <Alert severity="info" role="status">
          <AlertTitle>This payment was already made</AlertTitle>
          Nothing more was charged. <Link href={back(null)}>Go back to your job</Link>.
        </Alert>
      </SandboxFrame>
    );

  if (page.step === 'closed')
    return (
      <SandboxFrame title="Pay by card">
        <Alert severity="warning" role="alert">
          <AlertTitle>This payment was canceled</AlertTitle>
          Nothing was charged. <Link href={back(null)}>Go back to Southborough Home Services</Link>.
        </Alert>
      </SandboxFrame>
    );

  return (
    <SandboxFrame title="Pay by card">
      {summary}
      <SandboxCardStep card={card} challenge={challenge} authenticating={page.step === 'authenticating'} lastPaymentError={page.answeredHere ? intent.lastPaymentError : null} payLabel={`Pay ${amount}`} />
      <Typography variant="body2" sx={{ mt: 3 }}>
        <Link href={back(null)}>Cancel and go back to Southborough Home Services</Link>
      </Typography>
    </SandboxFrame>
  );
}
