import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useActorRef } from '@xstate/react';
import { type ReactNode, useId, useState } from 'react';
import type { InspectionEvent } from 'xstate';
import type { AssignmentState } from '../../../contract/job-lifecycle';
import type { JobOffer, JobRequestDetails } from '../../../contract/job-requests';
import type { SentBooking } from '../../../machines/first-visit.machine';
import type { FormValues, SentForm } from '../../../machines/form-submission.machine';
import type { JobCancelationMachine } from '../../../machines/job-cancelation.machine';
import { type JobEventType, lateCancelationWords } from '../../../machines/job-lifecycle.machine';
import { type KeepVisitMachine, keepVisitMachine } from '../../../machines/keep-visit.machine';
import type { SentMove } from '../../../machines/reschedule.machine';
import { browserTimeZone } from '../../api/client';
import type { ErrorDisplay } from '../../api/errors';
import { InTurn } from '../../components/ui/InTurn';
import { LazyDraggableDialog } from '../../components/ui/LazyDraggableDialog';
import { LoadError } from '../../components/ui/LoadFailed';
import { Stars } from '../../components/ui/Stars';
import { ButtonLink, RouterLink } from '../../components/ui/links';
import { formatDate, formatDistance } from '../../lib/format';
import { CancelJobDialog } from './CancelJobDialog';
import { type ActionDialog, type PageAction, pageActions } from './job-actions';
import { KeepVisitDialog } from './KeepVisitDialog';
import { JobPhotoImage } from './JobPhoto';
import { jobStanding, statusColor } from './job-status';

export interface JobRequestDetailsPageProps {
  job: JobRequestDetails;
  /** The cancelation machine with its actors provided. */
  cancelation: JobCancelationMachine;
  /**
   * The sections other features own (proposals, payments, the visit, the review), composed by the
   * route; given as a list, each is drawn in a commit of its own.
   */
  sections?: ReactNode;
  /** The keep-the-visit machine with its actors provided (withdrawing a late cancelation). */
  keepVisit?: KeepVisitMachine;
  /**
   * The dialogs other features own, composed by the route: each action button opens its own
   * (choose or move the visit, pay what is owed, review the contractor), drawn for the job as it was
   * when the button was pressed and for the machine's steps that button took (`steps`).
   */
  dialogs?: { [D in FeatureDialog]?: FeatureDialogOf<D> };
  /** The moment the page decides what the customer may do (the change cutoff depends on it). */
  now?: string;
  /**
   * Reads the clock as the customer opens a dialog: the cancel dialog says what canceling does as of
   * then, and the route decides its page by that moment from then on. By default the page's `now`.
   */
  takeNow?: () => string;
  /**
   * The dialog whose step sent the browser to another page and back (a card step's return address):
   * open as the page opens, so that it says what came of it.
   */
  cameBackTo?: FeatureDialog | undefined;
  inspect?: (event: InspectionEvent) => void;
  /** The customer's zone, in which the page names the visit and the deadlines about it; the one the API client sends by default. */
  timeZone?: string;
}

/** The dialogs drawn by other features. */
export type FeatureDialog = Exclude<ActionDialog, 'cancel' | 'keepVisit'>;

/**
 * What a dialog hands back as it closes, given to it again when it next opens on this page: the write
 * it sent whose answer never came (lost with the connection), with its idempotency key. Sent again,
 * it carries that key, so a write the server did is answered as done rather than refused as a step
 * already taken (docs/decisions/086).
 */
export interface HandedBack {
  scheduleVisit: SentBooking;
  rescheduleVisit: SentMove;
  review: SentForm<FormValues>;
  pay: never;
}

/** A dialog drawn for the job it was opened on, with what it handed back when it last closed on this page; `close` takes what to hand back. */
export type FeatureDialogOf<D extends FeatureDialog> = (
  job: JobRequestDetails,
  close: (handBack?: HandedBack[D] | null) => void,
  steps: JobEventType[],
  handedBack: HandedBack[D] | null,
) => ReactNode;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack component="section" aria-labelledby={id} spacing={1.5}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.25rem' }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** A sentence the page says already (the Status's next step) and the id it is drawn under. */
interface SaidAbove {
  text: string;
  id: string;
}

