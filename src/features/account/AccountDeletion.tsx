import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, Suspense, useState } from 'react';
import { fromPromise, type InspectionEvent } from 'xstate';
import { type AccountDeletionMachine, accountDeletionMachine, CONFIRM_WORD, isConfirmWord } from '../../../machines/account-deletion.machine';
import { useAuthView } from '../../auth/auth-handle';
import { useAuthRuntime } from '../../auth/use-auth-runtime';
import { DraggableDialog } from '../../components/ui/DraggableDialog';
import { ButtonLink } from '../../components/ui/links';
import { site } from '../../config/site';
import { inspect } from '../../lib/inspector';
import { formatPhone, phoneHref } from '../../lib/format';
import { showToast } from '../../lib/toast';

const DELETED_TOAST_MS = 10_000;

/**
 * Account deletion (spec section 2; docs/decisions/002-phone-sign-in.md): what deleting removes and
 * what stays, then, for a signed-in user, deletion after typing DELETE to confirm. Open to everyone:
 * a visitor is offered to sign in and come back here.
 */
export function AccountDeletion() {
  const view = useAuthView();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" gutterBottom>
        Delete Your Account
      </Typography>
      <Typography sx={{ fontSize: '1.125rem', mb: 3 }}>You can delete your {site.name} account at any time, here, without calling us.</Typography>
      <Typography variant="h2" sx={{ fontSize: '1.375rem', mb: 1 }}>
        What deleting removes
      </Typography>
      <Box component="ul" sx={{ mt: 0, mb: 3, pl: 3, '& li': { mb: 0.5 } }}>
        <li>Your name, e-mail address and phone number.</li>
        <li>Your sign-ins: you are signed out on every device, and the phone number is free for a new account.</li>
        <li>Notifications to your devices, and any sign-in codes not yet used.</li>
        <li>Your name and contact details on messages you sent us through the contact and storage forms.</li>
      </Box>
      <Typography variant="h2" sx={{ fontSize: '1.375rem', mb: 1 }}>
        What stays
      </Typography>
      <Typography sx={{ mb: 1 }}>
        Job requests, proposals and payments stay on record without your personal details, as accounting and warranty rules require.
      </Typography>
      <Typography sx={{ mb: 4 }}>
        Deleting the account does not cancel a membership. Cancel it first, or call us at <a href={phoneHref(site.phone)}>{formatPhone(site.phone)}</a>.
      </Typography>
      {view.status === 'pending' ? (
        <Skeleton variant="rounded" height={42} width={240} />
      ) : view.status === 'signedIn' && view.isSignedUp ? (
        <Suspense fallback={<Skeleton variant="rounded" height={42} width={240} />}>
          <DeleteAccount />
        </Suspense>
      ) : (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography>To delete your account, sign in first with the phone number of the account.</Typography>
          <ButtonLink to="/sign-in" search={{ redirect: '/account-deletion' }} variant="contained">
            Sign in to delete your account
          </ButtonLink>
        </Stack>
      )}
    </Container>
  );
}

/** The machine with the session's deletion call and what follows it. */
function deletionLogic(runtime: ReturnType<typeof useAuthRuntime>): AccountDeletionMachine {
  return accountDeletionMachine.provide({
    actors: { deleteAccount: fromPromise(() => runtime.calls.deleteAccount()) },
    actions: {
      reportDeleted: (_, { message }) => {
        showToast({ severity: 'success', summary: 'Your account was deleted', detail: message, durationMs: DELETED_TOAST_MS });
        // The server has already ended every sign-in; this clears the session here and goes home.
        runtime.actor.send({ type: 'auth.logout' });
      },
    },
  });
}

function DeleteAccount() {
  const runtime = useAuthRuntime();
  const [logic] = useState(() => deletionLogic(runtime));
  return <DeleteAccountDialog logic={logic} {...(inspect ? { inspect } : {})} />;
}

export interface DeleteAccountDialogProps {
  /** The account deletion machine with its actor and action provided. */
  logic: AccountDeletionMachine;
  inspect?: (event: InspectionEvent) => void;
}

/** The button and its confirmation dialog, driven by machines/account-deletion.machine.ts. */
export function DeleteAccountDialog({ logic, inspect: onInspect }: DeleteAccountDialogProps) {
  const actor = useActorRef(logic, onInspect ? { inspect: onInspect } : {});
  const open = useSelector(actor, (s) => !s.matches('closed'));
  const deleting = useSelector(actor, (s) => s.hasTag('busy'));
  const error = useSelector(actor, (s) => (s.hasTag('error') ? s.context.error?.message : undefined));
  const typed = useSelector(actor, (s) => s.context.typed);
  const confirmed = isConfirmWord(typed);
  const close = () => actor.send({ type: 'accountDeletion.close' });

  return (
    <>
      <Button variant="contained" color="error" onClick={() => actor.send({ type: 'accountDeletion.open' })}>
        Delete my account
      </Button>
      {open && (
        <DraggableDialog
          open
          onClose={close}
          title="Delete your account?"
          actions={
            <>
              <Button onClick={close} disabled={deleting}>
                Keep my account
              </Button>
              <Button type="submit" form="delete-account" variant="contained" color="error" disabled={!confirmed} loading={deleting} loadingPosition="start">
                {deleting ? 'Deleting…' : 'Delete account'}
              </Button>
            </>
          }
        >
          <Stack
            component="form"
            id="delete-account"
            onSubmit={(event: FormEvent) => {
              event.preventDefault();
              actor.send({ type: 'accountDeletion.confirm' });
            }}
            noValidate
            spacing={2}
          >
            <Typography>This cannot be undone. Your name, e-mail and phone number are removed and you are signed out everywhere.</Typography>
            {error && <Alert severity="error">{error}</Alert>}
            <TextField
              label={`Type ${CONFIRM_WORD} to confirm`}
              value={typed}
              onChange={(event) => actor.send({ type: 'accountDeletion.typed', value: event.target.value })}
              autoComplete="off"
              autoFocus
              slotProps={{ htmlInput: { readOnly: deleting, spellCheck: false, autoCapitalize: 'characters' } }}
            />
          </Stack>
        </DraggableDialog>
      )}
    </>
  );
}
