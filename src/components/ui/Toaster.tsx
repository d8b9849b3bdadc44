import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { registerToastHost, TOAST_MS } from '../../lib/toast';
import { Toast } from './Toast';

declare module 'notistack' {
  interface VariantOverrides {
    success: { detail?: string };
    info: { detail?: string };
    warning: { detail?: string };
    error: { detail?: string };
  }
}

const components = { default: Toast, success: Toast, info: Toast, warning: Toast, error: Toast };

/** The toast stack, top right; loaded and mounted with the first toast. */
export default function Toaster() {
  useEffect(
    () =>
      registerToastHost({
        show: ({ severity, summary, detail, durationMs }) =>
          void enqueueSnackbar(summary, { variant: severity, autoHideDuration: durationMs, ...(detail ? { detail } : {}) }),
      }),
    [],
  );
  return <SnackbarProvider maxSnack={4} anchorOrigin={{ vertical: 'top', horizontal: 'right' }} autoHideDuration={TOAST_MS} Components={components} />;
}
