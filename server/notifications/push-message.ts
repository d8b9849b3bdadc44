/**
 * What a contractor's phone shows for each notification the contractors' app gets: a short title, and
 * the text the contractor would otherwise be texted, less its "open the app" ending (tapping the
 * notification opens the app at the job). The `contractor` command's `notifications` shows the same.
 */

const TITLES: Readonly<Record<string, string>> = {
  JobOffered: 'New job offer',
  JobBooked: 'Job booked',
  JobCanceled: 'Job canceled',
  VisitScheduled: 'Visit set',
  VisitRescheduled: 'Visit moved',
  CancelationRequested: 'Cancelation requested',
  CancelationWithdrawn: 'Visit kept',
  EstimateDeclined: 'Estimate declined',
  EstimateNotChosen: 'Another contractor was booked',
};

/** Notifications meant for the contractors' app; the others (login codes, customers' texts) are texts or e-mails only. */
export const isPushKind = (kind: string) => Object.hasOwn(TITLES, kind);

/** The phone's notification for a contractor's message, or undefined for one the app does not get. */
export function pushMessageOf(notification: { kind: string; body: string; data?: Record<string, unknown> }) {
  const title = TITLES[notification.kind];
  if (!title) return undefined;
  const body = notification.body.replace(/\s*Open the Southborough Home Services app\b[^.]*\.\s*$/, '').trim();
  // FCM's data values are strings; the app opens the job named here.
  const data: Record<string, string> = { kind: notification.kind };
  for (const [key, value] of Object.entries(notification.data ?? {})) if (typeof value === 'string') data[key] = value;
  return { title, body, data };
}
