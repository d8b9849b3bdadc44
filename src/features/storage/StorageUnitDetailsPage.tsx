import CheckCircleOutlineRoundedIcon from '@mui/icons-material/CheckCircleOutlineRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import type { StorageUnitListing } from '../../../contract/storage';
import { FormSkeleton } from '../../components/forms/FormSkeleton';
import { ExternalLink } from '../../components/ui/links';
import { outlinedSx } from '../../app/theme';
import { formatSquareFeet } from '../../lib/format';
import { PHONE_HINT } from '../../lib/phone';
import { availabilityText, monthlyPriceText, unitsLeftText } from './listing-facts';
import { StorageUnitLayout } from './StorageUnitLayout';
import { UnitSizePlan } from './UnitSizePlan';

// The form (MUI's inputs, the date picker's stand-in, the contract's schema, the captcha) loads beside the
// unit's details, which paint first; until then a stand-in of the form's size holds its place.
const EnquiryForm = lazy(() => import('./EnquiryForm').then((module) => ({ default: module.EnquiryForm })));
const ENQUIRY_FIELDS = [
  {},
  {},
  { hint: PHONE_HINT },
  { hint: 'Optional: when you would like to move in.' },
  { rows: 3, hint: 'Optional: what you plan to store, and any questions about access, hours or insurance.' },
];

const mapsUrl = (listing: StorageUnitListing) => {
  const { addressLine1, city, state, zipCode } = listing.location;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${addressLine1}, ${city}, ${state} ${zipCode}`)}`;
};

/** Storage unit details (spec section 2): what the unit is, what it costs, when it is free, where it is, and a form to ask about it. */
export function StorageUnitDetailsPage({ listing }: { listing: StorageUnitListing }) {
  const image = listing.images[0];
  const facts: [string, string][] = [
    ['Size', `${listing.size.name} ft`],
    ['Square feet', formatSquareFeet(listing.squareFootage)],
    ['Monthly price', monthlyPriceText(listing)],
    ['Units remaining', unitsLeftText(listing.unitsRemaining)],
    ['Availability', availabilityText(listing)],
  ];
  const { location } = listing;
  return (
    <StorageUnitLayout>
      <Box sx={{ display: 'grid', gap: { xs: 4, md: 5 }, gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' }, alignItems: 'start' }}>
        <Box sx={{ minWidth: 0 }}>
          {image ? (
            <Box component="img" src={image.url} alt={image.alt} sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 2, mb: 3 }} />
          ) : (
            <UnitSizePlan listing={listing} />
          )}
          <Typography variant="h1" sx={{ mb: 1 }}>
            {listing.title}
          </Typography>
          <Typography sx={{ fontSize: '1.2rem', color: 'text.secondary', mb: 3 }}>
            {listing.size.name} ft at {location.name}, {location.city}
          </Typography>
          <Box sx={{ ...outlinedSx, p: { xs: 2, sm: 3 }, mb: 3 }}>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' }, gap: 2.5 }}>
              {facts.map(([term, value]) => (
                <div key={term}>
                  <Typography component="dt" sx={{ color: 'text.secondary', fontSize: '0.9rem' }}>
                    {term}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1.1rem' }}>
                    {value}
                  </Typography>
                </div>
              ))}
            </Box>
          </Box>
          {listing.description && <Typography sx={{ fontSize: '1.1rem', mb: 3 }}>{listing.description}</Typography>}
          {listing.features.length > 0 && (
            <Box component="section" aria-labelledby="features-heading" sx={{ mb: 3 }}>
              <Typography id="features-heading" variant="h2" sx={{ fontSize: '1.4rem', mb: 1.5 }}>
                Features
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                {listing.features.map((feature) => (
                  <Box component="li" key={feature} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <CheckCircleOutlineRoundedIcon color="primary" fontSize="small" aria-hidden />
                    {feature}
                  </Box>
                ))}
              </Box>
            </Box>
          )}
          <Box component="section" aria-labelledby="location-heading">
            <Typography id="location-heading" variant="h2" sx={{ fontSize: '1.4rem', mb: 1.5 }}>
              Location
            </Typography>
            <Typography component="address" sx={{ fontStyle: 'normal', mb: 1 }}>
              <strong>{location.name}</strong>
              <br />
              {location.addressLine1}
              <br />
              {location.city}, {location.state} {location.zipCode}
            </Typography>
            <ExternalLink href={mapsUrl(listing)}>Directions on Google Maps</ExternalLink>
          </Box>
        </Box>
        <Box component="section" aria-labelledby="enquiry-heading" sx={{ ...outlinedSx, p: { xs: 2.5, sm: 3 }, position: { md: 'sticky' }, top: { md: 88 } }}>
          <Typography id="enquiry-heading" variant="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
            Ask about this unit
          </Typography>
          <Typography sx={{ color: 'text.secondary', mb: 2.5 }}>
            {listing.unitsRemaining === 0
              ? 'None are free right now. Tell us when you need one and we will let you know as soon as one opens up.'
              : 'Tell us about your move and we will hold the details for you and answer within one business day.'}
          </Typography>
          <Suspense fallback={<FormSkeleton fields={ENQUIRY_FIELDS} />}>
            <EnquiryForm listing={listing} />
          </Suspense>
        </Box>
      </Box>
    </StorageUnitLayout>
  );
}
