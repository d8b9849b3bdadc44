import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateField, DateFilterField } from './DateField';
import { INCOMPLETE_DATE } from './date-value';

afterEach(cleanup);

const fieldOf = (name: string) => screen.getByRole('group', { name });
/** What a browser's autofill or a paste does: the whole date at once, as the field shows it. */
const enter = (name: string, text: string) => fireEvent.change(fieldOf(name).querySelector('input')!, { target: { value: text } });
/** Keys typed into a section of the field, as the browser hands each to its editable text (jsdom edits none itself). */
async function typeIn(name: string, section: 'Month' | 'Day' | 'Year', keys: string) {
  const content = within(fieldOf(name)).getByRole('spinbutton', { name: section });
  await userEvent.click(content);
  for (const key of keys) fireEvent.input(content, { target: { textContent: key } });
}

function Controlled({ initial = '', onChange = () => {}, ...props }: { initial?: string; onChange?: (value: string) => void; min?: string; max?: string; error?: boolean; helperText?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      label="Move-in date"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      {...props}
    />
  );
}

/**
 * A fresh copy of the field's module, as a page first loads it: the picker not loaded yet. Its load
 * is held until `arrive()`, and `asked()` says whether it has begun.
 */
async function beforeThePicker() {
  vi.resetModules();
  let asked = false;
  let arrive!: () => void;
  const held = new Promise<void>((resolve) => (arrive = resolve));
  vi.doMock('./DatePickerField', async () => {
    asked = true;
    await held;
    return vi.importActual('./DatePickerField');
  });
  const fresh = await import('./DateField');
  function FreshControlled({ onChange, onBlur }: { onChange: (value: string) => void; onBlur?: () => void }) {
    const [value, setValue] = useState('');
    return (
      <fresh.DateField
        label="Move-in date"
        value={value}
        helperText="Optional."
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
        {...(onBlur ? { onBlur } : {})}
      />
    );
  }
  return { fresh, FreshControlled, asked: () => asked, arrive: () => act(async () => arrive()), arriveUnwrapped: () => arrive() };
}
/** A fresh field in a form, drawn before the picker has loaded, and a user to type in it. */
async function freshForm() {
  const onChange = vi.fn();
  const { FreshControlled, arrive } = await beforeThePicker();
  render(<FreshControlled onChange={onChange} />);
  return { onChange, arrive, user: userEvent.setup() };
}
const standIn = () => screen.getByRole('textbox', { name: 'Move-in date' }) as HTMLInputElement;
const sectionsOf = (field: HTMLElement) => ['Month', 'Day', 'Year'].map((section) => within(field).getByRole('spinbutton', { name: section }).textContent);
/** The picker has taken the text field's place. */
const pickerShown = () => screen.findByRole('group', { name: 'Move-in date' }, { timeout: 15_000 });

