import { and, eq, gt, inArray, isNull, lte, ne, or } from 'drizzle-orm';
import { type Database, letRequestsIn } from '../db/client';
import { membershipPrices, memberships, userMemberships, users } from '../db/schema';
import type { Logger } from '../lib/logger';
import { enqueueNotification } from '../notifications/outbox';
import { hasOptedOut } from '../notifications/unsubscribe';
import type { PaymentGatewayKind } from '../payments/gateway';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When the reminder before a yearly renewal goes out (940 CMR 38's renewal notice): from 30 days
 * before the renewal, at the first run of the job inside that window, and never fewer than 5 days
 * before, so the member has time to cancel. Monthly plans have no free or discounted first period,
 * so they get no notice; one offered later would need it before its first full-price renewal.
 */
export const RENEWAL_NOTICE_WINDOW_DAYS = { from: 30, until: 5 } as const;
/** How often the job looks for renewals to remind of; hourly keeps every notice near 30 days ahead. */
export const RENEWAL_NOTICE_INTERVAL_MS = 60 * 60 * 1000;

/** The provider's dates, said in its own time zone. */
const longDateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'America/New_York' });
export const longDate = (at: Date) => longDateFormat.format(at);
const amountFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const dollars = (cents: number) => `$${amountFormat.format(cents / 100)}`;

type Member = Pick<typeof users.$inferSelect, 'id' | 'firstName' | 'email' | 'phoneNumber'>;

/** An e-mail to the member, or a text when they have no e-mail address or unsubscribed from e-mails; nothing for a deleted account. */
export async function notifyMember(tx: Database, member: Member, message: { kind: string; subject: string; body: string; text: string; data: Record<string, unknown> }) {
  if (member.email && !(await hasOptedOut(tx, member.email))) {
    await enqueueNotification(tx, { userId: member.id, channel: 'email', to: member.email, kind: message.kind, subject: message.subject, body: message.body, data: message.data });
  } else if (member.phoneNumber) {
    await enqueueNotification(tx, { userId: member.id, channel: 'sms', to: member.phoneNumber, kind: message.kind, body: message.text, data: message.data });
  }
}

/**
 * Queues the renewal notice of every yearly membership whose renewal falls in the notice window and
 * whose notice for that renewal date was not sent (`renewalNoticeFor`): once per period. Answers how
 * many were queued. Each is queued and marked in one transaction, the row locked, so two servers
 * running the job at once send one.
 *
 * Only memberships at the running `provider`: one at the other (a database that ran with both) is not
 * renewed here while that one is not running (the sandbox's clock stops with it; nothing Stripe does
 * is heard while the sandbox runs), and Manage membership, where the notice sends the member to
 * cancel, refuses it. Its notice goes once its provider runs again, if the renewal is still ahead.
 */
export async function sendRenewalNotices(db: Database, now: Date, options: { publicUrl: string; provider: PaymentGatewayKind; log?: Logger }): Promise<number> {
  const from = new Date(now.getTime() + RENEWAL_NOTICE_WINDOW_DAYS.until * DAY_MS);
  const until = new Date(now.getTime() + RENEWAL_NOTICE_WINDOW_DAYS.from * DAY_MS);
  const due = await db
    .select({ id: userMemberships.id })
    .from(userMemberships)
    .innerJoin(membershipPrices, eq(membershipPrices.id, userMemberships.priceId))
    .where(
      and(
        eq(userMemberships.status, 'Active'),
        eq(userMemberships.provider, options.provider),
        eq(userMemberships.cancelAtPeriodEnd, false),
        eq(membershipPrices.interval, 'Yearly'),
        gt(userMemberships.currentPeriodEnd, from),
        lte(userMemberships.currentPeriodEnd, until),
        or(isNull(userMemberships.renewalNoticeFor), ne(userMemberships.renewalNoticeFor, userMemberships.currentPeriodEnd)),
      ),
    );
  let sent = 0;
  for (const { id } of due) {
    await letRequestsIn();
    try {
      const queued = await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ membership: userMemberships, plan: memberships, price: membershipPrices, member: users })
          .from(userMemberships)
          .innerJoin(memberships, eq(memberships.id, userMemberships.membershipId))
          .innerJoin(membershipPrices, eq(membershipPrices.id, userMemberships.priceId))
          .innerJoin(users, eq(users.id, userMemberships.userId))
          .where(and(eq(userMemberships.id, id), inArray(userMemberships.status, ['Active'])))
          .for('update', { of: userMemberships });
        const renewsAt = row?.membership.currentPeriodEnd;
        if (!row || !renewsAt || row.membership.cancelAtPeriodEnd || row.membership.renewalNoticeFor?.getTime() === renewsAt.getTime()) return false;
        await notifyMember(tx, row.member, renewalNotice({ ...row, renewsAt, publicUrl: options.publicUrl }));
        await tx.update(userMemberships).set({ renewalNoticeFor: renewsAt }).where(eq(userMemberships.id, id));
        return true;
      });
      if (queued) sent += 1;
    } catch (err) {
      options.log?.error({ err, userMembershipId: id }, 'a renewal notice could not be queued');
    }
  }
  return sent;
}

