import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createActor, fromPromise } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobPaymentKind, PaymentInfo } from '../../../contract/proposals';
import type { CardOutcome } from '../../../machines/payment.machine';
import { type ApiClient, createApiClient } from '../../api/client';
import { DraggableDialog } from '../../components/ui/DraggableDialog';
import { paymentLogic } from './payment';
import { DuePayment, PaymentStep } from './PaymentStep';

// Stripe's own fields need Stripe.js: a stand-in is drawn in their place.
vi.mock('./stripe-element', () => ({ default: () => <p>Card fields</p> }));

afterEach(cleanup);

describe('a payment step confirmed paid', () => {
  it('tells its page once, though the page draws itself again with a new callback', async () => {
    let told = 0;
    // A page that reads itself again when told (as the job page does with `router.invalidate()`), handing down a new function each time.
    function Page() {
      const [reads, setReads] = useState(0);
      return (
        <>
          <p>Read {reads} times</p>
          <DuePayment
            jobRequestId="4f9b7b2d-0c1a-4b5d-8e0f-1a2b3c4d5e6f"
            proposalId="5a0c8c3e-1d2b-4c6e-9f10-2b3c4d5e6f70"
            kind="FinalPayment"
            amountCents={30000}
            status="Paid"
            onPaid={() => {
              told++;
              // Bounded, so that a step that tells it on every drawing fails here rather than reading forever.
              if (reads < 3) setReads(reads + 1);
            }}
          />
        </>
      );
    }
    render(<Page />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(told).toBe(1);
    expect(screen.getByText('Read 1 times')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('PaidThe final payment is paid.');
  });
});

describe('a payment waiting for the customer’s bank', () => {
  const JOB = '4f9b7b2d-0c1a-4b5d-8e0f-1a2b3c4d5e6f';
  const PROPOSAL = '5a0c8c3e-1d2b-4c6e-9f10-2b3c4d5e6f70';
  const CARD_PAGE = 'http://app.test/payment-sandbox/payment/pi_3Sx1?clientSecret=pi_3Sx1_secret_abc&redirectUrl=x';
  const STATUS_OF = { Deposit: 'depositStatus', FinalPayment: 'finalPaymentStatus', SubsequentPayment: 'subsequentPaymentStatus' } as const;

  /** The server as the estimate's page finds it after a declined card and then one whose bank asks for 3-D Secure. */
  function server(kind: JobPaymentKind) {
    const info: PaymentInfo = {
      kind,
      jobProposalId: PROPOSAL,
      paymentId: '7b1d9d4f-2e3c-4d7f-8a21-3c4d5e6f7a81',
      amountCents: 9000,
      description: 'For Sticking back door (Kowalski Carpentry)',
      status: 'RequiresAction',
      provider: 'sandbox',
      paymentIntentId: 'pi_3Sx1',
      clientSecret: 'pi_3Sx1_secret_abc',
      failureMessage: null,
      card: { brand: 'visa', last4: '3184' },
      redirectUrl: 'http://app.test/x',
      cardPageUrl: CARD_PAGE,
    };
    return createApiClient({
      baseUrl: 'http://api.test/api/v1',
      tokens: { accessToken: () => 'token' },
      pageOrigin: () => 'http://app.test',
      fetch: async (request) =>
        // The estimate still says the last card was declined; the payment, asked, says what it waits for.
        request.method === 'GET' ? Response.json({ id: PROPOSAL, [STATUS_OF[kind]]: 'Failed' }) : Response.json(info),
    });
  }

  it.each(['Deposit', 'FinalPayment', 'SubsequentPayment'] as const)('%s: says so, with the card, and its button goes on to the bank’s confirmation', async (kind) => {
    const opened: string[] = [];
    const logic = paymentLogic({ jobRequestId: JOB, proposalId: PROPOSAL, api: server(kind), location: { origin: 'http://app.test', assign: (url) => void opened.push(String(url)) } });
    const actor = createActor(logic, { input: { kind, amountCents: 9000, status: 'Failed' } });
    actor.start();
    render(<PaymentStep kind={kind} actor={actor} />);

    const notice = await screen.findByRole('status', { name: 'Your bank asks you to confirm this payment' });
    expect(notice.textContent).toContain('Nothing has been charged yet.');
    expect(notice.textContent).toContain('Visa ending in 3184');
    expect(screen.queryByText(/Confirming your payment with the card provider/)).toBeNull();
    await userEvent.setup().click(within(notice).getByRole('button', { name: 'Confirm with your bank' }));
    expect(opened).toEqual([CARD_PAGE]);
    actor.stop();
  });
});

describe('a payment for extra work the customer came back from, while more extra work was added', () => {
  const JOB = '4f9b7b2d-0c1a-4b5d-8e0f-1a2b3c4d5e6f';
  const PROPOSAL = '5a0c8c3e-1d2b-4c6e-9f10-2b3c4d5e6f70';

  /** The server after the $120.00 went through and $80.00 more was billed: the estimate owes extra work again. */
  const server = createApiClient({
    baseUrl: 'http://api.test/api/v1',
    tokens: { accessToken: () => 'token' },
    pageOrigin: () => 'http://app.test',
    fetch: async (request) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith(`/jobProposals/${PROPOSAL}`)) return Response.json({ id: PROPOSAL, subsequentPaymentStatus: 'Due', subsequentPaymentCents: 20000 });
      if (path.endsWith(`/JobRequests/${JOB}`))
        return Response.json({
          id: JOB,
          payments: [
            {
              id: '7b1d9d4f-2e3c-4d7f-8a21-3c4d5e6f7a81',
              paymentIntentId: 'pi_3Sx1StrikePlate',
              kind: 'SubsequentPayment',
              jobProposalId: PROPOSAL,
              contractor: null,
              amountCents: 12000,
              status: 'Paid',
              card: { brand: 'visa', last4: '4242' },
              paidAt: '2026-11-25T11:00:00.000Z',
              refundedCents: 0,
              refundedAt: null,
              lines: [{ kind: 'SubsequentPayment', amountCents: 12000, description: 'Extra work: New strike plate' }],
            },
          ],
        });
      return Response.json({ Message: 'Not here.' }, { status: 404 });
    },
  });

  it('judges the payment the card step was taken for: paid, with its receipt, though the estimate reads Due again', async () => {
    const logic = paymentLogic({ jobRequestId: JOB, proposalId: PROPOSAL, api: server, location: { origin: 'http://app.test', assign: () => {} } });
    const actor = createActor(logic, { input: { kind: 'SubsequentPayment', amountCents: 8000, status: 'Due', returned: 'attempted', paymentIntentId: 'pi_3Sx1StrikePlate' } });
    actor.start();
    render(<PaymentStep kind="SubsequentPayment" actor={actor} />);

    const step = await screen.findByRole('region', { name: 'Payment for extra work: $120.00' });
    expect(within(step).getByRole('status').textContent).toMatch(/^PaidPayment for extra work of \$120\.00 paid on .+, Visa ending in 4242\.$/);
    expect(screen.queryByText(/Confirming your payment/)).toBeNull();
    actor.stop();
  });
});

