import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { heroWithCardSx } from '../../components/ui/hero-layout';
import { ButtonLink } from '../../components/ui/links';
import { landingTop } from '../../content/landing-top';

const { hero } = landingTop;

// The card beside the heading can follow the first paint: it loads after the page, like the sections
// below, which keeps the landing page within its JavaScript budget (docs/performance.md, "JavaScript before the first paint").
const LandingHeroCard = lazy(() => import('./LandingHeroCard'));

/** The top of Landing: what the provider offers and the way to book, beside a card of how a job starts. */
export function Hero() {
  return (
    <Box
      sx={{
        bgcolor: 'primary.main',
        color: '#fff',
        py: { xs: 7, md: 11 },
        backgroundImage: 'radial-gradient(circle at 85% 15%, rgba(242,193,78,0.24), transparent 42%), radial-gradient(circle at 0% 100%, rgba(255,255,255,0.08), transparent 40%)',
      }}
    >
      <Container maxWidth="lg" sx={heroWithCardSx}>
        <div>
          <Typography component="p" sx={{ color: 'secondary.main', fontWeight: 700, mb: 1.5, letterSpacing: '0.02em' }}>
            Southborough, Massachusetts
          </Typography>
          <Typography variant="h1" sx={{ maxWidth: '44rem', mb: 2.5 }}>
            {hero.heading}
          </Typography>
          <Typography sx={{ fontSize: { xs: '1.125rem', md: '1.3rem' }, maxWidth: '40rem', mb: 4, opacity: 0.95 }}>{hero.subheading}</Typography>
          <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2 }}>
            <ButtonLink to="/book-service" variant="contained" color="secondary" size="large">
              {hero.primaryCta}
            </ButtonLink>
            <ButtonLink to="/service" variant="outlined" size="large" sx={{ color: '#fff', borderColor: 'rgba(255,255,255,0.75)', '&:hover': { borderColor: '#fff' } }}>
              {hero.secondaryCta}
            </ButtonLink>
          </Box>
        </div>
        {/* About the card's height while it loads, so the hero does not grow when it comes. */}
        <Suspense fallback={<Box sx={{ minHeight: { xs: 410, sm: 285, md: 410 } }} />}>
          <LandingHeroCard />
        </Suspense>
      </Container>
    </Box>
  );
}
