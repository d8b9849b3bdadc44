import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import LocationOnOutlinedIcon from '@mui/icons-material/LocationOnOutlined';
import StraightenRoundedIcon from '@mui/icons-material/StraightenRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { StorageUnitListing } from '../../../contract/storage';
import { RouterLink } from '../../components/ui/links';
import { availabilityText, monthlyPriceText, sizeText, unitsLeftText } from './listing-facts';

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
      {icon}
      <span>{children}</span>
    </Box>
  );
}

const padding = { xs: 2.5, sm: 3 };

/** One listing in the browse page, with its first photo when it has one; the whole card opens its details. */
export function StorageUnitCard({ listing }: { listing: StorageUnitListing }) {
  const image = listing.images[0];
  return (
    <Paper
      component="article"
      variant="outlined"
      sx={{ position: 'relative', overflow: 'hidden', p: padding, height: '100%', display: 'flex', flexDirection: 'column', gap: 1.5, '&:hover': { borderColor: 'primary.main' }, '&:focus-within': { borderColor: 'primary.main' } }}
    >
      {image && (
        // Edge to edge at the top of the card.
        <Box component="img" src={image.url} alt={image.alt} sx={{ display: 'block', alignSelf: 'stretch', mt: { xs: -padding.xs, sm: -padding.sm }, mx: { xs: -padding.xs, sm: -padding.sm }, mb: 0.5, aspectRatio: '2 / 1', objectFit: 'cover' }} />
      )}
      {/* The price beside the title, or under it when a narrow card has no room for both: never cut. */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 2, rowGap: 0.5, alignItems: 'flex-start' }}>
        <Typography component="h2" variant="h3" sx={{ flex: '1 1 8rem' }}>
          <RouterLink
            to="/storage/$id"
            params={{ id: listing.id }}
            underline="hover"
            color="inherit"
            // The link covers the card, so any click on it opens the details.
            sx={{ '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' } }}
          >
            {listing.title}
          </RouterLink>
        </Typography>
        <Typography sx={{ fontWeight: 700, fontSize: '1.15rem', whiteSpace: 'nowrap', color: 'primary.main' }}>{monthlyPriceText(listing)}</Typography>
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75, color: 'text.secondary' }}>
        <Fact icon={<StraightenRoundedIcon fontSize="small" aria-hidden />}>{sizeText(listing)}</Fact>
        <Fact icon={<LocationOnOutlinedIcon fontSize="small" aria-hidden />}>
          {listing.location.name}, {listing.location.city}
        </Fact>
        <Fact icon={<CalendarMonthOutlinedIcon fontSize="small" aria-hidden />}>
          {availabilityText(listing)} · {unitsLeftText(listing.unitsRemaining)}
        </Fact>
      </Box>
      {listing.features.length > 0 && (
        <Box component="ul" aria-label="Features" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 'auto' }}>
          {listing.features.slice(0, 4).map((feature) => (
            <li key={feature}>
              <Chip label={feature} size="small" variant="outlined" />
            </li>
          ))}
        </Box>
      )}
    </Paper>
  );
}
