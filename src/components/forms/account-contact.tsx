import Typography, { type TypographyProps } from '@mui/material/Typography';
import { useEffect, useEffectEvent, useMemo } from 'react';
import { fullNameOf } from '../../../machines/identity';
import { useAuthView } from '../../auth/auth-handle';
import { formatPhone } from '../../lib/format';
import type { FormStatus } from './use-contract-form';

/**
 * How a signed-in customer's forms (Book A Job, Contact Us, a storage unit's enquiry) start: with the
 * name, e-mail and phone of their account, changed in the form for that form only.
 */
export interface AccountContact {
  name: string;
  email: string;
  phone: string;
}

/** Which of a form's fields takes each of the account's details. */
export type AccountContactFields<N extends string> = Record<keyof AccountContact, N>;

/** A form whose fields are named as the account's details are. */
export const ACCOUNT_CONTACT_FIELDS = { name: 'name', email: 'email', phone: 'phone' } as const satisfies AccountContactFields<string>;

/**
 * The signed-up customer's contact details; undefined for a visitor, for an account not yet signed up,
 * and until the session is known (a prerendered page is hydrated as a visitor's). The same details
 * give the same object, so an identity reloaded unchanged (a token refresh) fills nothing again.
 */
export function useAccountContact(): AccountContact | undefined {
  const view = useAuthView();
  const identity = view.status === 'signedIn' && view.isSignedUp ? view.identity : null;
  const signedIn = identity !== null;
  const name = fullNameOf(identity);
  const email = identity?.email ?? '';
  const phone = identity ? formatPhone(identity.phoneNumber) : '';
  return useMemo(() => (signedIn ? { name, email, phone } : undefined), [signedIn, name, email, phone]);
}

/** The form's first values for the account's details, in the order `fields` names them: the account's, or empty. */
export function accountValues<N extends string>(account: AccountContact | undefined, fields: AccountContactFields<N>): Record<N, string> {
  return Object.fromEntries(Object.entries(fields).map(([detail, field]) => [field, account?.[detail as keyof AccountContact] ?? ''])) as Record<N, string>;
}

/**
 * Fills in the account's details once they come after the form has opened (the session becomes known
 * after the first paint), into the fields still empty: what the customer typed meanwhile is kept. A
 * form being sent or already sent is left as it is.
 */
export function useFillFromAccount<N extends string>(
  account: AccountContact | undefined,
  form: { values: Record<N, string>; status: FormStatus; setValue: (name: N, value: string) => void },
  fields: AccountContactFields<N>,
) {
  const fill = useEffectEvent((from: AccountContact) => {
    if (form.status !== 'editing') return;
    for (const [detail, field] of Object.entries(fields) as [keyof AccountContact, N][]) {
      if (form.values[field] === '' && from[detail]) form.setValue(field, from[detail]);
    }
  });
  useEffect(() => {
    if (account) fill(account);
  }, [account]);
}

/** The word above the account's details in the form: where they come from, and that changing them here changes them for `what` only. */
export function FromAccountHint({ what, sx }: { what: 'job' | 'message' | 'enquiry'; sx?: TypographyProps['sx'] }) {
  return <Typography sx={[{ color: 'text.secondary' }, ...(Array.isArray(sx) ? sx : [sx])]}>{`From your account; change them here for this ${what} only.`}</Typography>;
}
