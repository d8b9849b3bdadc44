import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { deepEqual, type ShouldBlockFn, useBlocker } from '@tanstack/react-router';
import { useCallback, useId } from 'react';
import { LazyDraggableDialog } from '../ui/LazyDraggableDialog';

const LEAVE_TITLE = 'Leave this page?';

export interface LeaveGuardProps {
  /** The form holds something the customer typed or added that has not been sent (nor is being sent). */
  unsent: boolean;
  /** What the dialog says is at stake, e.g. that the request has not been sent and what would be lost. */
  message: string;
  /**
   * Read as the page is left: true lets it go without asking, e.g. once the session has ended and the
   * page can no longer be used. Keep it the same function from render to render.
   */
  letGo?: (() => boolean) | undefined;
}

/**
 * Asks before a form with unsent work is left: a link or any other move inside the app (the browser's
 * Back included) opens the app's dialog, with "Stay on this page" focused so that Enter or Escape loses
 * nothing; a reload or a closed tab gets the browser's own prompt, the only one a browser allows
 * there. An untouched form, or one sent or on its way, is left without a word.
 *
 * The dialog's code is fetched once the form first holds something, while the customer types, so it
 * is there at once when asked for and never weighs on a page's first paint.
 */
export function LeaveGuard({ unsent, message, letGo }: LeaveGuardProps) {
  const shouldBlockFn = useCallback<ShouldBlockFn>(
    async ({ current, next }) => {
      // The same page again (a link to where the customer is) keeps the form as it is.
      if (current.pathname === next.pathname && deepEqual(current.search, next.search)) return false;
      if (!letGo) return true;
      // What started the move (a logout sending the customer to Index) finishes first, so the session it ended is known.
      await Promise.resolve();
      return !letGo();
    },
    [letGo],
  );
  const enableBeforeUnload = useCallback(() => !letGo?.(), [letGo]);
  const messageId = useId();
  const blocker = useBlocker({ shouldBlockFn, enableBeforeUnload, disabled: !unsent, withResolver: true });
  const asking = blocker.status === 'blocked';
  if (!unsent && !asking) return null;
  const stay = () => blocker.reset?.();
  return (
    <LazyDraggableDialog
      open={asking}
      onClose={stay}
      title={LEAVE_TITLE}
      // An alert dialog: the move waits on the answer, and a screen reader reads what is at stake with the title.
      role="alertdialog"
      aria-describedby={messageId}
      actions={
        <>
          <Button color="error" onClick={() => blocker.proceed?.()}>
            Leave
          </Button>
          <Button variant="contained" onClick={stay} autoFocus>
            Stay on this page
          </Button>
        </>
      }
    >
      <Typography id={messageId}>{message}</Typography>
    </LazyDraggableDialog>
  );
}
