import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem, { type MenuItemProps } from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { createLink } from '@tanstack/react-router';
import { type Ref, useId, useState } from 'react';
import { membershipNameOf } from '../../machines/identity';
import { ButtonLink } from '../components/ui/links';
import { useAuth } from './auth-handle';
import type { AuthView } from './auth-view';

function MenuItemAnchor(props: MenuItemProps<'a'> & { ref?: Ref<HTMLAnchorElement> }) {
  return <MenuItem component="a" {...props} />;
}
const MenuItemLink = createLink(MenuItemAnchor);

const ENTRIES = [
  { to: '/job-requests/new', label: 'New Job Request' },
  { to: '/job-requests', label: 'My Job Requests' },
  { to: '/my-account', label: 'My Account' },
] as const;

interface Props {
  view: AuthView;
  direction: 'row' | 'column';
  onNavigate?: (() => void) | undefined;
}

/**
 * The header's account slot for a session (spec section 2): "Hi {first name}" with New Job Request,
 * My Job Requests, My Account and Log Out, and a member's tier beside it and atop the menu, as a menu in the header bar and as a list in the
 * small-screen menu. A session still finishing sign-up, or whose account could not be loaded, gets
 * what it can use: Log Out, and Retry.
 */
export default function SignedInMenu({ view, direction, onNavigate }: Props) {
  const auth = useAuth();
  const column = direction === 'column';
  const logOut = () => {
    onNavigate?.();
    auth.send({ type: 'auth.logout' });
  };
  const firstName = view.identity?.firstName.trim();
  // The tier by priority (spec section 4): Business, then Residential Plus, then Residential.
  const tier = membershipNameOf(view.identity);

  if (view.status !== 'signedIn' || !view.isSignedUp) {
    return (
      <Box sx={{ display: 'flex', flexDirection: column ? 'column' : 'row', gap: 1, alignItems: column ? 'stretch' : 'center' }}>
        {view.status === 'identityFailed' && (
          <Button variant="outlined" onClick={() => auth.send({ type: 'auth.retry' })} fullWidth={column} sx={{ whiteSpace: 'nowrap' }}>
            Retry loading your account
          </Button>
        )}
        <Button variant="text" onClick={logOut} fullWidth={column}>
          Log Out
        </Button>
      </Box>
    );
  }

  const greeting = firstName ? `Hi ${firstName}` : 'Hi there';
  if (column) {
    return (
      <Box component="nav" aria-label="Your account" sx={{ display: 'grid', gap: 1 }}>
        <Typography sx={{ fontWeight: 700, px: 0.5, overflowWrap: 'anywhere' }}>{greeting}</Typography>
        {tier && <TierChip tier={tier} />}
        {ENTRIES.map((entry) => (
          <ButtonLink key={entry.to} to={entry.to} variant="outlined" onClick={onNavigate} fullWidth>
            {entry.label}
          </ButtonLink>
        ))}
        <Button variant="text" onClick={logOut} fullWidth>
          Log Out
        </Button>
      </Box>
    );
  }
  return <HeaderMenu greeting={greeting} tier={tier} onLogOut={logOut} />;
}

/** The member's tier, beside the greeting. */
function TierChip({ tier }: { tier: string }) {
  return <Chip size="small" color="primary" variant="outlined" label={`${tier} member`} sx={{ alignSelf: 'center', fontWeight: 700 }} />;
}

function HeaderMenu({ greeting, tier, onLogOut }: { greeting: string; tier: string | undefined; onLogOut: () => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const open = Boolean(anchor);
  const close = () => setAnchor(null);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      {/* Beside the greeting only where the bar has room for it; the menu always names the tier. */}
      {tier && (
        <Box sx={{ display: { xs: 'none', xl: 'flex' } }}>
          <TierChip tier={tier} />
        </Box>
      )}
      <Button
        id={buttonId}
        aria-controls={open ? menuId : undefined}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={(event) => setAnchor(event.currentTarget)}
        endIcon={<ExpandMoreRoundedIcon />}
        sx={{ whiteSpace: 'nowrap', fontWeight: 700, minWidth: 0 }}
      >
        {/* A first name may run to 100 characters: the bar shows its start, the button's name all of it. */}
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: '12rem' }}>
          {greeting}
        </Box>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {tier && (
          <ListSubheader sx={{ lineHeight: 2.5 }}>
            Membership: <strong>{tier}</strong>
          </ListSubheader>
        )}
        {ENTRIES.map((entry) => (
          <MenuItemLink key={entry.to} to={entry.to} onClick={close}>
            {entry.label}
          </MenuItemLink>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            onLogOut();
          }}
        >
          Log Out
        </MenuItem>
      </Menu>
    </Box>
  );
}
