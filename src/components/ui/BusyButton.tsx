import Button, { type ButtonProps } from '@mui/material/Button';
import { useForkRef } from '@mui/material/utils';
import { useEffect, useLayoutEffect, useRef } from 'react';

export type BusyButtonProps = ButtonProps & {
  /** Its request is on its way: the button is disabled and shows a spinner. */
  busy: boolean;
};

/**
 * A button that sends a request (MUI's `loading`), and keeps a keyboard user's place. A browser moves
 * the focus off a button once it is disabled, to the page or to the dialog around it, so after a
 * refusal or a failure (an alert shown, "Try again" offered) a keyboard or screen-reader user would
 * start over from there. The button cannot stay focusable while loading instead: MUI's Button
 * disables its native button whenever it loads. So the focus comes back to it when its request is
 * over, unless something else took it meanwhile: a field to correct, the next step's control, a Tab.
 */
export function BusyButton({ busy, ref, loadingPosition = 'start', ...props }: BusyButtonProps) {
  const button = useFocusBackAfterBusy(busy);
  return <Button ref={useForkRef(button, ref)} loading={busy} loadingPosition={loadingPosition} {...props} />;
}

/** The element to hand the focus back to once `busy` is over, when it had the focus as it began. */
function useFocusBackAfterBusy(busy: boolean) {
  const element = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  // Chromium moves the focus off a disabled element at its next rendering update: here it is still on it.
  useLayoutEffect(() => {
    if (busy) hadFocus.current = element.current !== null && element.current === document.activeElement;
  }, [busy]);
  useEffect(() => {
    if (busy || !hadFocus.current) return;
    // After the effects of the render that ended the request, which may have put the focus somewhere on purpose.
    const later = setTimeout(() => {
      hadFocus.current = false;
      const target = element.current;
      if (target?.isConnected && !target.matches(':disabled') && isLost(target)) target.focus();
    });
    return () => clearTimeout(later);
  }, [busy]);
  return element;
}

/** Whether the focus has fallen back to something around `target` (the page, a dialog), or is still on it. */
function isLost(target: HTMLElement): boolean {
  const active = document.activeElement;
  return !active || active.contains(target);
}
