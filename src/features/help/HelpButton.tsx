import ChatBubbleOutlineRoundedIcon from '@mui/icons-material/ChatBubbleOutlineRounded';
import Fab from '@mui/material/Fab';
import { lazy, Suspense, useState } from 'react';
import { env } from '../../config/env';
import { showError } from '../../lib/toast';
import { openHelpWidget } from '../../lib/help-widget';

const loadContactDialog = () => import('./ContactDialog');
const ContactDialog = lazy(loadContactDialog);

/**
 * The floating Help button. With a help-widget id configured it opens the Freshworks widget;
 * without one it opens the contact dialog (ARCHITECTURE.md, "embedded defaults").
 */
export default function HelpButton({ widgetId = env.VITE_HELP_WIDGET_ID }: { widgetId?: string }) {
  const [dialog, setDialog] = useState<'closed' | 'open' | 'unmounted'>('unmounted');
  const [busy, setBusy] = useState(false);

  const open = async () => {
    if (!widgetId) {
      setDialog('open');
      return;
    }
    setBusy(true);
    try {
      await openHelpWidget(widgetId);
    } catch (error) {
      showError('Help is unavailable', (error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Fab
        variant="extended"
        color="primary"
        onClick={() => void open()}
        onPointerEnter={widgetId ? undefined : () => void loadContactDialog()}
        disabled={busy}
        aria-haspopup="dialog"
        sx={{ position: 'fixed', right: { xs: 16, md: 24 }, bottom: { xs: 16, md: 24 }, zIndex: 'speedDial', gap: 1 }}
      >
        <ChatBubbleOutlineRoundedIcon fontSize="small" />
        Help
      </Fab>
      {dialog !== 'unmounted' && (
        <Suspense fallback={null}>
          <ContactDialog open={dialog === 'open'} onClose={() => setDialog('closed')} />
        </Suspense>
      )}
    </>
  );
}
