import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { FieldRef } from '@mui/x-date-pickers/models';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { firstDayOfWeek } from '../../app/theme';

/**
 * The date pickers' language: US English with the week starting on the day spec section 9 names
 * (`firstDayOfWeek`), whatever the browser's own locale would say. Registered once, for the pickers only.
 */
const PICKER_LOCALE = 'en-us-site';
dayjs.locale(
  {
    name: PICKER_LOCALE,
    weekStart: firstDayOfWeek,
    weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    formats: { LT: 'h:mm A', LTS: 'h:mm:ss A', L: 'MM/DD/YYYY', LL: 'MMMM D, YYYY', LLL: 'MMMM D, YYYY h:mm A', LLLL: 'dddd, MMMM D, YYYY h:mm A' },
    relativeTime: {},
  },
  undefined,
  true,
);

const ISO = 'YYYY-MM-DD';

/** A part-typed or impossible date (02/30/2027): not empty, so the form cannot take it for "no date". */
export const INCOMPLETE_DATE = 'incomplete';
const INCOMPLETE_MESSAGE = 'Enter the whole date as MM/DD/YYYY, or choose it from the calendar.';

const toDayjs = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? dayjs(value) : null);
/** The picker's value as a form keeps it: `YYYY-MM-DD`, '' for none, or INCOMPLETE_DATE. */
const fromDayjs = (value: Dayjs | null) => (value === null ? '' : value.isValid() ? value.format(ISO) : INCOMPLETE_DATE);

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

/**
 * A date typed (MM/DD/YYYY, a section at a time) or chosen from a calendar whose weeks start on
 * Sunday: MUI X's date picker, outlined like the other fields. The form keeps `YYYY-MM-DD`, as the
 * API does, and judges the date by its own rules; a date not yet whole says so at the field.
 */
export function DateField({ label, name, value, onChange, min, required, error, helperText, inputRef, onBlur, onAccept, size }: DateFieldProps) {
  const incomplete = value === INCOMPLETE_DATE;
  // The part-typed date as the picker last gave it, handed back so its sections stay as typed.
  const [typed, setTyped] = useState<Dayjs | null>(null);
  const field = useRef<FieldRef<Dayjs | null>>(null);
  // The picker gives no value for a date begun on an empty field until it is whole; its sections show
  // what was typed. Some but not all of them filled is a date not yet whole.
  const reportPartDate = () => {
    const sections = field.current?.getSections() ?? [];
    const filled = sections.filter((section) => section.value !== '').length;
    if (filled > 0 && filled < sections.length && !incomplete) onChange(INCOMPLETE_DATE);
    if (filled === 0 && incomplete) onChange('');
  };
  // The sections change after the picker tells of a new selection, so the look at them waits a turn:
  // with the props of that later render, once for the latest selection, and never after the field is gone
  // (a form that has moved on would hear of no date).
  const latestReport = useRef(reportPartDate);
  useLayoutEffect(() => {
    latestReport.current = reportPartDate;
  });
  const pendingReport = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pendingReport.current), []);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={PICKER_LOCALE}>
      <DatePicker
        label={label}
        value={incomplete ? typed : toDayjs(value)}
        onChange={(next) => {
          setTyped(next);
          onChange(fromDayjs(next));
        }}
        onAccept={(next) => onAccept?.(fromDayjs(next))}
        {...(min ? { minDate: dayjs(min) } : {})}
        onSelectedSectionsChange={() => {
          clearTimeout(pendingReport.current);
          pendingReport.current = setTimeout(() => latestReport.current());
        }}
        slotProps={{
          field: { fieldRef: field },
          textField: {
            name,
            required,
            size,
            fullWidth: true,
            error,
            helperText: error && incomplete ? INCOMPLETE_MESSAGE : helperText,
            // The hidden input the picker keeps for forms is no place for focus: its first section is.
            ref: (root: HTMLElement | null) => inputRef?.(root?.querySelector<HTMLElement>('[role="spinbutton"]') ?? null),
            onBlur: () => {
              reportPartDate();
              onBlur?.();
            },
          },
        }}
      />
    </LocalizationProvider>
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