describe('a date field before its picker has loaded', () => {
  afterEach(() => {
    vi.doUnmock('./DatePickerField');
  });

  it('shows its label, date and hint at once, and loads the picker only when pointed at, which then takes its place', async () => {
    const { fresh, asked, arrive } = await beforeThePicker();
    render(<fresh.DateField label="Move-in date" value="2027-03-15" onChange={() => {}} helperText="Optional." />);
    expect(standIn().value).toBe('03/15/2027');
    expect(standIn().readOnly).toBe(false);
    expect(screen.getByText('Optional.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked()).toBe(false);

    await userEvent.hover(standIn());
    expect(asked()).toBe(true);
    await arrive();
    const field = await pickerShown();
    expect(within(field).getByRole('spinbutton', { name: 'Month' }).textContent).toBe('03');
    expect(screen.queryByRole('textbox', { name: 'Move-in date' })).toBeNull();
    // Pointed at, not focused: the picker does not take the focus.
    expect(field.contains(document.activeElement)).toBe(false);
  });

  it('loads the picker when reached with the keyboard, and hands it the focus on its month', async () => {
    const { FreshControlled, asked, arrive } = await beforeThePicker();
    render(<FreshControlled onChange={() => {}} />);
    expect(asked()).toBe(false);
    await userEvent.tab();
    expect(document.activeElement).toBe(standIn());
    expect(asked()).toBe(true);
    await arrive();
    const field = await pickerShown();
    expect(document.activeElement).toBe(within(field).getByRole('spinbutton', { name: 'Month' }));
  });

  it('puts the picker in the focused field in the same task as it arrives, leaving no moment for a key to be lost', async () => {
    const { fresh, FreshControlled, arriveUnwrapped } = await beforeThePicker();
    render(<FreshControlled onChange={() => {}} />);
    await userEvent.tab();
    arriveUnwrapped();
    // Resumes right after the field's own callback on the same load, before any other task could run.
    await fresh.loadDatePicker();
    const field = screen.getByRole('group', { name: 'Move-in date' });
    expect(document.activeElement).toBe(within(field).getByRole('spinbutton', { name: 'Month' }));
    await act(async () => {});
  });

  it('keeps a whole date typed before the picker arrives, and the picker shows it with the focus on its year', async () => {
    const { onChange, arrive, user } = await freshForm();
    await user.tab();
    await user.keyboard('03152027');
    expect(standIn().value).toBe('03152027');
    expect(onChange).toHaveBeenLastCalledWith('2027-03-15');
    await arrive();
    const field = await pickerShown();
    expect(sectionsOf(field)).toEqual(['03', '15', '2027']);
    expect(document.activeElement).toBe(within(field).getByRole('spinbutton', { name: 'Year' }));
    expect(onChange).toHaveBeenLastCalledWith('2027-03-15');
  });

  it('keeps a part-typed date in the text field when the picker arrives, until it is whole', async () => {
    const { onChange, arrive, user } = await freshForm();
    await user.tab();
    await user.keyboard('03/1');
    expect(onChange).toHaveBeenLastCalledWith(INCOMPLETE_DATE);
    await arrive();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(standIn());
    await user.keyboard('5/2027');
    const field = await pickerShown();
    expect(sectionsOf(field)).toEqual(['03', '15', '2027']);
    expect(onChange).toHaveBeenLastCalledWith('2027-03-15');
  });

  it('opens the calendar when it is asked for before the picker has loaded', async () => {
    const { onChange, arrive, user } = await freshForm();
    await user.click(screen.getByRole('button', { name: 'Choose date' }));
    await arrive();
    const calendar = await screen.findByRole('grid', {}, { timeout: 15_000 });
    await user.click(within(calendar).getAllByRole('gridcell').find((day) => day.textContent === '12')!);
    expect(onChange).toHaveBeenLastCalledWith(expect.stringMatching(/^\d{4}-\d{2}-12$/));
  });

  it('hands the focus to the picker\'s calendar button when it arrives while the field\'s own one has it, not to the page', async () => {
    const { arrive, user } = await freshForm();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Choose date' }));
    await arrive();
    const field = await pickerShown();
    const button = screen.getByRole('button', { name: /choose date/i });
    expect(field.closest('.MuiPickersTextField-root')!.contains(button)).toBe(true);
    expect(document.activeElement).toBe(button);
  });

  it('brings the focus back to a calendar button when the calendar asked for before the picker loaded is closed with Escape', async () => {
    const { arrive, user } = await freshForm();
    act(() => screen.getByRole('button', { name: 'Choose date' }).focus());
    await user.keyboard('{Enter}');
    await arrive();
    const calendar = await screen.findByRole('grid', {}, { timeout: 15_000 });
    await waitFor(() => expect(calendar.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('grid')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: /choose date/i })));
  });

  it('says how to finish a date left part-typed, and gives the form its text field to move focus to', async () => {
    const { fresh } = await beforeThePicker();
    const focusTarget = vi.fn();
    render(<fresh.DateField label="Move-in date" value={INCOMPLETE_DATE} onChange={() => {}} error helperText="Enter a date." inputRef={focusTarget} />);
    expect(standIn().getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(standIn().getAttribute('aria-describedby')!)?.textContent).toBe('Enter the whole date as MM/DD/YYYY, or choose it from the calendar.');
    expect(focusTarget).toHaveBeenLastCalledWith(standIn());
  });

  it('reads a typed date as the form keeps it', async () => {
    const { fresh } = await beforeThePicker();
    expect(['', ' ', '03152027', '3/5/2027', '03-15-2027', '02/29/2028', '02/29/2027', '13/01/2027', '03/15/27', '0315'].map(fresh.dateOfText)).toEqual([
      '',
      '',
      '2027-03-15',
      '2027-03-05',
      '2027-03-15',
      '2028-02-29',
      INCOMPLETE_DATE,
      INCOMPLETE_DATE,
      INCOMPLETE_DATE,
      INCOMPLETE_DATE,
    ]);
  });
});