/** What the renewal notice says: when, how much, and how to cancel before then (940 CMR 38). */
export function renewalNotice({
  membership,
  plan,
  price,
  member,
  renewsAt,
  publicUrl,
}: {
  membership: { id: string };
  plan: { name: string };
  price: { amountCents: number };
  member: { firstName: string };
  renewsAt: Date;
  publicUrl: string;
}) {
  const account = new URL('/my-account', publicUrl).toString();
  const date = longDate(renewsAt);
  const amount = dollars(price.amountCents);
  return {
    kind: 'RenewalNotice',
    subject: `Your ${plan.name} membership renews on ${date}`,
    body: [
      `Hi ${member.firstName || 'there'},`,
      '',
      `Your ${plan.name} membership renews automatically on ${date}. We will charge ${amount} to the card on file for another year. No fees or sales tax are added.`,
      '',
      `To keep your membership, do nothing. To cancel it, or to switch to monthly billing, open My Account (${account}) and choose Cancel membership or Manage membership before ${date}. Canceling takes one click, and your benefits last until that date.`,
    ].join('\n'),
    text: `Southborough Home Services: your ${plan.name} membership renews on ${date} for ${amount} a year. To cancel before then, open My Account: ${account}`,
    data: { userMembershipId: membership.id, renewsAt: renewsAt.toISOString() },
  };
}

/** What a member hears when a renewal payment fails: their benefits pause until the card pays. */
export function paymentFailedNotice({ membership, plan }: { membership: { id: string }; plan: { name: string } }) {
  return {
    kind: 'MembershipPaymentFailed',
    subject: `Your ${plan.name} membership payment did not go through`,
    body: [
      `The card on file did not pay the renewal of your ${plan.name} membership. Your benefits are paused until it is paid.`,
      '',
      'Sign in on our website, open My Account, choose Manage membership and update your card: we try the payment again at once.',
    ].join('\n'),
    text: `Southborough Home Services: the renewal payment of your ${plan.name} membership failed. Update your card under My Account, Manage membership, on our website.`,
    data: { userMembershipId: membership.id },
  };
}

/**
 * What a member hears when a second plan was paid while another was current (two tabs, or two
 * checkouts paid at once): the one confirmed first stays, the other ended at once and refunded in full.
 */
export function secondPlanNotice({
  membership,
  plan,
  kept,
  amountCents,
  member,
}: {
  membership: { id: string };
  plan: { name: string };
  kept: { name: string };
  amountCents: number;
  member: { firstName: string };
}) {
  const amount = dollars(amountCents);
  return {
    kind: 'SecondMembershipRefunded',
    subject: `Your ${plan.name} membership was canceled and refunded`,
    body: [
      `Hi ${member.firstName || 'there'},`,
      '',
      `Two memberships were paid for on your account at about the same time: ${kept.name} and ${plan.name}. You can hold one plan at a time, so we kept ${kept.name}, the one confirmed first, and canceled ${plan.name} at once. We are refunding the ${amount} it took to the card you paid with; it will not renew or be charged again. A refund takes 5 to 10 business days to show on your statement.`,
      '',
      `Your ${kept.name} membership goes on as before. To change plans, sign in on our website, open My Account and choose Manage membership.`,
    ].join('\n'),
    text: `Southborough Home Services: you paid for ${plan.name} while your ${kept.name} membership was already in place. We canceled ${plan.name} at once and are refunding ${amount} to your card; it will not be charged again.`,
    data: { userMembershipId: membership.id, keptMembership: kept.name },
  };
}
