import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ButtonLink } from '../../components/ui/links';
import { site } from '../../config/site';

/** Where a flow that opened its own tab ends, e.g. coming back from the payment provider's page. */
export function TabCanBeClosed() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Typography sx={{ fontWeight: 700, color: 'primary.main', mb: 2 }}>{site.name}</Typography>
      <Typography variant="h1" gutterBottom>
        You can close this tab
      </Typography>
      <Typography sx={{ fontSize: '1.125rem', mb: 2 }}>
        You are all set. If you came here from a payment page, the payment went through to our payment provider and the tab you
        started from shows the result.
      </Typography>
      <Typography sx={{ mb: 4 }}>Nothing else needs to happen in this tab.</Typography>
      <ButtonLink to="/" variant="outlined">
        Go to the home page
      </ButtonLink>
    </Container>
  );
}
