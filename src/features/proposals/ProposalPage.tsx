import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import DialogContentText from '@mui/material/DialogContentText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useEffectEvent, useId, useMemo, useRef, useState } from 'react';
import { type ActorOptions, fromPromise, type InspectionEvent } from 'xstate';
import type { JobRequestStatus } from '../../../contract/job-lifecycle';
import { type JobProposal, taxPercent } from '../../../contract/proposals';
import { mayHaveGoneThrough } from '../../../machines/api-failure';
import { type DecideInput, type DeclineFrom, type ProposalJob, type ProposalMachine, type ProposalRead, proposalChoices, proposalMachine } from '../../../machines/proposal.machine';
import { ApiFailureAlert } from '../../components/ui/ApiFailureAlert';
import { LazyDraggableDialog } from '../../components/ui/LazyDraggableDialog';
import { RouterLink } from '../../components/ui/links';
import { formatProviderDay, formatUsdPreciseFromCents } from '../../lib/format';
import { inspect } from '../../lib/inspector';
import { PAGE_FOCUS_ATTRIBUTE } from '../../lib/page-focus';
import { acceptedOnEndedJob, closedEstimateWords, proposalStatusWords } from './proposal-status';
import { proposalCalls } from './proposals.api';
import { TextArea } from '../../components/forms/TextArea';

const usd = formatUsdPreciseFromCents;

export interface DepositSlotProps {
  /** Go straight to the card: the customer has just accepted here. */
  autoStart: boolean;
  onPaid: () => void;
}

export interface ProposalPageProps {
  proposal: JobProposal;
  /** The estimate's job: its status and facts decide, through the lifecycle machine, what the customer may do. */
  job: ProposalJob;
  /** The job's name, for the heading. */
  jobName: string | null;
  /** The deposit's payment step (the payments feature), shown once the proposal is accepted and its deposit is owed. */
  renderDeposit: (props: DepositSlotProps) => ReactNode;
  /** Payments owed later (final, extra work) and the receipts, shown under an accepted proposal. */
  after?: ReactNode;
  /** Read the proposal and its job again (after a payment went through, or when the tab comes back into view): the page gets them as new props. */
  onChanged: () => void;
  runtime?: ProposalRuntime;
}

/** What a test swaps: the machine's actors, its clock, and who watches it. */
export interface ProposalRuntime {
  logic?: ProposalMachine;
  clock?: ActorOptions<ProposalMachine>['clock'];
  inspect?: (event: InspectionEvent) => void;
  /** The time the page reads (ms since the epoch), fixed in a test; the real time otherwise. */
  now?: number;
}

/** Refreshes at most this often: a tab coming back fires both `focus` and `visibilitychange`. */
const REFRESH_GAP_MS = 2_000;

/**
 * Reads the proposal again whenever the tab comes back into view, so an estimate decided in another
 * tab (or closed because another of the job's estimates was accepted) never shows a stale button.
 */
function useRefreshOnReturn(refresh: () => void) {
  const onReturnEvent = useEffectEvent(refresh);
  useEffect(() => {
    let last = 0;
    const onReturn = () => {
      if (document.visibilityState !== 'visible' || Date.now() - last < REFRESH_GAP_MS) return;
      last = Date.now();
      onReturnEvent();
    };
    document.addEventListener('visibilitychange', onReturn);
    window.addEventListener('focus', onReturn);
    return () => {
      document.removeEventListener('visibilitychange', onReturn);
      window.removeEventListener('focus', onReturn);
    };
  }, []);
}

function useProposalActor(read: ProposalRead, onDeposit: () => void, runtime: ProposalRuntime) {
  const { proposal } = read;
  const [logic] = useState(() => {
    const calls = proposalCalls(proposal.jobRequestId, proposal.id);
    return (runtime.logic ?? proposalMachine).provide({
      ...(runtime.logic
        ? {}
        : {
            actors: {
              decide: fromPromise<JobProposal, DecideInput>(({ input }) => calls.decide(input)),
              load: fromPromise<ProposalRead>(() => calls.load()),
            },
          }),
      actions: { startDepositPayment: () => onDeposit() },
    });
  });
  const [now] = useState(() => runtime.now ?? Date.now());
  const watcher = runtime.inspect ?? inspect;
  return useActorRef(logic, { input: { ...read, now }, ...(runtime.clock ? { clock: runtime.clock } : {}), ...(watcher ? { inspect: watcher } : {}) });
}

