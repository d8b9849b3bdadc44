import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { Skeleton } from '../../components/ui/Skeleton';
import { textLineSx } from '../../components/ui/text-line';
import { StorageUnitLayout } from './StorageUnitLayout';

// The storage unit page's first paint: what every view of the page draws around itself, and the skeleton
// shown while the unit loads. The unit's details (StorageUnitDetailsPage.tsx) load beside its data, from
// the route's loader (storage-unit-body.ts), so nothing here may import them.

// What a failed load shows (MUI's Alert) loads only when a load has failed.
const UnavailableView = lazy(() => import('./StorageUnitUnavailable').then((module) => ({ default: module.StorageUnitUnavailable })));

/**
 * When the unit could not be loaded (`failure`: the server's answer or the error thrown on the way): the
 * page keeps its heading, says why, and offers to try again. Until that view's code has come, the
 * skeleton the page showed while it loaded stays.
 */
export function StorageUnitUnavailable(props: { failure: unknown; onRetry: () => void }) {
  return (
    <Suspense fallback={<StorageUnitSkeleton />}>
      <UnavailableView {...props} />
    </Suspense>
  );
}

/** While the unit loads. */
export function StorageUnitSkeleton() {
  return (
    <StorageUnitLayout>
      <Box aria-busy sx={{ display: 'grid', gap: 5, gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' } }}>
        <Box>
          <Skeleton height={200} sx={{ mb: 3 }} />
          <Typography variant="h1">
            <Skeleton width="60%" sx={textLineSx} />
            <span className="visually-hidden">Loading the storage unit…</span>
          </Typography>
          <Skeleton height={120} sx={{ mt: 3 }} />
        </Box>
        <Skeleton height={420} />
      </Box>
    </StorageUnitLayout>
  );
}
