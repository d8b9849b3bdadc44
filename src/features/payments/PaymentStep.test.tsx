import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DuePayment } from './PaymentStep';

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
