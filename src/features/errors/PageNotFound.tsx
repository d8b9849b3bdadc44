import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ButtonLink } from '../../components/ui/links';

/** Spec section 8: an unknown address lands here. */
export function PageNotFound() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Typography component="p" sx={{ fontSize: '4rem', fontWeight: 800, color: 'primary.main', lineHeight: 1 }} aria-hidden="true">
        404
      </Typography>
      <Typography variant="h1" sx={{ mt: 2, mb: 2 }}>
        Page Not Found
      </Typography>
      <Typography sx={{ mb: 4, fontSize: '1.125rem' }}>The page you are looking for does not exist or has moved.</Typography>
      <ButtonLink to="/" variant="contained" size="large">
        Go Home
      </ButtonLink>
    </Container>
  );
}
