import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { EmailUnsubscribeQuery } from '../../../contract/public';
import { api, type ApiClient } from '../../api/client';
import { FormAlert, FormConfirmation, SubmitButton } from '../../components/forms/FormParts';
import { useContractForm } from '../../components/forms/use-contract-form';
import { ButtonLink } from '../../components/ui/links';

/** The page's two buttons, each its own form on the same link. */
type Button = 'unsubscribe' | 'resubscribe';

/**
 * Where an e-mail's "Unsubscribe" link leads (`/unsubscribe?token=…`). It asks before it acts: mail
 * scanners open links, and a page that unsubscribed on opening would unsubscribe people who never
 * chose to. The button posts the token as a mail program's one-click unsubscribe does.
 *
 * "Subscribe again" posts the same token: the link shows the address is the visitor's, which the
 * sign-up form cannot, so this page is where an unsubscribe is taken back, right after it or long after.
 */
export function UnsubscribePage({ token, client = api }: { token: string; client?: Pick<ApiClient, 'POST'> }) {
  const unsubscribe = useContractForm({
    schema: EmailUnsubscribeQuery,
    initialValues: { token },
    send: (query) => client.POST('/EmailSubscription/unsubscribe', { params: { query } }),
  });
  const resubscribe = useContractForm({
    schema: EmailUnsubscribeQuery,
    initialValues: { token },
    send: (query) => client.POST('/EmailSubscription/resubscribe', { params: { query } }),
  });

  // Both buttons act on the same link, so a visitor who tries one after the other is given one answer:
  // the one for the button pressed last (a choice of which answer to show, not a step of either form).
  // The other waits while one is on its way, whose answer would otherwise arrive after it.
  const [pressed, setPressed] = useState<Button | null>(null);
  const answering = (form: typeof unsubscribe, button: Button) => ({
    ...form.formProps,
    onSubmit: (event: FormEvent) => {
      setPressed(button);
      form.formProps.onSubmit(event);
    },
  });
  const answerOf = (form: typeof unsubscribe, button: Button) =>
    pressed && pressed !== button ? null : (
      <>
        <Refusal message={form.errors.token} />
        <FormAlert error={form.alert} />
      </>
    );

  const homeLink = (
    <Box>
      <ButtonLink to="/" variant="outlined">
        Go to the home page
      </ButtonLink>
    </Box>
  );
  const subscribeAgain = (question: string) => (
    <Box component="form" {...answering(resubscribe, 'resubscribe')} aria-label="Subscribe again" sx={{ display: 'grid', gap: 2 }}>
      <Typography>{question}</Typography>
      {answerOf(resubscribe, 'resubscribe')}
      <Box>
        <SubmitButton sending={resubscribe.sending} disabled={unsubscribe.sending} variant="outlined">
          {resubscribe.sending ? 'Subscribing again…' : 'Subscribe again'}
        </SubmitButton>
      </Box>
    </Box>
  );

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h1" gutterBottom>
        Unsubscribe from our e-mails
      </Typography>
      {!token ? (
        // Opened without its link's token (typed, or cut short by a mail program): a button would only
        // earn a message about a field the page does not show.
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Typography>
            This page works from the Unsubscribe link in one of our e-mails, and the link that opened it is not whole. Open the link from the
            e-mail again, or write to us and we will take your address off.
          </Typography>
          <Box>
            <ButtonLink to="/contact-us" variant="contained">
              Write to us
            </ButtonLink>
          </Box>
        </Box>
      ) : // Keyed, so that each confirmation is a new one and takes focus when it appears.
      resubscribe.status === 'sent' ? (
        <Box key="resubscribed" sx={{ display: 'grid', gap: 3 }}>
          <FormConfirmation title="You are subscribed again" message={resubscribe.result?.Message} />
          {homeLink}
        </Box>
      ) : unsubscribe.status === 'sent' ? (
        <Box key="unsubscribed" sx={{ display: 'grid', gap: 3 }}>
          <FormConfirmation title="You are unsubscribed" message={unsubscribe.result?.Message} />
          {subscribeAgain('Changed your mind? The same link subscribes you again.')}
          {homeLink}
        </Box>
      ) : (
        <Box key="asking" sx={{ display: 'grid', gap: 5 }}>
          <Box component="form" {...answering(unsubscribe, 'unsubscribe')} aria-label="Unsubscribe" sx={{ display: 'grid', gap: 3 }}>
            <Typography>
              We will stop sending membership notices and other news to the address this link came to. Receipts of your payments and estimates for your jobs still
              come by e-mail, and notices your membership needs by law come as a text instead.
            </Typography>
            {answerOf(unsubscribe, 'unsubscribe')}
            <Box>
              <SubmitButton sending={unsubscribe.sending} disabled={resubscribe.sending}>{unsubscribe.sending ? 'Unsubscribing…' : 'Unsubscribe'}</SubmitButton>
            </Box>
          </Box>
          {subscribeAgain('Unsubscribed earlier and want our e-mails again? This link subscribes you again.')}
        </Box>
      )}
    </Container>
  );
}

/** The server's word that the link is not one of ours: there is no field to put it on. */
function Refusal({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert">
      {message}
    </Alert>
  );
}
