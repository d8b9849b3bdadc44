import Box from '@mui/material/Box';
import { site } from '../../config/site';
import { brand } from '../../app/theme';
import { RouterLink } from '../ui/links';

/** The house mark and the name, linking home. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    // Never squeezed by the bar's other items: the name keeps its two lines.
    <RouterLink to="/" underline="none" aria-label={`${site.name}, home`} sx={{ display: 'inline-flex', flexShrink: 0, alignItems: 'center', gap: 1.25, color: 'primary.main', fontWeight: 800, lineHeight: 1.1 }}>
      <Box component="svg" viewBox="0 0 64 64" aria-hidden="true" sx={{ width: 40, height: 40, flex: 'none' }}>
        <rect width="64" height="64" rx="12" fill={brand.green} />
        <path d="M14 34 32 18l18 16v14a2 2 0 0 1-2 2H38V38H26v12H16a2 2 0 0 1-2-2z" fill={brand.yellow} />
      </Box>
      <Box component="span" sx={{ fontSize: compact ? '1rem' : '1.125rem', maxWidth: '11rem' }}>
        {site.name}
      </Box>
    </RouterLink>
  );
}
