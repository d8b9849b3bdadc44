import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * SHA-256 of every captcha answer a public form accepted, so that the same answer is refused a second
 * time whatever the provider says. Kept only for a little longer than an answer lives.
 */
export const captchaTokens = pgTable(
  'captcha_tokens',
  {
    tokenHash: text().primaryKey(),
    /** From the application clock, like every expiry the server decides. */
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.createdAt)],
);
