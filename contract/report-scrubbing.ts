/**
 * What error reports must not carry, taken out of every string of a report before it leaves (the
 * SPA's and the server's Sentry `beforeSend` and `beforeBreadcrumb`): e-mail addresses, phone
 * numbers, sign-in codes, access and refresh tokens, and secrets in query strings. Ids (UUIDs) stay:
 * they lead to the record without saying whose it is.
 */

const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;

const REPLACEMENTS: readonly [RegExp, string | ((match: string) => string)][] = [
  // A secret named in a query string or a form: its value, whatever it looks like.
  [/([?&;](?:token|code|refreshToken|refresh_token|access_token|password|secret|client_secret|key|assertion)=)[^&#\s"']*/gi, '$1[redacted]'],
  [/\bBearer\s+[\w.~+/-]+=*/gi, 'Bearer [token]'],
  // JSON Web Tokens (access tokens, signed assertions).
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, '[token]'],
  // Written plainly, or as a URL writes it (pat%40example.com).
  [/[\w.%+'-]+(?:@|%40)[a-z\d.-]+\.[a-z]{2,}/gi, '[email]'],
  // US numbers as E.164, as typed with separators, or as ten digits.
  [/(?<![\w+])(?:\+?1[\s.-]?)?\(?[2-9]\d{2}\)?[\s.-]?\d{3}[\s.-]?\d{4}(?!\d)/g, '[phone]'],
  // Opaque tokens: refresh tokens, webhook and API secrets (32 characters or more of one run).
  [/\b[\w-]{32,}\b/g, (match) => (UUID.test(match) ? match : '[token]')],
  // Six-digit sign-in codes.
  [/\b\d{6}\b/g, '[code]'],
];

/** Keys whose value is a secret or a person's contact, dropped whatever it holds. */
const SECRET_KEYS = /^(authorization|cookie|set-cookie|x-recaptcha-token|x-xsrf-token|token|refreshtoken|accesstoken|code|password|secret|email|phone|phonenumber|contactphone)$/i;

/** Keys of the report itself (its ids, release, SDK), which look like tokens and must reach Sentry as they are. */
const REPORT_KEYS = /^(event_id|trace_id|span_id|parent_span_id|replay_id|replayId|profile_id|sid|release|dist|environment|sdk|platform)$/;

export function scrubText(text: string): string {
  let scrubbed = text;
  for (const [pattern, replacement] of REPLACEMENTS) scrubbed = typeof replacement === 'string' ? scrubbed.replace(pattern, replacement) : scrubbed.replace(pattern, replacement);
  return scrubbed;
}

/** A copy of `value` with every string scrubbed and every secret key's value replaced; deep, bounded. */
export function scrubDeep<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return scrubText(value) as T;
  if (depth > 12 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item: unknown) => scrubDeep(item, depth + 1)) as T;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (REPORT_KEYS.test(key)) copy[key] = item;
    else copy[key] = SECRET_KEYS.test(key) && item !== null && item !== undefined ? '[redacted]' : scrubDeep(item, depth + 1);
  }
  return copy as T;
}