describe('a payment step in a dialog, by keyboard', () => {
  const JOB = '4f9b7b2d-0c1a-4b5d-8e0f-1a2b3c4d5e6f';
  const PROPOSAL = '5a0c8c3e-1d2b-4c6e-9f10-2b3c4d5e6f70';
  const PAYMENT_INTENT = 'pi_3Sx1Floor';
  const info: PaymentInfo = {
    kind: 'FinalPayment',
    jobProposalId: PROPOSAL,
    paymentId: '7b1d9d4f-2e3c-4d7f-8a21-3c4d5e6f7a81',
    amountCents: 30000,
    description: 'For Refinish the dining room floor (Hardwood Heroes Flooring)',
    status: 'Due',
    provider: 'stripe',
    paymentIntentId: PAYMENT_INTENT,
    clientSecret: `${PAYMENT_INTENT}_secret_abc`,
    failureMessage: null,
    card: null,
    redirectUrl: 'http://app.test/x',
    cardPageUrl: null,
  };
  /** Stripe's card fields on the page; the server reads the payment paid once the card is confirmed. */
  function server(start: () => Response = () => Response.json(info)) {
    return createApiClient({
      baseUrl: 'http://api.test/api/v1',
      tokens: { accessToken: () => 'token' },
      pageOrigin: () => 'http://app.test',
      fetch: async (request) => {
        const path = new URL(request.url).pathname;
        if (request.method === 'POST') return start();
        if (path.endsWith(`/jobProposals/${PROPOSAL}`)) return Response.json({ id: PROPOSAL, finalPaymentStatus: 'Paid' });
        return Response.json({
          id: JOB,
          payments: [
            {
              ...{ id: info.paymentId, paymentIntentId: PAYMENT_INTENT, kind: 'FinalPayment', jobProposalId: PROPOSAL, contractor: null, amountCents: 30000, status: 'Paid' },
              ...{ card: { brand: 'visa', last4: '4242' }, paidAt: '2026-12-07T11:00:00.000Z', refundedCents: 0, refundedAt: null, lines: [] },
            },
          ],
        });
      },
    });
  }
  function open(api: ApiClient) {
    const logic = paymentLogic({ jobRequestId: JOB, proposalId: PROPOSAL, api, location: { origin: 'http://app.test', assign: () => {} } }).provide({
      actors: { confirmCard: fromPromise<CardOutcome, { info: PaymentInfo }>(async () => ({ outcome: 'submitted' })) },
    });
    const actor = createActor(logic, { input: { kind: 'FinalPayment', amountCents: 30000, status: 'Due' } });
    actor.start();
    render(
      <DraggableDialog open title="Pay what is owed" onClose={() => {}}>
        <PaymentStep kind="FinalPayment" actor={actor} />
      </DraggableDialog>,
    );
    return actor;
  }

  it('hands the focus to what each step says as its controls go, down to the receipt, never to the dialog’s frame', async () => {
    const actor = open(server());
    const user = userEvent.setup();
    const step = await screen.findByRole('region', { name: 'Final payment: $300.00' });
    within(step).getByRole('button', { name: 'Pay final payment $300.00' }).focus();
    await user.keyboard('{Enter}');
    // The card fields, where the button that had the focus was.
    const form = await within(step).findByRole('form', { name: 'Pay the final payment by card' });
    expect(document.activeElement).toBe(form);
    within(form).getByRole('button', { name: 'Pay $300.00' }).focus();
    await user.keyboard('{Enter}');
    const paid = (await within(step).findByText(/^Final payment of \$300\.00 paid on .+, Visa ending in 4242\.$/)).closest('[role="status"]');
    expect(paid?.textContent).toMatch(/^Paid/);
    expect(document.activeElement).toBe(paid);
    actor.stop();
  });

  it('hands the focus to the refusal when the payment cannot be started', async () => {
    const actor = open(server(() => Response.json({ Message: 'The final payment is not due yet.' }, { status: 409 })));
    const step = await screen.findByRole('region', { name: 'Final payment: $300.00' });
    within(step).getByRole('button', { name: 'Pay final payment $300.00' }).focus();
    await userEvent.setup().keyboard('{Enter}');
    const refusal = await within(step).findByRole('alert');
    expect(refusal.textContent).toContain('The final payment is not due yet.');
    expect(document.activeElement).toBe(refusal);
    actor.stop();
  });
});
