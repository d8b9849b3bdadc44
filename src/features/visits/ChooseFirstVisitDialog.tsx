import { useRouter } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import type { JobRequestDetails } from '../../../contract/job-requests';
import type { FirstVisitMachine, SentBooking } from '../../../machines/first-visit.machine';
import { browserTimeZone } from '../../api/client';
import { FirstVisitDialog } from './FirstVisitDialog';
import { firstVisitLogic } from './first-visit';
import { dayKeyAfter, dayKeyOf } from './visit-time';

/** How far ahead the dialog offers times; the server offers at most four weeks ahead. */
const DAYS_OFFERED = 28;

export interface ChooseFirstVisitDialogProps {
  job: JobRequestDetails;
  /** The booking the dialog handed back when it last closed on this page, still unanswered. */
  sent?: SentBooking | null;
  /** Closed, handing back the booking sent and still unanswered, if any. */
  onClose: (sent: SentBooking | null) => void;
  /** The customer's zone; the one the API client sends by default. */
  timeZone?: string;
  /** The first-visit flow; the API's by default. */
  logic?: FirstVisitMachine;
  /** Now, for the days offered. */
  now?: () => number;
}

/** "Choose a time for the visit": the booked contractor's free times, from after the change cutoff on. */
export function ChooseFirstVisitDialog({ job, sent = null, onClose, timeZone = browserTimeZone(), logic, now = Date.now }: ChooseFirstVisitDialogProps) {
  const router = useRouter();
  const [flow] = useState(() => logic ?? firstVisitLogic());
  const onBooked = useCallback(() => void router.invalidate(), [router]);
  const contractor = job.proposals.find((p) => p.status === 'Accepted')?.contractor.businessName ?? 'Your contractor';
  const today = new Date(now());
  const input = {
    jobRequestId: job.id,
    from: dayKeyAfter(today, 1, timeZone),
    to: dayKeyAfter(today, DAYS_OFFERED, timeZone),
    dayOf: (instant: string) => dayKeyOf(instant, timeZone),
    sent,
  };
  const noFreeTime = job.facts.booking.nextStep ?? `${contractor} has no free time in the next ${DAYS_OFFERED / 7} weeks. We will call you to find a time.`;
  return <FirstVisitDialog logic={flow} input={input} contractorName={contractor} noFreeTime={noFreeTime} timeZone={timeZone} onClose={onClose} onBooked={onBooked} />;
}
