import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SandboxCheckoutSession, SandboxPortalSession } from '../../../contract/payment-sandbox';
import { AUTHENTICATION_FAILED, INSUFFICIENT_FUNDS, intent, intents } from '../../../tests/flows/sandbox-card.paths';
import { fakeApiAnswering } from '../../test/fake-api';
import { loadSandboxPortal } from './sandbox.api';
import { SandboxCheckoutPage } from './SandboxCheckoutPage';
import { SandboxPaymentPage } from './SandboxPaymentPage';
import { SandboxPortalPage } from './SandboxPortalPage';

vi.mock('../../api/client', async (importOriginal) => (await import('../../test/fake-api')).withFakeApi(await importOriginal()));

const CHALLENGE = '3-D Secure: your bank asks you to confirm this payment';
const ORIGIN = window.location.origin;

const WAITING = intent({ status: 'requires_action', nextAction: 'authenticate' });
const FAILED = intent({
  card: { brand: 'visa', last4: '3184' },
  lastPaymentError: { code: 'payment_intent_authentication_failure', declineCode: null, message: AUTHENTICATION_FAILED },
});
const SEARCH = { clientSecret: `${intent().id}_secret_abc`, redirectUrl: '/job-requests/7/proposals/9?payment=Final' };

const checkout = (changes: Partial<SandboxCheckoutSession> = {}): SandboxCheckoutSession => ({
  id: 'cs_test_sandboxPage0001',
  status: 'open',
  productName: 'Residential Plus',
  amountCents: 2900,
  currency: 'usd',
  interval: 'month',
  expiresAt: '2030-01-02T00:00:00.000Z',
  successUrl: `${ORIGIN}/memberships/welcome?session=cs_test_sandboxPage0001`,
  cancelUrl: `${ORIGIN}/#memberships`,
  lastPaymentError: null,
  nextAction: null,
  ...changes,
});

/** The sandbox as the page's calls find it: each call to a path answers the next body its list holds. */
const server = fakeApiAnswering();
function sandboxAnswering(answers: Record<string, unknown[]>) {
  server.answer = (url) => {
    const next = answers[url.pathname.split('/').at(-1)!]?.shift();
    return next ? Response.json(next) : new Response(null, { status: 500 });
  };
}
/** Like `sandboxAnswering`, but a path may answer a status of its own (a declined card is a 402). */
function sandboxAnsweringWith(answers: Record<string, [number, unknown][]>) {
  server.answer = (url) => {
    const next = answers[url.pathname.split('/').at(-1)!]?.shift();
    return next ? Response.json(next[1], { status: next[0] }) : new Response(null, { status: 500 });
  };
}
const sentTo = (action: string) => server.sent.filter((r) => r.url.pathname.endsWith(`/${action}`)).map((r) => r.body);

async function typeCard(number: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Card number' }), number);
  await user.type(screen.getByRole('textbox', { name: 'Expiration (MM / YY)' }), '1234');
  await user.type(screen.getByRole('textbox', { name: 'CVC' }), '123');
  await user.type(screen.getByRole('textbox', { name: 'ZIP' }), '01772');
}

afterEach(cleanup);