describe('a date field', () => {
  it('is an outlined field labeled by its label, showing the date as MM/DD/YYYY in month, day and year', () => {
    render(<Controlled initial="2027-03-15" helperText="Optional." />);
    const field = fieldOf('Move-in date');
    expect(within(field).getByRole('spinbutton', { name: 'Month' }).textContent).toBe('03');
    expect(within(field).getByRole('spinbutton', { name: 'Day' }).textContent).toBe('15');
    expect(within(field).getByRole('spinbutton', { name: 'Year' }).textContent).toBe('2027');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe('Optional.');
    expect(field.closest('.MuiPickersTextField-root')?.querySelector('.MuiPickersOutlinedInput-notchedOutline')).toBeTruthy();
  });

  it('gives the form the date as YYYY-MM-DD, nothing when cleared, and "incomplete" for a date not yet whole', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    enter('Move-in date', '03/15/2027');
    expect(onChange).toHaveBeenLastCalledWith('2027-03-15');
    enter('Move-in date', '');
    expect(onChange).toHaveBeenLastCalledWith('');
    // Month typed, day and year not yet: the field moves on to the day, and the form hears of a date not yet whole.
    await typeIn('Move-in date', 'Month', '04');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(INCOMPLETE_DATE));
  });

  it('says how to finish a date left part-typed when the form finds it wrong', () => {
    render(<DateField label="Move-in date" value={INCOMPLETE_DATE} onChange={() => {}} error helperText="Enter a date as YYYY-MM-DD." />);
    const field = fieldOf('Move-in date');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe('Enter the whole date as MM/DD/YYYY, or choose it from the calendar.');
  });

  it('tells the form nothing once it is gone, not even of a check it had begun', async () => {
    const onChange = vi.fn();
    const { unmount } = render(<DateField label="Move-in date" value={INCOMPLETE_DATE} onChange={onChange} />);
    // Choosing a section schedules a look at what was typed; the form leaves the page before it runs.
    fireEvent.click(within(fieldOf('Move-in date')).getByRole('spinbutton', { name: 'Day' }));
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('looks once at what was typed after a burst of section changes, not once for each', async () => {
    const onChange = vi.fn();
    render(<DateField label="Move-in date" value={INCOMPLETE_DATE} onChange={onChange} />);
    // A click selects the section in more than one step; the sections are empty, so the date is now none.
    fireEvent.click(within(fieldOf('Move-in date')).getByRole('spinbutton', { name: 'Day' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(''));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('opens a calendar whose weeks start on Sunday, with the days before the first allowed one disabled', async () => {
    const onChange = vi.fn();
    render(<Controlled initial="2027-03-15" min="2027-03-10" onChange={onChange} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /choose date/i }));
    const calendar = await screen.findByRole('grid');
    const weekdays = within(calendar).getAllByRole('columnheader');
    expect(weekdays.map((day) => day.getAttribute('aria-label'))).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    // 1 March 2027 is a Monday: the first week's Sunday is a blank.
    const firstWeek = within(calendar).getAllByRole('row')[1]!;
    expect(within(firstWeek).getAllByRole('gridcell')[1]!.textContent).toBe('1');
    expect(within(calendar).getByRole('gridcell', { name: '9' }).hasAttribute('disabled')).toBe(true);
    await user.click(within(calendar).getByRole('gridcell', { name: '12' }));
    expect(onChange).toHaveBeenLastCalledWith('2027-03-12');
  });

  it('offers no day after the last allowed one: later days disabled, and no later month', async () => {
    render(<Controlled initial="2027-03-15" min="2026-03-16" max="2027-03-16" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /choose date/i }));
    const calendar = await screen.findByRole('grid');
    expect(within(calendar).getByRole('gridcell', { name: '16' }).hasAttribute('disabled')).toBe(false);
    expect(within(calendar).getByRole('gridcell', { name: '17' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: /next month/i }).hasAttribute('disabled')).toBe(true);
  });
});

describe('a date filter', () => {
  function Filter({ onCommit }: { onCommit: (date: string) => void }) {
    return (
      <>
        <DateFilterField label="From" value="" onCommit={onCommit} />
        <button type="button">Elsewhere</button>
      </>
    );
  }

  it('applies a whole date when the field is left, and a part-typed one not at all', async () => {
    const onCommit = vi.fn();
    render(<Filter onCommit={onCommit} />);
    const user = userEvent.setup();
    await typeIn('From', 'Month', '02');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(onCommit).not.toHaveBeenCalled();
    expect(fieldOf('From').getAttribute('aria-invalid')).toBe('true');

    await user.click(within(fieldOf('From')).getByRole('spinbutton', { name: 'Month' }));
    enter('From', '06/01/2027');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(onCommit).toHaveBeenCalledWith('2027-06-01');
    expect(fieldOf('From').getAttribute('aria-invalid')).toBe('false');
  });
});
