import { Hono } from 'hono';
import type { AuthUser, IdentityUser } from './auth/middleware';
import type { SmsSender } from './auth/sms';
import type { CaptchaVerifier } from './captcha/captcha';
import type { Database } from './db/client';
import type { ServerEnv } from './env';
import type { Logger } from './lib/logger';
import type { FrameBindings } from './lib/request-frame';
import type { ResponseCache } from './lib/response-cache';
import type { PaymentGateway } from './payments/gateway';

/** What every handler finds on `c.var`, set once per request by `createApp`. */
export interface AppServices {
  db: Database;
  env: ServerEnv;
  log: Logger;
  now: () => Date;
  /** Texts verification codes: Twilio, or the console outbox by default. */
  sms: SmsSender;
  /** Checks the captcha answers of public forms: Google reCAPTCHA, or off by default. */
  captcha: CaptchaVerifier;
  /** Takes card payments: Stripe, or the built-in sandbox by default (server/payments/gateway.ts). */
  payments: PaymentGateway;
  /** The catalogue's answers kept in memory (server/lib/response-cache.ts). */
  catalogue: ResponseCache;
  /** Whether the process is stopping (SIGTERM): the health check answers 503 so that a balancer takes it out. Never when absent. */
  stopping?: () => boolean;
}

/** Besides the services: what the request's frame sets, its id, its log and the client's address (server/lib/request-frame.ts). */
export type AppBindings = { Variables: AppServices & FrameBindings['Variables'] };

/** A group of routes, with the services and the request's frame on `c.var`. */
export const router = () => new Hono<AppBindings>();

/**
 * A route's bindings once `requireUser` (or a stricter check) has passed: the signed-in user on `c.var.user`, and the
 * sign-in (refresh family) the request was made in on `c.var.sessionId` (server/auth/middleware.ts).
 */
export type AuthBindings = { Variables: AppBindings['Variables'] & { user: AuthUser; sessionId: string } };
/** A route's bindings once `requireIdentity` has passed: the signed-in user with the names of their active memberships. */
export type IdentityBindings = { Variables: AppBindings['Variables'] & { user: IdentityUser; sessionId: string } };
/** A route's bindings after `optionalUser`: the user when a valid token was sent. */
export type OptionalAuthBindings = { Variables: AppBindings['Variables'] & { user: AuthUser | undefined } };
