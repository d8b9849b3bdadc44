import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useRouter } from '@tanstack/react-router';
import { sessionEndedNotice, signInFirstNotice } from '../../../machines/session-notice';
import { routeMeta } from '../../app/static-data';
import type { SignInSearch } from '../../features/sign-in/sign-in-search';

/**
 * Login's sentence when a page that needs signing in sent the visitor here (route-guard.machine.ts,
 * docs/decisions/074): which page, and that the session ended on the way when it did. Nothing when the
 * visitor came by choice (the header's Login, from an open page). Loaded only when `redirect` is set
 * (sign-in-reason.tsx).
 */
export default function SignInReason({ redirect, ended }: SignInSearch) {
  const router = useRouter();
  if (!redirect) return null;
  const path = new URL(redirect, 'http://site.invalid').pathname;
  const meta = routeMeta(router.getMatchedRoutes(path)[0].map((route) => ({ staticData: route.options.staticData ?? {} })));
  if (meta.anonymous && !ended) return null;
  const page = meta.anonymous ? undefined : (meta.titleInSentence ?? meta.title ?? 'this page');
  const words = ended ? sessionEndedNotice(ended, page) : { ...signInFirstNotice(page), detail: 'New here? The code we text you creates your account as you sign in.' };
  return (
    <Alert severity={ended ? 'warning' : 'info'} role="status" sx={{ mt: 2, mb: 3 }}>
      <AlertTitle component="h2" sx={{ fontWeight: 700, m: 0 }}>
        {words.summary}
      </AlertTitle>
      {words.detail}
    </Alert>
  );
}
