import type { ServerEnv } from '../env';
import type { Logger } from '../lib/logger';
import { appendOutboxLine, outboxFileFor } from './outbox-file';

export interface EmailMessage {
  to: string;
  subject: string;
  body: string;
  /** What it is about (`Receipt`, `RenewalNotice`…), for the outbox. */
  kind: string;
}

/** The port through which e-mails leave the server; only the notifications worker sends through it. */
export interface EmailSender {
  /** Said at start-up so that nobody wonders where the e-mails went. */
  readonly description: string;
  send(message: EmailMessage): Promise<void>;
}

export interface SentEmail extends EmailMessage {
  sentAt: Date;
}

/**
 * The embedded default, and for now the only adapter: prints each e-mail to the server log, keeps the
 * latest in memory for tests and, given a file (`<DATA_DIR>/outbox.jsonl`), appends it there. Nothing
 * leaves the machine.
 */
export class OutboxEmail implements EmailSender {
  readonly description = 'printed to this log (console outbox); no e-mail provider is configured';
  readonly sent: SentEmail[] = [];

  constructor(
    private readonly log: Logger,
    private readonly now: () => Date = () => new Date(),
    private readonly outboxFile?: string,
  ) {}

  async send(message: EmailMessage) {
    const sentAt = this.now();
    this.sent.push({ ...message, sentAt });
    if (this.sent.length > 1000) this.sent.splice(0, this.sent.length - 1000);
    this.log.info({ to: message.to, kind: message.kind }, `E-mail to ${message.to}: ${message.subject}\n${message.body}`);
    if (this.outboxFile) {
      appendOutboxLine(this.outboxFile, { at: sentAt.toISOString(), channel: 'email', to: message.to, kind: message.kind, body: `${message.subject}\n\n${message.body}` });
    }
  }

  sentTo(to: string): SentEmail[] {
    return this.sent.filter((m) => m.to === to);
  }
}

export function createEmailSender(env: ServerEnv, log: Logger): EmailSender {
  return new OutboxEmail(log, () => new Date(), outboxFileFor(env.DATA_DIR));
}
