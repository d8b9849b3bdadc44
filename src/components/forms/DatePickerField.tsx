import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { FieldRef } from '@mui/x-date-pickers/models';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { firstDayOfWeek } from '../../app/theme';
import { type DateFieldProps, INCOMPLETE_DATE, INCOMPLETE_MESSAGE } from './date-value';

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

const toDayjs = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? dayjs(value) : null);
/** The picker's value as a form keeps it: `YYYY-MM-DD`, '' for none, or INCOMPLETE_DATE. */
const fromDayjs = (value: Dayjs | null) => (value === null ? '' : value.isValid() ? value.format(ISO) : INCOMPLETE_DATE);

/**
 * A date typed (MM/DD/YYYY, a section at a time) or chosen from a calendar whose weeks start on
 * Sunday: MUI X's date picker, outlined like the other fields. The form keeps `YYYY-MM-DD`, as the
 * API does, and judges the date by its own rules; a date not yet whole says so at the field. Loaded
 * when the field is first needed by `DateField` (./DateField.tsx); `focusSection` is where the focus
 * goes when it takes the place of a text field that had it (a section, or the calendar button),
 * `openAtFirst` when its calendar was asked for.
 */
export function DatePickerField({
  label,
  name,
  value,
  onChange,
  min,
  max,
  required,
  error,
  helperText,
  inputRef,
  onBlur,
  onAccept,
  size,
  focusSection,
  openAtFirst = false,
}: DateFieldProps & { focusSection?: 'month' | 'year' | 'button' | undefined; openAtFirst?: boolean | undefined }) {
  const incomplete = value === INCOMPLETE_DATE;
  // The part-typed date as the picker last gave it, handed back so its sections stay as typed.
  const [typed, setTyped] = useState<Dayjs | null>(null);
  const field = useRef<FieldRef<Dayjs | null>>(null);
  const root = useRef<HTMLElement | null>(null);
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
  // In the commit that draws the picker, so a key pressed next reaches it and not the page; and before
  // a calendar open at first notes where the focus was, which is where closing it brings the focus back.
  const initialFocus = useRef(focusSection);
  const [open, setOpen] = useState(openAtFirst);
  useLayoutEffect(() => {
    const target = initialFocus.current;
    if (target === 'button') root.current?.querySelector<HTMLElement>('button')?.focus();
    else if (target) field.current?.focusField(target);
  }, []);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={PICKER_LOCALE}>
      <DatePicker
        label={label}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        value={incomplete ? typed : toDayjs(value)}
        onChange={(next) => {
          setTyped(next);
          onChange(fromDayjs(next));
        }}
        onAccept={(next) => onAccept?.(fromDayjs(next))}
        {...(min ? { minDate: dayjs(min) } : {})}
        {...(max ? { maxDate: dayjs(max) } : {})}
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
            ref: (element: HTMLElement | null) => {
              root.current = element;
              inputRef?.(element?.querySelector<HTMLElement>('[role="spinbutton"]') ?? null);
            },
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
