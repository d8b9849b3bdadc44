import * as v from 'valibot';
// With its extension: vite.config.ts loads this file, and what it imports, without a bundler.
import { flag, SharedEnvKeys } from '../../contract/shared-env.schema.ts';

/**
 * The SPA's configuration (spec sections 1 and 9). Vite inlines every `VITE_*` key at build time;
 * `vite.config.ts` parses the same schema so a wrong value stops the build, naming the key. The keys
 * the server reads too have their rules in contract/shared-env.schema.ts.
 */
export const ClientEnvSchema = v.object({
  ...SharedEnvKeys,
  /** `npm run dev` only: attach the Stately inspector to every actor (src/lib/inspector.ts). */
  VITE_INSPECT: flag(false),
  VITE_RECAPTCHA_SITE_KEY: v.optional(v.string(), ''),
  VITE_HELP_WIDGET_ID: v.optional(v.string(), ''),
  VITE_ANDROID_APP_URL: v.optional(v.pipe(v.string(), v.url('must be an absolute URL')), 'https://play.google.com/store/apps'),
  VITE_IPHONE_APP_URL: v.optional(v.pipe(v.string(), v.url('must be an absolute URL')), 'https://apps.apple.com/us/'),
  /** Empty: the Storage links stay on our own storage pages (/storage-units). */
  VITE_STORAGE_SITE_URL: v.optional(v.union([v.literal(''), v.pipe(v.string(), v.url('must be an absolute URL'))], 'must be an absolute URL or empty'), ''),
});

export type ClientEnv = v.InferOutput<typeof ClientEnvSchema>;

/** Parses the raw keys; the error names the first wrong key in one line. */
export function parseClientEnv(raw: Record<string, unknown>): ClientEnv {
  const result = v.safeParse(ClientEnvSchema, raw);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const key = v.getDotPath(issue) ?? 'configuration';
  throw new Error(`Invalid configuration: ${key} ${issue.message} (got ${JSON.stringify(issue.input)})`);
}
