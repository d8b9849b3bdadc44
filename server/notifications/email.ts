import { createTransport, type Transporter } from 'nodemailer';
import type { ServerEnv } from '../env';
import type { Logger } from '../lib/logger';
import { composeEmail, type EmailContent, letterheadOf, PROVIDER_NAME } from './email-letter';
import { appendOutboxLine, outboxFileFor } from './outbox-file';
import { unsubscribeLinks } from './unsubscribe';

export interface EmailMessage {
  to: string;
  subject: string;
  body: string;
  /** What it is about (`Receipt`, `RenewalNotice`…), for the outbox. */
  kind: string;
  /**
   * Where a reply goes instead of EMAIL_REPLY_TO: the visitor who wrote to the office. One bare
   * address; anything else (a list, a name, a line break) is left out rather than put in a header.
   */
  replyTo?: string;
}

/** One address and nothing a header could be split or widened by: no space, control, comma or bracket. */
const PLAIN_ADDRESS = /^[^\s\p{Cc}@<>()[\]\\,;:"]+@[^\s\p{Cc}@<>()[\]\\,;:"]+$/u;
export const isPlainAddress = (address: string) => PLAIN_ADDRESS.test(address);

/** The port through which e-mails leave the server; only the notifications worker sends through it. */
export interface EmailSender {
  /** Said at start-up so that nobody wonders where the e-mails went. */
  readonly description: string;
  /** `smtp` when e-mails leave the machine, `console` when they stay in the outbox. */
  readonly kind: 'smtp' | 'console';
  send(message: EmailMessage): Promise<void>;
}

export interface SentEmail extends EmailMessage {
  sentAt: Date;
}

/** Turns a message into the e-mail that leaves: letterhead, both bodies, unsubscribe links. */
export type EmailComposer = (message: EmailMessage) => EmailContent;

/** The composer of this server: its letterhead, and unsubscribe links signed with its secret. */
export function emailComposer(env: Pick<ServerEnv, 'VITE_PROVIDER_ADDRESS' | 'VITE_PROVIDER_PHONE' | 'PUBLIC_URL' | 'JWT_SECRET'>): EmailComposer {
  const letterhead = letterheadOf(env);
  return (message) => composeEmail(message, letterhead, env.JWT_SECRET ? unsubscribeLinks(env.PUBLIC_URL, env.JWT_SECRET, message.to) : undefined);
}

/**
 * The embedded default: prints each e-mail (its plain-text body, as it would leave) to the server log,
 * keeps the latest in memory for tests and, given a file (`<DATA_DIR>/outbox.jsonl`), appends it there.
 * Nothing leaves the machine.
 */
export class OutboxEmail implements EmailSender {
  readonly description: string;
  readonly kind = 'console';
  readonly sent: SentEmail[] = [];

  constructor(
    private readonly log: Logger,
    private readonly now: () => Date = () => new Date(),
    private readonly outboxFile?: string,
    private readonly compose?: EmailComposer,
    /** false (production): the log says only that an e-mail was written to the outbox file, never to whom or what. */
    private readonly inLog = true,
  ) {
    this.description = inLog || !outboxFile ? 'printed to this log (console outbox); SMTP_URL is empty' : `written to ${outboxFile} only (console outbox; never to this log); SMTP_URL is empty`;
  }

  async send(message: EmailMessage) {
    const sentAt = this.now();
    this.sent.push({ ...message, sentAt });
    if (this.sent.length > 1000) this.sent.splice(0, this.sent.length - 1000);
    const text = this.compose?.(message).text ?? message.body;
    if (this.inLog) this.log.info({ to: message.to, kind: message.kind }, `E-mail to ${message.to}: ${message.subject}\n${text}`);
    else this.log.info({ kind: message.kind }, 'E-mail written to the console outbox');
    if (this.outboxFile) {
      appendOutboxLine(this.outboxFile, { at: sentAt.toISOString(), channel: 'email', to: message.to, kind: message.kind, body: `${message.subject}\n\n${text}` });
    }
  }

  sentTo(to: string): SentEmail[] {
    return this.sent.filter((m) => m.to === to);
  }
}

export interface SmtpConfig {
  /** `smtp://user:password@host:587` (STARTTLS when the server offers it) or `smtps://…:465`. */
  url: string;
  from: string;
  replyTo?: string;
  compose: EmailComposer;
}

/** E-mail through an SMTP relay (the provider's mail service, SES, Postmark, SendGrid…) with nodemailer. */
export class SmtpEmail implements EmailSender {
  readonly description: string;
  readonly kind = 'smtp';
  private readonly transport: Transporter;

  constructor(private readonly config: SmtpConfig) {
    const url = new URL(config.url);
    this.description = `sent through ${url.protocol}//${url.host} from ${config.from}`;
    // Bounded waits: a relay that hangs fails the try, and the worker tries again later.
    this.transport = createTransport(config.url, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as object);
  }

  async send(message: EmailMessage) {
    const email = this.config.compose(message);
    const replyTo = message.replyTo && isPlainAddress(message.replyTo) ? message.replyTo : this.config.replyTo;
    await this.transport.sendMail({
      from: this.config.from,
      ...(replyTo ? { replyTo } : {}),
      to: message.to,
      subject: email.subject,
      text: email.text,
      html: email.html,
      ...(email.unsubscribe ? { headers: { 'List-Unsubscribe': `<${email.unsubscribe.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } } : {}),
    });
  }

  /** Whether the relay answers and takes the credentials; said at start-up. */
  async verify(): Promise<void> {
    await this.transport.verify();
  }

  close() {
    this.transport.close();
  }
}

/** SMTP when SMTP_URL is set (EMAIL_FROM with it), else the console outbox. */
export function createEmailSender(env: ServerEnv, log: Logger): EmailSender {
  const compose = emailComposer(env);
  if (env.SMTP_URL) {
    if (!env.EMAIL_FROM) throw new Error(`Invalid configuration: SMTP_URL is set without EMAIL_FROM; name the sender, e.g. EMAIL_FROM="${PROVIDER_NAME} <hello@example.com>".`);
    return new SmtpEmail({ url: env.SMTP_URL, from: env.EMAIL_FROM, ...(env.EMAIL_REPLY_TO ? { replyTo: env.EMAIL_REPLY_TO } : {}), compose });
  }
  return new OutboxEmail(log, () => new Date(), outboxFileFor(env.DATA_DIR), compose, env.NODE_ENV !== 'production');
}
