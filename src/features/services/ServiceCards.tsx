import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { focusRing } from '../../app/theme';
import { RouterLink } from '../../components/ui/links';
import { type ServicePage, servicePages, summaryOf } from './service-pages';

const cardSx = {
  display: 'block',
  height: '100%',
  p: 2.5,
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'divider',
  borderRadius: 2,
  color: 'text.primary',
  textDecoration: 'none',
  transition: 'border-color 120ms, box-shadow 120ms',
  '&:hover': { borderColor: 'primary.main', boxShadow: 2, textDecoration: 'none' },
  '&:focus-visible': focusRing,
} as const;

/** Every service page as a card linking to it. */
export function ServiceCards({ pages = servicePages, headingLevel = 'h3' }: { pages?: readonly ServicePage[]; headingLevel?: 'h2' | 'h3' }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))' }}>
      {pages.map((page) => (
        <li key={page.path}>
          <RouterLink to="/$slug" params={{ slug: page.path.slice(1) }} sx={cardSx}>
            <Typography component={headingLevel} sx={{ fontWeight: 700, fontSize: '1.125rem', color: 'primary.main', mb: 0.75 }}>
              {page.name}
            </Typography>
            <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
              {summaryOf(page)}
            </Typography>
          </RouterLink>
        </li>
      ))}
    </Box>
  );
}