function ActionButton({ jobId, action, saidAbove, onOpen }: { jobId: string; action: PageAction; saidAbove: SaidAbove; onOpen: (dialog: ActionDialog, steps: JobEventType[]) => void }) {
  const ownReasonId = useId();
  // A reason the Status says already as what happens next (no free time yet) is tied to the button
  // where it stands, not said a second time beneath it.
  const reasonSaidAbove = action.disabledReason !== null && action.disabledReason === saidAbove.text;
  const reasonId = reasonSaidAbove ? saidAbove.id : ownReasonId;
  const variant = action.primary ? 'contained' : 'outlined';
  const { control } = action;
  const button =
    control.kind === 'estimate' ? (
      <ButtonLink to="/job-requests/$id/proposals/$proposalId" params={{ id: jobId, proposalId: control.proposalId }} variant={variant} data-actions={action.types.join(' ')}>
        {action.label}
      </ButtonLink>
    ) : (
      <Button
        variant={variant}
        color={control.dialog === 'cancel' ? 'error' : 'primary'}
        aria-haspopup="dialog"
        disabled={action.disabledReason !== null}
        aria-describedby={action.disabledReason ? reasonId : undefined}
        data-actions={action.types.join(' ')}
        onClick={() => onOpen(control.dialog, action.types)}
      >
        {action.label}
      </Button>
    );
  if (!action.disabledReason || reasonSaidAbove) return button;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5, flexBasis: '100%' }}>
      {button}
      <Typography id={reasonId} sx={{ color: 'text.secondary', fontSize: '0.95rem' }}>
        {action.disabledReason}
      </Typography>
    </Box>
  );
}

/** The customer's actions as the lifecycle machine gives them for the job's facts; each opens what does it. */
function Actions({ jobId, actions, saidAbove, onOpen }: { jobId: string; actions: PageAction[]; saidAbove: SaidAbove; onOpen: (dialog: ActionDialog, steps: JobEventType[]) => void }) {
  if (actions.length === 0) return null;
  return (
    <Section id="actions-heading" title="What you can do">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
        {actions.map((action) => (
          <ActionButton key={action.key} jobId={jobId} action={action} saidAbove={saidAbove} onOpen={onOpen} />
        ))}
      </Box>
    </Section>
  );
}

function Photos({ job }: { job: JobRequestDetails }) {
  const [open, setOpen] = useState<number>();
  if (job.photos.length === 0) return null;
  const shown = open === undefined ? undefined : job.photos[open];
  const name = (index: number) => `Photo ${index + 1} of ${job.photos.length}: ${job.name}`;
  return (
    <Section id="photos-heading" title="Photos">
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
        }}
      >
        {job.photos.map((photo, index) => (
          <li key={photo.id}>
            <ButtonBase
              aria-haspopup="dialog"
              aria-label={`${name(index)} (${photo.fileName}), open full size`}
              onClick={() => setOpen(index)}
              sx={{ width: '100%', aspectRatio: '1', borderRadius: 1 }}
            >
              <JobPhotoImage id={photo.id} variant="thumbnail" alt={name(index)} size="100%" />
            </ButtonBase>
          </li>
        ))}
      </Box>
      <LazyDraggableDialog open={shown !== undefined} onClose={() => setOpen(undefined)} title={open === undefined ? '' : name(open)} maxWidth="md">
        {shown && (
          <Box sx={{ display: 'grid', placeItems: 'center' }}>
            <FullPhoto id={shown.id} alt={name(open!)} />
          </Box>
        )}
      </LazyDraggableDialog>
    </Section>
  );
}

function FullPhoto({ id, alt }: { id: string; alt: string }) {
  return (
    <Box
      sx={{
        width: '100%',
        '& img': {
          width: '100%',
          height: 'auto',
          maxHeight: '70vh',
          objectFit: 'contain',
        },
      }}
    >
      <JobPhotoImage id={id} variant="original" alt={alt} size="100%" />
    </Box>
  );
}

