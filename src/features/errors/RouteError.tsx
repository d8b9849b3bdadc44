import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { ButtonLink } from '../../components/ui/links';

/**
 * How browsers word a script chunk that did not arrive (Chromium, Firefox, Safari, Vite's CSS
 * preload). After a release the old chunks are gone from the server, and a browser keeps a failed
 * import failed: only a reload of the page fetches the new ones.
 */
const CHUNK_LOAD_FAILED = /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export const isChunkLoadError = (error: unknown) => error instanceof Error && CHUNK_LOAD_FAILED.test(error.message);

/**
 * What a page shows when it failed to load or render: what the visitor can do about it, and a retry.
 * The error itself was already toasted with its name and message (spec section 8).
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const outdated = isChunkLoadError(error);
  const retry = () => {
    if (outdated) return window.location.reload();
    reset();
    void router.invalidate();
  };
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Typography variant="h1" gutterBottom>
        {outdated ? 'This page could not be loaded' : 'Something went wrong'}
      </Typography>
      <Typography sx={{ mb: 4 }}>
        {outdated
          ? 'The site may have been updated since you opened it, or the connection dropped. Reloading fetches the latest version.'
          : 'This page could not be shown. Try again, or go back to the home page.'}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center' }}>
        <Button variant="contained" onClick={retry}>
          {outdated ? 'Reload page' : 'Try again'}
        </Button>
        <ButtonLink to="/" variant="outlined">
          Go Home
        </ButtonLink>
      </Box>
    </Container>
  );
}
