import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useRouter } from '@tanstack/react-router';
import type { ErrorDisplay } from '../../api/errors';

/** A section whose data could not be read: what went wrong, and a retry that runs the page's loaders again. */
export function LoadFailed({ error, what }: { error: ErrorDisplay; what: string }) {
  const router = useRouter();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={() => void router.invalidate()}>
          Try again
        </Button>
      }
    >
      <AlertTitle>{what} could not be loaded</AlertTitle>
      {error.title}
      {error.detail && <span style={{ display: 'block', whiteSpace: 'pre-line' }}>{error.detail}</span>}
    </Alert>
  );
}
