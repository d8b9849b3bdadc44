import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { env } from '../config/env';

/**
 * Storage rentals are run by an outside site for the local location (spec section 2) when
 * VITE_STORAGE_SITE_URL names one; until then /storage is our own listing page.
 */
export const Route = createFileRoute('/storage/')({
  staticData: { anonymous: true, layout: 'empty' },
  head: () => pageHead('Storage'),
  beforeLoad: ({ preload }) => {
    if (!env.VITE_STORAGE_SITE_URL) throw redirect({ to: '/storage-units', replace: true });
    // Hovering a link preloads the route: only a real visit leaves the site.
    if (!preload) window.location.replace(env.VITE_STORAGE_SITE_URL);
  },
  component: LeavingForStorage,
});

function LeavingForStorage() {
  return (
    <Container maxWidth="sm" sx={{ py: 8 }}>
      <Typography variant="h1" gutterBottom>
        Storage
      </Typography>
      <Typography>
        Taking you to our storage rentals… If nothing happens, <a href={env.VITE_STORAGE_SITE_URL}>continue to the storage site</a>.
      </Typography>
    </Container>
  );
}
