import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { createFileRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { pageHead } from '../app/head';
import { ButtonLink } from '../components/ui/links';
import { TradeCards, TradesSkeleton } from '../features/services/TradeCards';

export const Route = createFileRoute('/service')({
  staticData: { anonymous: true },
  head: () => pageHead('Our Services', 'Carpentry, plumbing, electrical, HVAC, painting, landscaping and more from vetted local contractors in Southborough, MA.'),
  loader: () => ({ trades: import('../features/services/services.api').then((m) => m.loadTrades()) }),
  component: OurServices,
});

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
      <Suspense fallback={<TradesSkeleton count={12} height={132} />}>
        <TradeCards trades={trades} headingLevel="h2" />
      </Suspense>
      <Box sx={{ mt: 5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Typography sx={{ fontWeight: 600 }}>Not sure which trade you need?</Typography>
        <ButtonLink to="/book-service" variant="contained" color="secondary">
          Book A Job
        </ButtonLink>
      </Box>
    </Container>
  );
}
