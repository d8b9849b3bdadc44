import TextField from '@mui/material/TextField';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import type * as DatePickerModule from './DatePickerField';

/** A part-typed or impossible date (02/30/2027): not empty, so the form cannot take it for "no date". */
export const INCOMPLETE_DATE = 'incomplete';
export interface DateFieldProps {
  label: string;
  name?: string;
  /** `YYYY-MM-DD`, '' for none, or INCOMPLETE_DATE while one is being typed. */
  value: string;
  onChange: (value: string) => void;
  /** The first day that can be chosen (`YYYY-MM-DD`); earlier days are greyed out in the calendar. */
  min?: string | undefined;
  required?: boolean;
  error?: boolean;
  /** The hint, or the message of what is wrong. */
  helperText?: ReactNode;
  /** Called with the field's focus target (its month), for the form to move focus to it. */
  inputRef?: (element: HTMLElement | null) => void;
  onBlur?: () => void;
  onAccept?: (value: string) => void;
  size?: 'small' | 'medium';
}

type PickerModule = typeof DatePickerModule;
let picker: PickerModule | undefined;

/**
 * MUI X's date picker with dayjs weighs about 60 KB gzip, more than a page may add to its first paint
 * (`npm run bench`): it loads when a date field first renders, and the page paints without it.
 */
export const loadDatePicker = (): Promise<PickerModule> => import('./DatePickerField').then((module) => (picker = module));
const LazyDatePicker = lazy(() => loadDatePicker().then((module) => ({ default: module.DatePickerField })));

/**
 * A date typed (MM/DD/YYYY) or chosen from a calendar (./DatePickerField.tsx). Until the picker has
 * loaded, an outlined field of the same size, label and hint stands in its place, read-only.
 */
export function DateField(props: DateFieldProps) {
  // Decided once per field: swapping the lazy component for the loaded one would remount the picker mid-entry.
  const [loaded] = useState(() => picker);
  if (loaded) return <loaded.DatePickerField {...props} />;
  return (
    <Suspense fallback={<DateFieldPlaceholder {...props} />}>
      <LazyDatePicker {...props} />
    </Suspense>
  );
}

const US_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function DateFieldPlaceholder({ label, name, value, required, error, helperText, size }: DateFieldProps) {
  const shown = US_DATE.test(value) ? value.replace(US_DATE, '$2/$3/$1') : '';
  return (
    <TextField
      label={label}
      name={name}
      value={shown}
      placeholder="MM/DD/YYYY"
      required={required}
      error={error}
      helperText={helperText}
      size={size}
      fullWidth
      slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
    />
  );
}

/**
 * A date filter: applies when a date is chosen from the calendar, or typed whole and the field left;
 * cleared, it applies no date. A date left part-typed says so instead of applying.
 */
export function DateFilterField({ value, onCommit, ...props }: Omit<DateFieldProps, 'value' | 'onChange' | 'onAccept' | 'onBlur' | 'error'> & { value: string; onCommit: (date: string) => void }) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  const [leftIncomplete, setLeftIncomplete] = useState(false);
  // The URL changed under the field (cleared filters, back button): show the date in force.
  if (value !== shown) {
    setShown(value);
    setDraft(value);
    setLeftIncomplete(false);
  }
  const commit = (date: string) => {
    setLeftIncomplete(date === INCOMPLETE_DATE);
    if (date !== INCOMPLETE_DATE && date !== value) onCommit(date);
  };
  return (
    <DateField
      {...props}
      value={draft}
      onChange={(date) => {
        setDraft(date);
        if (date !== INCOMPLETE_DATE) setLeftIncomplete(false);
      }}
      onAccept={commit}
      onBlur={() => commit(draft)}
      error={leftIncomplete && draft === INCOMPLETE_DATE}
    />
  );
}
