import createClient from 'openapi-fetch';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { inject } from 'vitest';
import { ContractorSession } from '../../scripts/contractor';
import { RESEND_AFTER_SECONDS } from '../../server/auth/codes';
import { demoContractors } from '../../server/seed/demo-contractors';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../src/api/token-store';
import type { paths } from '../../src/api/schema.gen';
import { loginCodesFor, newPhoneNumber, nextLoginCode } from './sign-in';

/**
 * The parts of a job that a browser test does not play in the browser: a customer's steps taken
 * through the API (as another tab of theirs would), and the contractor's, taken as the mobile app
 * does through `ContractorSession` (scripts/contractor.ts, the `contractor` command).
 */

type Client = ReturnType<typeof createClient<paths>>;
interface Answer<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

const client = (): Client =>
  createClient<paths>({ baseUrl: `${inject('baseURL')}/api/v1`, querySerializer: { array: { style: 'form', explode: true } } });

/** The answer's data, or a failure that says what the server answered. */
export function expectOk<T>(answer: Answer<T>, what: string): T {
  if (answer.response.ok && answer.data !== undefined) return answer.data;
  throw new Error(`${what}: HTTP ${answer.response.status} ${JSON.stringify(answer.error)}`);
}

/** Waits until `check` returns a value (not undefined), polling; fails with `what` after the time limit. */
export async function eventually<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A small real JPEG photo, as a phone would upload. */
export function photoJpeg(color = { r: 180, g: 120, b: 60 }): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}

export type DemoContractor = (typeof demoContractors)[number];

/**
 * The first demo contractor of a trade (by slug), whom `requestJob` asks for by default, or the
 * `nth` after. The files run side by side and a number gets one code every 30 seconds, so each file
 * that signs a contractor in asks for one of its own.
 */
export function demoContractorOf(tradeSlug: string, nth = 0): DemoContractor {
  const found = demoContractors.filter((c) => c.trades.includes(tradeSlug))[nth];
  if (!found) throw new Error(`No demo contractor works in ${tradeSlug}`);
  return found;
}

/** Card numbers of the sandbox (Stripe's published test cards). */
export const CARDS = { pays: '4242 4242 4242 4242', declined: '4000 0000 0000 9995', asks3ds: '4000 0027 6000 3184' } as const;

/** On a card page (the sandbox's, or the checkout's): types `number` with a valid expiry, CVC and ZIP. */
export async function typeCard(page: Page, number: string) {
  await page.getByRole('textbox', { name: 'Card number' }).fill(number);
  await page.getByRole('textbox', { name: 'Expiration (MM / YY)' }).fill('12 / 34');
  await page.getByRole('textbox', { name: 'CVC' }).fill('123');
  await page.getByRole('textbox', { name: 'ZIP' }).fill('01772');
}

/**
 * Back on the estimate after its deposit was paid by `card`: Accepted once the webhook has said so,
 * with the receipt and no Accept button left; the contractor's assignment is Booked.
 */
export async function expectDepositBooked(page: Page, session: ContractorSession, jobRequestId: string, card: string) {
  await page.getByRole('status').filter({ hasText: 'Accepted' }).waitFor({ timeout: 20_000 });
  const receipts = page.getByRole('list', { name: 'Receipts' });
  await receipts.waitFor();
  const text = await receipts.textContent();
  if (!text?.includes('Deposit $100.00') || !text.includes(card)) throw new Error(`The receipts say ${text}, not the deposit of $100.00 paid with ${card}`);
  if ((await page.getByRole('button', { name: /Accept/ }).count()) > 0) throw new Error('An Accept button is still offered on a booked estimate');
  await eventually('the assignment to be booked', async () => {
    const found = await assignmentFor(session, jobRequestId);
    return found.state === 'Booked' ? found : undefined;
  });
}

/** A signed-up customer and their tokens. */
export class Customer {
  readonly api = client();

  private constructor(
    readonly phone: string,
    readonly firstName: string,
    readonly lastName: string,
    readonly token: string,
    readonly refreshToken: string,
  ) {}

  /** A new account for a new number, with a completed profile, signed in through the API. */
  static async signUp(firstName = 'Pat', lastName = 'Doyle', phone = newPhoneNumber()): Promise<Customer> {
    const customer = await Customer.signIn(phone, firstName, lastName);
    const email = `${firstName.toLowerCase()}.${phone.slice(-4)}@example.com`;
    expectOk(await customer.api.POST('/Authentication/complete-user', { body: { firstName, lastName, email }, headers: customer.headers }), 'complete-user');
    return customer;
  }

  /** An account of `phone` (a demo customer's, or one to complete), signed in through the API with the code from the log. */
  static async signIn(phone: string, firstName: string, lastName: string): Promise<Customer> {
    const api = client();
    const known = (await loginCodesFor(phone)).length;
    expectOk(await api.POST('/Authentication/send-phone-login-token', { body: { phoneNumber: phone } }), 'send-phone-login-token');
    const code = await nextLoginCode(phone, known);
    const tokens = expectOk(await api.POST('/Authentication/phone-login', { body: { phoneNumber: phone, code } }), 'phone-login');
    return new Customer(phone, firstName, lastName, tokens.token, tokens.refreshToken);
  }

