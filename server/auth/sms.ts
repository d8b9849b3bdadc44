import type { PhoneCodePurpose } from '../db/schema';
import type { ServerEnv } from '../env';
import type { Logger } from '../lib/logger';
import { appendOutboxLine, outboxFileFor } from '../notifications/outbox-file';

export interface CodeMessage {
  /** E.164 number. */
  to: string;
  code: string;
  purpose: PhoneCodePurpose;
}

/** The port through which verification codes and notifications leave the server by text message. */
export interface SmsSender {
  /** Said at start-up so that nobody wonders where the codes went. */
  readonly description: string;
  sendCode(message: CodeMessage): Promise<void>;
  /**
   * Texts `body` to `to` (E.164). `kind` says what it is about (`JobOffered`…), for the outbox. The
   * notifications worker sends notices so; a request only in place of a code (`sendNoticeInsteadOfCode`),
   * so that its answer and its wait are a code's.
   */
  sendText(to: string, body: string, kind?: string): Promise<void>;
}

/**
 * The text of a code message. The last line is the WebOTP form (`@host #code`), which lets browsers
 * offer the code for autofill on the site that asked for it.
 */
export function codeText({ code, purpose }: CodeMessage, publicUrl: string): string {
  const what = purpose === 'login' ? 'sign-in code' : 'code to confirm your new phone number';
  return `Your Southborough Home Services ${what} is ${code}. It expires in 10 minutes. Never share it.\n\n@${new URL(publicUrl).host} #${code}`;
}

export interface SentCode extends CodeMessage {
  text: string;
  sentAt: Date;
}

export interface SentText {
  to: string;
  body: string;
  kind: string;
  sentAt: Date;
}

/** Kept in memory at most, so a long-running development server does not grow without end. */
const KEPT = 1000;
const keep = <T>(list: T[], item: T) => {
  list.push(item);
  if (list.length > KEPT) list.splice(0, list.length - KEPT);
};

/**
 * The embedded default: prints each code and text to the server log and keeps it in memory, where tests
 * read it, and, given a file (`<DATA_DIR>/outbox.jsonl`), appends it there for other local processes.
 * Nothing leaves the machine. With `inLog: false` (production) the log says only that a message was
 * put in the outbox file: whoever reads a production log must not be able to sign in as anyone.
 */
export class OutboxSms implements SmsSender {
  readonly description: string;
  readonly sent: SentCode[] = [];
  readonly texts: SentText[] = [];

  constructor(
    private readonly log: Logger,
    private readonly publicUrl = 'http://localhost:3000',
    private readonly now: () => Date = () => new Date(),
    private readonly outboxFile?: string,
    private readonly inLog = true,
  ) {
    this.description =
      inLog || !outboxFile
        ? 'printed to this log (console outbox); set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM_NUMBER to text them'
        : `written to ${outboxFile} only (console outbox, SMS_CONSOLE_OUTBOX=true; never to this log); set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM_NUMBER to text them`;
  }

  async sendCode(message: CodeMessage) {
    const text = codeText(message, this.publicUrl);
    const sentAt = this.now();
    keep(this.sent, { ...message, text, sentAt });
    const label = message.purpose === 'login' ? 'Login code' : 'Phone number change code';
    const kind = message.purpose === 'login' ? 'LoginCode' : 'PhoneChangeCode';
    if (this.inLog) this.log.info({ to: message.to, purpose: message.purpose }, `${label} for ${message.to}: ${message.code}`);
    else this.log.info({ kind }, `${label} written to the console outbox`);
    if (this.outboxFile) appendOutboxLine(this.outboxFile, { at: sentAt.toISOString(), channel: 'sms', to: message.to, kind, body: text, code: message.code });
  }

  async sendText(to: string, body: string, kind = 'Text') {
    const sentAt = this.now();
    keep(this.texts, { to, body, kind, sentAt });
    if (this.inLog) this.log.info({ to, kind }, `Text to ${to}: ${body}`);
    else this.log.info({ kind }, 'Text written to the console outbox');
    if (this.outboxFile) appendOutboxLine(this.outboxFile, { at: sentAt.toISOString(), channel: 'sms', to, kind, body });
  }

  /** The texts (not codes) sent to a number, oldest first. */
  textsTo(to: string): SentText[] {
    return this.texts.filter((m) => m.to === to);
  }

  /** The latest code texted to a number, optionally of one purpose. */
  lastCode(to: string, purpose?: PhoneCodePurpose): string | undefined {
    return this.sent.findLast((m) => m.to === to && (!purpose || m.purpose === purpose))?.code;
  }

  messagesTo(to: string): SentCode[] {
    return this.sent.filter((m) => m.to === to);
  }
}

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  from: string;
  publicUrl: string;
  fetch?: typeof fetch;
}

/** Texts through Twilio's Messages REST API. */
export class TwilioSms implements SmsSender {
  readonly description: string;

  constructor(private readonly config: TwilioConfig) {
    this.description = `texted through Twilio from ${config.from}`;
  }

  async sendCode(message: CodeMessage) {
    await this.send(message.to, codeText(message, this.config.publicUrl));
  }

  async sendText(to: string, body: string) {
    await this.send(to, body);
  }

  private async send(to: string, body: string) {
    const { accountSid, authToken, from } = this.config;
    const doFetch = this.config.fetch ?? fetch;
    const res = await doFetch(`https://api.twilio.com/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ To: to, From: from, Body: body }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) {
      const detail = (await res.json().catch(() => ({}))) as { code?: number; message?: string };
      throw new SmsDeliveryError(`Twilio answered ${res.status}${detail.code ? ` (error ${detail.code})` : ''}: ${detail.message ?? res.statusText}`);
    }
  }
}

export class SmsDeliveryError extends Error {
  override name = 'SmsDeliveryError';
}

/**
 * Twilio when all three of its settings are present, the console outbox when none is; anything in
 * between is a mistake. A production server without Twilio would keep every login code on its own
 * disk, where nobody is texted: as with the captcha, it starts so only when SMS_CONSOLE_OUTBOX=true
 * says this is meant (a demonstration on one machine).
 */
export function createSmsSender(env: ServerEnv, log: Logger): SmsSender {
  const twilio = [env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, env.TWILIO_FROM_NUMBER];
  if (twilio.every(Boolean))
    return new TwilioSms({ accountSid: env.TWILIO_ACCOUNT_SID, authToken: env.TWILIO_AUTH_TOKEN, from: env.TWILIO_FROM_NUMBER, publicUrl: env.PUBLIC_URL });
  if (twilio.some(Boolean))
    throw new Error('Invalid configuration: Twilio is partly configured; set all of TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM_NUMBER, or none.');
  const production = env.NODE_ENV === 'production';
  if (production && !env.SMS_CONSOLE_OUTBOX)
    throw new Error(
      'Invalid configuration: TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM_NUMBER are empty, so login codes would be texted to nobody. Set them, or set SMS_CONSOLE_OUTBOX=true to keep codes and texts in DATA_DIR/outbox.jsonl on purpose.',
    );
  return new OutboxSms(log, env.PUBLIC_URL, () => new Date(), outboxFileFor(env.DATA_DIR), !production);
}
