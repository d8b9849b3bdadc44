import Box from '@mui/material/Box';
import { ButtonLink } from '../ui/links';

export interface AccountMenuProps {
  /** `row` in the header bar, `column` in the small-screen menu. */
  direction?: 'row' | 'column';
  /** Called after the user picks an entry (the small-screen menu closes). */
  onNavigate?: () => void;
}

/**
 * The header's account slot (spec section 2). Signed out: "Create an Account" (/login) and "Login"
 * (/sign-in). The sign-in flow replaces the body of this component with the signed-in
 * "Hi {first name}" menu (New Job Request, My Job Requests, My Account, Log Out); the header and the
 * small-screen menu render it in both places through these props.
 */
export function AccountMenu({ direction = 'row', onNavigate }: AccountMenuProps) {
  const column = direction === 'column';
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
