import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ButtonLink } from '../../components/ui/links';
import type { ServicePage } from './service-pages';

/** A static service page: its heading and introduction, and the way to book it. */
export function ServicePageView({ page }: { page: ServicePage }) {
  return (
    <>
      <Box sx={{ bgcolor: 'primary.main', color: '#fff', py: { xs: 6, md: 9 } }}>
        <Container maxWidth="lg">
          <Typography component="p" sx={{ color: 'secondary.main', fontWeight: 700, mb: 1 }}>
            {page.name}
          </Typography>
          <Typography variant="h1" sx={{ mb: 2, maxWidth: '40rem' }}>
            {page.heading}
          </Typography>
          <Typography sx={{ fontSize: '1.2rem', maxWidth: '40rem', mb: 4, opacity: 0.95 }}>{page.intro}</Typography>
          <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2 }}>
            <ButtonLink to="/book-service" variant="contained" color="secondary" size="large">
              Book A Job
            </ButtonLink>
            <ButtonLink to="/service" variant="outlined" size="large" sx={{ color: '#fff', borderColor: 'rgba(255,255,255,0.7)' }}>
              All services
            </ButtonLink>
          </Box>
        </Container>
      </Box>
      <Container maxWidth="md" sx={{ py: { xs: 5, md: 7 } }}>
        <Typography component="h2" variant="h2" gutterBottom>
          What we do
        </Typography>
        <Typography sx={{ fontSize: '1.0625rem' }}>
          A full description of our {page.name.toLowerCase()} work, the towns we serve and answers to common questions is coming soon.
        </Typography>
      </Container>
    </>
  );
}
