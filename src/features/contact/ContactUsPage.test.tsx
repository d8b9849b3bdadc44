import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { consumer, openAt, settledAt } from '../../../tests/flows/app-harness';
import { openBeforeIdentity } from '../../../tests/flows/late-identity';
import { openApp, withoutScrolling } from '../../test/app';

beforeAll(withoutScrolling);
afterEach(cleanup);

const contactForm = async () => within(await screen.findByRole('form', { name: 'Contact form' }));
const value = (form: ReturnType<typeof within>, name: RegExp) => (form.getByRole('textbox', { name }) as HTMLInputElement).value;
const FROM_ACCOUNT = 'From your account; change them here for this message only.';

describe('the Contact Us form', { timeout: 30_000 }, () => {
  it("starts with a signed-in customer's name, e-mail and phone from the account, and says so", async () => {
    const { router } = await openAt('/contact-us', { session: ['a', 'r'], identities: { a: consumer } });
    await settledAt(router, '/contact-us');
    const form = await contactForm();
    expect(value(form, /your name/i)).toBe('Ada Lovelace');
    expect(value(form, /e-mail/i)).toBe('ada@example.com');
    expect(value(form, /phone/i)).toBe('+1 (508) 555-0100');
    expect(form.getByText(FROM_ACCOUNT)).toBeTruthy();
    expect(value(form, /message/i)).toBe('');
  });

  it('keeps what was typed when the account comes after, and fills in only the rest', async () => {
    const { arrive } = await openBeforeIdentity('/contact-us');
    const form = await contactForm();
    const user = userEvent.setup();
    await user.click(form.getByRole('textbox', { name: /e-mail/i }));
    await user.paste('sam@example.com');
    expect(value(form, /your name/i)).toBe('');
    arrive();
    await waitFor(() => expect(value(form, /your name/i)).toBe('Ada Lovelace'));
    expect(value(form, /phone/i)).toBe('+1 (508) 555-0100');
    expect(value(form, /e-mail/i)).toBe('sam@example.com');
    expect(form.getByText(FROM_ACCOUNT)).toBeTruthy();
  });

  it("leaves a visitor's details to them", async () => {
    await openApp('/contact-us');
    const form = await contactForm();
    expect([value(form, /your name/i), value(form, /e-mail/i), value(form, /phone/i)]).toEqual(['', '', '']);
    expect(form.queryByText(/from your account/i)).toBeNull();
  });
});
