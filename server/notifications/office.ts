import { formatUsPhoneNumber } from '../../contract/phone';
import type { Database } from '../db/client';
import type { ServerEnv } from '../env';
import { enqueueNotification } from './outbox';

/**
 * What visitors send through the public forms (Contact Us, the Help button, "Ask about this unit") is
 * e-mailed to the office's inbox, queued in the transaction that stores it: the office hears of every
 * message that was kept, and of none that was refused. The only recipient is the office; the visitor's
 * address goes into Reply-To alone, so a form can never be made to write to anyone else.
 */

/**
 * Where office e-mails go when no address is configured. Then the server has no SMTP relay either
 * (SMTP_URL requires EMAIL_FROM), so they only reach the console outbox, and an address that is
 * nobody's inbox says there that they were meant for the office.
 */
export const LOCAL_OFFICE_ADDRESS = 'office@localhost';

/** The address of a mailbox as the settings hold it: `Name <address>` or a bare address. */
const addressOf = (mailbox: string) => /<([^<>]+)>\s*$/.exec(mailbox)?.[1] ?? mailbox.trim();

type OfficeSettings = Pick<ServerEnv, 'OFFICE_EMAIL' | 'EMAIL_REPLY_TO' | 'EMAIL_FROM'>;

/** The setting that names the office's inbox: OFFICE_EMAIL, else EMAIL_REPLY_TO (where customers' replies already go), else EMAIL_FROM; none when all are empty. */
export function officeSetting(env: OfficeSettings): keyof OfficeSettings | undefined {
  return (['OFFICE_EMAIL', 'EMAIL_REPLY_TO', 'EMAIL_FROM'] as const).find((key) => env[key]);
}

/** The office's inbox: the address of the setting `officeSetting` names, or the local stand-in. */
export function officeAddress(env: OfficeSettings): string {
  const setting = officeSetting(env);
  return setting ? addressOf(env[setting]) : LOCAL_OFFICE_ADDRESS;
}

// Matching control characters is the point.
// eslint-disable-next-line no-control-regex
const LINE_BREAKS_AND_CONTROLS = /[\u0000-\u001F\u007F\u2028\u2029]+/g;
/**
 * Text on one line, for a subject or a field: the forms refuse control characters in names already,
 * and this holds for whatever else a subject is made of (a unit's title as the office typed it).
 */
const oneLine = (text: string) => text.replace(LINE_BREAKS_AND_CONTROLS, ' ').trim();

const phoneOrNot = (phone: string | null | undefined) => (phone ? formatUsPhoneNumber(phone) : 'not given');
const longDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' });
/** A calendar date (`YYYY-MM-DD`) as the office reads it. */
const dayOf = (date: string) => longDay.format(new Date(`${date}T00:00:00Z`));

/** The signed-in account a form came from, if any. */
export interface SendingAccount {
  firstName: string;
  lastName: string;
  phoneNumber: string;
}

const accountLine = (account: SendingAccount | undefined) => {
  if (!account) return [];
  const name = oneLine(`${account.firstName} ${account.lastName}`);
  return [`Signed in: yes, as ${name ? `${name}, ` : ''}${formatUsPhoneNumber(account.phoneNumber)}`];
};

const messageLines = (message: string) => (message.trim() ? ['Message:', message.trim()] : ['Message: none']);

/** The sender's details: who, and how to answer them. */
interface Sender {
  name: string;
  /** Checked by the form's schema: one address. */
  email: string;
  phone?: string | null;
  account?: SendingAccount;
}

async function tellTheOffice(
  tx: Database,
  env: OfficeSettings,
  letter: { kind: 'ContactMessage' | 'StorageEnquiry'; subject: string; paragraphs: string[][]; sender: Sender; data: Record<string, unknown> },
) {
  const name = oneLine(letter.sender.name);
  const body = [...letter.paragraphs, [`Reply to this e-mail to answer ${name} at ${letter.sender.email}.`]].map((lines) => lines.join('\n')).join('\n\n');
  await enqueueNotification(tx, {
    channel: 'email',
    to: officeAddress(env),
    kind: letter.kind,
    subject: oneLine(letter.subject),
    body,
    data: { ...letter.data, replyTo: letter.sender.email },
  });
}

/** Queues the e-mail to the office of a Contact Us message (the page's form or the Help button's), in the transaction that stores it. */
export async function tellTheOfficeOfContactMessage(
  tx: Database,
  env: OfficeSettings,
  message: Sender & { id: string; message: string },
) {
  const name = oneLine(message.name);
  await tellTheOffice(tx, env, {
    kind: 'ContactMessage',
    subject: `Contact Us: ${name}`,
    paragraphs: [
      ['A message from Contact Us or the Help button on the website. The sender was told we answer within one business day.'],
      [`Name: ${name}`, `E-mail: ${message.email}`, `Phone: ${phoneOrNot(message.phone)}`, ...accountLine(message.account)],
      messageLines(message.message),
    ],
    sender: message,
    data: { contactMessageId: message.id },
  });
}

/** Queues the e-mail to the office of a storage unit enquiry, in the transaction that stores it. */
export async function tellTheOfficeOfStorageEnquiry(
  tx: Database,
  env: OfficeSettings & Pick<ServerEnv, 'PUBLIC_URL'>,
  enquiry: Sender & {
    id: string;
    listing: { id: string; title: string; locationName: string; addressLine1: string; city: string };
    moveInDate: string | null;
    message: string;
    discount?: { percent: number; membershipName: string };
  },
) {
  const { listing } = enquiry;
  const title = oneLine(listing.title);
  await tellTheOffice(tx, env, {
    kind: 'StorageEnquiry',
    subject: `Storage enquiry: ${title}`,
    paragraphs: [
      ['An enquiry from "Ask about this unit" on the website. The sender was told we call or e-mail within one business day.'],
      [
        `Unit: ${title}`,
        `At: ${oneLine(`${listing.locationName}, ${listing.addressLine1}, ${listing.city}`)}`,
        `Listing: ${new URL(`/storage/${listing.id}`, env.PUBLIC_URL).href}`,
      ],
      [
        `Name: ${oneLine(enquiry.name)}`,
        `E-mail: ${enquiry.email}`,
        `Phone: ${phoneOrNot(enquiry.phone)}`,
        `Move-in date: ${enquiry.moveInDate ? dayOf(enquiry.moveInDate) : 'not given'}`,
        `Member discount: ${enquiry.discount ? `${enquiry.discount.percent}% off the rent (${oneLine(enquiry.discount.membershipName)})` : 'none'}`,
        ...accountLine(enquiry.account),
      ],
      messageLines(enquiry.message),
    ],
    sender: enquiry,
    data: { storageUnitEnquiryId: enquiry.id, listingId: listing.id },
  });
}
