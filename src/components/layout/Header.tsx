import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useRouterState } from '@tanstack/react-router';
import { type ReactNode, Suspense, useState } from 'react';
import { lazyOrNothing } from '../../lib/or-nothing';
import { ButtonLink } from '../ui/links';
import { AccountMenu } from './AccountMenu';
import { Logo } from './Logo';
import { NavLinkItem } from './NavLinkItem';
import { bookJobLink, headerLinks } from './nav-links';

interface MobileMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

/**
 * Where the menu would have opened, when its code did not come: what happened. It is the open menu as
 * far as the menu button goes, which closes it, and opens the menu again, asking for its code anew.
 */
function MenuMissing({ id, open }: MobileMenuProps) {
  if (!open) return null;
  return (
    <Box component="p" id={id} role="alert" sx={{ m: 0, px: { xs: 2, sm: 3 }, py: 1 }}>
      We could not load the menu. Check your connection, then close it and open it again.
    </Box>
  );
}

// The drawer (and the modal machinery under it) loads when first wanted, not with the page.
const loadMobileMenu = () => import('./MobileMenu');
// Fetched ahead of a press; if it does not come, the press says so.
const prefetchMobileMenu = () => void loadMobileMenu().catch(() => {});
const MobileMenu = lazyOrNothing(loadMobileMenu, MenuMissing);
// Only the widest screens show them, at the end of the bar: they follow the page, in a box of their width
// (three small icon buttons, 30 px each, 4 px apart), so nothing moves when they arrive.
const SocialLinks = lazyOrNothing(() => import('./SocialLinks').then((module) => ({ default: module.SocialLinks })));
const SOCIAL_LINKS_WIDTH = 3 * 30 + 2 * 4;

export const MOBILE_MENU_ID = 'site-menu';

/** The header bar's height in px by breakpoint; a floating header covers this much of the page's top. */
export const HEADER_HEIGHT = { xs: 64, md: 76 } as const;

/**
 * From `lg`, where the links come into the bar, to this width the bar has barely room for them, Book A
 * Job and the signed-out pair of buttons (wider than the greeting that replaces them): it closes up its
 * spacing there rather than scroll the page sideways.
 */
const NARROW_BAR = '@media (min-width: 1200px) and (max-width: 1279.98px)';

const navLinkSx = {
  color: 'text.primary',
  fontWeight: 600,
  px: 1,
  [NARROW_BAR]: { px: 0.5 },
  py: 1,
  whiteSpace: 'nowrap',
  borderRadius: 1,
  textDecoration: 'none',
  '&:hover': { color: 'primary.main', textDecoration: 'underline' },
  '&[aria-current="page"]': { color: 'primary.main', boxShadow: 'inset 0 -3px 0 currentColor' },
} as const;

/**
 * The site header (spec section 2): logo home, the main links, Book A Job, the account slot and the
 * social links; below the `lg` breakpoint everything folds into the menu button.
 */
export function Header({ floating, children }: { floating: boolean; children?: ReactNode }) {
  // The menu belongs to the page it was opened on: any navigation closes it.
  const href = useRouterState({ select: (state) => state.location.href });
  const [openOn, setOpenOn] = useState<string | null>(null);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const menuOpen = openOn === href;
  const closeMenu = () => setOpenOn(null);

  return (
    <Box
      component="header"
      sx={{ position: floating ? 'sticky' : 'relative', top: 0, zIndex: 'appBar', bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: { xs: 2, sm: 3, lg: 2, xl: 3 }, minHeight: HEADER_HEIGHT, [NARROW_BAR]: { gap: 1 } }}>
        <Logo />
        <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', lg: 'block' }, ml: 1, [NARROW_BAR]: { ml: 0 } }}>
          <Box component="ul" sx={{ display: 'flex', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}>
            {headerLinks.map((item) => (
              <li key={item.label}>
                <NavLinkItem item={item} sx={navLinkSx} />
              </li>
            ))}
          </Box>
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <Box sx={{ display: { xs: 'none', lg: 'flex' }, alignItems: 'center', gap: 1.5 }}>
          <ButtonLink to={bookJobLink.to} variant="contained" color="secondary" sx={{ whiteSpace: 'nowrap' }}>
            {bookJobLink.label}
          </ButtonLink>
          <AccountMenu />
          {/* Between lg and this width the bar has no room for them; the footer and the menu still have them. */}
          <Box sx={{ minWidth: SOCIAL_LINKS_WIDTH, '@media (max-width: 1365.98px)': { display: 'none' } }}>
            <Suspense fallback={null}>
              <SocialLinks color="primary" size="small" />
            </Suspense>
          </Box>
        </Box>
        <IconButton
          aria-label="Open menu"
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          aria-haspopup="dialog"
          onClick={() => {
            // Only the message that the menu could not be loaded leaves the button to be pressed while open.
            if (menuOpen) return closeMenu();
            setMenuLoaded(true);
            setOpenOn(href);
            MobileMenu.retry();
          }}
          onKeyDown={(event) => event.key === 'Escape' && closeMenu()}
          onPointerEnter={prefetchMobileMenu}
          onFocus={prefetchMobileMenu}
          color="primary"
          edge="end"
          sx={{ display: { lg: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
      </Box>
      {children}
      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu id={MOBILE_MENU_ID} open={menuOpen} onClose={closeMenu} />
        </Suspense>
      )}
    </Box>
  );
}
