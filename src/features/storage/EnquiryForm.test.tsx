import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, FAR_DATE, lastDayFrom, PAST_DATE } from '../../../contract/forms';
import { consumer, openAt } from '../../../tests/flows/app-harness';
import { openBeforeIdentity } from '../../../tests/flows/late-identity';
import { todayHere } from '../../components/forms/dates';
import { openApp, withoutScrolling } from '../../test/app';
import { fakeApiAnswering, uuid } from '../../test/fake-api';
import { answerStorage, storageListing } from '../../test/storage-fixtures';
import { enquiryReply } from './EnquiryForm';

vi.mock('../../api/client', async (importOriginal) => (await import('../../test/fake-api')).withFakeApi(await importOriginal()));

const server = fakeApiAnswering();

beforeAll(withoutScrolling);
afterEach(cleanup);

const enquiries = () => server.sent.filter(({ url }) => url.pathname.endsWith('/StorageUnitEnquiries'));

/** The details page of a unit free now, whose enquiries the server takes; opened by `open` (a visitor's by default). */
async function openUnit(open: (path: string) => Promise<unknown> = openApp) {
  const listing = storageListing();
  const storage = answerStorage([listing]);
  server.answer = (url, request) =>
    request.method === 'POST' && url.pathname.endsWith('/StorageUnitEnquiries')
      ? Response.json(
          {
            id: uuid(99),
            Message: `We have your enquiry about ${listing.title} and will call or e-mail you within one business day. As a Residential Plus member you get 15% off the rent.`,
            memberDiscountPercent: 15,
          },
          { status: 201 },
        )
      : storage(url);
  await open(`/storage/${listing.id}`);
  return within(await screen.findByRole('form', { name: 'Ask about this unit' }));
}

async function fillContact(form: ReturnType<typeof within>, user: ReturnType<typeof userEvent.setup>) {
  for (const [name, text] of [
    [/your name/i, 'Sam Carter'],
    [/e-mail/i, 'sam@example.com'],
    [/phone/i, '508-555-0177'],
  ] as const) {
    await user.click(form.getByRole('textbox', { name }));
    await user.paste(text);
  }
}

