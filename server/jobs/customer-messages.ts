import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { taxPercent } from '../../contract/proposals';
import { type ProposalLineItem, users } from '../db/schema';
import { enqueueNotifications, type NotificationDraft } from '../notifications/outbox';
import { quotable } from '../notifications/quoted-words';
import type { LockedJob } from './lifecycle';
import { calendarDay, dollars } from './timeline';

/**
 * What the customer is sent about their job: texts that end with the job's page, where they do what
 * the text asks (accept an estimate, choose a time, pay, read a receipt), and the written proposal of
 * a contractor's estimate by e-mail, as Book A Job promises.
 */

/** The job's page in the web app. */
const jobPageUrl = (publicUrl: string, jobRequestId: string) => new URL(`/job-requests/${jobRequestId}`, publicUrl).href;

/** A text to the customer about their job, to `to`: its words, then the link to the job's page. */
export function customerText(
  to: string,
  about: { userId: string | null; jobRequestId: string; publicUrl: string },
  kind: string,
  body: string,
  data: Record<string, unknown> = {},
): NotificationDraft {
  return { userId: about.userId, channel: 'sms', to, kind, body: `${body} ${jobPageUrl(about.publicUrl, about.jobRequestId)}`, data: { jobRequestId: about.jobRequestId, ...data } };
}

type JobOfMessage = Pick<LockedJob, 'row'>;
interface TextContext {
  /** The web app's address, for the job's link. */
  publicUrl: string;
  /** The contractor's assignment the text is about, if any. */
  assignmentId?: string | undefined;
}

/** `customerText` to the job's contact phone; none when the job has no phone. */
export function jobTexts(job: JobOfMessage, ctx: TextContext, kind: string, body: string): NotificationDraft[] {
  if (!job.row.contactPhone) return [];
  const about = { userId: job.row.userId, jobRequestId: job.row.id, publicUrl: ctx.publicUrl };
  return [customerText(job.row.contactPhone, about, kind, body, ctx.assignmentId ? { assignedJobAppointmentId: ctx.assignmentId } : {})];
}

/** Texts the job's contact phone, when it has one, ending with the job's page. */
export async function textCustomer(tx: Database, job: JobOfMessage, ctx: TextContext, kind: string, body: string): Promise<void> {
  await enqueueNotifications(tx, jobTexts(job, ctx, kind, body));
}

/** An estimate as its written proposal states it. */
export interface ProposalOfEmail {
  id: string;
  contractor: string;
  lineItems: ProposalLineItem[];
  subtotalCents: number;
  discountCents: number;
  discountDescription: string;
  taxCents: number;
  totalCents: number;
  depositCents: number;
  finalPaymentCents: number;
  notes: string;
  validUntil: Date;
}

/**
 * Where the written proposal goes: the job's contact e-mail (what Book A Job took, and its confirmation
 * names; the account's at the time of a New Job Request), else the account's as it is now, else nowhere.
 */
async function proposalAddressOf(tx: Database, job: JobOfMessage): Promise<string | null> {
  if (job.row.contactEmail) return job.row.contactEmail;
  if (!job.row.userId) return null;
  const [account] = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.id, job.row.userId), isNull(users.deletedAt)));
  return account?.email || null;
}

/** A line of the proposal: what, how many at what price and its amount, and the line's own words under it. */
function lineWords(line: ProposalLineItem): string[] {
  const title = quotable(line.title);
  const description = quotable(line.description);
  const tax = line.taxRate > 0 ? `, plus ${taxPercent(line.taxRate)}% tax` : '';
  const priced = `${line.quantity} × ${dollars(line.unitPriceCents)} = ${dollars(line.amountCents)}${tax}`;
  // A free line may have no title: its description names it.
  if (!title) return [`- ${description || 'Line'}: ${priced}`];
  return [`- ${title}: ${priced}`, ...(description ? [`  ${description}`] : [])];
}

/**
 * The written proposal of an estimate, by e-mail (`proposalAddressOf`): the lines, any membership
 * discount, the tax and the total, the deposit and what is paid when the job is done, the last day it
 * can be accepted (the provider's, as receipts write days), the contractor's notes, and the job's page
 * to accept or decline it on. Sent whatever the address chose about other e-mails, as a receipt is:
 * the customer asked for it. The customer's and the contractor's words are quoted (`quotable`), so
 * the only link is the job's page; the letter escapes them for its HTML.
 */
export async function proposalEmails(tx: Database, job: JobOfMessage, proposal: ProposalOfEmail, publicUrl: string): Promise<NotificationDraft[]> {
  const to = await proposalAddressOf(tx, job);
  if (!to) return [];
  const jobName = quotable(job.row.name);
  const contactName = job.row.contactName ? quotable(job.row.contactName) : '';
  const { contractor } = proposal;
  const discount = proposal.discountDescription ? ` (${proposal.discountDescription})` : '';
  const notes = quotable(proposal.notes);
  const body = [
    contactName ? `Hi ${contactName},` : 'Hello,',
    '',
    `${contractor} sent you an estimate for "${jobName}". This is their written proposal. Nothing is owed until you accept it.`,
    '',
    'What is included:',
    ...proposal.lineItems.flatMap(lineWords),
    '',
    `Subtotal: ${dollars(proposal.subtotalCents)}`,
    ...(proposal.discountCents > 0 ? [`Membership discount${discount}: −${dollars(proposal.discountCents)}`] : []),
    ...(proposal.taxCents > 0 ? [`Tax: ${dollars(proposal.taxCents)}`] : []),
    `Total: ${dollars(proposal.totalCents)}`,
    `Deposit, paid when you accept: ${proposal.depositCents > 0 ? dollars(proposal.depositCents) : 'None'}`,
    `Paid when the job is done: ${dollars(proposal.finalPaymentCents)}`,
    `Valid until: ${calendarDay(proposal.validUntil)}`,
    ...(notes ? ['', `Notes from ${contractor}: ${notes}`] : []),
    '',
    `Review it and accept or decline on the job’s page: ${jobPageUrl(publicUrl, job.row.id)}`,
  ];
  return [
    {
      userId: job.row.userId,
      channel: 'email',
      to,
      kind: 'EstimateReceived',
      subject: `Estimate: ${dollars(proposal.totalCents)} from ${contractor} for ${jobName}`,
      body: body.join('\n'),
      data: { jobRequestId: job.row.id, jobProposalId: proposal.id },
    },
  ];
}
