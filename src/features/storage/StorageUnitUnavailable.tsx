import Typography from '@mui/material/Typography';
import { describeFailure } from '../../api/errors';
import { LoadError } from '../../components/ui/LoadFailed';
import { StorageUnitLayout } from './StorageUnitLayout';

/** The storage unit's page when the unit could not be loaded: its heading, what went wrong, and a retry. */
export function StorageUnitUnavailable({ failure, onRetry }: { failure: unknown; onRetry: () => void }) {
  return (
    <StorageUnitLayout>
      <Typography variant="h1" gutterBottom>
        Storage Unit Details
      </Typography>
      <LoadError error={describeFailure(failure)} onRetry={onRetry} />
    </StorageUnitLayout>
  );
}
