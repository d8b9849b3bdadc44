import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { EmailUnsubscribeQuery } from '../../../contract/public';
import { api, type ApiClient } from '../../api/client';
import { FormAlert, FormConfirmation, SubmitButton } from '../../components/forms/FormParts';
import { useContractForm } from '../../components/forms/use-contract-form';
import { ButtonLink } from '../../components/ui/links';

/**
 * Where an e-mail's "Unsubscribe" link leads (`/unsubscribe?token=…`). It asks before it acts: mail
 * scanners open links, and a page that unsubscribed on opening would unsubscribe people who never
 * chose to. The button posts the token as a mail program's one-click unsubscribe does.
 */
export function UnsubscribePage({ token, client = api }: { token: string; client?: Pick<ApiClient, 'POST'> }) {
  const form = useContractForm({
    schema: EmailUnsubscribeQuery,
    initialValues: { token },
    send: (query) => client.POST('/EmailSubscription/unsubscribe', { params: { query } }),
  });
  const refusal = form.errors.token;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h1" gutterBottom>
        Unsubscribe from our e-mails
      </Typography>
      {form.status === 'sent' ? (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <FormConfirmation title="You are unsubscribed" message={form.result?.Message} />
          <Box>
            <ButtonLink to="/" variant="outlined">
              Go to the home page
            </ButtonLink>
          </Box>
        </Box>
      ) : (
        <Box component="form" {...form.formProps} aria-label="Unsubscribe" sx={{ display: 'grid', gap: 3 }}>
          <Typography>
            We will stop sending membership notices and other news to the address this link came to. Receipts of your payments still
            come by e-mail, and notices your membership needs by law come as a text instead.
          </Typography>
          {refusal && (
            <Alert severity="error" role="alert">
              {refusal}
            </Alert>
          )}
          <FormAlert error={form.alert} />
          <Box>
            <SubmitButton sending={form.sending}>{form.sending ? 'Unsubscribing…' : 'Unsubscribe'}</SubmitButton>
          </Box>
        </Box>
      )}
    </Container>
  );
}
