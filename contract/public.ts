import * as v from 'valibot';
import { DateTime, Email } from './common';

export const EmailSubscriptionRequest = v.object({ email: Email });
export const EmailSubscription = v.object({
  email: v.string(),
  subscribedAt: DateTime,
  /** False when the address was already subscribed: subscribing again is not an error. */
  created: v.boolean(),
});

export const Health = v.object({
  status: v.picklist(['ok', 'unavailable']),
  database: v.picklist(['up', 'down']),
  time: DateTime,
});
