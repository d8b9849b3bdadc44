import MuiLink from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import { useLocation } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { RouterLink } from '../ui/links';
import { scrollBehavior } from '../../lib/motion';
import type { NavItem } from './nav-links';

/** One link of a NavItem list, inside the app or away from it. */
export function NavLinkItem({ item, sx, onNavigate }: { item: NavItem; sx?: SxProps<Theme>; onNavigate?: () => void }) {
  const location = useLocation();
  if ('href' in item) {
    return (
      <MuiLink href={item.href} sx={sx} onClick={onNavigate}>
        {item.label}
      </MuiLink>
    );
  }
  const { to, hash } = item;
  // An anchor link to where the address already is: the router would only restore the current
  // scroll position, so scroll to the anchor instead of navigating.
  const scrollIfAlreadyThere = (event: MouseEvent) => {
    if (hash && location.pathname === to && location.hash === hash) {
      event.preventDefault();
      document.getElementById(hash)?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
    }
    onNavigate?.();
  };
  return (
    <RouterLink to={to} hash={hash} sx={sx} onClick={scrollIfAlreadyThere} activeOptions={{ exact: to === '/', includeHash: Boolean(hash) }}>
      {item.label}
    </RouterLink>
  );
}
