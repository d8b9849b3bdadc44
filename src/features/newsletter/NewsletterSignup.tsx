import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type FormEvent, useRef, useState } from 'react';
import { api, type ApiClient } from '../../api/client';
import { CaptchaField } from '../../components/captcha/CaptchaField';
import { type Captcha, useCaptcha } from '../../components/captcha/use-captcha';
import { checkEmail, type SubscribeOutcome, subscribeEmail } from './subscribe';

function Outcome({ outcome }: { outcome: SubscribeOutcome | undefined }) {
  switch (outcome?.kind) {
    case 'subscribed':
      return (
        <Alert severity="success" role="none">
          Thanks for subscribing! Our updates will go to {outcome.email}.
        </Alert>
      );
    case 'alreadySubscribed':
      return (
        <Alert severity="info" role="none">
          You’re already subscribed: our updates already go to {outcome.email}. There is nothing more to do.
        </Alert>
      );
    case 'failed':
      return (
        <Alert severity={outcome.failure.kind === 'rateLimited' ? 'warning' : 'error'} role="none">
          {outcome.failure.message}
        </Alert>
      );
    default:
      return null;
  }
}

export const CAPTCHA_MISSING = 'Please tick the security check before subscribing.';

/**
 * The e-mail subscription form (`POST /EmailSubscription`), with the captcha of the other public forms
 * when a site key is set; what the visitor typed stays when it is refused. `captcha` is for tests.
 */
export function NewsletterSignup({ client = api, captcha: given }: { client?: Pick<ApiClient, 'POST'>; captcha?: Captcha }) {
  const own = useCaptcha();
  const captcha = given ?? own;
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<SubscribeOutcome>();
  const [captchaError, setCaptchaError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const fieldError = outcome?.kind === 'invalid' ? outcome.message : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    // An address the contract refuses is said first, so a ticked box is not spent on it.
    const invalid = checkEmail(email);
    if ('message' in invalid) {
      setOutcome({ kind: 'invalid', message: invalid.message });
      input.current?.focus();
      return;
    }
    if (captcha.enabled && !captcha.token) {
      setCaptchaError(captcha.unavailable ? undefined : CAPTCHA_MISSING);
      captcha.focus();
      return;
    }
    setCaptchaError(undefined);
    setSending(true);
    const result = await subscribeEmail(client, email, captcha.token);
    setSending(false);
    setOutcome(result);
    // An answer is good for one request, whatever the server made of it.
    if (captcha.enabled) captcha.reset();
    if (result.kind === 'invalid') input.current?.focus();
    if (result.kind === 'subscribed' || result.kind === 'alreadySubscribed') setEmail('');
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Subscribe to e-mail updates" sx={{ maxWidth: '36rem' }}>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: { sm: 'flex-start' }, gap: 1.5 }}>
        <TextField
          inputRef={input}
          label="E-mail address"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (fieldError) setOutcome(undefined);
          }}
          error={Boolean(fieldError)}
          helperText={fieldError}
          slotProps={{ htmlInput: { 'aria-required': true, inputMode: 'email' } }}
          sx={{ '& .MuiOutlinedInput-root': { bgcolor: 'background.paper' }, '& .MuiFormHelperText-root': { mx: 0, mt: 0.75 } }}
        />
        <Button type="submit" variant="contained" size="large" disabled={sending} sx={{ minHeight: 56, px: 4, flexShrink: 0 }}>
          {sending ? 'Subscribing…' : 'Subscribe'}
        </Button>
      </Box>
      {captcha.enabled && (
        <Box sx={{ mt: 2 }}>
          <CaptchaField captcha={captcha} error={captcha.token ? undefined : captchaError} />
        </Box>
      )}
      <Box aria-live="polite" sx={{ mt: 2, '&:empty': { mt: 0 } }}>
        <Outcome outcome={outcome} />
      </Box>
    </Box>
  );
}
