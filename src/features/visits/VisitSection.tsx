import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRouter } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import type { JobRequestDetails, JobVisit } from '../../../contract/job-requests';
import { CHANGE_CUTOFF_HOURS, jobActionChoices } from '../../../machines/job-lifecycle.machine';
import { MISSED_VISIT_WORDS } from '../../../machines/job-status-words';
import type { RescheduleMachine, SentMove } from '../../../machines/reschedule.machine';
import { isVisitMissed } from '../../../machines/visit-calendar';
import { browserTimeZone } from '../../api/client';
import { site } from '../../config/site';
import { formatPhone, phoneHref } from '../../lib/format';
import { RescheduleDialog } from './RescheduleDialog';
import { rescheduleLogic } from './reschedule';
import { dayKeyAfter, dayKeyOf, formatMoment, formatWindow } from './visit-time';

/** How far ahead the dialog offers times; the server offers at most four weeks from tomorrow. */
const DAYS_OFFERED = 28;

/** Where the visit stands, each step with its time, in the order they happen. */
function stepsOf(visit: JobVisit, timeZone: string): string[] {
  const at = (instant: string) => formatMoment(instant, timeZone);
  if (visit.status === 'Canceled') return ['Canceled'];
  const steps = ['Scheduled'];
  // "Is on the way" holds only until the contractor arrives and starts.
  if (visit.onMyWayAt) steps.push(visit.startedAt || visit.completedAt ? `On the way ${at(visit.onMyWayAt)}` : `Your contractor is on the way (since ${at(visit.onMyWayAt)})`);
  if (visit.startedAt) steps.push(`Started ${at(visit.startedAt)}`);
  if (visit.completedAt) steps.push(`Completed ${at(visit.completedAt)}`);
  return steps;
}

function statusLine(visit: JobVisit): string {
  if (visit.status === 'Canceled') return 'Canceled';
  if (visit.completedAt || visit.status === 'Completed') return 'Completed';
  if (visit.startedAt || visit.status === 'InProgress') return 'Started';
  if (visit.onMyWayAt) return 'Your contractor is on the way';
  return 'Scheduled';
}

export interface VisitSectionProps {
  job: JobRequestDetails;
  /** The customer's zone; the one the API client sends by default. */
  timeZone?: string;
  /** The moment the page decides what the customer may do (ISO 8601): the change cutoff depends on it. */
  now?: string;
}

/** The booked visit on Job Request Details: who, when, where it stands, and how it moved; "What you can do" moves it. */
export function VisitSection({ job, timeZone = browserTimeZone(), now = new Date().toISOString() }: VisitSectionProps) {
  const visit = job.appointment;
  if (!visit) return null;

  // While the job takes a reschedule, it is online until the cutoff; once the machine holds it back
  // (its reason stands beside "Reschedule the visit"), this gives the number to call.
  const reschedule = jobActionChoices(job.status, job.facts, 'consumer', now).find((choice) => choice.type === 'visit.reschedule');
  const cutoff = job.facts.changeCutoff;
  const steps = stepsOf(visit, timeZone);
  // The window ended with no step from the contractor (docs/decisions/099): not "Scheduled" any more,
  // from the moment the page takes at its end (the lifecycle machine's `nextChangeAt`).
  const missed = job.status === 'Scheduled' && isVisitMissed(job.facts, now);

  return (
    <Stack component="section" aria-labelledby="visit-heading" spacing={1.5}>
      <Typography id="visit-heading" variant="h2" sx={{ fontSize: '1.25rem' }}>
        Your visit
      </Typography>
      <Stack component="dl" spacing={0.5} sx={{ m: 0, '& dt': { fontWeight: 700 }, '& dd': { m: 0, mb: 1 } }}>
        <dt>Contractor</dt>
        <dd>{visit.contractor.businessName}</dd>
        <dt>Arrival window</dt>
        <dd>{formatWindow(visit.scheduledStart, visit.scheduledEnd, timeZone)}</dd>
        <dt>Status</dt>
        <dd>{missed ? MISSED_VISIT_WORDS.visitStatus : statusLine(visit)}</dd>
      </Stack>
      {missed && <Alert severity="warning">{MISSED_VISIT_WORDS.visitNote}</Alert>}
      {steps.length > 1 && (
        <ol aria-label="Visit progress" style={{ margin: 0, paddingLeft: '1.25rem' }}>
          {steps.map((step) => (
            <li key={step}>
              <Typography>{step}</Typography>
            </li>
          ))}
        </ol>
      )}
      {reschedule?.allowed && cutoff && (
        <Typography>
          You can reschedule until {formatMoment(cutoff, timeZone)} ({CHANGE_CUTOFF_HOURS} hours before the visit).
        </Typography>
      )}
      {reschedule && !reschedule.allowed && (
        <Alert severity="info">
          To change this visit, call us at <Link href={phoneHref(site.phone)}>{formatPhone(site.phone)}</Link>.
        </Alert>
      )}
      {visit.rescheduleHistory.length > 0 && (
        <Stack spacing={0.5}>
          <Typography component="h3" sx={{ fontWeight: 700 }}>
            Reschedule history
          </Typography>
          <ul aria-label="Reschedule history" style={{ margin: 0, paddingLeft: '1.25rem' }}>
            {visit.rescheduleHistory.map((entry) => (
              <li key={entry.at}>
                <Typography>
                  {formatWindow(entry.fromStart, entry.fromEnd, timeZone)} → {formatWindow(entry.toStart, entry.toEnd, timeZone)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {entry.requestedBy === 'Consumer' ? 'By you' : entry.requestedBy === 'Contractor' ? 'By your contractor' : 'By our office'} on{' '}
                  {formatMoment(entry.at, timeZone)}
                  {entry.reason ? `: “${entry.reason}”` : ''}
                </Typography>
              </li>
            ))}
          </ul>
        </Stack>
      )}
    </Stack>
  );
}

export interface RescheduleVisitDialogProps {
  job: JobRequestDetails;
  /** The move the dialog handed back when it last closed on this page, still unanswered. */
  sent?: SentMove | null;
  /** Closed, handing back the move sent and still unanswered, if any. */
  onClose: (sent: SentMove | null) => void;
  /** The customer's zone; the one the API client sends by default. */
  timeZone?: string;
  /** The reschedule flow; the API's by default. */
  logic?: RescheduleMachine;
  /** Now, for the days offered. */
  now?: () => number;
}

/** "Reschedule the visit": the booked visit's free times from tomorrow, a few weeks ahead. */
export function RescheduleVisitDialog({ job, sent = null, onClose, timeZone = browserTimeZone(), logic, now = Date.now }: RescheduleVisitDialogProps) {
  const router = useRouter();
  const [flow] = useState(() => logic ?? rescheduleLogic());
  const onRescheduled = useCallback(() => void router.invalidate(), [router]);
  const visit = job.appointment;
  if (!visit) return null;
  const today = new Date(now());
  const input = {
    appointmentId: visit.id,
    current: { start: visit.scheduledStart, end: visit.scheduledEnd },
    from: dayKeyAfter(today, 1, timeZone),
    to: dayKeyAfter(today, DAYS_OFFERED, timeZone),
    dayOf: (instant: string) => dayKeyOf(instant, timeZone),
    sent,
  };
  return <RescheduleDialog logic={flow} input={input} timeZone={timeZone} onClose={onClose} onRescheduled={onRescheduled} />;
}
