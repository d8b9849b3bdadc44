import { formatUsPhoneNumber, phoneHref } from '../../contract/phone';
import type { ServerEnv } from '../env';

/** The provider's name as every message signs it. */
export const PROVIDER_NAME = 'Southborough Home Services';

/** Who an e-mail comes from, as its foot says it: name, street address, phone and website. */
export interface Letterhead {
  name: string;
  address: string;
  /** E.164. */
  phone: string;
  website: string;
}

export const letterheadOf = (env: Pick<ServerEnv, 'VITE_PROVIDER_ADDRESS' | 'VITE_PROVIDER_PHONE' | 'PUBLIC_URL'>): Letterhead => ({
  name: PROVIDER_NAME,
  address: env.VITE_PROVIDER_ADDRESS,
  phone: env.VITE_PROVIDER_PHONE,
  website: new URL('/', env.PUBLIC_URL).href,
});

/**
 * Kinds that answer a payment (a receipt, a refund's confirmation) or a request (the written proposal
 * of an estimate, `EstimateReceived`): the customer needs them whatever they chose about other
 * e-mails, so they carry no unsubscribe and are sent to an address that opted out.
 */
const RECEIPT_KINDS = new Set(['Receipt', 'Refund', 'EstimateReceived']);
export const isReceipt = (kind: string) => RECEIPT_KINDS.has(kind);

/**
 * Kinds written to the office's own inbox about what a visitor sent (server/notifications/office.ts):
 * the office never asked to hear less of them, so they carry no unsubscribe, and neither an opt-out of
 * the address nor the hourly limit per recipient holds them back; the forms' limits per client address
 * and their captcha bound how many come.
 */
const OFFICE_KINDS = new Set(['ContactMessage', 'StorageEnquiry']);
export const isForTheOffice = (kind: string) => OFFICE_KINDS.has(kind);

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
  /** Where the recipient stops e-mails like this one (RFC 8058 one-click, and the page the text links to); none on receipts. */
  unsubscribe?: { oneClick: string; page: string };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[c]};`);

/** Escaped text with its web addresses made links. */
const linked = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<>()]+[^\s<>().,;:!?'"]/g, (url) => `<a href="${url}" style="color:#1d4ed8">${url}</a>`);

/**
 * The e-mail as it leaves: the message's words, then the provider's name, address, phone and website,
 * and on anything but a receipt or a message to the office how to stop such e-mails; in plain text
 * and in HTML, saying the same.
 * Paragraphs are separated by blank lines in `body`.
 */
export function composeEmail(message: { subject: string; body: string; kind: string }, letterhead: Letterhead, unsubscribe?: EmailContent['unsubscribe']): EmailContent {
  const phone = formatUsPhoneNumber(letterhead.phone);
  const stop = isReceipt(message.kind) || isForTheOffice(message.kind) ? undefined : unsubscribe;
  const footLines = [letterhead.name, letterhead.address, phone, letterhead.website];
  const text = [
    message.body.trimEnd(),
    '',
    '--',
    ...footLines,
    ...(stop ? ['', `To stop these e-mails, open ${stop.page}. Receipts of your payments and estimates for your jobs still come.`] : []),
  ].join('\n');

  const paragraphs = message.body
    .trim()
    .split(/\n\s*\n/)
    .map((p) => `<p style="margin:0 0 16px">${p.split('\n').map(linked).join('<br>')}</p>`);
  const foot = [
    `<strong>${escapeHtml(letterhead.name)}</strong>`,
    escapeHtml(letterhead.address),
    `<a href="${phoneHref(letterhead.phone)}" style="color:#1d4ed8">${escapeHtml(phone)}</a>`,
    `<a href="${escapeHtml(letterhead.website)}" style="color:#1d4ed8">${escapeHtml(letterhead.website)}</a>`,
  ].join('<br>');
  const html = [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(message.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#ffffff;color:#1f2937;font:16px/1.5 Arial,Helvetica,sans-serif">',
    '<div style="max-width:600px;margin:0 auto">',
    ...paragraphs,
    `<hr style="border:0;border-top:1px solid #d1d5db;margin:24px 0"><p style="margin:0;font-size:14px;color:#4b5563">${foot}</p>`,
    ...(stop
      ? [`<p style="margin:16px 0 0;font-size:14px;color:#4b5563">Don’t want these e-mails? <a href="${escapeHtml(stop.page)}" style="color:#1d4ed8">Unsubscribe</a>. Receipts of your payments and estimates for your jobs still come.</p>`]
      : []),
    '</div></body></html>',
  ].join('\n');
  return { subject: message.subject, text, html, ...(stop ? { unsubscribe: stop } : {}) };
}
