import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { useAuthView } from '../../auth/auth-handle';
import { ButtonLink } from '../ui/links';

// Signed in, the menu and its popover load with the session, not with every visitor's first page.
const SignedInMenu = lazy(() => import('../../auth/SignedInMenu'));

export interface AccountMenuProps {
  /** `row` in the header bar, `column` in the small-screen menu. */
  direction?: 'row' | 'column';
  /** Called after the user picks an entry (the small-screen menu closes). */
  onNavigate?: () => void;
}

/**
 * The header's account slot (spec section 2). Signed out: "Create an Account" (/login) and "Login"
 * (/sign-in). Signed in: the "Hi {first name}" menu (New Job Request, My Job Requests, My Account,
 * Log Out). While the session is being restored it keeps the space empty rather than offering to
 * sign in someone who is.
 */
export function AccountMenu({ direction = 'row', onNavigate }: AccountMenuProps) {
  const view = useAuthView();
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
      <ButtonLink to="/login" variant="outlined" color="primary" onClick={onNavigate} fullWidth={column} sx={{ whiteSpace: 'nowrap' }}>
        Create an Account
      </ButtonLink>
      <ButtonLink to="/sign-in" variant="text" color="primary" onClick={onNavigate} fullWidth={column} sx={{ whiteSpace: 'nowrap' }}>
        Login
      </ButtonLink>
    </Box>
  );
}
