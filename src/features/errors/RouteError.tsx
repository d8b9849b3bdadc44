import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { ButtonLink } from '../../components/ui/links';

/** What a page shows when it failed to load or render (the error itself was already toasted). */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Typography variant="h1" gutterBottom>
        Something went wrong
      </Typography>
      <Typography sx={{ mb: 4 }}>{error instanceof Error && error.message ? error.message : 'This page could not be shown.'}</Typography>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center' }}>
        <Button
          variant="contained"
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          Try again
        </Button>
        <ButtonLink to="/" variant="outlined">
          Go Home
        </ButtonLink>
      </Box>
    </Container>
  );
}
