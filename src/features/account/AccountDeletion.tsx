import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { fromPromise, type InspectionEvent } from 'xstate';
import { type AccountDeletionMachine, accountDeletionMachine, CONFIRM_WORD, isConfirmWord } from '../../../machines/account-deletion.machine';
import { isContractor } from '../../../machines/identity';
import { describeApiFailure } from '../../api/errors';
import { useAuthView } from '../../auth/auth-handle';
import { useAuthRuntime } from '../../auth/use-auth-runtime';
import { FormAlert } from '../../components/forms/FormParts';
import { DraggableDialog } from '../../components/ui/DraggableDialog';
import { ButtonLink } from '../../components/ui/links';
import { site } from '../../config/site';
import { inspect } from '../../lib/inspector';
import { formatPhone, phoneHref } from '../../lib/format';
import { showToast } from '../../lib/toast';

const DELETED_TOAST_MS = 10_000;
export const WORD_MISSING = `Type ${CONFIRM_WORD}, in capital letters, to delete your account.`;

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
      <Typography sx={{ fontSize: '1.125rem', mb: 3 }}>You can delete your {site.name} account here, without calling us.</Typography>
      <Typography variant="h2" sx={{ fontSize: '1.375rem', mb: 1 }}>
        What deleting removes
      </Typography>
      <Box component="ul" sx={{ mt: 0, mb: 3, pl: 3, '& li': { mb: 0.5 } }}>
        <li>Your name, e-mail address and phone number.</li>
        <li>Your sign-ins: you are signed out on every device, and the phone number is free for a new account.</li>
        <li>Notifications to your devices, and any sign-in codes not yet used.</li>
        <li>Your name and contact details on messages you sent us through the contact and storage forms.</li>
        <li>Your name, e-mail address and phone number at Stripe, our card payment service.</li>
      </Box>
      <Typography variant="h2" sx={{ fontSize: '1.375rem', mb: 1 }}>
        What stays
      </Typography>
      <Typography sx={{ mb: 1 }}>
        Job requests, proposals and payments stay on record without your personal details, as accounting and warranty rules require.
      </Typography>
      <Typography variant="h2" sx={{ fontSize: '1.375rem', mb: 1 }}>
        What ends with it
      </Typography>
      <Box component="ul" sx={{ mt: 0, mb: 3, pl: 3, '& li': { mb: 0.5 } }}>
        <li>Job requests no contractor is booked on yet are canceled, and the contractors they were offered to are told.</li>
        <li>A membership is canceled at once, so it does not renew or charge your card again. The rest of the period already paid is not refunded.</li>
        <li>For contractors, job offers you have not sent an estimate for are passed on to the next contractor.</li>
      </Box>
      <Typography variant="h2" sx={{ fontSize: '1.375rem', mb: 1 }}>
        What it waits for
      </Typography>
      <Box component="ul" sx={{ mt: 0, mb: 4, pl: 3, '& li': { mb: 0.5 } }}>
        <li>A job request with a contractor booked: cancel it, or wait until the work is done and paid for.</li>
        <li>Money owed on a job request, or a payment still going through.</li>
        <li>
          For contractors, jobs you are booked on and estimates waiting for a customer’s answer: complete the jobs in the app and wait for the answers, or call us at{' '}
          <a href={phoneHref(site.phone)}>{formatPhone(site.phone)}</a> to hand them back.
        </li>
      </Box>
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
  const view = useAuthView();
  const [logic] = useState(() => deletionLogic(runtime));
  return <DeleteAccountDialog logic={logic} wayOn={isContractor(view.identity) ? <ContractorWayOn /> : <CustomerWayOn />} {...(inspect ? { inspect } : {})} />;
}

/**
 * Where a customer settles what keeps the account: the job requests, where a booked job is canceled
 * or paid for. A membership never holds a deletion up (the deletion ends it), so it is not offered.
 */
function CustomerWayOn() {
  return (
    <Box>
      <ButtonLink to="/job-requests" variant="outlined">
        My job requests
      </ButtonLink>
    </Box>
  );
}

/** A contractor hands booked jobs back through the office. */
function ContractorWayOn() {
  return (
    <Box>
      <Button href={phoneHref(site.phone)} variant="outlined">
        Call us at {formatPhone(site.phone)}
      </Button>
    </Box>
  );
}

export interface DeleteAccountDialogProps {
  /** The account deletion machine with its actor and action provided. */
  logic: AccountDeletionMachine;
  /** Shown under a refusal (409): where to settle what keeps the account. */
  wayOn?: ReactNode;
  inspect?: (event: InspectionEvent) => void;
}

/** The button and its confirmation dialog, driven by machines/account-deletion.machine.ts. */
export function DeleteAccountDialog({ logic, wayOn, inspect: onInspect }: DeleteAccountDialogProps) {
  const actor = useActorRef(logic, onInspect ? { inspect: onInspect } : {});
  const open = useSelector(actor, (s) => !s.matches('closed'));
  const deleting = useSelector(actor, (s) => s.hasTag('busy'));
  const error = useSelector(actor, (s) => (s.hasTag('error') ? (s.context.error ?? undefined) : undefined));
  const refused = error?.status === 409;
  const typed = useSelector(actor, (s) => s.context.typed);
  const wordMissing = useSelector(actor, (s) => s.context.wordMissing);
  const confirmed = isConfirmWord(typed);
  const close = () => actor.send({ type: 'accountDeletion.close' });
  // After a refusal or a failure, the least destructive action (WAI-ARIA's dialog pattern): the Delete
  // account button that had the focus was disabled on the way, which dropped it to the dialog itself.
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (error) keep.current?.focus();
  }, [error]);

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
              <Button ref={keep} onClick={close} disabled={deleting}>
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
            {error &&
              // The server's words as spec section 8 shows them (a title over its detail), several lines of it a list.
              (error.title && error.details && error.details.length > 1 ? (
                <Alert severity="error">
                  <AlertTitle>{error.title}</AlertTitle>
                  <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                    {error.details.map((detail) => (
                      <li key={detail}>{detail}</li>
                    ))}
                  </Box>
                </Alert>
              ) : (
                <FormAlert error={describeApiFailure(error)} />
              ))}
            {refused && wayOn}
            <TextField
              label={`Type ${CONFIRM_WORD} to confirm`}
              value={typed}
              onChange={(event) => actor.send({ type: 'accountDeletion.typed', value: event.target.value })}
              // A browser submits nothing on Enter while the form's Delete button is disabled: the key
              // still asks, so that the field can say what is missing instead of nothing happening.
              onKeyDown={(event) => {
                if (event.key !== 'Enter' || confirmed) return;
                event.preventDefault();
                actor.send({ type: 'accountDeletion.confirm' });
              }}
              autoComplete="off"
              autoFocus
              error={wordMissing}
              // Read out as it appears: the focus stays in the field, where Enter was pressed.
              helperText={wordMissing ? WORD_MISSING : undefined}
              slotProps={{ htmlInput: { readOnly: deleting, spellCheck: false, autoCapitalize: 'characters' }, formHelperText: { role: 'alert' } }}
            />
          </Stack>
        </DraggableDialog>
      )}
    </>
  );
}