describe('the sandbox card page opened on a payment waiting for its 3-D Secure step', () => {
  it('shows the step in the card form’s place, and completing it pays and goes back to the site', async () => {
    const leave = vi.fn();
    sandboxAnswering({ authenticate: [intent({ status: 'succeeded' })] });
    render(<SandboxPaymentPage loaded={{ data: WAITING }} search={SEARCH} onRetry={() => {}} leave={leave} />);

    expect(screen.getByRole('heading', { name: CHALLENGE })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Card number' })).toBeNull();
    // Opened on the step: the focus stays where the browser put it.
    expect(document.activeElement).toBe(document.body);
    await userEvent.click(screen.getByRole('radio', { name: 'Complete authentication' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Payment sent')).toBeTruthy();
    expect(sentTo('authenticate')).toEqual([{ clientSecret: SEARCH.clientSecret, outcome: 'complete' }]);
    expect(leave).toHaveBeenCalledTimes(1);
    const back = new URL(leave.mock.calls[0]![0] as string);
    expect(`${back.origin}${back.pathname}`).toBe(`${ORIGIN}/job-requests/7/proposals/9`);
    expect(Object.fromEntries(back.searchParams)).toEqual({
      payment: 'Final',
      payment_intent: WAITING.id,
      payment_intent_client_secret: SEARCH.clientSecret,
      redirect_status: 'succeeded',
    });
  });

  it('failing it brings the card form back with the bank’s answer, and another card pays', async () => {
    const leave = vi.fn();
    sandboxAnswering({ authenticate: [FAILED], confirm: [intent({ status: 'succeeded', card: { brand: 'visa', last4: '4242' } })] });
    render(<SandboxPaymentPage loaded={{ data: WAITING }} search={SEARCH} onRetry={() => {}} leave={leave} />);

    await userEvent.click(screen.getByRole('radio', { name: 'Fail authentication' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toContain(AUTHENTICATION_FAILED);
    expect(screen.queryByRole('heading', { name: CHALLENGE })).toBeNull();
    expect(leave).not.toHaveBeenCalled();
    // The step's Submit is gone: the keyboard goes on from the card number, not from the top of the page.
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Card number' }));

    await typeCard('4242424242424242');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $450.00' }));
    expect(await screen.findByText('Payment sent')).toBeTruthy();
    expect(sentTo('confirm')).toEqual([{ clientSecret: SEARCH.clientSecret, card: { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', zip: '01772' } }]);
    expect(leave).toHaveBeenCalledTimes(1);
  });

  it('a card that asks for it on this visit brings the step too; a failed step, then the same card, asks again', async () => {
    sandboxAnswering({ confirm: [WAITING, WAITING], authenticate: [FAILED] });
    render(<SandboxPaymentPage loaded={{ data: intent() }} search={SEARCH} onRetry={() => {}} leave={vi.fn()} />);

    await typeCard('4000002760003184');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $450.00' }));
    // Pay is gone with the card form: the keyboard goes on from the step's heading, not from the top of the page.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: CHALLENGE })));
    await userEvent.click(screen.getByRole('radio', { name: 'Fail authentication' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('textbox', { name: 'Card number' });

    // What was typed stays; paying again asks for the step again, with a fresh choice.
    await userEvent.click(screen.getByRole('button', { name: 'Pay $450.00' }));
    await screen.findByRole('heading', { name: CHALLENGE });
    expect((screen.getByRole('radio', { name: 'Complete authentication' }) as HTMLInputElement).checked).toBe(true);
    expect(sentTo('confirm')).toHaveLength(2);
  });
});

describe('the sandbox card page left open while its payment moved on', () => {
  /** The sandbox's refusal of a card or a 3-D Secure answer the payment no longer takes, as Stripe words it. */
  const unexpectedState = (paymentIntent: ReturnType<typeof intent>): [number, unknown] => [
    409,
    { Message: `You cannot confirm this PaymentIntent because it has a status of ${paymentIntent.status}.`, code: 'payment_intent_unexpected_state', paymentIntent },
  ];
  const JOB = `${ORIGIN}/job-requests/7/proposals/9?payment=Final`;

  function expectNoCardForm() {
    expect(screen.queryByRole('textbox', { name: 'Card number' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay $450.00' })).toBeNull();
    expect(screen.queryByText(/PaymentIntent/)).toBeNull();
  }

  it('paid in another tab: Pay says the payment was already made, the form is gone, and the way back to the job is offered', async () => {
    const leave = vi.fn();
    sandboxAnsweringWith({ confirm: [unexpectedState(intent({ status: 'succeeded', card: { brand: 'visa', last4: '4242' } }))] });
    render(<SandboxPaymentPage loaded={{ data: intent() }} search={SEARCH} onRetry={() => {}} leave={leave} />);

    await typeCard('4242424242424242');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $450.00' }));

    expect((await screen.findByRole('status')).textContent).toContain('This payment was already made');
    expect(screen.getByRole('status').textContent).toContain('Nothing more was charged.');
    expectNoCardForm();
    expect(screen.getByRole('link', { name: 'Go back to your job' }).getAttribute('href')).toBe(JOB);
    expect(leave).not.toHaveBeenCalled();
  });

  it('canceled with its job: Pay says the payment was canceled and nothing charged, the form is gone, and the way back is offered', async () => {
    sandboxAnsweringWith({ confirm: [unexpectedState(intent({ status: 'canceled' }))] });
    render(<SandboxPaymentPage loaded={{ data: intent() }} search={SEARCH} onRetry={() => {}} leave={vi.fn()} />);

    await typeCard('4242424242424242');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $450.00' }));

    expect((await screen.findByRole('alert')).textContent).toContain('This payment was canceled');
    expect(screen.getByRole('alert').textContent).toContain('Nothing was charged.');
    expectNoCardForm();
    expect(screen.getByRole('link', { name: 'Go back to Southborough Home Services' }).getAttribute('href')).toBe(JOB);
  });

  it('paid in another tab while this one showed the 3-D Secure step: Submit says it was already made', async () => {
    sandboxAnsweringWith({ authenticate: [unexpectedState(intent({ status: 'succeeded' }))] });
    render(<SandboxPaymentPage loaded={{ data: WAITING }} search={SEARCH} onRetry={() => {}} leave={vi.fn()} />);

    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('status')).textContent).toContain('This payment was already made');
    expect(screen.queryByRole('heading', { name: CHALLENGE })).toBeNull();
    expectNoCardForm();
  });

  it('opened again on a payment already made: says so, and sends no one anywhere', () => {
    const leave = vi.fn();
    render(<SandboxPaymentPage loaded={{ data: intent({ status: 'succeeded' }) }} search={SEARCH} onRetry={() => {}} leave={leave} />);
    expect(screen.getByRole('status').textContent).toContain('This payment was already made');
    expect(screen.queryByText(/Returning you/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Go back to your job' }).getAttribute('href')).toBe(JOB);
    expect(leave).not.toHaveBeenCalled();
  });
});

describe('the sandbox checkout page left open in a tab while a checkout for another plan was opened in another', () => {
  const CLOSED = checkout({ status: 'expired' });

  function expectClosedWords() {
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('This checkout is no longer open')).toBeTruthy();
    expect(alert.textContent).toContain('Nothing was charged.');
    expect(alert.textContent).toContain('A checkout closes after a day, or as soon as a checkout for another plan is opened on your account, in another tab or window, so that you pay for one plan only.');
    expect(alert.textContent).toContain('If you opened one, pay there; otherwise go back to Southborough Home Services and choose your plan again.');
    expect(within(alert).getByRole('link', { name: 'go back to Southborough Home Services' }).getAttribute('href')).toBe(CLOSED.cancelUrl);
    expect(screen.queryByRole('textbox', { name: 'Card number' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay $29.00' })).toBeNull();
  }

  it('Pay says the checkout is no longer open, that nothing was charged and what to do, and the form is gone', async () => {
    const leave = vi.fn();
    sandboxAnsweringWith({ confirm: [[409, { Message: 'This checkout is no longer open.', code: 'checkout_session_unexpected_state', checkoutSession: CLOSED }]] });
    render(<SandboxCheckoutPage loaded={{ data: checkout() }} onRetry={() => {}} leave={leave} />);

    await typeCard('4242424242424242');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $29.00' }));

    await screen.findByText('This checkout is no longer open');
    expectClosedWords();
    expect(screen.queryByText(/This checkout is no longer open\./)).toBeNull();
    expect(leave).not.toHaveBeenCalled();
  });

  it('opened again once closed: says the same, with the way back', () => {
    render(<SandboxCheckoutPage loaded={{ data: CLOSED }} onRetry={() => {}} leave={vi.fn()} />);
    expectClosedWords();
  });

  it('paid in the other tab meanwhile: Pay says it is already paid, and nothing more was charged', async () => {
    sandboxAnsweringWith({ confirm: [[409, { Message: 'This checkout is already paid.', code: 'checkout_session_unexpected_state', checkoutSession: checkout({ status: 'complete' }) }]] });
    render(<SandboxCheckoutPage loaded={{ data: checkout() }} onRetry={() => {}} leave={vi.fn()} />);
    await typeCard('4242424242424242');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $29.00' }));
    expect((await screen.findByRole('status')).textContent).toContain('This checkout is already paid');
    expect(screen.getByRole('status').textContent).toContain('Nothing more was charged.');
  });
});

describe('the sandbox card page after a declined card, with the keyboard', () => {
  it('says why above the card fields and puts the focus on the card number, to try another card from there', async () => {
    sandboxAnswering({ confirm: [intents.declined] });
    render(<SandboxPaymentPage loaded={{ data: intent() }} search={SEARCH} onRetry={() => {}} leave={vi.fn()} />);

    await typeCard('4000000000009995');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $450.00' }));
    expect((await screen.findByRole('alert')).textContent).toContain(INSUFFICIENT_FUNDS);
    const number = screen.getByRole('textbox', { name: 'Card number' }) as HTMLInputElement;
    expect(document.activeElement).toBe(number);
    // What was typed stays, to change.
    expect(number.value).toBe('4000 0000 0000 9995');
  });

  it('opens afresh after a decline on an earlier visit: no word of it until a card is tried here, and the focus left alone', async () => {
    sandboxAnswering({ confirm: [intents.declined] });
    render(<SandboxPaymentPage loaded={{ data: intents.declined }} search={SEARCH} onRetry={() => {}} leave={vi.fn()} />);
    expect(screen.queryByText(INSUFFICIENT_FUNDS)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(document.body);

    await typeCard('4000000000009995');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $450.00' }));
    expect((await screen.findByRole('alert')).textContent).toContain(INSUFFICIENT_FUNDS);
  });

  it('does the same on the checkout page', () => {
    render(<SandboxCheckoutPage loaded={{ data: checkout({ lastPaymentError: intents.declined.lastPaymentError }) }} onRetry={() => {}} leave={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Pay $29.00' })).toBeTruthy();
    expect(screen.queryByText(INSUFFICIENT_FUNDS)).toBeNull();
  });

  it('does the same on the customer portal, when a new card is declined', async () => {
    const portal: SandboxPortalSession = { id: 'bps_sandboxPage0001', returnUrl: `${ORIGIN}/my-account`, card: { brand: 'visa', last4: '4242' }, subscriptions: [], prices: [], cancelSubscriptionId: null };
    sandboxAnsweringWith({ 'payment-method': [[402, { Message: 'Your card was declined.' }]] });
    render(<SandboxPortalPage loaded={{ data: portal }} onRetry={() => {}} />);

    await userEvent.click(screen.getByRole('button', { name: 'Update card' }));
    await typeCard('4000000000000002');
    await userEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Your card was declined.');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Card number' }));
  });
});

describe('the sandbox checkout page opened on a checkout waiting for its 3-D Secure step', () => {
  it('shows the step, and completing it subscribes and goes to the site’s return page', async () => {
    const leave = vi.fn();
    sandboxAnswering({ authenticate: [checkout({ status: 'complete' })] });
    render(<SandboxCheckoutPage loaded={{ data: checkout({ nextAction: 'authenticate' }) }} onRetry={() => {}} leave={leave} />);

    expect(screen.getByRole('heading', { name: CHALLENGE })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Payment complete')).toBeTruthy();
    expect(sentTo('authenticate')).toEqual([{ outcome: 'complete' }]);
    expect(leave).toHaveBeenCalledWith(`${ORIGIN}/memberships/welcome?session=cs_test_sandboxPage0001`);
  });

  it('opened again once paid: says so, with the way on, and sends no one anywhere', () => {
    const leave = vi.fn();
    render(<SandboxCheckoutPage loaded={{ data: checkout({ status: 'complete' }) }} onRetry={() => {}} leave={leave} />);
    expect(screen.getByRole('status').textContent).toContain('This checkout is already paid');
    expect(screen.queryByText(/Returning you/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue to Southborough Home Services' }).getAttribute('href')).toBe(checkout().successUrl);
    expect(leave).not.toHaveBeenCalled();
  });

  it('failing it brings the card form back with the bank’s answer', async () => {
    sandboxAnswering({ authenticate: [checkout({ lastPaymentError: FAILED.lastPaymentError })] });
    render(<SandboxCheckoutPage loaded={{ data: checkout({ nextAction: 'authenticate' }) }} onRetry={() => {}} leave={vi.fn()} />);

    await userEvent.click(screen.getByRole('radio', { name: 'Fail authentication' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toContain(AUTHENTICATION_FAILED);
    expect(screen.getByRole('button', { name: 'Pay $29.00' })).toBeTruthy();
  });
});

describe('the sandbox customer portal, with the keyboard', () => {
  const RESIDENTIAL = { id: 'price_residential_month', productName: 'Residential', amountCents: 1900, currency: 'usd', interval: 'month' as const };
  const PLUS = { id: 'price_plus_month', productName: 'Residential Plus', amountCents: 2900, currency: 'usd', interval: 'month' as const };
  const subscription = { id: 'sub_sandbox0001', status: 'active', price: RESIDENTIAL, currentPeriodEnd: '2030-02-01T00:00:00.000Z', cancelAtPeriodEnd: false, canceledAt: null };
  const portal: SandboxPortalSession = {
    id: 'bps_sandboxPage0002',
    returnUrl: `${ORIGIN}/my-account`,
    card: { brand: 'visa', last4: '4242' },
    subscriptions: [subscription],
    prices: [RESIDENTIAL, PLUS],
    cancelSubscriptionId: null,
  };
  const focused = () => document.activeElement;

  it('moves the focus to the panel a button opens, back to the button when it closes, and to the plan once switched', async () => {
    sandboxAnswering({ 'change-price': [{ ...portal, subscriptions: [{ ...subscription, price: PLUS }] }] });
    render(<SandboxPortalPage loaded={{ data: portal }} onRetry={() => {}} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Switch plan' }));
    expect(focused()).toBe(screen.getByRole('heading', { name: 'Switch plan' }));
    await user.click(screen.getByRole('button', { name: 'Keep my plan' }));
    expect(focused()).toBe(screen.getByRole('button', { name: 'Switch plan' }));

    await user.click(screen.getByRole('button', { name: 'Switch plan' }));
    await user.click(screen.getByRole('radio', { name: /^Residential Plus/ }));
    await user.click(screen.getByRole('button', { name: 'Switch plan' }));
    await waitFor(() => expect(focused()).toBe(screen.getByRole('heading', { name: 'Residential Plus' })));
  });

  it('moves the focus to the cancelation, and then to the word that the plan is canceled', async () => {
    sandboxAnswering({ cancel: [{ ...portal, subscriptions: [{ ...subscription, cancelAtPeriodEnd: true }] }] });
    render(<SandboxPortalPage loaded={{ data: portal }} onRetry={() => {}} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Cancel plan' }));
    const cancelation = screen.getByRole('form', { name: 'Cancel Residential' });
    expect(focused()).toBe(screen.getByRole('heading', { name: 'Cancel Residential' }));
    await user.click(within(cancelation).getByRole('button', { name: 'Cancel plan' }));
    await waitFor(() => expect(focused()).toBe(screen.getByRole('status')));
    expect(screen.getByRole('status').textContent).toContain('Your plan is canceled');
  });

  it('moves the focus to the card number when the card is to be updated, and to the word that it is saved', async () => {
    sandboxAnswering({ 'payment-method': [{ ...portal, card: { brand: 'visa', last4: '1881' } }] });
    render(<SandboxPortalPage loaded={{ data: portal }} onRetry={() => {}} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Update card' }));
    expect(focused()).toBe(screen.getByRole('textbox', { name: 'Card number' }));
    await user.click(screen.getByRole('button', { name: 'Keep the current card' }));
    expect(focused()).toBe(screen.getByRole('button', { name: 'Update card' }));

    await user.click(screen.getByRole('button', { name: 'Update card' }));
    await typeCard('4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(focused()).toBe(screen.getByRole('status')));
    expect(screen.getByRole('status').textContent).toContain('Card saved');
  });
});

describe('the sandbox customer portal opened on a link past its hour', () => {
  it('says the link has expired and where to open it again, with no retry that cannot help', async () => {
    sandboxAnsweringWith({ bps_sandboxPage0003: [[409, { Message: 'This customer portal link has expired. Go back and open it again.' }]] });
    render(<SandboxPortalPage loaded={await loadSandboxPortal('bps_sandboxPage0003')} onRetry={() => {}} />);

    expect(screen.getByRole('alert').textContent).toContain('This link has expired');
    expect(screen.getByRole('link', { name: 'Open it again from My Account' }).getAttribute('href')).toBe('/my-account');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('still offers to try again when the portal could not be read for another reason', async () => {
    sandboxAnsweringWith({ bps_sandboxPage0003: [[500, { Message: 'Something broke.' }]] });
    render(<SandboxPortalPage loaded={await loadSandboxPortal('bps_sandboxPage0003')} onRetry={() => {}} />);

    expect(screen.getByRole('alert').textContent).toContain('The customer portal could not be loaded');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
