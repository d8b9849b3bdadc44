import * as v from 'valibot';
import { EmailSubscriptionRequest } from '../../../contract/public';
import { type ApiFailure, classifyHttpFailure, toApiFailure } from '../../../machines/api-failure';
import type { ApiClient } from '../../api/client';
import { captchaHeader } from '../../components/captcha/use-captcha';

export type SubscribeOutcome =
  | { kind: 'subscribed'; email: string }
  /** Subscribing twice is not an error: the server answers 200 with `created: false`. */
  | { kind: 'alreadySubscribed'; email: string }
  /** What is wrong with the address, to show on the field. */
  | { kind: 'invalid'; message: string }
  | { kind: 'failed'; failure: ApiFailure };

/** The address as the contract would accept it, or the message for the field. */
export function checkEmail(email: string): { email: string } | { message: string } {
  const parsed = v.safeParse(EmailSubscriptionRequest, { email });
  return parsed.success ? { email: parsed.output.email } : { message: parsed.issues[0].message };
}

/** `POST /EmailSubscription` with the captcha answer, if any, and every answer turned into something the form can show. */
export async function subscribeEmail(client: Pick<ApiClient, 'POST'>, input: string, captchaToken?: string): Promise<SubscribeOutcome> {
  const checked = checkEmail(input);
  if ('message' in checked) return { kind: 'invalid', message: checked.message };
  try {
    const { data, error, response } = await client.POST('/EmailSubscription', { body: { email: checked.email }, params: { header: captchaHeader(captchaToken) } });
    if (data) return { kind: data.created ? 'subscribed' : 'alreadySubscribed', email: data.email };
    const failure = classifyHttpFailure({ status: response.status, body: error, retryAfter: response.headers.get('Retry-After') });
    const onField = failure.fieldErrors?.email;
    return onField ? { kind: 'invalid', message: onField } : { kind: 'failed', failure };
  } catch (thrown) {
    return { kind: 'failed', failure: toApiFailure(thrown) };
  }
}
