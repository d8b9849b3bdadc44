import type { ServerEnv } from '../env';
import type { Logger } from '../lib/logger';
import { createEmailSender, type EmailSender, SmtpEmail } from './email';
import { officeSetting } from './office';
import { createPushSender, type PushSender } from './push';

/** Where visitors' messages to the office go, naming the setting only: the log holds no e-mail address. */
const officeSaid = (env: ServerEnv) => {
  const setting = officeSetting(env);
  const what = 'Contact Us messages and storage enquiries';
  if (setting === 'OFFICE_EMAIL') return `${what} are e-mailed to the office at OFFICE_EMAIL`;
  if (setting) return `${what} are e-mailed to the office at ${setting} (OFFICE_EMAIL is empty)`;
  return `${what} go to a local address in the console outbox: OFFICE_EMAIL, EMAIL_REPLY_TO and EMAIL_FROM are empty`;
};

/**
 * The e-mail and push ports of this server, from its configuration, each said at start-up. Throws the
 * one-line configuration error when a key is missing or wrong (SMTP_URL without EMAIL_FROM, an
 * unreadable service account), before anything is started.
 */
export function messagingPorts(env: ServerEnv, log: Logger): { email: EmailSender; push?: PushSender } {
  const email = createEmailSender(env, log);
  const push = createPushSender(env);
  log.info({ email: email.kind }, `E-mails are ${email.description}`);
  log.info({ office: officeSetting(env) ?? 'local' }, officeSaid(env));
  if (email instanceof SmtpEmail) {
    // Said now rather than at the first receipt; the worker retries a message that could not leave.
    email.verify().catch((err: unknown) => log.warn({ err }, `The SMTP server does not take e-mails yet: ${(err as Error).message}`));
  }
  if (push) log.info({ push: 'fcm' }, `Contractors' notifications are ${push.description}`);
  else log.info({ push: 'off' }, "Contractors' notifications are texted: FCM_SERVICE_ACCOUNT is empty, so nothing is pushed to their app");
  return push ? { email, push } : { email };
}
