import TextField from '@mui/material/TextField';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactUsRequest } from '../../../contract/public';
import { FAILURE_MESSAGES } from '../../../machines/api-failure';
import { api } from '../../api/client';
import { fakeApiAnswering, validationProblem } from '../../test/fake-api';
import { ContactForm } from './ContactForm';
import { CaptchaField } from '../captcha/CaptchaField';
import { useCaptcha } from '../captcha/use-captcha';
import { FormAlert, SubmitButton } from './FormParts';
import { CAPTCHA_REQUIRED, useContractForm } from './use-contract-form';

vi.mock('../../api/client', async (importOriginal) => (await import('../../test/fake-api')).withFakeApi(await importOriginal()));
const network = fakeApiAnswering();

/** reCAPTCHA without Google: loaded at once, a button that answers with a new token each time, and a reset that counts. */
const recaptcha = vi.hoisted(() => ({ resets: 0, answers: 0 }));
vi.mock('react-google-recaptcha', () => ({
  default: class FakeRecaptcha extends Component<{ onChange?: (token: string | null) => void; asyncScriptOnLoad?: (state: { loaded: boolean }) => void }> {
    override componentDidMount() {
      this.props.asyncScriptOnLoad?.({ loaded: true });
    }
    reset() {
      recaptcha.resets += 1;
    }
    override render(): ReactNode {
      return (
        <button type="button" onClick={() => this.props.onChange?.(`token-${++recaptcha.answers}`)}>
          I'm not a robot
        </button>
      );
    }
  },
}));

const json = (status: number, body: unknown, contentType = 'application/json') => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': contentType } });
const problem = (errors: Record<string, string[]>) => validationProblem(errors, 'One or more fields are not valid.');

beforeEach(() => {
  recaptcha.resets = 0;
  recaptcha.answers = 0;
});
afterEach(cleanup);

async function fillContactForm(user: ReturnType<typeof userEvent.setup>, values: { name?: string; email?: string; message?: string } = {}) {
  await user.type(screen.getByRole('textbox', { name: /your name/i }), values.name ?? 'Karen Miller');
  await user.type(screen.getByRole('textbox', { name: /e-mail/i }), values.email ?? 'karen@example.com');
  await user.type(screen.getByRole('textbox', { name: /message/i }), values.message ?? 'Do you service heat pumps in Hopkinton?');
}

