import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, Suspense, useMemo, useState } from 'react';
import { selectIdentity } from '../../../machines/auth.machine';
import { isSignedUp } from '../../../machines/identity';
import { phoneLoginLogic } from '../../auth/logic';
import { useAuthRuntime } from '../../auth/use-auth-runtime';
import { RouterLink } from '../../components/ui/links';
import { inspect } from '../../lib/inspector';
import { SignIn } from './SignIn';
import { SIGN_UP_TITLE } from './sign-in-search';

/**
 * `/sign-in` and `/login` (one screen, spec section 2). `redirect` is where the user was going; the
 * flow returns there once signed in (the index route when there is none or it leads off the site).
 * `notice` goes above the form (a plan waiting for the sign-in). `title` is the page's heading:
 * "Create an Account" on `/sign-in`, "Log In" on `/login`, which a returning user follows.
 */
export function SignInScreen({ redirect, notice, title = SIGN_UP_TITLE }: { redirect?: string | undefined; notice?: ReactNode; title?: string }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      {notice}
      <Suspense fallback={<SignInPlaceholder title={title} />}>
        <SignInWithSession redirect={redirect} title={title} />
      </Suspense>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
        By continuing you agree to our <RouterLink to="/terms-and-conditions" underline="always">Terms and Conditions</RouterLink> and{' '}
        <RouterLink to="/privacy-policy" underline="always">Privacy Policy</RouterLink>.
      </Typography>
    </Container>
  );
}

function SignInWithSession({ redirect, title }: { redirect?: string | undefined; title: string }) {
  const runtime = useAuthRuntime();
  const navigate = useNavigate();
  const logic = useMemo(() => phoneLoginLogic(runtime), [runtime]);
  // Read once: the flow starts from the session as it was when the screen opened. A signed-in user
  // whose account is not complete (route guard rule 1) goes straight to the profile.
  const [input] = useState(() => {
    const identity = selectIdentity(runtime.actor.getSnapshot());
    return { redirect, identity: identity && !isSignedUp(identity) ? identity : null };
  });
  return <SignIn logic={logic} input={input} title={title} {...(inspect ? { inspect } : {})} onDone={({ redirect: to }) => void navigate({ href: to, replace: true })} />;
}

function SignInPlaceholder({ title }: { title: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: 3 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', sm: '2.25rem' }, mb: 3 }}>
        {title}
      </Typography>
      <Skeleton variant="rounded" height={56} sx={{ mb: 3 }} />
      <Skeleton variant="rounded" height={42} />
    </Paper>
  );
}
