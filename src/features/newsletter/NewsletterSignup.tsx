import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { ChangeEvent } from 'react';
import { EmailSubscriptionRequest } from '../../../contract/public';
import { classifyHttpFailure } from '../../../machines/api-failure';
import { api, type ApiClient } from '../../api/client';
import { CaptchaField } from '../../components/captcha/CaptchaField';
import { type Captcha, useCaptcha } from '../../components/captcha/use-captcha';
import { FormAlert, SubmitButton } from '../../components/forms/FormParts';
import { useContractForm } from '../../components/forms/use-contract-form';
import { normalizeEmail } from './subscribe';

/**
 * The e-mail subscription form (`POST /EmailSubscription`), run by the form submission machine
 * (machines/form-submission.machine.ts) with the captcha of the other public forms when a site key is
 * set: what the visitor typed stays when it is refused; once subscribed the field is empty again, and
 * typing starts a new sign-up. `captcha` is for tests.
 */
export function NewsletterSignup({ client = api, captcha: given }: { client?: Pick<ApiClient, 'POST'>; captcha?: Captcha }) {
  const own = useCaptcha();
  const captcha = given ?? own;
  const form = useContractForm({
    schema: EmailSubscriptionRequest,
    initialValues: { email: '' },
    toRequest: ({ email }) => ({ email: normalizeEmail(email) }),
    captcha,
    send: async (body, header) => {
      const answer = await client.POST('/EmailSubscription', { body, params: { header } });
      if (answer.response.status !== 429) return answer;
      // Too many sign-ups: say when to try again, from Retry-After, rather than the server's "later".
      const { message } = classifyHttpFailure({ status: 429, body: answer.error, retryAfter: answer.response.headers.get('Retry-After') });
      return { ...answer, error: { Message: message } };
    },
  });
  const sent = form.status === 'sent' ? form.result : undefined;
  const field = form.field('email');
  const onChange = (event: ChangeEvent<HTMLInputElement>) => (sent ? form.restart({ email: event.target.value }) : field.onChange(event));

  return (
    <Box component="form" {...form.formProps} aria-label="Subscribe to e-mail updates" sx={{ maxWidth: '36rem' }}>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: { sm: 'flex-start' }, gap: 1.5 }}>
        <TextField
          {...field}
          value={sent ? '' : field.value}
          onChange={onChange}
          label="E-mail address"
          type="email"
          autoComplete="email"
          slotProps={{ htmlInput: { 'aria-required': true, inputMode: 'email' } }}
          sx={{ '& .MuiOutlinedInput-root': { bgcolor: 'background.paper' }, '& .MuiFormHelperText-root': { mx: 0, mt: 0.75 } }}
        />
        <SubmitButton sending={form.sending} sx={{ minHeight: 56, px: 4, flexShrink: 0 }}>
          {form.sending ? 'Subscribing…' : 'Subscribe'}
        </SubmitButton>
      </Box>
      <CaptchaField captcha={captcha} error={form.captchaError} />
      <Box aria-live="polite" sx={{ mt: 2, '&:empty': { mt: 0 } }}>
        {sent?.created === true && (
          <Alert severity="success" role="none">
            Thanks for subscribing! Our updates will go to {sent.email}.
          </Alert>
        )}
        {sent?.created === false && (
          <Alert severity="info" role="none">
            You’re already subscribed: our updates already go to {sent.email}. There is nothing more to do.
          </Alert>
        )}
      </Box>
      <FormAlert error={form.alert} />
    </Box>
  );
}
