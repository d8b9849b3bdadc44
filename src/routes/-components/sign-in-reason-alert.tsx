import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useRouter } from '@tanstack/react-router';
import { sessionEndedNotice, signInFirstNotice } from '../../../machines/session-notice';
import { routeMeta } from '../../app/static-data';
import { leadsToCheckout } from '../../features/memberships/checkout-path';
import type { SignInSearch } from '../../features/sign-in/sign-in-search';

/**
 * Login's sentence when a page that needs signing in sent the visitor here (route-guard.machine.ts,
 * docs/decisions/074): what signing in is for there, and that the session ended on the way when it
 * did. Nothing when the visitor came by choice (the header's Login, from an open page). Loaded only
 * when `redirect` is set (sign-in-reason.tsx).
 */
export default function SignInReason({ redirect, ended }: SignInSearch) {
  const router = useRouter();
  if (!redirect) return null;
  const path = new URL(redirect, 'http://site.invalid').pathname;
  const meta = routeMeta(router.getMatchedRoutes(path)[0].map((route) => ({ staticData: route.options.staticData ?? {} })));
  if (meta.anonymous && !ended) return null;
  // The checkout without a plan waiting (a waiting plan's notice speaks for itself, sign-in-reason.tsx)
  // is where a plan is chosen and paid for: there is no membership to see yet.
  const purpose = meta.anonymous ? undefined : leadsToCheckout(redirect) ? 'buy a membership' : `see ${meta.titleInSentence ?? meta.title ?? 'this page'}`;
  const words = ended ? sessionEndedNotice(ended, purpose) : { ...signInFirstNotice(purpose), detail: 'New here? The code we text you creates your account as you sign in.' };
  return (
    <Alert severity={ended ? 'warning' : 'info'} role="status" sx={{ mt: 2, mb: 3 }}>
      <AlertTitle component="h2" sx={{ fontWeight: 700, m: 0 }}>
        {words.summary}
      </AlertTitle>
      {words.detail}
    </Alert>
  );
}
