import { configure } from '@testing-library/react';

// Screens load their route chunks and data lazily; on two busy cores that can take longer than the
// default second, and a `findBy`/`waitFor` that gives up early fails a screen that works.
configure({ asyncUtilTimeout: 5000 });

// Date fields load their picker after the page paints; tests of the forms use the picker itself, at once.
// (DateField.test.tsx covers the field before the picker arrives.)
await (await import('../components/forms/DateField')).loadDatePicker();

// Dialogs load when first opened; tests of the screens open them at once.
// (LazyDraggableDialog.test.tsx covers a dialog opened before it has loaded.)
await (await import('../components/ui/LazyDraggableDialog')).loadDraggableDialog();
