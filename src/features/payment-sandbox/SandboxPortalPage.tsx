import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import {
  CANCELATION_FEEDBACK,
  type SandboxCancelSubscription,
  SandboxCard,
  SandboxChangePrice,
  type SandboxPortalSession,
} from '../../../contract/payment-sandbox';
import { api } from '../../api/client';
import { FormAlert, SubmitButton } from '../../components/forms/FormParts';
import { useContractForm } from '../../components/forms/use-contract-form';
import { CardFields, cardErrorsAtFields, EMPTY_CARD, useCardNumberFocusAfter } from '../../components/payments/CardFields';
import { LoadError } from '../../components/ui/LoadFailed';
import { formatDate, formatUsdPreciseFromCents } from '../../lib/format';
import type { SandboxPortalLoaded } from './sandbox.api';
import { SandboxFrame } from './SandboxFrame';
import { TextArea } from '../../components/forms/TextArea';

type Subscription = SandboxPortalSession['subscriptions'][number];
type Price = SandboxPortalSession['prices'][number];

const PER = { month: 'per month', year: 'per year' } as const;
const priceLine = (price: Pick<Price, 'amountCents' | 'interval'>) => `${formatUsdPreciseFromCents(price.amountCents)} ${PER[price.interval]}`;
const BILLED = { month: 'billed monthly', year: 'billed yearly' } as const;

const REASONS: Record<(typeof CANCELATION_FEEDBACK)[number], string> = {
  too_expensive: 'It costs too much',
  unused: 'I do not use it enough',
  switched_service: 'I found another service',
  customer_service: 'Customer service was less than expected',
  low_quality: 'Quality was less than expected',
  missing_features: 'It lacks something I need',
  too_complex: 'It is too complicated',
  other: 'Another reason',
};

/** What the cancel form sends: an empty reason is no reason (the reason is optional). */
const CancelForm = v.object({ feedback: v.string(), comment: v.pipe(v.string(), v.maxLength(500, 'The comment must be 500 characters or fewer.')) });
const cancelRequest = (values: { feedback: string; comment: string }): v.InferInput<typeof SandboxCancelSubscription> => ({
  atPeriodEnd: true,
  ...(values.feedback ? { feedback: values.feedback as (typeof CANCELATION_FEEDBACK)[number] } : {}),
  ...(values.comment.trim() ? { comment: values.comment } : {}),
});

/**
 * The sandbox's customer portal, where `GET /Memberships/get-customer-portal` sends the browser when no
 * Stripe key is set: the member's plan and its next renewal, switching to another price or plan,
 * the card on file, and canceling at the end of the paid period with an optional reason. Opened to
 * cancel (My Account's Cancel), it starts on the cancelation.
 */
export function SandboxPortalPage({ loaded, onRetry }: { loaded: SandboxPortalLoaded; onRetry: () => void }) {
  // A link past its hour says so, and where a new one comes from, as an expired checkout does: trying again would only fail again.
  if ('expired' in loaded)
    return (
      <SandboxFrame title="Your membership">
        <Alert severity="warning" role="alert">
          <AlertTitle>This link has expired</AlertTitle>
          A link to manage your membership works for an hour. <Link href="/my-account">Open it again from My Account</Link>.
        </Alert>
      </SandboxFrame>
    );
  if (loaded.error)
    return (
      <SandboxFrame title="Your membership">
        <LoadError what="The customer portal" error={loaded.error} onRetry={onRetry} />
      </SandboxFrame>
    );
  return <Portal initial={loaded.data} />;
}

type Panel = { kind: 'cancel' | 'switch'; subscriptionId: string } | { kind: 'card' } | null;

/**
 * Where the focus goes once a press has redrawn the page: the heading of the panel it opened, or what
 * came of the change. The button pressed is gone by then, and the focus would fall back to the top of
 * the page. The element is looked for after each render until it is there.
 */
