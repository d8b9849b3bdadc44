import * as v from 'valibot';

/**
 * The `.env` keys the SPA and the server both read, with one rule and one default for each:
 * src/config/env.schema.ts builds the SPA's configuration from them at build time, server/env.ts the
 * server's at start (the environment label for its error reports, the origins its CSP must allow).
 * Apart from `shared-env.ts` so the rules there cost the landing page no schema code.
 */

/** "true" or "false", read as a boolean. */
export const flag = (fallback: boolean) =>
  v.optional(
    v.pipe(
      v.picklist(['true', 'false'], 'must be "true" or "false"'),
      v.transform((value) => value === 'true'),
    ),
    String(fallback) as 'true' | 'false',
  );

/** An absolute URL, or empty for none. */
export const optionalUrl = v.optional(
  v.union([v.literal(''), v.pipe(v.string(), v.url('must be an absolute URL'))], 'must be an absolute URL'),
  '',
);

const PORT_MESSAGE = 'must be a port number';
/** A TCP port, 0 to 65535, as written. */
export const portText = v.pipe(
  v.string(),
  v.regex(/^\d{1,5}$/, PORT_MESSAGE),
  v.check((port) => Number(port) <= 65535, PORT_MESSAGE),
);

export const SharedEnvKeys = {
  /** The environment's name that error reports, the SPA's and the server's, are filed under (spec section 1: "staging"). */
  VITE_ENVIRONMENT: v.optional(v.pipe(v.string(), v.minLength(1)), 'staging'),
  /** Production behavior: error reporting runs only with this on (`reportingOffBecause`). */
  VITE_PRODUCTION: flag(true),
  /** A development build: error reporting stays off. */
  VITE_DEV: flag(false),
  /** Where the SPA calls the API (`apiOriginFor`); each empty key is the page's own. */
  VITE_API_PROTOCOL: v.optional(v.picklist(['', 'http', 'https'], 'must be http or https'), ''),
  VITE_API_HOST: v.optional(v.pipe(v.string(), v.trim()), ''),
  VITE_API_PORT: v.optional(v.union([v.literal(''), portText], PORT_MESSAGE), ''),
  /** The provider's phone: the SPA's footer and contact page show it, and the API names it where only a call will do (a visit past its change cutoff). */
  VITE_PROVIDER_PHONE: v.optional(v.pipe(v.string(), v.regex(/^\+1\d{10}$/, 'must be +1 followed by 10 digits')), '+15085550100'),
  /** The provider's street address: the SPA's footer and contact page, and the foot of every e-mail. */
  VITE_PROVIDER_ADDRESS: v.optional(v.pipe(v.string(), v.minLength(1)), '2 Main Street, Southborough, MA 01772'),
  /** The SPA's Sentry DSN. */
  VITE_SENTRY_DSN: optionalUrl,
  /**
   * Stripe's publishable key: the SPA collects cards with Stripe's Payment Element when it is set, on
   * the sandbox's own card fields when it is empty. The server holds it to its STRIPE_SECRET_KEY, so
   * the two sides never run different payment providers.
   */
  VITE_STRIPE_PUBLISHABLE_KEY: v.optional(
    v.union([v.literal(''), v.pipe(v.string(), v.startsWith('pk_', 'must start with pk_'))], 'must start with pk_'),
    '',
  ),
};
