import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { type CustomContentProps, SnackbarContent, useSnackbar } from 'notistack';
import type { Ref } from 'react';
import { TOAST_WIDTH, type ToastOptions, type ToastSeverity } from '../../lib/toast';

type ToastProps = CustomContentProps & { detail?: string; button?: ToastOptions['action']; ref?: Ref<HTMLDivElement> };

/** A toast: the summary as title, the detail below it, a button for the next step if any, a close button. */
export function Toast({ id, message, variant, detail, button, ref }: ToastProps) {
  const { closeSnackbar } = useSnackbar();
  const severity: ToastSeverity = variant === 'default' ? 'info' : variant;
  return (
    <SnackbarContent ref={ref} style={{ width: TOAST_WIDTH, maxWidth: 'calc(100vw - 2rem)' }}>
      <Alert severity={severity} role={severity === 'error' ? 'alert' : 'status'} variant="filled" onClose={() => closeSnackbar(id)} sx={{ width: '100%', boxShadow: 3 }}>
        {detail ? <AlertTitle sx={{ mb: 0.25 }}>{message}</AlertTitle> : message}
        {detail && <div style={{ whiteSpace: 'pre-line' }}>{detail}</div>}
        {button && (
          <Button
            color="inherit"
            variant="outlined"
            size="small"
            sx={{ mt: 1 }}
            onClick={() => {
              closeSnackbar(id);
              button.onClick();
            }}
          >
            {button.label}
          </Button>
        )}
      </Alert>
    </SnackbarContent>
  );
}
