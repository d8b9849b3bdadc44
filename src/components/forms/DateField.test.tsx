import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateField, DateFilterField, INCOMPLETE_DATE } from './DateField';

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

function Controlled({ initial = '', onChange = () => {}, ...props }: { initial?: string; onChange?: (value: string) => void; min?: string; error?: boolean; helperText?: string }) {
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

describe('a date field', () => {
  it('shows its label, date and hint at once, read-only, and the typed and calendar field once the picker has loaded', async () => {
    // A fresh copy of the module, as a page first loads it: the picker not loaded yet.
    vi.resetModules();
    const fresh = await import('./DateField');
    render(<fresh.DateField label="Move-in date" value="2027-03-15" onChange={() => {}} helperText="Optional." />);
    const standIn = screen.getByRole('textbox', { name: 'Move-in date' });
    expect(standIn).toHaveProperty('value', '03/15/2027');
    expect(standIn).toHaveProperty('readOnly', true);
    expect(screen.getByText('Optional.')).toBeTruthy();
    const field = await screen.findByRole('group', { name: 'Move-in date' }, { timeout: 15_000 });
    expect(within(field).getByRole('spinbutton', { name: 'Month' }).textContent).toBe('03');
    expect(screen.queryByRole('textbox', { name: 'Move-in date' })).toBeNull();
  });

  it('is an outlined field labelled by its label, showing the date as MM/DD/YYYY in month, day and year', () => {
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
