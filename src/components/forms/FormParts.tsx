import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { ButtonProps } from '@mui/material/Button';
import { type ReactNode, useEffect, useRef } from 'react';
import type { ErrorDisplay } from '../../api/errors';
import { BusyButton } from '../ui/BusyButton';
import { useHydrated } from '../ui/ClientSuspense';

/** Why the form was not sent, when it is not about one field: read out as soon as it appears. */
export function FormAlert({ error }: { error: ErrorDisplay | undefined }) {
  if (!error) return null;
  return (
    <Alert severity="error" role="alert">
      {error.detail ? <AlertTitle>{error.title}</AlertTitle> : error.title}
      {error.detail && <span style={{ whiteSpace: 'pre-line' }}>{error.detail}</span>}
    </Alert>
  );
}

/** The send button: disabled, with a spinner, while the form is on its way; the focus comes back to it after (`BusyButton`). */
export function SubmitButton({ sending, children, ...props }: ButtonProps & { sending: boolean }) {
  // In a prerendered page, before the app has taken the form over, a submit button would post the
  // form natively: a reload to the same address with what was typed in its query string. Until then
  // it is a plain button, which does nothing (docs/decisions/031-prerendered-public-pages.md).
  const hydrated = useHydrated();
  return (
    <BusyButton type={hydrated ? 'submit' : 'button'} variant="contained" size="large" busy={sending} {...props}>
      {children}
    </BusyButton>
  );
}

/**
 * What the visitor reads once the form is sent. It takes focus, so keyboard and screen-reader users
 * land on it instead of on a form that has gone.
 */
export function FormConfirmation({
  title,
  message,
  headingLevel = 'h2',
  children,
}: {
  title: string;
  message: string | undefined;
  headingLevel?: 'h2' | 'h3';
  children?: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Alert ref={ref} tabIndex={-1} severity="success" role="status" sx={{ '&:focus': { outline: 'none' } }}>
      <AlertTitle component={headingLevel} sx={{ fontSize: '1.15rem', fontWeight: 700 }}>
        {title}
      </AlertTitle>
      {message && <p style={{ margin: '0 0 0.5rem' }}>{message}</p>}
      {children}
    </Alert>
  );
}
