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

/** The outlined frame of the form, drawn without MUI's Paper, whose module is the form's to load. */
const FRAME = { p: { xs: 3, sm: 5 }, borderRadius: 3, border: 1, borderColor: 'divider', bgcolor: 'background.paper', color: 'text.primary' } as const;

/**
 * `/sign-in` and `/login` (one screen, spec section 2). `redirect` is where the user was going; the
 * flow returns there once signed in (the index route when there is none or it leads off the site).
 * `notice` goes under the page's heading, above the form (why a page sent the visitor here, a plan
 * waiting for the sign-in), so the h1 comes first and the notices' headings under it. `title` is
 * the page's heading: "Create an Account" on `/sign-in`, "Log In" on `/login`, which a returning
 * user follows.
 */
export function SignInScreen({ redirect, notice, title = SIGN_UP_TITLE }: { redirect?: string | undefined; notice?: ReactNode; title?: string }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Box sx={FRAME}>
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', sm: '2.25rem' }, mb: 1 }}>
          {title}
        </Typography>
        {notice}
        <Suspense fallback={<SignInPlaceholder />}>
          <SignInWithSession redirect={redirect} />
        </Suspense>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
        By continuing you agree to our <RouterLink to="/terms-and-conditions" underline="always">Terms and Conditions</RouterLink> and{' '}
        <RouterLink to="/privacy-policy" underline="always">Privacy Policy</RouterLink>.
      </Typography>
    </Container>
  );
}

/** The form's step heading and fields, until the form has loaded. */
function SignInPlaceholder() {
  return (
    <>
      <Skeleton height={30} sx={{ mb: 3, maxWidth: 260 }} />
      <Skeleton height={56} sx={{ mb: 3 }} />
      <Skeleton height={42} />
    </>
  );
}
