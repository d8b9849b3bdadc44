import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { ButtonLink } from '../ui/links';
import { AccountMenu } from './AccountMenu';
import { Logo } from './Logo';
import { NavLinkItem } from './NavLinkItem';
import { bookJobLink, headerLinks } from './nav-links';
import { SocialLinks } from './SocialLinks';

const itemSx = {
  display: 'block',
  px: 2,
  py: 1.5,
  borderRadius: 1,
  color: 'text.primary',
  fontWeight: 600,
  fontSize: '1.0625rem',
  textDecoration: 'none',
  '&:hover': { bgcolor: 'action.hover' },
  '&[aria-current="page"]': { color: 'primary.main', bgcolor: 'action.selected' },
} as const;

/** The small-screen menu: the header's links in a drawer that traps focus and closes on Escape. */
export default function MobileMenu({ id, open, onClose }: { id: string; open: boolean; onClose: () => void }) {
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { id, role: 'dialog', 'aria-modal': true, 'aria-label': 'Menu', sx: { width: 'min(22rem, 88vw)' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 2 }}>
        <Logo compact />
        <IconButton aria-label="Close menu" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box component="nav" aria-label="Menu" sx={{ p: 1 }}>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {headerLinks.map((item) => (
            <li key={item.label}>
              <NavLinkItem item={item} sx={itemSx} onNavigate={onClose} />
            </li>
          ))}
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5, p: 2 }}>
        <ButtonLink to={bookJobLink.to} variant="contained" color="secondary" size="large" onClick={onClose} fullWidth>
          {bookJobLink.label}
        </ButtonLink>
        <AccountMenu direction="column" onNavigate={onClose} />
      </Box>
      <Box sx={{ px: 1, pb: 2, mt: 'auto' }}>
        <SocialLinks color="primary" />
      </Box>
    </Drawer>
  );
}