/** A contractor's answer to the offer, in the customer's words. */
const OFFER_ANSWERS: Record<Exclude<AssignmentState, 'Offered' | 'Accepted'>, string> = {
  Declined: 'Passed on this job',
  Estimated: 'Sent an estimate',
  Booked: 'Booked',
  Completed: 'Did the job',
  Canceled: 'Canceled',
  Closed: 'Not chosen',
};

function OfferAnswer({ offer }: { offer: JobOffer }) {
  const since = formatDate(offer.stateChangedAt);
  // "Taking it on … on 12/06" reads as a promised day; the date is when they answered.
  if (offer.state === 'Accepted') {
    return (
      <Typography>
        Answered on {since}: <strong>taking it on; an estimate is coming</strong>
      </Typography>
    );
  }
  if (offer.state === 'Offered') {
    return (
      <Typography>
        Asked on {since}: <strong>has not answered yet</strong>
      </Typography>
    );
  }
  return (
    <Typography>
      <strong>{OFFER_ANSWERS[offer.state]}</strong> on {since}
    </Typography>
  );
}

function Offers({ job }: { job: JobRequestDetails }) {
  if (job.offers.length === 0) return null;
  return (
    <Section id="offers-heading" title="Contractors asked">
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {job.offers.map((offer) => (
          <Paper component="li" variant="outlined" key={offer.contractor.id} sx={{ p: 2, display: 'grid', gap: 0.5 }}>
            <Typography component="h3" sx={{ fontWeight: 700 }}>
              {offer.contractor.businessName}
            </Typography>
            <Typography sx={{ color: 'text.secondary', fontSize: '0.95rem' }}>
              {offer.contractor.firstName} {offer.contractor.lastInitial}
              {offer.distanceMiles !== null && ` · ${formatDistance(offer.distanceMiles)}`}
            </Typography>
            <Stars rating={offer.contractor.ratingAverage} reviewCount={offer.contractor.reviewCount} />
            <OfferAnswer offer={offer} />
          </Paper>
        ))}
      </Box>
    </Section>
  );
}

function Timeline({ job }: { job: JobRequestDetails }) {
  if (job.timeline.length === 0) return null;
  return (
    <Section id="timeline-heading" title="What has happened">
      <Box
        component="ol"
        sx={{
          m: 0,
          pl: 0,
          listStyle: 'none',
          borderLeft: 2,
          borderColor: 'divider',
          display: 'grid',
          gap: 1.5,
        }}
      >
        {job.timeline.map((entry, index) => (
          <Box component="li" key={`${entry.at}-${index}`} sx={{ pl: 2 }}>
            <Typography
              component="time"
              dateTime={entry.at}
              sx={{
                display: 'block',
                color: 'text.secondary',
                fontSize: '0.875rem',
              }}
            >
              {formatDate(entry.at, { withTime: true, withZone: true })}
            </Typography>
            <Typography>{entry.summary}</Typography>
            {entry.note && (
              <Typography
                sx={{
                  color: 'text.secondary',
                  fontSize: '0.95rem',
                  overflowWrap: 'anywhere',
                }}
              >
                “{entry.note}”
              </Typography>
            )}
          </Box>
        ))}
      </Box>
    </Section>
  );
}