  /**
   * `signIn` for a number that other files of the run sign in too (a demo customer's): waits out the
   * resend interval of a code another file asked for just before. A longer wait than that is a
   * limit hit, and fails at once with its answer.
   */
  static async signInShared(phone: string, firstName: string, lastName: string): Promise<Customer> {
    for (;;) {
      try {
        return await Customer.signIn(phone, firstName, lastName);
      } catch (error) {
        const wait = Number(/Try again in (\d+) seconds?/.exec((error as Error).message)?.[1]);
        if (!(wait <= RESEND_AFTER_SECONDS)) throw error;
        await new Promise((resolve) => setTimeout(resolve, (wait + 1) * 1000));
      }
    }
  }

  get headers() {
    return { Authorization: `Bearer ${this.token}` };
  }

  /**
   * Opens the app in `page` already signed in as this customer: the tokens are where the app keeps
   * them before its first script runs, as after an earlier visit. Call before the first `goto`.
   */
  async signInBrowser(page: Page): Promise<void> {
    await page.addInitScript(
      ([accessKey, refreshKey, token, refreshToken]) => {
        // Only once: a later sign-out or refresh in the test must not be undone on the next page load.
        if (sessionStorage.getItem('journey-signed-in')) return;
        sessionStorage.setItem('journey-signed-in', '1');
        localStorage.setItem(accessKey, token);
        localStorage.setItem(refreshKey, refreshToken);
      },
      [ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, this.token, this.refreshToken] as const,
    );
  }

  /** Uploads a photo (POST /Files) and answers its id. */
  async uploadPhoto(bytes?: Buffer, fileName = 'leak.jpg'): Promise<string> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes ?? (await photoJpeg()))], { type: 'image/jpeg' }), fileName);
    const response = await fetch(`${inject('baseURL')}/api/v1/Files`, { method: 'POST', body: form, headers: this.headers });
    if (!response.ok) throw new Error(`POST /Files: HTTP ${response.status} ${await response.text()}`);
    return ((await response.json()) as { id: string }).id;
  }

  /**
   * A job request, asked of one contractor first (the first demo contractor of the trade unless
   * another is named), with `photos` photos. Answers the request's id and that contractor.
   */
  async requestJob(options: { trade?: string; contractor?: DemoContractor; name?: string; photos?: number; preferredDates?: string[] } = {}) {
    const tradeSlug = options.trade ?? 'carpentry';
    const contractor = options.contractor ?? demoContractorOf(tradeSlug);
    const trades = expectOk(await this.api.GET('/Trades', { params: { query: { PerPage: 100 } } }), 'GET /Trades');
    const trade = trades.items.find((t) => t.slug === tradeSlug);
    if (!trade) throw new Error(`No trade ${tradeSlug}`);
    const listed = expectOk(await this.api.GET('/Contractors', { params: { query: { TradeId: trade.id, PerPage: 100 } } }), 'GET /Contractors');
    const contractorId = listed.items.find((c) => c.businessName === contractor.businessName)?.id;
    if (!contractorId) throw new Error(`${contractor.businessName} is not listed for ${tradeSlug}`);
    const photoIds: string[] = [];
    for (let i = 0; i < (options.photos ?? 1); i++) photoIds.push(await this.uploadPhoto());
    const created = expectOk(
      await this.api.POST('/JobRequests', {
        body: {
          tradeId: trade.id,
          name: options.name ?? 'Sticking back door',
          description: 'The back door sticks at the top and lets the draft in.',
          address: '12 Main Street',
          city: 'Southborough',
          zipCode: contractor.zipCode,
          photoIds,
          contractorId,
          ...(options.preferredDates ? { preferredDates: options.preferredDates } : {}),
        },
        headers: this.headers,
      }),
      'POST /JobRequests',
    );
    return { jobRequestId: created.id, contractor };
  }

  async job(id: string) {
    return expectOk(await this.api.GET('/JobRequests/{id}', { params: { path: { id } }, headers: this.headers }), `GET /JobRequests/${id}`);
  }

  async decide(jobRequestId: string, proposalId: string, decision: 'Accept' | 'Decline', reason?: string) {
    return expectOk(
      await this.api.POST('/JobRequests/{jobRequestId}/jobProposals/{id}/decisions', {
        params: { path: { jobRequestId, id: proposalId } },
        body: { decision, ...(reason ? { reason } : {}) },
        headers: this.headers,
      }),
      'proposal decision',
    );
  }

  /**
   * Pays a payment of a proposal on the sandbox through its API (what its card page does), and waits
   * for the webhook to have marked it paid on the job.
   */
  async pay(jobRequestId: string, proposalId: string, kind: 'deposit-info' | 'final-payment-info' | 'subsequent-payment-info', card: string = CARDS.pays) {
    const path = `/JobRequests/{jobRequestId}/jobProposals/{id}/${kind}` as const;
    const info = expectOk(
      await this.api.POST(path, {
        params: { path: { jobRequestId, id: proposalId } },
        body: { redirectUrl: `${inject('baseURL')}/job-requests/${jobRequestId}` },
        headers: this.headers,
      }),
      kind,
    );
    expectOk(
      await this.api.POST('/PaymentSandbox/payment-intents/{id}/confirm', {
        params: { path: { id: info.paymentIntentId } },
        body: { clientSecret: info.clientSecret, card: { number: card, expiry: '12 / 34', cvc: '123', zip: '01772' } },
      }),
      'sandbox confirm',
    );
    await eventually(`${kind} of ${proposalId} to be paid`, async () => {
      const job = await this.job(jobRequestId);
      return job.payments.some((p) => p.id === info.paymentId) ? job : undefined;
    });
    return info;
  }
}

