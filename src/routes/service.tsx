import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { pageHead } from '../app/head';
import { ClientSuspense } from '../components/ui/ClientSuspense';
import { ButtonLink } from '../components/ui/links';
import { TradesSkeleton } from '../features/services/TradesSkeleton';

// The cards wait for the API anyway: their code loads alongside, so the page paints its words without it.
const TradeCards = lazy(() => import('../features/services/TradeCards').then((m) => ({ default: m.TradeCards })));

export const Route = createFileRoute('/service')({
  staticData: { anonymous: true },
  head: () => pageHead('Our Services', 'Carpentry, plumbing, electrical, HVAC, painting, landscaping and more from vetted local contractors in Southborough, MA.'),
  loader: () => ({ trades: import('../features/services/services.api').then((m) => m.loadTrades()) }),
  component: OurServices,
});

const moreWays = [
  {
    title: 'Choose your own contractor',
    text: 'Browse vetted local contractors by trade, distance and rating, and read what their customers say before you book.',
    to: '/contractors',
    cta: 'Browse contractors',
  },
  {
    title: 'Storage units',
    text: 'Storage units for rent in Southborough, Westborough and Marlborough: see sizes, monthly prices and which are free now.',
    to: '/storage-units',
    cta: 'See storage units',
  },
] as const;

/** An outlined Paper's look, as the trade cards draw it: Paper's module would count against the first paint. */
const outlinedCardSx = {
  p: 3,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 1.5,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  bgcolor: 'background.paper',
  color: 'text.primary',
} as const;

function OurServices() {
  const { trades } = Route.useLoaderData();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      <Typography variant="h1" gutterBottom>
        Our Services
      </Typography>
      <Typography sx={{ fontSize: '1.125rem', mb: 4, maxWidth: '44rem' }}>
        Vetted, licensed local tradespeople for every job around the house. Pick a trade to learn more, or book a job and we will match
        you with the right contractor.
      </Typography>
      <ClientSuspense fallback={<TradesSkeleton count={12} height={132} />}>
        <TradeCards trades={trades} headingLevel="h2" />
      </ClientSuspense>
      <Box sx={{ mt: 5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Typography sx={{ fontWeight: 600 }}>Not sure which trade you need?</Typography>
        <ButtonLink to="/book-service" variant="contained" color="secondary">
          Book A Job
        </ButtonLink>
      </Box>
      <Box component="section" aria-labelledby="more-ways" sx={{ mt: 6 }}>
        <Typography id="more-ways" variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
          More ways we can help
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {moreWays.map((way) => (
            <Box key={way.title} sx={outlinedCardSx}>
              <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.125rem' }}>
                {way.title}
              </Typography>
              <Typography sx={{ color: 'text.secondary' }}>{way.text}</Typography>
              <ButtonLink to={way.to} variant="outlined" sx={{ mt: 'auto' }}>
                {way.cta}
              </ButtonLink>
            </Box>
          ))}
        </Box>
      </Box>
    </Container>
  );
}
