import CloseIcon from '@mui/icons-material/Close';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper, { type PaperProps } from '@mui/material/Paper';
import { type ReactNode, type Ref, type RefObject, useCallback, useId, useRef } from 'react';
import Draggable from 'react-draggable';

const HANDLE = '[data-drag-handle]';

/** The dialog's paper, movable by its title bar. */
function DraggablePaper({ ref, ...props }: PaperProps & { ref?: Ref<HTMLDivElement> }) {
  const node = useRef<HTMLDivElement>(null);
  const setRef = useCallback(
    (element: HTMLDivElement | null) => {
      node.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );
  return (
    <Draggable nodeRef={node as RefObject<HTMLDivElement>} handle={HANDLE} cancel="button, a, input, textarea, select, [role='button']" bounds="parent">
      <Paper ref={setRef} {...props} />
    </Draggable>
  );
}

export interface DraggableDialogProps extends Omit<DialogProps, 'title' | 'onClose' | 'children'> {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom. */
  actions?: ReactNode;
}

/**
 * The app's dialog (spec section 9): centered, draggable by its title, closed by Escape, the close
 * button or a click outside.
 */
export function DraggableDialog({ title, onClose, children, actions, ...props }: DraggableDialogProps) {
  const titleId = useId();
  return (
    <Dialog onClose={onClose} aria-labelledby={titleId} slots={{ paper: DraggablePaper }} fullWidth maxWidth="sm" {...props}>
      <DialogTitle id={titleId} data-drag-handle="" sx={{ cursor: 'move', pr: 7, userSelect: 'none' }}>
        {title}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>{children}</DialogContent>
      {actions && <DialogActions>{actions}</DialogActions>}
    </Dialog>
  );
}