/** A demo contractor signed in as the mobile app signs in (the code read from the server's outbox). */
export async function signInContractor(contractor: DemoContractor): Promise<ContractorSession> {
  const clock = { aheadMs: 0 };
  const session = new ContractorSession({
    apiUrl: inject('baseURL'),
    dataDir: inject('dataDir'),
    // The contractor's requests can be handled as if made later (tests/e2e/server-clock.mjs): a visit's steps open on its day.
    fetch: (request) => {
      if (clock.aheadMs !== 0) request.headers.set('X-E2E-Clock-Ahead', String(clock.aheadMs));
      return fetch(request);
    },
    out: () => {},
    ask: () => Promise.reject(new Error(`No login code for ${contractor.phone} in the outbox`)),
    codeWaitMs: 10_000,
  });
  clocks.set(session, clock);
  try {
    await session.login(contractor.phone);
  } catch (error) {
    // A number gets one code every 30 seconds: a contractor signed in by the test before waits it out.
    const wait = /Try again in (\d+) seconds?/.exec((error as Error).message)?.[1];
    if (!wait) throw error;
    await new Promise((resolve) => setTimeout(resolve, (Number(wait) + 1) * 1000));
    await session.login(contractor.phone);
  }
  return session;
}

/** The contractor's assignment for a job request. */
export async function assignmentFor(session: ContractorSession, jobRequestId: string) {
  return eventually(`an assignment for job ${jobRequestId}`, async () => {
    const page = await session.list('all');
    return page.items.find((a) => a.jobRequest.id === jobRequestId);
  });
}

/**
 * The contractor takes the job on and sends an estimate: three hours of labor and a part, $100 down
 * (under the one-third cap). Answers the assignment and the new proposal's id.
 */
export async function acceptAndEstimate(session: ContractorSession, jobRequestId: string, customer: Customer) {
  const offered = await assignmentFor(session, jobRequestId);
  await session.decide(offered.id, 'Accept');
  await session.submitEstimate(offered.id, {
    lineItems: [
      { kind: 'Labor', title: 'Labor', quantity: 3, unitPriceCents: 9500 },
      { kind: 'Material', title: 'Weatherstrip kit', quantity: 1, unitPriceCents: 4500 },
    ],
    depositCents: 10_000,
    notes: 'Plane the door, rehang, and replace the weatherstrip.',
  });
  const job = await eventually('the estimate to reach the customer', async () => {
    const seen = await customer.job(jobRequestId);
    return seen.proposals.length > 0 ? seen : undefined;
  });
  return { assignmentId: offered.id, proposalId: job.proposals[0]!.id };
}

/** `YYYY-MM-DD` in Southborough `days` days from now: a preferred date for `requestJob`. */
export function daysAhead(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + days * 24 * 60 * 60 * 1000));
}

/** The first weekday at least `days` days from now, as `daysAhead`: a day the demo contractors work. */
export function weekdayAhead(days: number): string {
  for (let ahead = days; ; ahead++) {
    const day = daysAhead(ahead);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) return day;
  }
}

/** How far ahead of the real time each contractor's requests are handled. */
const clocks = new WeakMap<ContractorSession, { aheadMs: number }>();

/**
 * The contractor does the booked visit, as the mobile app's buttons do: on my way, start, complete,
 * on the visit's day (an hour before its window, then during it), the server's clock moved for the
 * contractor's requests alone.
 */
export async function doTheVisit(session: ContractorSession, assignmentId: string) {
  const clock = clocks.get(session)!;
  const { visit } = await session.get(assignmentId);
  if (!visit) throw new Error(`No visit booked for ${assignmentId}`);
  const at = (moment: number) => (clock.aheadMs = Math.max(0, moment - Date.now()));
  try {
    at(Date.parse(visit.scheduledStart) - 60 * 60 * 1000);
    await session.act(assignmentId, { action: 'OnMyWay' });
    at(Date.parse(visit.scheduledStart) + 5 * 60 * 1000);
    await session.act(assignmentId, { action: 'StartJob' });
    at(Date.parse(visit.scheduledStart) + 90 * 60 * 1000);
    return await session.act(assignmentId, { action: 'CompleteJob' });
  } finally {
    clock.aheadMs = 0;
  }
}
