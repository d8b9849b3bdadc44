import Box from '@mui/material/Box';
import { type ParsedLocation, useRouterState } from '@tanstack/react-router';
import { Suspense } from 'react';
import { useAuthView } from '../../auth/auth-handle';
import { lazyOrNothing } from '../../lib/or-nothing';
import { ButtonLink } from '../ui/links';

// Signed in, the menu and its popover load with the session, not with every visitor's first page.
// Offline, it comes when the browser is back online; the page works without it meanwhile.
const SignedInMenu = lazyOrNothing(() => import('../../auth/SignedInMenu'));

export interface AccountMenuProps {
  /** `row` in the header bar, `column` in the small-screen menu. */
  direction?: 'row' | 'column';
  /** Called after the user picks an entry (the small-screen menu closes). */
  onNavigate?: () => void;
}

/**
 * Where signing in from this page returns to (the `redirect` of Sign In and Login): this page with its
 * search and hash; nowhere from the index route, where signing in ends anyway; and on Sign In or
 * Login, the page they were opened for, if any.
 */
function returnTo({ pathname, href, search }: ParsedLocation): string | undefined {
  if (pathname === '/') return undefined;
  if (pathname === '/sign-in' || pathname === '/login') {
    const { redirect } = search as { redirect?: unknown };
    return typeof redirect === 'string' && redirect ? redirect : undefined;
  }
  return href;
}

/**
 * The header's account slot (spec section 2). Signed out: "Create an Account" (/sign-in) and "Login"
 * (/login, titled for logging in), which bring the user back to the page they were chosen on. Signed in: the "Hi {first
 * name}" menu (New Job Request, My Job Requests, My Account, Log Out). While the session is being
 * restored it keeps the space empty rather than offering to sign in someone who is.
 */
export function AccountMenu({ direction = 'row', onNavigate }: AccountMenuProps) {
  const view = useAuthView();
  const redirect = useRouterState({ select: (state) => returnTo(state.location) });
  const search = redirect ? { redirect } : {};
  const column = direction === 'column';
  const placeholder = <Box aria-hidden="true" sx={{ minWidth: column ? '100%' : 112, minHeight: 40 }} />;
  if (view.status === 'pending') return placeholder;
  if (view.status !== 'signedOut') {
    return (
      <Suspense fallback={placeholder}>
        <SignedInMenu view={view} direction={direction} onNavigate={onNavigate} />
      </Suspense>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: column ? 'column' : 'row', gap: 1, alignItems: column ? 'stretch' : 'center' }}>
      <ButtonLink to="/sign-in" search={search} variant="outlined" color="primary" onClick={onNavigate} fullWidth={column} sx={{ whiteSpace: 'nowrap' }}>
        Create an Account
      </ButtonLink>
      <ButtonLink to="/login" search={search} variant="text" color="primary" onClick={onNavigate} fullWidth={column} sx={{ whiteSpace: 'nowrap' }}>
        Login
      </ButtonLink>
    </Box>
  );
}
