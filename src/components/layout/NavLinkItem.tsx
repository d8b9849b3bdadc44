import MuiLink from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import { RouterLink } from '../ui/links';
import type { NavItem } from './nav-links';

/** One link of a NavItem list, inside the app or away from it. */
export function NavLinkItem({ item, sx, onNavigate }: { item: NavItem; sx?: SxProps<Theme>; onNavigate?: () => void }) {
  if ('href' in item) {
    return (
      <MuiLink href={item.href} sx={sx} onClick={onNavigate}>
        {item.label}
      </MuiLink>
    );
  }
  return (
    <RouterLink to={item.to} hash={item.hash} sx={sx} onClick={onNavigate} activeOptions={{ exact: item.to === '/', includeHash: Boolean(item.hash) }}>
      {item.label}
    </RouterLink>
  );
}
