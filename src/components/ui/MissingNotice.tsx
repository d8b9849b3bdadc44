import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ReactNode, type RefObject, useEffect, useEffectEvent, useRef } from 'react';

/**
 * What stands where a part of the frame would have opened when its code did not come (the help form,
 * the small-screen menu): what happened, Try again, and a close of its own, Escape too. It does not
 * hold the focus (it is announced, and the focus stays on the button that opened it), so Escape is
 * heard wherever the focus is. Its buttons first give the focus back to `opener`, so that it is not
 * lost with the message: a retry that fails again draws the message anew, and the part, once it opens,
 * hands the focus back there on closing.
 */
export function MissingNotice({
  id,
  opener,
  onRetry,
  onClose,
  sx,
  children,
}: {
  id?: string;
  opener: RefObject<HTMLElement | null>;
  onRetry: () => void;
  onClose: () => void;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  const notice = useRef<HTMLDivElement>(null);
  const escape = useEffectEvent((event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    if (notice.current?.contains(document.activeElement)) opener.current?.focus();
    onClose();
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => escape(event);
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  const thenBackToOpener = (then: () => void) => () => {
    opener.current?.focus();
    then();
  };
  return (
    <Box ref={notice} id={id} role="alert" sx={sx}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1 }}>
          <Box component="p" sx={{ m: 0, mb: 1 }}>
            {children}
          </Box>
          <Button variant="outlined" size="small" onClick={thenBackToOpener(onRetry)}>
            Try again
          </Button>
        </Box>
        <IconButton aria-label="Close" size="small" onClick={thenBackToOpener(onClose)} sx={{ mt: -0.5, mr: -0.5 }}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
    </Box>
  );
}
