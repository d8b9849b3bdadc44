import { type ComponentType, useEffect, useState } from 'react';
import type { DraggableDialogProps } from './DraggableDialog';

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
 * kept afterwards, so that it closes with its transition and hands the focus back as before.
 */
export function LazyDraggableDialog(props: DraggableDialogProps) {
  const { open } = props;
  const [Dialog, setDialog] = useState<DialogComponent | undefined>(() => (open ? loaded : undefined));
  if (open && !Dialog && loaded) setDialog(() => loaded);
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