function useFocusAfterRender() {
  const next = useRef<(() => HTMLElement | null | undefined) | null>(null);
  useEffect(() => {
    const element = next.current?.();
    if (!element) return;
    next.current = null;
    element.focus();
  });
  /** The element by its id, or as `find` finds it. */
  return (target: string | (() => HTMLElement | null | undefined)) => {
    next.current = typeof target === 'string' ? () => document.getElementById(target) : target;
  };
}

/** A heading or a notice the focus is moved to, not a stop of the Tab key. */
const focusTarget = { tabIndex: -1, sx: { '&:focus': { outline: 'none' } } } as const;

function Portal({ initial }: { initial: SandboxPortalSession }) {
  const [portal, setPortal] = useState(initial);
  const [panel, setPanel] = useState<Panel>(initial.cancelSubscriptionId ? { kind: 'cancel', subscriptionId: initial.cancelSubscriptionId } : null);
  const back = (
    <Link href={portal.returnUrl} sx={{ fontWeight: 700 }}>
      Return to Southborough Home Services
    </Link>
  );
  return (
    <SandboxFrame title="Your membership">
      <Stack spacing={3}>
        {portal.subscriptions.length === 0 && <Typography>You have no plan that renews.</Typography>}
        {portal.subscriptions.map((subscription) => (
          <SubscriptionPanel key={subscription.id} portal={portal} subscription={subscription} panel={panel} setPanel={setPanel} onChanged={setPortal} />
        ))}
        <Divider />
        <CardOnFile portal={portal} open={panel?.kind === 'card'} setOpen={(open) => setPanel(open ? { kind: 'card' } : null)} onChanged={setPortal} />
        <Divider />
        <Typography>{back}</Typography>
      </Stack>
    </SandboxFrame>
  );
}

interface PanelProps {
  portal: SandboxPortalSession;
  subscription: Subscription;
  panel: Panel;
  setPanel: (panel: Panel) => void;
  onChanged: (portal: SandboxPortalSession) => void;
}

function SubscriptionPanel({ portal, subscription, panel, setPanel, onChanged }: PanelProps) {
  const ends = formatDate(subscription.currentPeriodEnd);
  const open = (kind: 'cancel' | 'switch') => panel && panel.kind === kind && 'subscriptionId' in panel && panel.subscriptionId === subscription.id;
  const focusAfter = useFocusAfterRender();
  const ids = {
    plan: `plan-${subscription.id}`,
    canceled: `canceled-${subscription.id}`,
    switchButton: `switch-button-${subscription.id}`,
    cancelButton: `cancel-button-${subscription.id}`,
  };
  const openPanel = (kind: 'cancel' | 'switch') => {
    focusAfter(`${kind}-${subscription.id}`);
    setPanel({ kind, subscriptionId: subscription.id });
  };
  /** The panel closed: on what came of it, or back on the button that opened it. */
  const closePanel = (focusOn: string) => {
    focusAfter(focusOn);
    setPanel(null);
  };
  const resume = useContractForm({
    schema: v.object({}),
    initialValues: {},
    send: async () => {
      const answer = await api.POST('/PaymentSandbox/portal-sessions/{id}/subscriptions/{subscriptionId}/resume', { params: { path: { id: portal.id, subscriptionId: subscription.id } } });
      if (answer.data) {
        focusAfter(ids.plan);
        onChanged(answer.data);
      }
      return answer;
    },
  });
  return (
    <Box component="section" aria-labelledby={ids.plan}>
      <Typography id={ids.plan} component="h2" variant="h3" {...focusTarget} sx={{ ...focusTarget.sx, mb: 0.5 }}>
        {subscription.price.productName}
      </Typography>
      <Typography>
        {priceLine(subscription.price)}, {BILLED[subscription.price.interval]}
      </Typography>
      {subscription.status === 'past_due' && (
        <Alert severity="error" sx={{ my: 1 }}>
          The last payment failed. Update the card to pay it.
        </Alert>
      )}
      {subscription.cancelAtPeriodEnd ? (
        <Alert id={ids.canceled} severity="info" role="status" {...focusTarget} sx={{ ...focusTarget.sx, my: 1.5 }}>
          <AlertTitle>Your plan is canceled</AlertTitle>
          It stays active until {ends}, then ends. Nothing more is charged.
        </Alert>
      ) : (
        <Typography sx={{ mb: 1.5 }}>Renews on {ends}.</Typography>
      )}
      {subscription.cancelAtPeriodEnd ? (
        <Stack component="form" {...resume.formProps} spacing={1} sx={{ alignItems: 'flex-start' }}>
          <FormAlert error={resume.alert} />
          <SubmitButton sending={resume.sending} variant="outlined" size="medium">
            Keep my plan
          </SubmitButton>
        </Stack>
      ) : (
        !open('cancel') &&
        !open('switch') && (
          <Stack direction="row" spacing={1.5}>
            <Button id={ids.switchButton} variant="outlined" onClick={() => openPanel('switch')}>
              Switch plan
            </Button>
            <Button id={ids.cancelButton} variant="outlined" color="error" onClick={() => openPanel('cancel')}>
              Cancel plan
            </Button>
          </Stack>
        )
      )}
      {open('cancel') && !subscription.cancelAtPeriodEnd && (
        <CancelPanel {...{ portal, subscription, onChanged }} onDone={() => closePanel(ids.canceled)} onKeep={() => closePanel(ids.cancelButton)} />
      )}
      {open('switch') && <SwitchPanel {...{ portal, subscription, onChanged }} onDone={() => closePanel(ids.plan)} onKeep={() => closePanel(ids.switchButton)} />}
    </Box>
  );
}

