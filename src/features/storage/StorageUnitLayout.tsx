import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { RouterLink } from '../../components/ui/links';

function BackToAll() {
  return (
    <RouterLink to="/storage-units" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2.5, fontWeight: 600 }}>
      <ArrowBackRoundedIcon fontSize="small" aria-hidden />
      All storage units
    </RouterLink>
  );
}

/** What every view of the storage unit page draws around itself: the way back to all units. */
export function StorageUnitLayout({ children }: { children: ReactNode }) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <BackToAll />
      {children}
    </Container>
  );
}
