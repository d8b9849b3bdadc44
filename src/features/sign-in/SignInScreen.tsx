import Container from '@mui/material/Container';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, type ReactNode, Suspense } from 'react';
import { RouterLink } from '../../components/ui/links';
import { Skeleton } from '../../components/ui/Skeleton';
import { SIGN_UP_TITLE } from './sign-in-search';

// The form (its fields, the sign-in machine and xstate) loads beside the page, which paints its heading
// and a stand-in of the form's size first; the form also waits for the session's chunk.
const SignInWithSession = lazy(() => import('./SignInWithSession'));

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

function SignInPlaceholder({ title }: { title: string }) {
  return (
    // The form's outlined Paper, drawn without it: Paper's module is the form's to load.
    <Box sx={{ p: { xs: 3, sm: 5 }, borderRadius: 3, border: 1, borderColor: 'divider', bgcolor: 'background.paper', color: 'text.primary' }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', sm: '2.25rem' }, mb: 3 }}>
        {title}
      </Typography>
      <Skeleton height={56} sx={{ mb: 3 }} />
      <Skeleton height={42} />
    </Box>
  );
}
