import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useRouter } from '@tanstack/react-router';
import type { ErrorDisplay } from '../../api/errors';

/** Data that could not be read: what went wrong as the server's error display rules word it, and a retry. */
export function LoadError({ error, onRetry, what }: { error: ErrorDisplay; onRetry?: (() => void) | undefined; what?: string }) {
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            Try again
          </Button>
        )
      }
    >
      {what ? (
        <>
          <AlertTitle>{what} could not be loaded</AlertTitle>
          {error.title}
          {error.detail && <span style={{ display: 'block', whiteSpace: 'pre-line' }}>{error.detail}</span>}
        </>
      ) : (
        <>
          <AlertTitle>{error.title}</AlertTitle>
          {error.detail ?? 'Please try again in a moment.'}
        </>
      )}
    </Alert>
  );
}

/** A section of a page whose data could not be read; its retry runs the page's loaders again. */
export function LoadFailed({ error, what }: { error: ErrorDisplay; what: string }) {
  const router = useRouter();
  return <LoadError error={error} what={what} onRetry={() => void router.invalidate()} />;
}
