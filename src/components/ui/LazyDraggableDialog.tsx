import { type ComponentType, useEffect, useState } from 'react';
import type { DraggableDialogProps } from './DraggableDialog';

/** How long the page may stay busy before the dialog's code is fetched anyway. */
const IDLE_TIMEOUT_MS = 3000;

type DialogComponent = ComponentType<DraggableDialogProps>;
let loaded: DialogComponent | undefined;
let loading: Promise<DialogComponent> | undefined;

/**
 * The app's dialog is MUI's Dialog, its modal machinery (focus trap, portal, backdrop, transitions)
 * and react-draggable: about 16 KB of gzip that a page showing a closed dialog need not load before
 * its first paint. It loads when a dialog is first opened; a load that fails is tried again at the
 * next opening.
 */
export const loadDraggableDialog = (): Promise<DialogComponent> =>
  (loading ??= import('./DraggableDialog').then(
    (module) => (loaded = module.DraggableDialog),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));

/**
 * `DraggableDialog`, drawn from its first opening on (at once when the dialog is already loaded) and
 * kept afterwards, so that it closes with its transition and hands the focus back as before. Its code
 * is fetched once the page is idle, after its first paint, so that the first opening is at once too.
 */
export function LazyDraggableDialog(props: DraggableDialogProps) {
  const { open } = props;
  const [Dialog, setDialog] = useState<DialogComponent | undefined>(() => (open ? loaded : undefined));
  if (open && !Dialog && loaded) setDialog(() => loaded);
  useEffect(() => {
    if (loaded) return;
    // A failed fetch here is tried again at the first opening.
    const fetchCode = () => void loadDraggableDialog().catch(() => undefined);
    if (typeof requestIdleCallback === 'function') {
      const idle = requestIdleCallback(fetchCode, { timeout: IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(idle);
    }
    const timer = setTimeout(fetchCode, IDLE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (!open || Dialog) return;
    loadDraggableDialog().then(
      (component) => setDialog(() => component),
      // Nothing opens; the next opening tries again.
      () => undefined,
    );
  }, [open, Dialog]);
  return Dialog ? <Dialog {...props} /> : null;
}
