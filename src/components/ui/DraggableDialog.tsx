import CloseIcon from '@mui/icons-material/Close';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper, { type PaperProps } from '@mui/material/Paper';
import { type ReactNode, type Ref, type RefObject, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import Draggable, { type ControlPosition } from 'react-draggable';
import { PAGE_FOCUS_ATTRIBUTE } from '../../lib/page-focus';

const HANDLE = '[data-drag-handle]';

/**
 * The dialog's paper, movable by its title bar. Given to the dialog as its `PaperComponent`, it is
 * drawn inside Material's own dialog paper: that keeps the margins around it, the height that stops at
 * the window's, and the column in which the title and actions stay put while the content scrolls.
 * (As `slots.paper` it would replace that paper, and a tall dialog would run off the screen, out of reach.)
 */
function DraggablePaper({ ref, ...props }: PaperProps & { ref?: Ref<HTMLDivElement> }) {
  const node = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<ControlPosition>({ x: 0, y: 0 });
  const setRef = useCallback(
    (element: HTMLDivElement | null) => {
      node.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );
  // Dragging stops at the window's margins, but a moved dialog that then grows (more reviews loaded)
  // or a window that then shrinks (a phone turned) would push its title or buttons out of reach.
  useEffect(() => {
    const paper = node.current;
    const around = paper?.parentElement;
    if (!paper || !around || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setPosition((at) => keptInside(paper, around, at)));
    observer.observe(paper);
    observer.observe(around);
    return () => observer.disconnect();
  }, []);
  return (
    <Draggable
      nodeRef={node as RefObject<HTMLDivElement>}
      handle={HANDLE}
      cancel="button, a, input, textarea, select, [role='button']"
      bounds="parent"
      position={position}
      onStop={(_, { x, y }) => setPosition({ x, y })}
    >
      <Paper ref={setRef} {...props} />
    </Draggable>
  );
}

/** Where a moved paper stands with its margins inside what it is centered in (as `bounds="parent"` reckons it), the title first. */
function keptInside(paper: HTMLElement, around: HTMLElement, at: ControlPosition): ControlPosition {
  // Not laid out (hidden): nothing to measure against.
  if (around.clientWidth === 0 || around.clientHeight === 0) return at;
  const { marginLeft, marginRight, marginTop, marginBottom } = getComputedStyle(paper);
  const clamp = (value: number, offset: number, size: number, room: number, before: string, after: string) =>
    Math.max(parseFloat(before) - offset, Math.min(room - size - offset - parseFloat(after), value));
  const x = clamp(at.x, paper.offsetLeft, paper.offsetWidth, around.clientWidth, marginLeft, marginRight);
  const y = clamp(at.y, paper.offsetTop, paper.offsetHeight, around.clientHeight, marginTop, marginBottom);
  return x === at.x && y === at.y ? at : { x, y };
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
  const { open, slotProps } = props;
  // Before the dialog takes the focus: what had it, to hand it back to.
  const opener = useRef<{ element: Element; section: Element | null } | null>(null);
  useLayoutEffect(() => {
    const element = document.activeElement;
    if (open && element) opener.current = { element, section: element.closest('section[aria-labelledby]') };
  }, [open]);
  // After the modal unmounts, which is when it hands the focus back to the opener: once its closing
  // transition is over, or when the page takes the dialog away without one.
  const afterClosing = () => {
    const gone = opener.current;
    setTimeout(() => focusWhereTheOpenerWas(gone), 0);
  };
  useEffect(() => afterClosing, []);
  const transition = slotProps?.transition;
  const onExited = (node: HTMLElement) => {
    if (typeof transition === 'object' && transition !== null && 'onExited' in transition && typeof transition.onExited === 'function') transition.onExited(node);
    afterClosing();
  };
  return (
    <Dialog
      onClose={onClose}
      aria-labelledby={titleId}
      PaperComponent={DraggablePaper}
      fullWidth
      maxWidth="sm"
      {...props}
      slotProps={{ ...slotProps, transition: { ...(typeof transition === 'object' ? transition : {}), onExited } }}
    >
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

/**
 * What the dialog did may have taken away the button that opened it (a review sent, a job canceled):
 * the focus, handed back to nothing, falls to the top of the document, and a keyboard user starts
 * the page over. It goes instead to the heading of the section the button was in, or of the page.
 * So too for a dialog the page opened itself, with nothing focused (one a return from the payment
 * page opens on its result): the document's body is no place to hand the focus back to.
 */
function focusWhereTheOpenerWas(opener: { element: Element; section: Element | null } | null) {
  const active = document.activeElement;
  const handedBack = opener && opener.element !== document.body && opener.element.isConnected;
  if (!opener || handedBack || (active && active !== document.body && active.isConnected)) return;
  const { section } = opener;
  const main = document.querySelector('main');
  const heading = section?.isConnected ? document.getElementById(section.getAttribute('aria-labelledby') ?? '') : null;
  const target = heading ?? main?.querySelector('h1') ?? main;
  if (!(target instanceof HTMLElement)) return;
  if (!target.hasAttribute('tabindex')) {
    target.setAttribute('tabindex', '-1');
    target.setAttribute(PAGE_FOCUS_ATTRIBUTE, '');
  }
  target.focus();
}