describe('the storage enquiry', { timeout: 30_000 }, () => {
  it('says what the office comes back with, as true of the unit: free now, free from a date, or none free', () => {
    const unit = { id: uuid(1), title: '10x10 Drive-up unit' };
    expect(enquiryReply({ ...unit, unitsRemaining: 3, availableFrom: null })).toBe(
      'We will call or e-mail you within one business day about the 10x10 drive-up unit, which you can move into now, and how to reserve it.',
    );
    expect(enquiryReply({ ...unit, unitsRemaining: 2, availableFrom: '2027-03-01' })).toBe(
      'We will call or e-mail you within one business day about the 10x10 drive-up unit, free from 03/01/2027, and how to reserve it.',
    );
    expect(enquiryReply({ ...unit, unitsRemaining: 0, availableFrom: null })).toBe(
      'We will call or e-mail you within one business day about the 10x10 drive-up unit. None is free right now: we will let you know as soon as one is.',
    );
    expect(enquiryReply({ ...unit, title: 'RV and boat parking', unitsRemaining: 1, availableFrom: null })).toContain('about the RV and boat parking');
  });

  it('is sent, and the confirmation says the unit is free now without promising "the next free unit"', async () => {
    const form = await openUnit();
    expect(form.getByText('Optional: what you plan to store, and any questions about access, hours or insurance.')).toBeTruthy();
    const user = userEvent.setup();
    await fillContact(form, user);
    await user.click(form.getByRole('button', { name: 'Send enquiry' }));
    const confirmation = await screen.findByRole('status');
    expect(confirmation.textContent).toContain('which you can move into now, and how to reserve it. As a member you get 15% off the rent.');
    expect(confirmation.textContent).not.toContain('next free unit');
    // Thanked once, and told once that the enquiry is in.
    expect(confirmation.textContent!.match(/thank you/gi)).toHaveLength(1);
    expect(confirmation.textContent!.match(/we have your enquiry/gi)).toHaveLength(1);
    expect(enquiries()).toHaveLength(1);
  });

  it('asks something else with the contact details kept, the focus on the message, where the button it replaces had it', async () => {
    const form = await openUnit();
    const user = userEvent.setup();
    await fillContact(form, user);
    await user.click(form.getByRole('button', { name: 'Send enquiry' }));
    await screen.findByRole('status');
    await user.click(screen.getByRole('button', { name: 'Ask something else' }));
    const again = within(await screen.findByRole('form', { name: 'Ask about this unit' }));
    expect((again.getByRole('textbox', { name: /your name/i }) as HTMLInputElement).value).toBe('Sam Carter');
    await waitFor(() => expect(document.activeElement).toBe(again.getByRole('textbox', { name: /message/i })));
  });

  it('refuses a move-in date in the past at its field, and sends nothing', async () => {
    const form = await openUnit();
    const user = userEvent.setup();
    await fillContact(form, user);
    const date = form.getByRole('group', { name: /move-in date/i });
    // The whole date at once, as autofill or a paste gives it (typing is tested with the field itself).
    fireEvent.change(date.querySelector('input')!, { target: { value: '01/01/2020' } });
    await user.click(form.getByRole('button', { name: 'Send enquiry' }));
    await waitFor(() => expect(date.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(date.getAttribute('aria-describedby')!)?.textContent).toBe(PAST_DATE);
    expect(enquiries()).toEqual([]);
  });

  it('offers no move-in date more than a year ahead, and refuses one typed at its field', async () => {
    const form = await openUnit();
    const user = userEvent.setup();
    await fillContact(form, user);
    const date = form.getByRole('group', { name: /move-in date/i });
    const last = lastDayFrom(todayHere());
    const shown = (day: string) => day.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$2/$3/$1');
    fireEvent.change(date.querySelector('input')!, { target: { value: shown(last) } });
    await user.click(form.getByRole('button', { name: /choose date/i }));
    await screen.findByRole('grid');
    expect(screen.getByRole('button', { name: /next month/i }).hasAttribute('disabled')).toBe(true);
    await user.keyboard('{Escape}');

    fireEvent.change(date.querySelector('input')!, { target: { value: shown(addDays(last, 1)) } });
    await user.click(form.getByRole('button', { name: 'Send enquiry' }));
    await waitFor(() => expect(date.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(date.getAttribute('aria-describedby')!)?.textContent).toBe(FAR_DATE);
    expect(enquiries()).toEqual([]);
  });

  it('refuses a move-in date left part-typed, saying how to finish it, rather than sending no date', async () => {
    const form = await openUnit();
    const user = userEvent.setup();
    await fillContact(form, user);
    const date = form.getByRole('group', { name: /move-in date/i });
    const month = within(date).getByRole('spinbutton', { name: 'Month' });
    await user.click(month);
    for (const key of '04') fireEvent.input(month, { target: { textContent: key } });
    await user.click(form.getByRole('button', { name: 'Send enquiry' }));
    await waitFor(() => expect(date.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(date.getAttribute('aria-describedby')!)?.textContent).toBe('Enter the whole date as MM/DD/YYYY, or choose it from the calendar.');
    expect(enquiries()).toEqual([]);
  });

  const value = (form: ReturnType<typeof within>, name: RegExp) => (form.getByRole('textbox', { name }) as HTMLInputElement).value;
  const FROM_ACCOUNT = 'From your account; change them here for this enquiry only.';

  it("starts with a signed-in customer's name, e-mail and phone from the account, and says so", async () => {
    const form = await openUnit((path) => openAt(path, { session: ['a', 'r'], identities: { a: consumer } }));
    expect(value(form, /your name/i)).toBe('Ada Lovelace');
    expect(value(form, /e-mail/i)).toBe('ada@example.com');
    expect(value(form, /phone/i)).toBe('+1 (508) 555-0100');
    expect(form.getByText(FROM_ACCOUNT)).toBeTruthy();
  });

  it('keeps what was typed when the account comes after, and fills in only the rest', async () => {
    let arrive = () => {};
    const form = await openUnit(async (path) => ({ arrive } = await openBeforeIdentity(path)));
    const user = userEvent.setup();
    await user.click(form.getByRole('textbox', { name: /your name/i }));
    await user.paste('Sam Carter');
    expect(value(form, /e-mail/i)).toBe('');
    arrive();
    await waitFor(() => expect(value(form, /e-mail/i)).toBe('ada@example.com'));
    expect(value(form, /phone/i)).toBe('+1 (508) 555-0100');
    expect(value(form, /your name/i)).toBe('Sam Carter');
    expect(form.getByText(FROM_ACCOUNT)).toBeTruthy();
  });

  it("leaves a visitor's details to them", async () => {
    const form = await openUnit();
    expect([value(form, /your name/i), value(form, /e-mail/i), value(form, /phone/i)]).toEqual(['', '', '']);
    expect(form.queryByText(/from your account/i)).toBeNull();
  });

  it('leads back to all the storage units', async () => {
    await openUnit();
    expect(screen.getByRole('link', { name: 'All storage units' }).getAttribute('href')).toBe('/storage-units');
  });
});
