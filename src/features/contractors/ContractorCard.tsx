import LocationOnOutlinedIcon from '@mui/icons-material/LocationOnOutlined';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useState } from 'react';
import type { Contractor } from '../../../contract/contractors';
import { useAuthView } from '../../auth/auth-handle';
import { ButtonLink } from '../../components/ui/links';
import { formatDistance } from '../../lib/format';
import { Stars } from './Stars';

const ReviewsDialog = lazy(() => import('./ReviewsDialog').then((module) => ({ default: module.ReviewsDialog })));

function distanceText(contractor: Contractor) {
  const miles = formatDistance(contractor.distanceMiles);
  if (!miles || contractor.servesZipCode === undefined) return miles;
  return `${miles} · ${contractor.servesZipCode ? 'serves your area' : 'usually works closer to home'}`;
}

/**
 * One contractor in the list: who, what trades, where, how rated; their reviews open in a dialog.
 * `tradeSlug` is the trade the list is filtered by: "Book a job" books that one when they do it.
 */
export function ContractorCard({ contractor, tradeSlug }: { contractor: Contractor; tradeSlug?: string | undefined }) {
  const headingId = useId();
  const [reviews, setReviews] = useState<'unmounted' | 'open' | 'closed'>('unmounted');
  const distance = distanceText(contractor);
  const trade = contractor.trades.find((t) => t.slug === tradeSlug) ?? contractor.trades[0];
  const booking = { ...(trade ? { trade: trade.slug } : {}), contractorId: contractor.id };
  const view = useAuthView();
  // A signed-in customer's request goes to their account; a visitor books with the public form.
  const signedIn = view.status === 'signedIn' && view.isSignedUp;
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2.5, sm: 3 }, height: '100%', display: 'flex', flexDirection: 'column', gap: 1.25 }}>
      <Box>
        <Typography id={headingId} component="h2" variant="h3" sx={{ mb: 0.25 }}>
          {contractor.businessName}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          {contractor.firstName} {contractor.lastInitial}
          {contractor.yearsInBusiness > 0 && ` · ${contractor.yearsInBusiness} ${contractor.yearsInBusiness === 1 ? 'year' : 'years'} in business`}
        </Typography>
      </Box>
      <Stars rating={contractor.ratingAverage} reviewCount={contractor.reviewCount} />
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.75, color: 'text.secondary' }}>
        <LocationOnOutlinedIcon fontSize="small" aria-hidden sx={{ mt: '2px' }} />
        <Typography>
          {contractor.city}, {contractor.state}
          {distance && <Box component="span" sx={{ display: 'block', color: 'text.primary', fontWeight: 600 }}>{distance}</Box>}
        </Typography>
      </Box>
      {contractor.trades.length > 0 && (
        <Box component="ul" aria-label="Trades" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
          {contractor.trades.map((trade) => (
            <li key={trade.id}>
              <Chip label={trade.name} size="small" variant="outlined" />
            </li>
          ))}
        </Box>
      )}
      {contractor.licenseNumber && (
        <Typography sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontSize: '0.9rem' }}>
          <VerifiedOutlinedIcon fontSize="small" color="primary" aria-hidden />
          Licensed: {contractor.licenseNumber}
        </Typography>
      )}
      {contractor.bio && <Typography sx={{ fontSize: '0.95rem' }}>{contractor.bio}</Typography>}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 'auto', pt: 1 }}>
        <Button variant="outlined" aria-haspopup="dialog" onClick={() => setReviews('open')} disabled={contractor.reviewCount === 0}>
          {contractor.reviewCount === 0 ? 'No reviews yet' : 'Reviews'}{' '}
          <span className="visually-hidden">of {contractor.businessName}</span>
        </Button>
        {signedIn ? (
          <ButtonLink to="/job-requests/new" search={booking} variant="contained">
            Book a job <span className="visually-hidden">with {contractor.businessName}</span>
          </ButtonLink>
        ) : (
          <ButtonLink to="/book-service" search={booking} variant="contained">
            Book a job <span className="visually-hidden">with {contractor.businessName}</span>
          </ButtonLink>
        )}
      </Box>
      {reviews !== 'unmounted' && (
        <Suspense fallback={null}>
          <ReviewsDialog contractor={contractor} open={reviews === 'open'} onClose={() => setReviews('closed')} />
        </Suspense>
      )}
    </Paper>
  );
}
