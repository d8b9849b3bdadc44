import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { use } from 'react';
import type { StorageUnitListing } from '../../../contract/storage';
import type { Loaded } from '../../api/loaded';
import { focusRing } from '../../app/theme';
import { LoadFailed } from '../../components/ui/LoadFailed';
import { RouterLink } from '../../components/ui/links';
import { formatDate, formatSquareFeet, formatUsdFromCents } from '../../lib/format';

/** Listings carry no photos yet: a drawing of a roll-up unit door stands in, the same for every unit. */
function UnitDoor() {
  return (
    <Box component="svg" viewBox="0 0 320 160" aria-hidden="true" focusable="false" sx={{ display: 'block', width: '100%', height: 'auto', bgcolor: '#e8efe9' }}>
      <rect x="70" y="28" width="180" height="132" rx="4" fill="#1b4d3e" />
      <rect x="82" y="40" width="156" height="120" fill="#f2c14e" />
      {[56, 72, 88, 104, 120, 136].map((y) => (
        <rect key={y} x="82" y={y} width="156" height="3" fill="#d9a93a" />
      ))}
      <rect x="146" y="146" width="28" height="6" rx="3" fill="#1b4d3e" />
      <rect x="0" y="156" width="320" height="4" fill="#c9d6cd" />
    </Box>
  );
}

const availability = (listing: StorageUnitListing) => (listing.availableFrom ? `Available from ${formatDate(listing.availableFrom)}` : 'Available now');

/** The cheapest rentable units, each linking to its details. */
export function FeaturedStorage({ listings }: { listings: Promise<Loaded<StorageUnitListing[]>> }) {
  const loaded = use(listings);
  if (loaded.error) return <LoadFailed what="Storage units" error={loaded.error} />;
  if (loaded.data.length === 0) return <Typography>Every unit is rented right now. Call us to join the waiting list.</Typography>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}>
      {loaded.data.map((listing) => (
        <li key={listing.id}>
          <RouterLink
            to="/storage/$id"
            params={{ id: listing.id }}
            sx={{
              display: 'flex',
              flexDirection: 'column',
              height: '100%',
              overflow: 'hidden',
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
              borderRadius: 3,
              color: 'text.primary',
              textDecoration: 'none',
              '&:hover': { borderColor: 'primary.main', boxShadow: 2, textDecoration: 'none' },
              '&:focus-visible': focusRing,
            }}
          >
            {listing.images[0] ? (
              <Box component="img" src={listing.images[0].url} alt="" sx={{ display: 'block', width: '100%', aspectRatio: '2 / 1', objectFit: 'cover' }} />
            ) : (
              <UnitDoor />
            )}
            <Box sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 0.5, flex: 1 }}>
              <Typography component="h3" variant="h3" sx={{ color: 'primary.main' }}>
                {listing.title}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {listing.size.name} ft · {formatSquareFeet(listing.squareFootage)} · {listing.location.name}, {listing.location.city}
              </Typography>
              <Typography sx={{ mt: 1.5 }}>
                <Box component="span" sx={{ fontSize: '1.6rem', fontWeight: 800 }}>
                  {formatUsdFromCents(listing.monthlyPriceCents)}
                </Box>{' '}
                per month
              </Typography>
              <Typography variant="body2" sx={{ mt: 'auto', pt: 1, fontWeight: 600, color: 'primary.dark' }}>
                {availability(listing)} · {listing.unitsRemaining} {listing.unitsRemaining === 1 ? 'unit' : 'units'} left
              </Typography>
            </Box>
          </RouterLink>
        </li>
      ))}
    </Box>
  );
}
