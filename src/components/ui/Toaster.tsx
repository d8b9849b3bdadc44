import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { registerToastHost, TOAST_MS, type ToastOptions } from '../../lib/toast';
import { Toast } from './Toast';

// notistack has an `action` option of its own: ours travels as `button`.
type ToastExtras = Pick<ToastOptions, 'detail'> & { button?: ToastOptions['action'] };

declare module 'notistack' {
  interface VariantOverrides {
    success: ToastExtras;
    info: ToastExtras;
    warning: ToastExtras;
    error: ToastExtras;
  }
}

const components = { default: Toast, success: Toast, info: Toast, warning: Toast, error: Toast };

/** The toast stack, top right; loaded and mounted with the first toast. */
export default function Toaster() {
  useEffect(
    () =>
      registerToastHost({
        show: ({ severity, summary, detail, durationMs, action }) =>
          void enqueueSnackbar(summary, { variant: severity, autoHideDuration: durationMs, ...(detail ? { detail } : {}), ...(action ? { button: action } : {}) }),
      }),
    [],
  );
  return <SnackbarProvider maxSnack={4} anchorOrigin={{ vertical: 'top', horizontal: 'right' }} autoHideDuration={TOAST_MS} Components={components} />;
}