/** Job Request Details (spec section 2): where the request stands, what happened, who was asked, and what the customer can do. */
export function JobRequestDetailsPage({
  job,
  cancelation,
  keepVisit = keepVisitMachine,
  dialogs = {},
  sections,
  now = new Date().toISOString(),
  takeNow = () => now,
  cameBackTo,
  inspect,
  timeZone = browserTimeZone(),
}: JobRequestDetailsPageProps) {
  const actor = useActorRef(cancelation, {
    input: { jobId: job.id },
    ...(inspect ? { inspect } : {}),
  });
  const keeper = useActorRef(keepVisit, { input: { jobId: job.id } });
  // Which dialog is open, and the job it was opened on, until the customer closes it: once its step is
  // done the refreshed job no longer offers it (nor has the facts it drew from), yet its own flow
  // still has to say what came of it.
  const [open, setOpen] = useState<{ dialog: FeatureDialog; job: JobRequestDetails; steps: JobEventType[] } | undefined>(() =>
    cameBackTo ? { dialog: cameBackTo, job, steps: pageActions(job, now).find((a) => a.control.kind === 'dialog' && a.control.dialog === cameBackTo)?.types ?? [] } : undefined,
  );
  // What each dialog handed back as it last closed: it outlives the dialog's own machine, which goes
  // with the dialog, for as long as the customer stays on this job's page.
  const [handedBack, setHandedBack] = useState<{ [D in FeatureDialog]?: HandedBack[D] | null }>({});
  const drawDialog = <D extends FeatureDialog>(dialog: D, opened: JobRequestDetails, steps: JobEventType[]) => {
    const close = (handBack: HandedBack[D] | null = null) => {
      setHandedBack((all) => ({ ...all, [dialog]: handBack }));
      setOpen(undefined);
    };
    return dialogs[dialog]?.(opened, close, steps, handedBack[dialog] ?? null);
  };
  const onOpen = (dialog: ActionDialog, steps: JobEventType[]) => {
    const at = takeNow();
    if (dialog === 'cancel') actor.send({ type: 'cancelation.start', at });
    else if (dialog === 'keepVisit') keeper.send({ type: 'keepVisit.start' });
    else setOpen({ dialog, job, steps });
  };
  const { label, chips, nextStep } = jobStanding(job, now);
  const nextStepId = useId();
  const lateCancelation = job.status === 'CancelationRequested' ? lateCancelationWords(job.facts, timeZone) : null;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <RouterLink to="/job-requests" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}>
        <ArrowBackRoundedIcon fontSize="small" aria-hidden />
        My Job Requests
      </RouterLink>
      <Stack spacing={4}>
        <Box>
          <Typography variant="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
            {job.name}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            {job.trade.name} · {job.city}, {job.zipCode} · Requested {formatDate(job.createdAt)}
          </Typography>
        </Box>
        <Section id="status-heading" title="Status">
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 1,
              alignItems: 'center',
            }}
          >
            <Chip label={label} color={statusColor(job.status)} />
            {chips.map((chip) => (
              <Chip key={chip.label} label={chip.label} color={chip.color} variant={chip.variant} />
            ))}
          </Box>
          {nextStep && <Typography id={nextStepId}>{nextStep}</Typography>}
          {job.visitStartsAt && <Typography sx={{ fontWeight: 600 }}>Visit {formatDate(job.visitStartsAt, { withTime: true, withZone: true, timeZone })}</Typography>}
          {job.dispatchNote && <Alert severity="info">{job.dispatchNote}</Alert>}
          {lateCancelation && <Alert severity="warning">{lateCancelation}</Alert>}
          {job.cancelationReason && <Typography sx={{ color: 'text.secondary' }}>Your reason for canceling: “{job.cancelationReason}”</Typography>}
        </Section>
        <Actions jobId={job.id} actions={pageActions(job, now, timeZone)} saidAbove={{ text: nextStep, id: nextStepId }} onOpen={onOpen} />
        {/* A phone's screen ends about here: what follows is drawn a part per commit once the page is
            on the screen, not in the task that paints it. */}
        <InTurn>
          {sections}
          <Section id="job-heading" title="The job">
            <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{job.description}</Typography>
            <Typography>
              {job.address}, {job.city}, {job.state} {job.zipCode}
            </Typography>
            {job.preferredDates.length > 0 && <Typography>Preferred dates: {job.preferredDates.map((date) => formatDate(date)).join(', ')}</Typography>}
          </Section>
          <Photos job={job} />
          <Offers job={job} />
          <Timeline job={job} />
        </InTurn>
      </Stack>
      <CancelJobDialog actor={actor} job={job} now={now} />
      <KeepVisitDialog actor={keeper} />
      {open && drawDialog(open.dialog, open.job, open.steps)}
    </Container>
  );
}

/** The job could not be read: what went wrong, and a retry. */
export function JobRequestUnavailable({ error, onRetry }: { error: ErrorDisplay; onRetry: () => void }) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" gutterBottom>
        Job Request Details
      </Typography>
      <LoadError error={error} what="This job request" onRetry={onRetry} />
    </Container>
  );
}
