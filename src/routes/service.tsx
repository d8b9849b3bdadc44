import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { ServiceCards } from '../features/services/ServiceCards';

export const Route = createFileRoute('/service')({
  staticData: { anonymous: true },
  head: () => pageHead('Our Services', 'Carpentry, plumbing, electrical, HVAC, painting, landscaping and more from vetted local contractors in Southborough, MA.'),
  component: OurServices,
});

function OurServices() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      <Typography variant="h1" gutterBottom>
        Our Services
      </Typography>
      <Typography sx={{ fontSize: '1.125rem', mb: 4, maxWidth: '44rem' }}>
        Vetted, licensed local tradespeople for every job around the house. Pick a trade to learn more, or book a job and we will match
        you with the right contractor.
      </Typography>
      <ServiceCards headingLevel="h2" />
    </Container>
  );
}
