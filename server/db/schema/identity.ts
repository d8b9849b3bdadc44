import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

export const userTypes = ['Consumer', 'Contractor', 'SystemManager'] as const;
export type UserType = (typeof userTypes)[number];

/** A person who signs in by phone: consumers on the web, contractors in the mobile app. */
export const users = pgTable('users', {
  id: id(),
  /**
   * US number in E.164 (`+15085550100`); the sign-in identity. Null only for a deleted account, whose row
   * stays so that job requests and payments keep their history, with the personal data removed.
   */
  phoneNumber: text().unique(),
  firstName: text().notNull().default(''),
  lastName: text().notNull().default(''),
  email: text(),
  userType: text({ enum: userTypes }).notNull().default('Consumer'),
  /** Set when the profile (name and e-mail) is completed after the first sign-in (spec section 4, "Signed up"). */
  initialized: boolean().notNull().default(false),
  deletedAt: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** What a texted code proves: the right to sign in with a number, or to move an account to a new number. */
export const phoneCodePurposes = ['login', 'change-phone'] as const;
export type PhoneCodePurpose = (typeof phoneCodePurposes)[number];

/**
 * One texted code. Only its HMAC is kept. Times come from the application clock, not the database's,
 * so that expiry is decided in one place.
 */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: id(),
    phoneNumber: text().notNull(),
    purpose: text({ enum: phoneCodePurposes }).notNull(),
    /** The account moving to this number (change-phone); null for a sign-in code. */
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    /** Tries at this code from every network together (docs/decisions/015-sign-in-abuse.md). */
    attempts: integer().notNull().default(0),
    /**
     * Sent on the share of the number's codes kept for the networks its account signed in from: only
     * those networks may try it, and a code others ask for does not replace it (docs/decisions/069).
     */
    ownerShare: boolean().notNull().default(false),
    sentAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    replacedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.phoneNumber, t.purpose, t.sentAt)],
);

/**
 * The networks (IPv4 /24, IPv6 /48) an account signed in from, each the last time it did: they draw on
 * a share of the account's number's codes that nobody else can spend (docs/decisions/069). Only an
 * HMAC of account and network is kept, keyed by the server secret, so the table neither lists where
 * people were nor lets a copy of it be searched for a network.
 */
export const signInNetworks = pgTable(
  'sign_in_networks',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    networkHash: text().notNull(),
    lastSignedInAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.networkHash] }), index().on(t.lastSignedInAt)],
);

/**
 * Refresh tokens, stored as SHA-256 of the opaque value. A family is one sign-in: every rotation adds a
 * row with the same family and the same absolute `expiresAt`.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid().notNull(),
    tokenHash: text().notNull().unique(),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /**
     * The token this one was handed out for (null for a sign-in's first): which tokens were exchanged
     * after it tells a retry of a lost refresh from a replay (docs/decisions/102).
     */
    parentId: uuid(),
    /**
     * Set when this token was first exchanged for a new one; presenting it again after the reuse grace,
     * or once the sign-in went on past it, means it was stolen.
     */
    replacedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  // A refresh asks whether a token handed out for this one, or beside it, was exchanged: by parent, not through the whole family.
  (t) => [index().on(t.familyId), index().on(t.userId), index().on(t.parentId)],
);

export const devicePlatforms = ['android', 'ios', 'web'] as const;
export type DevicePlatform = (typeof devicePlatforms)[number];

/** Push-notification tokens of the devices a user is signed in on; a token belongs to its latest user. */
export const devices = pgTable(
  'devices',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text().notNull().unique(),
    platform: text({ enum: devicePlatforms }).notNull(),
    /**
     * The sign-in (refresh family) the token was last registered under: its logout ends the token's
     * pushes (docs/decisions/091). Null for registrations older than the column, which no logout ends.
     */
    sessionId: uuid(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.userId)],
);