/**
 * A contractor's estimate as the customer reads it (spec sections 3 and 7): who, with their rating;
 * the lines, subtotal, membership discount, tax and total; the deposit and what stays for later;
 * valid until; notes. Accept & pay deposit, or Decline with a reason, each only as the job lifecycle
 * machine allows for the estimate's job, with its reason when it does not. The state is the proposal
 * machine's (machines/proposal.machine.ts); the page sends it the proposal and its job whenever they are read again.
 */
/** What an accepted estimate's contractor is to the job now: booked only while the job is ahead of them. */
function acceptedWords(status: JobRequestStatus, contractor: string): string {
  switch (status) {
    case 'InProgress':
      return `${contractor} is at work on this job.`;
    case 'Completed':
      return `${contractor} did this job.`;
    case 'CancelationRequested':
      return `You asked to cancel this job; ${contractor} is booked until the cancelation is decided.`;
    case 'Canceled':
      return 'This job was canceled.';
    default:
      return `${contractor} is booked for this job.`;
  }
}

export function ProposalPage({ proposal, job, jobName, renderDeposit, after, onChanged, runtime = {} }: ProposalPageProps) {
  const jobRequestId = proposal.jobRequestId;
  const [autoStart, setAutoStart] = useState(false);
  const actor = useProposalActor({ proposal, job }, () => setAutoStart(true), runtime);
  const state = useSelector(actor, (s) => s);
  const { context } = state;
  const shown = context.proposal;
  const choices = useMemo(() => proposalChoices({ proposal: context.proposal, job: context.job, now: context.now }), [context.proposal, context.job, context.now]);
  const first = useRef({ proposal, job });
  useEffect(() => {
    if (proposal !== first.current.proposal || job !== first.current.job) actor.send({ type: 'proposal.changed', proposal, job, now: runtime.now ?? Date.now() });
  }, [actor, proposal, job, runtime.now]);
  useRefreshOnReturn(onChanged);

  const busy = state.hasTag('busy');
  const accepting = context.decision?.decision === 'Accept';
  const declining = context.decision?.decision === 'Decline';
  const deposit = usd(shown.depositCents);
  const hasDeposit = shown.depositCents > 0;
  const contractor = shown.contractor;
  // The decline dialog opens over the view it was opened from; that view stays drawn behind it, so
  // that its button is there to take the focus back when the dialog is set aside.
  const declineOpen = state.matches('confirmingDecline') || (declining && state.matches('deciding'));
  const showing = (view: DeclineFrom) => state.matches(view === 'depositDue' ? { accepted: 'depositDue' } : view) || (declineOpen && context.declineFrom === view);
  // A decision not sent leaves one way on, the alert's "Try again": Accept and Decline wait until it
  // is sent again or set aside. It takes the focus in an effect, not with autoFocus, so that after a
  // decline it comes after the closing dialog's focus trap has let go and handed the focus back.
  const failed = state.matches('failed');
  const tryAgain = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (failed) tryAgain.current?.focus();
  }, [failed]);
  const closed = state.matches('declined') ? closedEstimateWords(shown, context.job) : null;
  // Accepted here with no deposit to pay: Accept and Decline give way to what is so now, and the
  // focus, dropped with them, goes to it rather than to the top of the page. Not when the page
  // opens on a booked estimate, nor when the user has moved on meanwhile.
  const booked = state.matches({ accepted: 'booked' });
  const bookedHere = booked && accepting;
  const bookedStatus = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (bookedHere && (!active || active === document.body || !active.isConnected)) bookedStatus.current?.focus();
  }, [bookedHere]);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <RouterLink to="/job-requests/$id" params={{ id: jobRequestId }} sx={{ display: 'inline-block', mb: 2 }}>
        Back to the job
      </RouterLink>
      <Stack spacing={3}>
        <Box>
          <Typography component="h1" variant="h2">
            Estimate from {contractor.businessName}
          </Typography>
          {jobName && <Typography sx={{ color: 'text.secondary' }}>For {jobName}</Typography>}
          <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="body2">
              {/* The API's last initial carries its own full stop ("K."). */}
              {[contractor.firstName, contractor.lastInitial].filter(Boolean).join(' ')} ·{' '}
              {contractor.reviewCount > 0
                ? `Rated ${contractor.ratingAverage.toFixed(1)} of 5 (${contractor.reviewCount} ${contractor.reviewCount === 1 ? 'review' : 'reviews'})`
                : 'Not rated yet'}
            </Typography>
            <Chip size="small" label={acceptedOnEndedJob(shown, context.job) ?? (shown.acceptedAt && shown.status === 'Pending' ? 'Accepted, deposit due' : proposalStatusWords(shown))} />
          </Stack>
        </Box>

        {context.notice && (
          <Alert severity="warning" role="alert">
            {context.notice}
          </Alert>
        )}

        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2 }}>
          <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
            What is included
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {shown.lineItems.map((line, i) => (
              <Box component="li" key={i} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
                <Box>
                  <Typography sx={{ fontWeight: 600 }}>{line.title}</Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {line.quantity} × {usd(line.unitPriceCents)}
                    {line.taxRate > 0 ? ` + ${taxPercent(line.taxRate)}% tax` : ''}
                    {line.description ? ` · ${line.description}` : ''}
                  </Typography>
                  {(line.discountCents ?? 0) > 0 && (
                    <Typography variant="body2" sx={{ color: 'success.main' }}>
                      Member discount −{usd(line.discountCents)}
                    </Typography>
                  )}
                </Box>
                <Typography sx={{ whiteSpace: 'nowrap' }}>{usd(line.amountCents)}</Typography>
              </Box>
            ))}
          </Box>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 0.5, m: 0, mt: 2, '& dd': { m: 0, textAlign: 'right' } }}>
            <dt>Subtotal</dt>
            <dd>{usd(shown.subtotalCents)}</dd>
            {shown.discountCents > 0 && (
              <>
                <dt>Membership discount{shown.discountDescription ? ` (${shown.discountDescription})` : ''}</dt>
                <dd>−{usd(shown.discountCents)}</dd>
              </>
            )}
            <dt>Tax</dt>
            <dd>{usd(shown.taxCents)}</dd>
            <Box component="dt" sx={{ fontWeight: 800 }}>
              Total
            </Box>
            <Box component="dd" sx={{ fontWeight: 800 }}>
              {usd(shown.totalCents)}
            </Box>
            <dt>Deposit, paid when you accept</dt>
            <dd>{hasDeposit ? deposit : 'None'}</dd>
            <dt>Paid when the job is done</dt>
            <dd>{usd(shown.finalPaymentCents)}</dd>
          </Box>
          {shown.validUntil && (
            <Typography variant="body2" sx={{ mt: 2 }}>
              Valid until {formatProviderDay(shown.validUntil)}
            </Typography>
          )}
          {shown.notes && (
            <Box sx={{ mt: 2 }}>
              <Typography component="h3" sx={{ fontWeight: 700 }}>
                Notes from {contractor.firstName}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-line' }}>{shown.notes}</Typography>
            </Box>
          )}
        </Paper>

        {failed && (
          <ApiFailureAlert
            severity="error"
            role="alert"
            action={
              <>
                <Button ref={tryAgain} color="inherit" size="small" onClick={() => actor.send({ type: 'proposal.retry' })}>
                  Try again
                </Button>
                <Button color="inherit" size="small" onClick={() => actor.send({ type: 'proposal.dismiss' })}>
                  Not now
                </Button>
              </>
            }
            failure={context.error}
            lead={`Your ${declining ? 'decline' : 'answer'} ${mayHaveGoneThrough(context.error) ? 'may not have been' : 'was not'} sent.`}
          />
        )}

        {(showing('viewing') || (accepting && (state.matches('deciding') || failed))) && !shown.acceptedAt && (
          <Stack spacing={2}>
            {hasDeposit && (
              <Typography>
                Accepting asks a deposit of {deposit} by card now (at most one third of the total, as Massachusetts law requires); the remaining {usd(shown.finalPaymentCents)} is
                paid when the job is done.
              </Typography>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <Button variant="contained" size="large" disabled={busy || failed} onClick={() => actor.send({ type: 'proposal.accept' })}>
                {hasDeposit ? `Accept & pay deposit ${deposit}` : 'Accept estimate'}
              </Button>
              {choices.decline.allowed && (
                <Button variant="outlined" size="large" disabled={busy || failed} onClick={() => actor.send({ type: 'proposal.startDecline' })}>
                  Decline
                </Button>
              )}
            </Stack>
          </Stack>
        )}

        {state.matches('reloading') && (
          <Alert severity="info" role="status">
            Reading the estimate again…
          </Alert>
        )}
        {state.matches('outOfDate') && (
          <ApiFailureAlert
            severity="error"
            role="alert"
            action={
              <Button color="inherit" size="small" onClick={() => actor.send({ type: 'proposal.reload' })}>
                Reload
              </Button>
            }
            failure={context.error}
            // Before the failure's own sentence, it leads into it; below the server's words, it stands alone.
            lead={`This estimate changed and could not be read again${context.error?.title ? '.' : ':'}`}
          />
        )}

        {showing('depositDue') && (
          <Stack spacing={2}>
            <Alert severity="info">
              You accepted this estimate. {contractor.businessName} is booked once your deposit of {deposit} is paid.
            </Alert>
            {choices.payDeposit.allowed ? renderDeposit({ autoStart, onPaid: onChanged }) : <Typography role="status">{choices.payDeposit.reason}</Typography>}
            {choices.decline.allowed && (
              <Box>
                <Button onClick={() => actor.send({ type: 'proposal.startDecline' })}>Decline this estimate instead</Button>
              </Box>
            )}
          </Stack>
        )}

        {booked && (
          <Alert ref={bookedStatus} severity="success" role="status" tabIndex={-1} {...{ [PAGE_FOCUS_ATTRIBUTE]: '' }}>
            <AlertTitle>Accepted</AlertTitle>
            {acceptedWords(context.job.status, contractor.businessName)}
            {shown.depositStatus === 'Paid' ? ` Your deposit of ${deposit} is paid.` : ''}{' '}
            <RouterLink to="/job-requests/$id" params={{ id: jobRequestId }}>
              {choices.visit ? 'Choose or change the time of your visit' : 'See where the job stands'}
            </RouterLink>{' '}
            on the job's page.
          </Alert>
        )}

        {closed && (
          <Alert severity="info" role="status">
            <AlertTitle>{closed.title}</AlertTitle>
            {closed.text}
          </Alert>
        )}

        {showing('heldBack') && (
          <Stack spacing={1.5}>
            <Alert severity="warning" role="status">
              <AlertTitle>This estimate cannot be accepted now</AlertTitle>
              {choices.accept.reason}
            </Alert>
            {choices.decline.allowed && (
              <Box>
                <Button variant="outlined" onClick={() => actor.send({ type: 'proposal.startDecline' })}>
                  Decline
                </Button>
              </Box>
            )}
          </Stack>
        )}

        {after}
      </Stack>

      <DeclineDialog
        open={declineOpen}
        sending={busy}
        contractor={contractor.businessName}
        onCancel={() => actor.send({ type: 'proposal.cancelDecline' })}
        onDecline={(reason) => actor.send({ type: 'proposal.decline', ...(reason ? { reason } : {}) })}
      />
    </Container>
  );
}

function DeclineDialog({ open, sending, contractor, onCancel, onDecline }: { open: boolean; sending: boolean; contractor: string; onCancel: () => void; onDecline: (reason: string) => void }) {
  const [reason, setReason] = useState('');
  const formId = useId();
  return (
    <LazyDraggableDialog
      open={open}
      onClose={onCancel}
      title="Decline this estimate?"
      actions={
        <>
          <Button onClick={onCancel}>Keep it</Button>
          <Button type="submit" form={formId} variant="contained" color="error" disabled={sending}>
            Decline estimate
          </Button>
        </>
      }
    >
      <Box
        component="form"
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          onDecline(reason.trim());
        }}
      >
        <DialogContentText sx={{ mb: 2 }}>{contractor} is told you declined. A reason helps them, but you need not give one.</DialogContentText>
        <TextArea
          label="Reason (optional)"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          rows={2}
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
      </Box>
    </LazyDraggableDialog>
  );
}
