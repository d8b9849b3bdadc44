import CheckCircleOutlineRoundedIcon from '@mui/icons-material/CheckCircleOutlineRounded';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { site } from '../../config/site';
import { formatPhone, phoneHref } from '../../lib/phone';

export interface HeroCardProps {
  title: string;
  /** Three or four short lines: what we do, or how a job starts. */
  points: readonly string[];
  /** Where we work, e.g. "Southborough, Westborough, Marlborough and nearby towns". */
  towns: string;
}

const rowSx = { display: 'flex', gap: 1.25, alignItems: 'flex-start' } as const;

/**
 * The card beside a hero's heading (Landing, the service pages): what we do and how to start, with
 * who does the work, where, and the number to call. It fills the hero's empty half on wide screens and
 * follows the buttons on phones.
 */
export function HeroCard({ title, points, towns }: HeroCardProps) {
  const headingId = useId();
  return (
    <Box
      component="aside"
      aria-labelledby={headingId}
      sx={{ bgcolor: 'background.paper', color: 'text.primary', borderRadius: 3, p: { xs: 2.5, md: 3 }, boxShadow: '0 18px 40px rgba(0, 0, 0, 0.22)', width: '100%', maxWidth: { md: '26rem' }, justifySelf: { md: 'end' } }}
    >
      <Typography id={headingId} component="h2" variant="h3" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {points.map((point) => (
          <Box component="li" key={point} sx={rowSx}>
            <CheckCircleOutlineRoundedIcon aria-hidden color="primary" sx={{ fontSize: '1.25rem', mt: '2px' }} />
            {point}
          </Box>
        ))}
        <Box component="li" sx={{ ...rowSx, fontWeight: 700, color: 'primary.main' }}>
          <VerifiedOutlinedIcon aria-hidden sx={{ fontSize: '1.25rem', mt: '2px' }} />
          Licensed and insured in Massachusetts
        </Box>
        <Box component="li" sx={{ ...rowSx, color: 'text.secondary' }}>
          <PlaceOutlinedIcon aria-hidden sx={{ fontSize: '1.25rem', mt: '2px' }} />
          {towns}
        </Box>
      </Box>
      <Box sx={{ ...rowSx, alignItems: 'center', mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}>
        <PhoneOutlinedIcon aria-hidden color="primary" />
        <Typography>
          Rather talk? Call{' '}
          <MuiLink href={phoneHref(site.phone)} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
            {formatPhone(site.phone)}
          </MuiLink>
        </Typography>
      </Box>
    </Box>
  );
}
