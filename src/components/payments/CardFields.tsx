import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { type ChangeEvent, useEffect, useRef } from 'react';

/**
 * The card fields of the payment sandbox's pages (its checkout, its customer portal, and the job
 * payment page when no Stripe key is set): Card number, Expiration (MM / YY), CVC and ZIP, labeled
 * as a person and a test find them. The rules and messages are `SandboxCard`'s
 * (contract/payment-sandbox.ts), which the server checks again; bind each field with a form's
 * `field(name)` (src/components/forms/use-contract-form.ts).
 */

export const CARD_FIELDS = ['number', 'expiry', 'cvc', 'zip'] as const;
export type CardField = (typeof CARD_FIELDS)[number];
export type CardValues = Record<CardField, string>;

export const EMPTY_CARD: CardValues = { number: '', expiry: '', cvc: '', zip: '' };

/** `4242424242424242` → `4242 4242 4242 4242` (Amex: 4-6-5), as typed. */
export function formatCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 19);
  const groups = /^3[47]/.test(digits) ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/** `1234` → `12 / 34`; a lone first digit above 1 is a month: `4` → `04 / `. */
export function formatExpiry(typed: string, previous = ''): string {
  let digits = typed.replace(/\D/g, '').slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  // Deleting the separator deletes the digit before it.
  if (previous.endsWith(' / ') && typed.length < previous.length) return digits.slice(0, 1);
  if (digits.length < 2) return digits;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

type FieldProps = {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  error: boolean;
  helperText: string | undefined;
  inputRef: (element: HTMLElement | null) => void;
};

export interface CardFieldsProps {
  /** A form's field binding: `form.field`. */
  field: (name: CardField) => FieldProps;
  /** Sets a field's value directly (the formatted one). */
  setValue: (name: CardField, value: string) => void;
  disabled?: boolean;
}

export function CardFields({ field, setValue, disabled }: CardFieldsProps) {
  const formatted = (name: CardField, format: (typed: string, previous: string) => string) => {
    const props = field(name);
    return {
      ...props,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => setValue(name, format(event.target.value, props.value)),
    };
  };
  const common = { disabled, fullWidth: true } as const;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 1fr 1fr' } }}>
      <Box sx={{ gridColumn: { xs: '1 / -1', sm: '1 / -1' } }}>
        <TextField
          label="Card number"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          required
          {...common}
          {...formatted('number', (typed) => formatCardNumber(typed))}
        />
      </Box>
      <TextField
        label="Expiration (MM / YY)"
        autoComplete="cc-exp"
        placeholder="MM / YY"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        required
        {...common}
        {...formatted('expiry', formatExpiry)}
        // A row of its own on phones: half of one cut its label to "Expiration (…".
        sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
      />
      <TextField
        label="CVC"
        autoComplete="cc-csc"
        placeholder="123"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
        required
        {...common}
        {...formatted('cvc', (typed) => typed.replace(/\D/g, '').slice(0, 4))}
      />
      <TextField
        label="ZIP"
        autoComplete="postal-code"
        placeholder="01772"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
        required
        {...common}
        {...formatted('zip', (typed) => typed.replace(/\D/g, '').slice(0, 5))}
      />
    </Box>
  );
}

/**
 * After a refusal (a card declined, a bank's check failed) the card form stays with what was typed,
 * but the button that sent it was disabled on the way, or the 3-D Secure step it came from is gone,
 * and the browser's focus falls to the top of the page. A keyboard user goes on from the card number,
 * with another card: it takes the focus each time a new refusal shows (its alert is read out as it
 * appears), not for one already there when the page opened. Put the returned ref on the card form.
 */
export function useCardNumberFocusAfter<T extends HTMLElement>(refusal: object | null | undefined) {
  const form = useRef<T>(null);
  const shown = useRef(refusal);
  useEffect(() => {
    if (!refusal || refusal === shown.current) return;
    shown.current = refusal;
    form.current?.querySelector<HTMLInputElement>('input[name="number"]')?.focus();
  }, [refusal]);
  return form;
}

/**
 * A card refusal from the server keyed `card.number`, `card.expiry`... as the fields' own names, so
 * the message lands under its field.
 */
export function cardErrorsAtFields(body: unknown): unknown {
  if (!body || typeof body !== 'object' || !('errors' in body)) return body;
  const errors = (body as { errors?: unknown }).errors;
  if (!errors || typeof errors !== 'object') return body;
  return { ...body, errors: Object.fromEntries(Object.entries(errors).map(([key, messages]) => [key.replace(/^card\./, ''), messages])) };
}
