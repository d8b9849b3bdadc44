import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

export const userTypes = ['Consumer', 'Contractor', 'SystemManager'] as const;
export type UserType = (typeof userTypes)[number];

/** A person who signs in by phone: consumers on the web, contractors in the mobile app. */
export const users = pgTable('users', {
  id: id(),
  /** US number in E.164 (`+15085550100`); the sign-in identity. */
  phoneNumber: text().notNull().unique(),
  firstName: text().notNull().default(''),
  lastName: text().notNull().default(''),
  email: text(),
  userType: text({ enum: userTypes }).notNull().default('Consumer'),
  /** Set when the profile (name and e-mail) is completed after the first sign-in (spec section 4, "Signed up"). */
  initialized: boolean().notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
