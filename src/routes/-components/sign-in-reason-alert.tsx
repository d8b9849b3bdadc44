import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useRouter } from '@tanstack/react-router';
import { sessionEndedNotice, signInFirstNotice } from '../../../machines/session-notice';
import { routeMeta } from '../../app/static-data';
import { useAuthView } from '../../auth/auth-handle';
import { leadsToCheckout } from '../../features/memberships/checkout-path';
import type { SignInSearch } from '../../features/sign-in/sign-in-search';

/**
 * Login's sentence when a page that needs signing in sent the visitor here (route-guard.machine.ts,
 * docs/decisions/074): what signing in is for there, and that the session ended on the way when it
 * did. Nothing when the visitor came by choice (the header's Login, from an open page). Loaded only
 * when `redirect` is set (sign-in-reason.tsx).
 *
 * Someone signed in whose profile is not finished was sent here by rule 1 from whatever page they
 * asked for: they are told to finish it, not to sign in, above the profile step the screen opens at.
 * Read from the session, not the address, so that it holds only while it is true.
 */
export default function SignInReason({ redirect, ended }: SignInSearch) {
  const router = useRouter();
  const session = useAuthView();
  if (!redirect) return null;
  const finishing = session.status === 'signedIn' && !session.isSignedUp;
  // Signed up: the guard is sending them on, and signing in is for nothing.
  if (session.status === 'signedIn' && !finishing) return null;
  const path = new URL(redirect, 'http://site.invalid').pathname;
  const meta = routeMeta(router.getMatchedRoutes(path)[0].map((route) => ({ staticData: route.options.staticData ?? {} })));
  if (meta.anonymous && !ended && !finishing) return null;
  // The checkout without a plan waiting (a waiting plan's notice speaks for itself, sign-in-reason.tsx)
  // is where a plan is chosen and paid for: there is no membership to see yet.
  const purpose = meta.anonymous ? undefined : leadsToCheckout(redirect) ? 'buy a membership' : `see ${meta.titleInSentence ?? meta.title ?? 'this page'}`;
  const words = finishing
    ? finishProfileNotice(purpose)
    : ended
      ? sessionEndedNotice(ended, purpose)
      : { ...signInFirstNotice(purpose), detail: 'New here? The code we text you creates your account as you sign in.' };
  return (
    <Alert severity={ended && !finishing ? 'warning' : 'info'} role="status" sx={{ mt: 2, mb: 3 }}>
      <AlertTitle component="h2" sx={{ fontWeight: 700, m: 0 }}>
        {words.summary}
      </AlertTitle>
      {words.detail}
    </Alert>
  );
}

/** Signed in with the account still to create: what finishing the profile is for, and that nothing else is asked. */
const finishProfileNotice = (purpose = 'continue') => ({
  summary: `Finish your profile to ${purpose}`,
  detail: 'You are signed in: your name and e-mail are all we still need to create your account.',
});