interface OpenPanelProps extends Omit<PanelProps, 'panel' | 'setPanel'> {
  /** The change is made: the panel closes. */
  onDone: () => void;
  /** Closed without a change. */
  onKeep: () => void;
}

function CancelPanel({ portal, subscription, onChanged, onDone, onKeep }: OpenPanelProps) {
  const ends = formatDate(subscription.currentPeriodEnd);
  const form = useContractForm({
    schema: CancelForm,
    initialValues: { feedback: '', comment: '' },
    send: async (values) => {
      const answer = await api.POST('/PaymentSandbox/portal-sessions/{id}/subscriptions/{subscriptionId}/cancel', {
        params: { path: { id: portal.id, subscriptionId: subscription.id } },
        body: cancelRequest(values),
      });
      if (answer.data) {
        onChanged(answer.data);
        onDone();
      }
      return answer;
    },
  });
  return (
    <Stack component="form" {...form.formProps} spacing={2} aria-labelledby={`cancel-${subscription.id}`} sx={{ mt: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Typography id={`cancel-${subscription.id}`} component="h3" variant="h4" {...focusTarget} sx={{ ...focusTarget.sx, fontSize: '1.15rem' }}>
        Cancel {subscription.price.productName}
      </Typography>
      <Typography>
        Your plan ends on <strong>{ends}</strong>, at the end of the period you paid for. Your benefits last until then, and nothing more is charged.
      </Typography>
      <TextField select label="Why are you canceling? (optional)" {...form.field('feedback')}>
        <MenuItem value="">
          <em>I would rather not say</em>
        </MenuItem>
        {CANCELATION_FEEDBACK.map((reason) => (
          <MenuItem key={reason} value={reason}>
            {REASONS[reason]}
          </MenuItem>
        ))}
      </TextField>
      <TextArea label="Anything else? (optional)" rows={2} {...form.field('comment')} />
      <FormAlert error={form.alert} />
      <Stack direction="row" spacing={1.5}>
        <SubmitButton sending={form.sending} color="error">
          Cancel plan
        </SubmitButton>
        <Button variant="text" onClick={onKeep} disabled={form.sending}>
          Keep my plan
        </Button>
      </Stack>
    </Stack>
  );
}

function SwitchPanel({ portal, subscription, onChanged, onDone, onKeep }: OpenPanelProps) {
  const choices = portal.prices.filter((price) => price.id !== subscription.price.id);
  const form = useContractForm({
    schema: SandboxChangePrice,
    initialValues: { priceId: '' },
    send: async (body) => {
      const answer = await api.POST('/PaymentSandbox/portal-sessions/{id}/subscriptions/{subscriptionId}/change-price', {
        params: { path: { id: portal.id, subscriptionId: subscription.id } },
        body,
      });
      if (answer.data) {
        onChanged(answer.data);
        onDone();
      }
      return answer;
    },
  });
  return (
    <Stack component="form" {...form.formProps} spacing={2} aria-labelledby={`switch-${subscription.id}`} sx={{ mt: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Typography id={`switch-${subscription.id}`} component="h3" variant="h4" {...focusTarget} sx={{ ...focusTarget.sx, fontSize: '1.15rem' }}>
        Switch plan
      </Typography>
      <Typography variant="body2">
        Another plan billed the same way takes over at once until your renewal. Changing between monthly and yearly starts a new period today and charges the new
        price in full; this test page credits nothing for the rest of the current period.
      </Typography>
      <RadioGroup aria-label="New plan" value={form.values.priceId} onChange={(event) => form.setValue('priceId', event.target.value)}>
        {choices.map((price) => (
          <FormControlLabel key={price.id} value={price.id} control={<Radio />} label={`${price.productName}, ${priceLine(price)}`} />
        ))}
      </RadioGroup>
      {form.errors.priceId && (
        <Typography role="alert" color="error" variant="body2">
          {form.errors.priceId}
        </Typography>
      )}
      <FormAlert error={form.alert} />
      <Stack direction="row" spacing={1.5}>
        <SubmitButton sending={form.sending}>Switch plan</SubmitButton>
        <Button variant="text" onClick={onKeep} disabled={form.sending}>
          Keep my plan
        </Button>
      </Stack>
    </Stack>
  );
}

function CardOnFile({ portal, open, setOpen, onChanged }: { portal: SandboxPortalSession; open: boolean; setOpen: (open: boolean) => void; onChanged: (portal: SandboxPortalSession) => void }) {
  const form = useContractForm({
    schema: SandboxCard,
    initialValues: EMPTY_CARD,
    send: async (card) => {
      const answer = await api.POST('/PaymentSandbox/portal-sessions/{id}/payment-method', { params: { path: { id: portal.id } }, body: { card } });
      if (answer.response.status === 400) return { ...answer, error: cardErrorsAtFields(answer.error) };
      if (answer.data) {
        focusAfter('card-saved');
        onChanged(answer.data);
        setOpen(false);
      }
      return answer;
    },
  });
  const cardForm = useCardNumberFocusAfter<HTMLFormElement>(form.alert);
  const focusAfter = useFocusAfterRender();
  const brand = portal.card ? `${portal.card.brand.charAt(0).toUpperCase()}${portal.card.brand.slice(1)}` : '';
  return (
    <Box component="section" aria-labelledby="card-on-file">
      <Typography id="card-on-file" component="h2" variant="h3" sx={{ mb: 0.5 }}>
        Card on file
      </Typography>
      <Typography sx={{ mb: 1.5 }}>{portal.card ? `${brand} ending in ${portal.card.last4}` : 'No card on file.'}</Typography>
      {open ? (
        <Stack component="form" ref={cardForm} {...form.formProps} spacing={2} aria-label="New card">
          <FormAlert error={form.alert} />
          <CardFields field={form.field} setValue={form.setValue} disabled={form.sending} />
          <Stack direction="row" spacing={1.5}>
            <SubmitButton sending={form.sending}>Save card</SubmitButton>
            <Button
              variant="text"
              onClick={() => {
                focusAfter('update-card');
                setOpen(false);
              }}
              disabled={form.sending}
            >
              Keep the current card
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Button
          id="update-card"
          variant="outlined"
          onClick={() => {
            form.restart();
            focusAfter(() => cardForm.current?.querySelector<HTMLInputElement>('input[name="number"]'));
            setOpen(true);
          }}
        >
          Update card
        </Button>
      )}
      {form.status === 'sent' && !open && (
        <Alert id="card-saved" severity="success" role="status" {...focusTarget} sx={{ ...focusTarget.sx, mt: 2 }}>
          <AlertTitle>Card saved</AlertTitle>
          Your plans are charged to the new card from now on.
        </Alert>
      )}
    </Box>
  );
}
