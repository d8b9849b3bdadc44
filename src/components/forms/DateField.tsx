import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { createSvgIcon } from '@mui/material/utils';
import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { isRealDate } from '../../../contract/common';
import { type DateFieldProps, INCOMPLETE_DATE, INCOMPLETE_MESSAGE } from './date-value';
import type * as DatePickerModule from './DatePickerField';

type PickerModule = typeof DatePickerModule;
let picker: PickerModule | undefined;
let loading: Promise<PickerModule> | undefined;

/**
 * MUI X's date picker with dayjs weighs about 60 KB gzip, more than a page may add to its first paint
 * (`npm run bench`), and drawing it is a long task on a phone (its field hook alone about 150 ms at
 * 4× slow-down): it loads when a date field is first needed (pointed at, touched or focused), not
 * when the field is drawn. A load that fails is tried again the next time.
 */
export const loadDatePicker = (): Promise<PickerModule> =>
  (loading ??= import('./DatePickerField').then(
    (module) => (picker = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));

/** MUI X's calendar icon, drawn here without loading the picker. */
const CalendarIcon = createSvgIcon(
  <path d="M17 12h-5v5h5v-5zM16 1v2H8V1H6v2H5c-1.11 0-1.99.9-1.99 2L3 19c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2h-1V1h-2zm3 18H5V8h14v11z" />,
  'Calendar',
);

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const shownDate = (value: string) => (ISO_DATE.test(value) ? value.replace(ISO_DATE, '$2/$3/$1') : '');

/**
 * What a date typed as text means to the form: '' for none, `YYYY-MM-DD`, or INCOMPLETE_DATE for a
 * date part-typed or impossible. Month, day and year as the picker orders them, with any separator
 * between them, or eight digits in a row as the picker is typed ("03152027").
 */
export function dateOfText(text: string): string {
  const typed = text.trim();
  if (!typed) return '';
  const parts = /^\d{8}$/.test(typed) ? [typed.slice(0, 2), typed.slice(2, 4), typed.slice(4)] : typed.split(/\s*[/.-]\s*|\s+/);
  const [month, day, year] = parts;
  if (parts.length !== 3 || !/^\d{1,2}$/.test(month!) || !/^\d{1,2}$/.test(day!) || !/^\d{4}$/.test(year!)) return INCOMPLETE_DATE;
  const date = `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
  return isRealDate(date) ? date : INCOMPLETE_DATE;
}

/**
 * A date typed (MM/DD/YYYY) or chosen from a calendar (./DatePickerField.tsx). Until the field is
 * first needed it is a plain outlined text field of the same size, label and hint, which takes a
 * date typed into it; the first pointer over it, touch or focus loads the picker, which then takes
 * its place. A field drawn once the picker is in the page is the picker at once.
 *
 * The swap waits for a moment where nothing typed can be lost or moved: the field empty (the picker
 * takes the focus on its month) or holding a whole date (the picker shows it, focus on its year, where
 * typing that date leaves the picker). A date part-typed stays in the text field, caret and all, until
 * it is whole or emptied; one left part-typed is for the form an incomplete date, as in the picker.
 */
export function DateField(props: DateFieldProps) {
  const { label, name, value, onChange, required, error, helperText, inputRef, onBlur, size } = props;
  const [drawn, setDrawn] = useState<{ module: PickerModule; focus?: 'month' | 'year' | 'button'; open?: boolean } | undefined>(() => picker && { module: picker });
  const [text, setText] = useState(() => shownDate(value));
  const [textValue, setTextValue] = useState(value);
  const input = useRef<HTMLInputElement | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const latestText = useRef(text);
  const gone = useRef(false);
  // The browser reports the text field's focus leaving as it is taken away: no leaving the field.
  const swapped = useRef(false);
  // As MUI X's DatePicker chooses between its desktop and mobile forms.
  const desktop = useMediaQuery('@media (pointer: fine)', { defaultMatches: true });
  const inputRefs = useCallback(
    (element: HTMLInputElement | null) => {
      input.current = element;
      inputRef?.(element);
    },
    [inputRef],
  );
  useEffect(() => {
    gone.current = false;
    return () => {
      gone.current = true;
    };
  }, []);
  // The form changed the date under the field (reset, a filter cleared): show the date in force.
  if (!drawn && value !== textValue) {
    setTextValue(value);
    if (value !== INCOMPLETE_DATE && dateOfText(text) !== value) setText(shownDate(value));
  }
  if (drawn) return <drawn.module.DatePickerField {...props} focusSection={drawn.focus} openAtFirst={drawn.open} />;

  const swapIfSafe = (typed: string) => {
    const module = picker;
    if (!module) return;
    const meaning = dateOfText(typed);
    if (meaning === INCOMPLETE_DATE) return;
    const active = input.current?.ownerDocument.activeElement;
    const focused = input.current !== null && input.current === active;
    swapped.current = true;
    // The calendar button the field is leaving had the focus: the picker's own button takes it, not the page.
    if (!focused) return setDrawn(button.current !== null && button.current === active ? { module, focus: 'button' } : { module });
    // Drawn at once, in this task: a key pressed between deciding and React's next render would land
    // in the text field that the picker then replaces, and be lost.
    flushSync(() => setDrawn({ module, focus: meaning ? 'year' : 'month' }));
  };
  const need = () => {
    if (picker) swapIfSafe(latestText.current);
    else
      loadDatePicker().then(
        () => gone.current || swapIfSafe(latestText.current),
        // The text field still takes a date; the next time the field is needed tries again.
        () => {},
      );
  };
  // Asking for the calendar is leaving what was typed: the picker opens whatever the text holds. Its
  // own button takes the focus first, so that closing the calendar brings the focus back to a button.
  const openCalendar = () =>
    loadDatePicker().then(
      (module) => {
        if (gone.current) return;
        swapped.current = true;
        setDrawn({ module, open: true, focus: 'button' });
      },
      () => {},
    );
  return (
    <TextField
      label={label}
      name={name}
      value={text}
      onChange={(event) => {
        const typed = event.target.value;
        setText(typed);
        latestText.current = typed;
        const meaning = dateOfText(typed);
        setTextValue(meaning);
        if (meaning !== value) onChange(meaning);
        swapIfSafe(typed);
      }}
      onFocus={need}
      onPointerEnter={need}
      onBlur={() => swapped.current || onBlur?.()}
      placeholder="MM/DD/YYYY"
      required={required}
      error={error}
      helperText={error && value === INCOMPLETE_DATE ? INCOMPLETE_MESSAGE : helperText}
      size={size}
      fullWidth
      inputRef={inputRefs}
      slotProps={{
        htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 10 },
        inputLabel: { shrink: true },
        input: {
          // The picker's own button, where the picker shows one: in its desktop form.
          endAdornment: desktop && (
            <InputAdornment position="end">
              <IconButton ref={button} edge="end" aria-label="Choose date" onClick={openCalendar}>
                <CalendarIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
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
