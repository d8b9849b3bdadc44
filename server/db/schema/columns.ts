import { integer, timestamp, uuid } from 'drizzle-orm/pg-core';

export const id = () => uuid().primaryKey().defaultRandom();
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
/** A point in time that may not have happened yet. */
export const at = () => timestamp({ withTimezone: true });
/** Money is whole US cents, never floating dollars. */
export const cents = () => integer();
/** The adapters of the payment port (server/payments/gateway.ts): what took a payment, a customer or a membership. */
export const paymentProviders = ['stripe', 'sandbox'] as const;