describe('a form bound to a contract schema', () => {
  it("checks on the client with the contract's messages, sends nothing and focuses the first wrong field", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.type(screen.getByRole('textbox', { name: /e-mail/i }), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const name = screen.getByRole('textbox', { name: /your name/i });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Name is required.')).toBeTruthy();
    expect(screen.getByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(screen.getByText('Message is required.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(network.sent).toEqual([]);

    // A field shown as wrong is checked again as it is corrected.
    await user.type(name, 'Karen');
    expect(screen.queryByText('Name is required.')).toBeNull();
  });

  it("shows the server's validation message next to its field, keeps what was typed and focuses that field", async () => {
    network.answer = () => problem({ email: ['We cannot deliver mail to this address.'] });
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillContactForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const email = screen.getByRole('textbox', { name: /e-mail/i }) as HTMLInputElement;
    expect(await screen.findByText('We cannot deliver mail to this address.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.value).toBe('karen@example.com');
    expect((screen.getByRole('textbox', { name: /message/i }) as HTMLTextAreaElement).value).toBe('Do you service heat pumps in Hopkinton?');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(network.sent).toHaveLength(1);
    expect(network.sent[0]!.url.href).toBe('http://app.test/api/v1/ContactUs');
    expect(network.sent[0]!.body).toEqual({ name: 'Karen Miller', email: 'karen@example.com', phone: '', message: 'Do you service heat pumps in Hopkinton?' });
  });

  it('shows any other refusal in an alert worded by describeServerError, and the form stays as typed', async () => {
    network.answer = () => json(429, { Message: 'You have sent this form too many times. Please try again later.' });
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillContactForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect((await screen.findByRole('alert')).textContent).toContain('You have sent this form too many times. Please try again later.');
    expect((screen.getByRole('textbox', { name: /your name/i }) as HTMLInputElement).value).toBe('Karen Miller');
  });

  it('refuses a second send while the first is on its way, then shows the confirmation with the server message', async () => {
    let answer!: (response: Response) => void;
    network.answer = () => new Promise<Response>((resolve) => (answer = resolve));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillContactForm(user);
    const send = screen.getByRole('button', { name: 'Send message' });
    await user.click(send);
    await waitFor(() => expect((send as HTMLButtonElement).disabled).toBe(true));
    fireEvent.submit(screen.getByRole('form', { name: 'Contact form' }));
    expect(network.sent).toHaveLength(1);

    await act(async () => answer(json(201, { id: '0b6a0f7e-5c1d-4e0b-9a43-2f8f3c1d9b10', Message: 'Thanks, Karen. We will be in touch within one business day.' })));
    const confirmation = await screen.findByRole('status');
    expect(confirmation.textContent).toContain('Thanks, Karen. We will be in touch within one business day.');
    await waitFor(() => expect(document.activeElement).toBe(confirmation));

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect((screen.getByRole('textbox', { name: /your name/i }) as HTMLInputElement).value).toBe('Karen Miller');
    expect((screen.getByRole('textbox', { name: /message/i }) as HTMLTextAreaElement).value).toBe('');
    // The button went with the confirmation: the focus goes on to the one field left to fill, not to the page.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /message/i })));
  });

  it('says so in the alert when the server could not be reached', async () => {
    network.answer = () => Promise.reject(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillContactForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect((await screen.findByRole('alert')).textContent).toBe(FAILURE_MESSAGES.network);
  });
});

/** A form with the captcha on, as a configured site key gives. */
function CaptchaForm() {
  const captcha = useCaptcha('site-key-for-tests');
  const form = useContractForm({
    schema: ContactUsRequest,
    initialValues: { name: 'Karen Miller', email: 'karen@example.com', phone: '', message: 'Hello' },
    send: (body, header) => api.POST('/ContactUs', { body, params: { header } }),
    captcha,
  });
  return (
    <form {...form.formProps}>
      <TextField label="Your name" {...form.field('name')} />
      <CaptchaField captcha={captcha} error={form.captchaError} />
      <FormAlert error={form.alert} />
      <SubmitButton sending={form.sending}>Send</SubmitButton>
    </form>
  );
}

describe('the captcha of a form', () => {
  it('is required, goes in X-Recaptcha-Token, and is reset after every attempt', async () => {
    network.answer = () => json(400, { Message: 'The security check failed. Please tick the box again.' });
    const user = userEvent.setup();
    render(<CaptchaForm />);
    expect(screen.getByText(/Can't complete the check\? Call us at/).textContent).toContain('+1 (508) 555-0100');

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(CAPTCHA_REQUIRED)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('group', { name: 'Security check' }));
    expect(network.sent).toEqual([]);

    await user.click(await screen.findByRole('button', { name: "I'm not a robot" }));
    expect(screen.queryByText(CAPTCHA_REQUIRED)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The security check failed.');
    expect(network.sent[0]!.headers.get('X-Recaptcha-Token')).toBe('token-1');
    expect(recaptcha.resets).toBe(1);

    // The spent answer is gone: sending again asks for a new one.
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(CAPTCHA_REQUIRED)).toBeTruthy();
    expect(network.sent).toHaveLength(1);
  });

  it('is left out, with its header, when no site key is configured', async () => {
    network.answer = () => json(201, { id: '0b6a0f7e-5c1d-4e0b-9a43-2f8f3c1d9b10', Message: 'Thanks.' });
    const user = userEvent.setup();
    render(<ContactForm />);
    expect(screen.queryByRole('group', { name: 'Security check' })).toBeNull();
    await fillContactForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await screen.findByRole('status');
    expect(network.sent[0]!.headers.has('X-Recaptcha-Token')).toBe(false);
  });
});
