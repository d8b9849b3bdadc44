import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ContactUsRequest } from '../../../contract/public';
import { api } from '../../api/client';
import { CaptchaField } from '../captcha/CaptchaField';
import { useCaptcha } from '../captcha/use-captcha';
import { ACCOUNT_CONTACT_FIELDS, type AccountContact, FromAccountHint, useFillFromAccount } from './account-contact';
import { FormAlert, FormConfirmation, SubmitButton } from './FormParts';
import { useContractForm } from './use-contract-form';
import { TextArea } from './TextArea';

export interface ContactFormProps {
  /** Who is writing, when known (the signed-in visitor of the help dialog). */
  from?: { name: string; email: string } | undefined;
  /**
   * The signed-in customer's details from their account (`useAccountContact`): the form starts with
   * them, and says so; should they come after it opened, they fill the fields still empty.
   */
  account?: AccountContact | undefined;
  /** Heading level of the confirmation: h3 inside a dialog or a section. */
  headingLevel?: 'h2' | 'h3';
  /** Rows of the message box. */
  messageRows?: number;
}

/** A message to the provider: name, e-mail, optional phone and the message, posted to /ContactUs with the captcha answer. */
export function ContactForm({ from, account, headingLevel = 'h2', messageRows = 6 }: ContactFormProps) {
  const captcha = useCaptcha();
  const form = useContractForm({
    schema: ContactUsRequest,
    initialValues: { name: account?.name ?? from?.name ?? '', email: account?.email ?? from?.email ?? '', phone: account?.phone ?? '', message: '' },
    send: (body, header) => api.POST('/ContactUs', { body, params: { header } }),
    captcha,
  });
  useFillFromAccount(account, form, ACCOUNT_CONTACT_FIELDS);

  if (form.status === 'sent')
    return (
      <FormConfirmation title="Thank you, your message is on its way" message={form.result?.Message} headingLevel={headingLevel}>
        <Button variant="outlined" color="inherit" onClick={() => form.restart({ name: form.values.name, email: form.values.email, phone: form.values.phone }, 'message')}>
          Send another message
        </Button>
      </FormConfirmation>
    );

  return (
    <Stack component="form" {...form.formProps} aria-label="Contact form" spacing={2.25}>
      {account && <FromAccountHint what="message" />}
      <TextField label="Your name" required autoComplete="name" {...form.field('name')} />
      <TextField label="E-mail" type="email" required autoComplete="email" {...form.field('email')} />
      <TextField label="Phone (optional)" type="tel" autoComplete="tel" {...form.field('phone', 'If you would rather we call you back.')} />
      <TextArea label="Message" required rows={messageRows} {...form.field('message')} />
      <CaptchaField captcha={captcha} error={form.captchaError} />
      <FormAlert error={form.alert} />
      <SubmitButton sending={form.sending} sx={{ alignSelf: 'flex-start' }}>
        Send message
      </SubmitButton>
    </Stack>
  );
}
