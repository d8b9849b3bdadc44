/**
 * `npm run contractor -- <command>`: the contractors' mobile app on the command line. It signs in as a
 * contractor through the API, as the app does, and lists offers, accepts and declines them, sends
 * estimates and reports progress from the job site, so a whole job can be played through on one
 * machine. It talks to a running server over HTTP only; `npm run contractor -- help` lists the commands.
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { pathToFileURL } from 'node:url';
import createClient from 'openapi-fetch';
import type { AssignedJobAppointment, AssignedJobAppointmentsPage, EstimateLine } from '../contract/assigned-appointments';
import type { ProductsAndServicesItem } from '../contract/catalogue';
import { distanceWords } from '../contract/distance';
import { LINE_ITEM_KINDS, type LineItemKind } from '../contract/proposals';
import { normalizeUsPhoneNumber } from '../contract/phone';
import { providerTime } from '../machines/job-lifecycle.machine';
import { OUTBOX_FILE_NAME, type OutboxLine } from '../server/notifications/outbox-file';
import { pushMessageOf } from '../server/notifications/push-message';
import type { paths } from '../src/api/schema.gen';

export const DEFAULT_API_URL = 'http://localhost:3000';
/** The first demo contractor (server/seed/demo-contractors.ts). */
export const DEFAULT_PHONE = '5085550101';
export const SESSION_FILE_NAME = 'contractor-session.json';
export const VIEWS = ['provide-response', 'newly-booked', 'canceled', 'completed'] as const;
export type View = (typeof VIEWS)[number];

export const HELP = `Usage: npm run contractor -- <command> [options]

  login [--phone 5085550101]          sign in as a contractor (the code is read from the server's
                                      outbox file when it runs on the console outbox, else asked)
  logout                              sign out and forget the session
  list [--view <view>] [--page <n>]   your jobs, 100 a page; views: ${VIEWS.join(', ')}
  show <id>                           one job, with its estimate and visit
  read <id>                           mark an offer (and a new booking) as seen
  accept <id> [--note <text>]         take the job on, to estimate it
  decline <id> [--note <text>]        pass; the job goes to the next nearest contractor
  catalogue [<id>]                    products and services of the job's trade (of your jobs' trades without an id)
  estimate <id> --line <line>... --deposit <dollars> [--notes <text>] [--valid-until YYYY-MM-DD]
      a line is "<title>: <quantity> x <price>" (a free line; "<title> (Labor): 2 x 95" sets its kind,
      a title named Labor, Material or Trip charge is of that kind, "@ 6.25%" adds tax) or
      "<catalogue item title or id prefix> x <quantity>"; e.g.
      --line "Labor: 2 x 95.00" --line "Faucet replacement x 1" --deposit 100
  offer-times <id> --at <time>...     offer 2-hour windows for the first visit when none is booked, each
                                      --at an ISO time with its offset, e.g. --at 2026-12-10T09:00-05:00
  on-my-way <id> [--note <text>]      tell the customer you are on the way
  start <id>                          work has started on site
  complete <id>                       the work is done: the final payment becomes due
  extra-work <id> --amount <dollars> --description <text>
                                      bill extra work agreed on site
  ack-cancel <id>                     acknowledge a cancelation, or approve one the customer asked for
  notifications [--last <n>]          what the app on your phone would have shown: each job offered, booked,
                                      canceled or moved (read from the server's outbox file on the console outbox)
  help                                this text

Ids may be shortened to any unique prefix. Options everywhere: --api <url> (or CONTRACTOR_API_URL,
default ${DEFAULT_API_URL}) and --data <folder> (or DATA_DIR, default ./data) where the session is kept.`;

// ---------------------------------------------------------------------------------------------------
// Reading the command line.

export interface ParsedArgs {
  command: string;
  positional: string[];
  /** Each option's values in order; `--line` may be given many times. */
  options: Record<string, string[]>;
}

/** Flags that take no value. */
const SWITCHES = new Set<string>(['help']);

export function parseArgs(argv: readonly string[]): ParsedArgs {
  const positional: string[] = [];
  const options: Record<string, string[]> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--') || arg === '--') {
      if (arg !== '--') positional.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = arg.slice(2, eq > -1 ? eq : undefined);
    let value: string;
    if (eq > -1) value = arg.slice(eq + 1);
    else if (SWITCHES.has(name)) value = 'true';
    else {
      const next = argv[i + 1];
      if (next === undefined || (next.startsWith('--') && next.length > 2)) throw new UsageError(`--${name} needs a value.`);
      value = next;
      i += 1;
    }
    (options[name] ??= []).push(value);
  }
  const [command = 'help', ...rest] = positional;
  return { command: options.help ? 'help' : command, positional: rest, options };
}

/** A mistake in the command line: said with the usage hint, never a stack trace. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** `120`, `120.5`, `$1,250.00` → cents. */
export function parseDollars(text: string, what = 'An amount'): number {
  const cleaned = text.trim().replace(/^\$/, '').replaceAll(',', '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) throw new UsageError(`${what} must be dollars, e.g. 95 or 95.50: "${text}".`);
  const [whole, fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export type ParsedLine =
  | { source: 'free'; title: string; kind: LineItemKind; quantity: number; unitPriceCents: number; taxRate: number }
  | { source: 'catalogue'; ref: string; quantity: number };

const QUANTITY = String.raw`(\d+(?:\.\d+)?)`;
const kindNamed = (name: string): LineItemKind | undefined => {
  const squashed = name.replace(/[\s_-]/g, '').toLowerCase();
  return LINE_ITEM_KINDS.find((k) => k.toLowerCase() === squashed);
};

/**
 * One `--line`: `"<title>: [<quantity> x] <price> [@ <tax>%]"` is a free line (its kind from a
 * `(Kind)` after the title, or the title itself when it names one, else Other);
 * `"<catalogue item> [x <quantity>]"` is a line of the catalogue, named by title or id prefix.
 */
export function parseLine(text: string): ParsedLine {
  const colon = text.lastIndexOf(':');
  if (colon > -1) {
    const head = text.slice(0, colon).trim();
    const priced = new RegExp(String.raw`^\s*(?:${QUANTITY}\s*[x×*]\s*)?(\$?[\d,]+(?:\.\d{1,2})?)\s*(?:@\s*(\d+(?:\.\d+)?)\s*%)?\s*$`, 'i').exec(text.slice(colon + 1));
    if (!priced) throw new UsageError(`A free line is "<title>: <quantity> x <price>", e.g. "Labor: 2 x 95.00": "${text}".`);
    const [, quantity = '1', price = '', tax] = priced;
    const tagged = /^(.*?)\s*\(([^()]+)\)$/.exec(head);
    const title = (tagged ? tagged[1]! : head).trim();
    if (!title) throw new UsageError(`A free line needs a title before the colon: "${text}".`);
    const kind = tagged ? kindNamed(tagged[2]!) : (kindNamed(title) ?? 'Other');
    if (!kind) throw new UsageError(`A line's kind is one of ${LINE_ITEM_KINDS.join(', ')}: "${tagged![2]}".`);
    return { source: 'free', title, kind, quantity: Number(quantity), unitPriceCents: parseDollars(price, 'A price'), taxRate: tax === undefined ? 0 : Number(tax) / 100 };
  }
  const counted = new RegExp(String.raw`^(.*\S)\s+[x×*]\s*${QUANTITY}\s*$`, 'i').exec(text);
  const ref = (counted ? counted[1]! : text).trim();
  if (!ref) throw new UsageError('A line needs a catalogue item, or a title and a price.');
  return { source: 'catalogue', ref, quantity: counted ? Number(counted[2]) : 1 };
}

/** The one candidate whose id starts with `prefix` (a whole id is its own prefix). */
export function uniqueByPrefix<T extends { id: string }>(prefix: string, candidates: readonly T[], what: string): T {
  const wanted = prefix.trim().toLowerCase();
  if (!wanted) throw new UsageError(`Name the ${what} by its id or the start of it.`);
  const found = candidates.filter((c) => c.id.toLowerCase().startsWith(wanted));
  if (found.length === 1) return found[0]!;
  if (found.length === 0) throw new UsageError(`No ${what} has an id starting with "${prefix}".`);
  throw new UsageError(`Several ${what}s have ids starting with "${prefix}": ${found.map((c) => c.id.slice(0, 8)).join(', ')}. Give more of the id.`);
}

/** The catalogue item a line names: by id prefix, else by title (whole, or a part only one title has). */
export function catalogueItemFor(ref: string, items: readonly ProductsAndServicesItem[]): ProductsAndServicesItem {
  const wanted = ref.trim().toLowerCase();
  const byId = items.filter((i) => i.id.startsWith(wanted));
  if (/^[0-9a-f-]{4,}$/.test(wanted) && byId.length === 1) return byId[0]!;
  const exact = items.filter((i) => i.title.toLowerCase() === wanted);
  if (exact.length === 1) return exact[0]!;
  const partial = items.filter((i) => i.title.toLowerCase().includes(wanted));
  if (partial.length === 1) return partial[0]!;
  if (partial.length === 0) throw new UsageError(`Nothing in this trade's catalogue is called "${ref}". See \`catalogue <id>\`, or write a free line "${ref}: 1 x <price>".`);
  throw new UsageError(`Several catalogue items match "${ref}": ${partial.map((i) => `"${i.title}"`).join(', ')}.`);
}

/** The estimate's lines as the API takes them. */
export function estimateLines(lines: readonly ParsedLine[], catalogue: readonly ProductsAndServicesItem[]): EstimateLine[] {
  return lines.map((line) =>
    line.source === 'free'
      ? { title: line.title, kind: line.kind, quantity: line.quantity, unitPriceCents: line.unitPriceCents, taxRate: line.taxRate }
      : { productsAndServicesItemId: catalogueItemFor(line.ref, catalogue).id, quantity: line.quantity },
  );
}

// ---------------------------------------------------------------------------------------------------
// The login code and the session.

/**
 * The latest login code the server's console outbox wrote for `phoneNumber` at `since` or later, or
 * undefined (no file: the server texts for real, or keeps its data elsewhere).
 */
export function codeFromOutbox(file: string, phoneNumber: string, since: Date): string | undefined {
  if (!existsSync(file)) return undefined;
  let code: string | undefined;
  for (const text of readFileSync(file, 'utf8').split('\n')) {
    if (!text.trim()) continue;
    try {
      const line = JSON.parse(text) as OutboxLine;
      // A second of slack for a server whose clock runs a little behind.
      if (line.kind === 'LoginCode' && line.to === phoneNumber && line.code && Date.parse(line.at) >= since.getTime() - 1000) code = line.code;
    } catch {
      // A line being written as we read; the next one is whole.
    }
  }
  return code;
}

export interface Session {
  apiUrl: string;
  phoneNumber: string;
  token: string;
  refreshToken: string;
}

/** When an access token stops working, from its `exp`; undefined when it cannot be read. */
export function tokenExpiry(token: string): Date | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof payload.exp === 'number' ? new Date(payload.exp * 1000) : undefined;
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------------
// Saying things.

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const money = (cents: number) => usd.format(cents / 100);
/** Times as the contractor works them: in the provider's zone, named, whatever this computer's zone (`Dec 10, 9:00 AM EST`). */
const when = (iso: string | null) => (iso ? providerTime(iso) : '');
const short = (id: string) => id.slice(0, 8);
/** A column `width` wide that always ends in a space, so a long value never runs into the next one. */
const pad = (text: string, width: number) => (text.length >= width ? `${text.slice(0, width - 2)}… ` : text.padEnd(width));

/** What the API's field names are called on this command line. */
const FIELD_WORDS: Readonly<Record<string, string>> = {
  depositCents: 'Deposit (--deposit)',
  lineItems: 'Lines (--line)',
  validUntil: 'Valid until (--valid-until)',
  notes: 'Notes (--notes)',
  note: 'Note (--note)',
  amountCents: 'Amount (--amount)',
  description: 'Description (--description)',
  phoneNumber: 'Phone number (--phone)',
  unitPriceCents: 'price',
  taxRate: 'tax',
  productsAndServicesItemId: 'catalogue item',
  times: 'Times (--at)',
};

/**
 * A field's dot path in words: `lineItems.1.unitPriceCents` is "Line 2 (--line), price"; a time offered
 * is named by its --at, whichever end of it the server refused (the command sets the end from the start).
 */
export function fieldInWords(path: string): string {
  if (!path) return 'The request';
  const words = (name: string) => FIELD_WORDS[name] ?? name.replace(/Cents$/, '').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  const [head = '', index, ...rest] = path.split('.');
  if (head === 'lineItems' && index !== undefined && /^\d+$/.test(index)) {
    const line = `Line ${Number(index) + 1} (--line)`;
    return rest.length ? `${line}, ${rest.map(words).join(', ')}` : line;
  }
  if (head === 'times' && index !== undefined && /^\d+$/.test(index)) return `Time ${Number(index) + 1} (--at)`;
  const said = [head, index, ...rest].filter((part): part is string => part !== undefined).map(words).join(', ');
  return said.charAt(0).toUpperCase() + said.slice(1);
}

/** What an error answer says: its Message (and Errors), or each refused field, named in words. */
export function describeError(status: number, body: unknown): string {
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    if (typeof b.Message === 'string') {
      const errors = Array.isArray(b.Errors) ? b.Errors.filter((e): e is string => typeof e === 'string') : [];
      return [b.Message, ...errors.map((e) => `  ${e}`)].join('\n');
    }
    if (b.title === 'Validation Error' && b.errors && typeof b.errors === 'object') {
      const fields = Object.entries(b.errors as Record<string, string[]>).map(([field, messages]) => `  ${fieldInWords(field)}: ${messages.join(' ')}`);
      return ['The server did not take it:', ...fields].join('\n');
    }
  }
  return `The server answered ${status}.`;
}

/**
 * What the contractors' app would have shown for each notification to `phoneNumber` that the server's
 * console outbox wrote (with FCM configured the same words are pushed; without, they are texted), the
 * latest `last`, oldest first. Undefined when there is no outbox file: the server sends for real.
 */
export function notificationsFromOutbox(file: string, phoneNumber: string, last = 20): string[] | undefined {
  if (!existsSync(file)) return undefined;
  const shown: string[][] = [];
  for (const text of readFileSync(file, 'utf8').split('\n')) {
    if (!text.trim()) continue;
    let line: OutboxLine;
    try {
      line = JSON.parse(text) as OutboxLine;
    } catch {
      continue;
    }
    const push = line.to === phoneNumber ? pushMessageOf(line) : undefined;
    if (push) shown.push([`${when(line.at)}  ${push.title}`, `  ${push.body}`]);
  }
  return shown.slice(-last).flat();
}

const ACTION_COMMANDS: Record<AssignedJobAppointment['availableActions'][number], string> = {
  Accept: 'accept',
  Decline: 'decline',
  SubmitEstimate: 'estimate',
  OfferTimes: 'offer-times',
  OnMyWay: 'on-my-way',
  StartJob: 'start',
  CompleteJob: 'complete',
  AddExtraWork: 'extra-work',
  ApproveCancelation: 'ack-cancel',
};

function flagsOf(a: AssignedJobAppointment): string {
  const flags = [];
  if (!a.isRead && (a.state === 'Offered' || a.state === 'Accepted')) flags.push('new');
  if (a.isNewlyBooked) flags.push('newly booked');
  if (a.jobRequest.status === 'CancelationRequested') flags.push('cancel requested');
  if (a.state === 'Canceled' && !a.isCanceledAcknowledged) flags.push('canceled');
  return flags.join(', ');
}

export function formatList(page: AssignedJobAppointmentsPage, view: string): string[] {
  if (page.items.length === 0) return [view === 'all' ? 'No jobs yet.' : `Nothing in ${view}.`];
  const lines = [`${pad('ID', 9)}${pad('STATE', 11)}${pad('JOB', 34)}${pad('TRADE', 16)}${pad('WHERE', 14)}${pad('WHEN / ESTIMATE', 24)}NOTE`];
  for (const a of page.items) {
    const whenOrPrice = a.scheduledStart ? when(a.scheduledStart) : a.estimateCents !== null ? money(a.estimateCents) : when(a.createdAt);
    lines.push(`${pad(short(a.id), 9)}${pad(a.state, 11)}${pad(a.jobRequest.name, 34)}${pad(a.jobRequest.trade.name, 16)}${pad(a.jobRequest.city, 14)}${pad(whenOrPrice, 24)}${flagsOf(a)}`);
  }
  if (page.totalPages > 1) lines.push(`Page ${page.page} of ${page.totalPages} (${page.totalItems} jobs)${page.page < page.totalPages ? `; --page ${page.page + 1} lists the next` : ''}.`);
  return lines;
}

export function formatProposal(p: NonNullable<AssignedJobAppointment['proposal']>): string[] {
  const lines = [`Estimate (${p.status}):`];
  for (const l of p.lineItems) {
    const off = l.discountCents ? `  (-${money(l.discountCents)})` : '';
    const tax = l.taxRate ? ` + ${(l.taxRate * 100).toFixed(2).replace(/\.?0+$/, '')}% tax` : '';
    lines.push(`  ${pad(`${l.title} [${l.kind}]`, 44)} ${String(l.quantity).padStart(6)} x ${money(l.unitPriceCents).padStart(10)} = ${money(l.amountCents).padStart(11)}${tax}${off}`);
  }
  lines.push(`  ${'Subtotal'.padEnd(44)} ${money(p.subtotalCents).padStart(34)}`);
  if (p.discountCents) lines.push(`  ${pad(`Membership discount: ${p.discountDescription}`, 44)} ${`-${money(p.discountCents)}`.padStart(34)}`);
  lines.push(`  ${'Tax'.padEnd(44)} ${money(p.taxCents).padStart(34)}`);
  lines.push(`  ${'Total'.padEnd(44)} ${money(p.totalCents).padStart(34)}`);
  const capped = p.depositCents < p.requestedDepositCents ? ` (you asked ${money(p.requestedDepositCents)}; at most one third of the discounted total)` : '';
  lines.push(`  Deposit ${money(p.depositCents)} ${p.depositStatus}${capped}`);
  lines.push(`  Final payment ${money(p.finalPaymentCents)} ${p.finalPaymentStatus}`);
  if (p.subsequentPaymentCents) lines.push(`  Extra work ${money(p.subsequentPaymentCents)} ${p.subsequentPaymentStatus}: ${p.subsequentPaymentDescription}`);
  // The last day, on the provider's calendar.
  if (p.validUntil) lines.push(`  Valid until ${new Date(p.validUntil).toLocaleDateString('en-US', { timeZone: 'America/New_York', dateStyle: 'medium' })}`);
  if (p.notes) lines.push(`  Notes: ${p.notes}`);
  return lines;
}

export function formatAssignment(a: AssignedJobAppointment): string[] {
  const job = a.jobRequest;
  const lines = [
    `${job.name}  (${job.trade.name}, ${job.city} ${job.zipCode}${a.distanceMiles !== null ? `, ${distanceWords(a.distanceMiles)}` : ''})`,
    `  Id ${a.id}`,
    `  You: ${a.state}${flagsOf(a) ? ` (${flagsOf(a)})` : ''}   Customer's job: ${job.status}`,
    `  ${job.description}`,
  ];
  if (job.preferredDates.length) lines.push(`  Preferred dates: ${job.preferredDates.join(', ')}`);
  if (job.photoIds.length) lines.push(`  Photos: ${job.photoIds.length} (GET /api/v1/Files/<id>/public: ${job.photoIds.map(short).join(', ')})`);
  lines.push(
    job.address
      ? `  Customer: ${job.contactName ?? ''}, ${job.contactPhone ?? ''}, ${job.address}, ${job.city}`
      : '  Customer: address and phone are shared once the job is booked',
  );
  if (job.cancelationReason) lines.push(`  Customer's reason to cancel: ${job.cancelationReason}`);
  if (a.responseNote) lines.push(`  Your note: ${a.responseNote}`);
  if (a.visit) {
    const progress = [a.visit.onMyWayAt && `on the way ${when(a.visit.onMyWayAt)}`, a.visit.startedAt && `started ${when(a.visit.startedAt)}`, a.visit.completedAt && `completed ${when(a.visit.completedAt)}`].filter(Boolean);
    lines.push(`  Visit: ${when(a.visit.scheduledStart)} to ${when(a.visit.scheduledEnd)} (${a.visit.status}${progress.length ? `; ${progress.join(', ')}` : ''})`);
  }
  if (a.proposal) lines.push(...formatProposal(a.proposal).map((l) => `  ${l}`));
  if (a.review) lines.push(`  Customer's review, ${when(a.review.submittedAt)}: ${a.review.rating} of 5 stars${a.review.text ? `: "${a.review.text}"` : ' (no words)'}`);
  const waiting = a.state === 'Estimated' ? 'The estimate waits for the customer.' : 'Nothing for you to do now.';
  lines.push(a.availableActions.length ? `  You can now: ${a.availableActions.map((x) => ACTION_COMMANDS[x]).join(', ')}` : `  ${waiting}`);
  return lines;
}

export function formatCatalogue(items: readonly ProductsAndServicesItem[]): string[] {
  if (items.length === 0) return ['The catalogue has nothing for this trade.'];
  return items.map(
    (i) =>
      `${pad(short(i.id), 9)}${pad(i.title, 42)}${`${money(i.priceCents)} / ${i.unit}`.padEnd(22)}${pad(i.trade?.name ?? 'every trade', 18)}${i.taxRate ? `${(i.taxRate * 100).toFixed(2)}% tax ` : ''}${i.automaticallyAddToProposals ? '(added to every estimate)' : ''}`,
  );
}

// ---------------------------------------------------------------------------------------------------
// Talking to the API.

export interface ContractorDeps {
  /** Where the API is: --api, CONTRACTOR_API_URL, or http://localhost:3000. */
  apiUrl: string;
  /** The server's data folder (DATA_DIR): its outbox file and this command's session live there. */
  dataDir: string;
  /** Given in tests to reach an API in the same process. */
  fetch?: (request: Request) => Promise<Response>;
  out: (line: string) => void;
  /** Asks the person at the terminal (the login code, when no outbox file has it). */
  ask: (question: string) => Promise<string>;
  now?: () => Date;
  /** How long to look for the login code in the outbox file. */
  codeWaitMs?: number;
}

class CommandFailed extends Error {
  override name = 'CommandFailed';
}

type Client = ReturnType<typeof createClient<paths>>;
interface Answer<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

export class ContractorSession {
  private readonly client: Client;
  private session: Session | undefined;
  private readonly sessionFile: string;
  private readonly now: () => Date;

  constructor(private readonly deps: ContractorDeps) {
    this.client = createClient<paths>({
      baseUrl: `${deps.apiUrl.replace(/\/+$/, '')}/api/v1`,
      querySerializer: { array: { style: 'form', explode: true } },
      ...(deps.fetch ? { fetch: deps.fetch } : {}),
    });
    this.sessionFile = path.resolve(deps.dataDir, SESSION_FILE_NAME);
    this.now = deps.now ?? (() => new Date());
    if (existsSync(this.sessionFile)) {
      const saved = JSON.parse(readFileSync(this.sessionFile, 'utf8')) as Session;
      // A session of another server is of no use here.
      if (saved.apiUrl === deps.apiUrl) this.session = saved;
    }
  }

  private save(session: Session | undefined) {
    this.session = session;
    if (!session) {
      rmSync(this.sessionFile, { force: true });
      return;
    }
    mkdirSync(path.dirname(this.sessionFile), { recursive: true });
    writeFileSync(this.sessionFile, `${JSON.stringify(session, null, 2)}\n`, { mode: 0o600 });
    chmodSync(this.sessionFile, 0o600);
  }

  /** The answer's data, or the command fails with what the server said. */
  private static expect<T>(answer: Answer<T>): T {
    if (answer.response.ok && answer.data !== undefined) return answer.data;
    throw new CommandFailed(describeError(answer.response.status, answer.error));
  }

  async login(phone: string): Promise<string[]> {
    const phoneNumber = normalizeUsPhoneNumber(phone);
    if (!phoneNumber) throw new UsageError(`Not a US phone number: "${phone}".`);
    const asked = this.now();
    ContractorSession.expect(await this.client.POST('/Authentication/send-phone-login-token', { body: { phoneNumber } }));
    const outbox = path.resolve(this.deps.dataDir, OUTBOX_FILE_NAME);
    let code = codeFromOutbox(outbox, phoneNumber, asked);
    const deadline = Date.now() + (this.deps.codeWaitMs ?? 3000);
    while (!code && existsSync(outbox) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      code = codeFromOutbox(outbox, phoneNumber, asked);
    }
    const lines: string[] = [];
    if (code) lines.push(`Read the code texted to ${phoneNumber} from ${outbox}.`);
    else code = (await this.deps.ask(`The code texted to ${phoneNumber}: `)).trim();
    const tokens = ContractorSession.expect(await this.client.POST('/Authentication/phone-login', { body: { phoneNumber, code } }));
    this.save({ apiUrl: this.deps.apiUrl, phoneNumber, token: tokens.token, refreshToken: tokens.refreshToken });
    const me = ContractorSession.expect(await this.client.GET('/Authentication/current-identity', { headers: this.authHeader() }));
    if (me.userType !== 'Contractor') {
      await this.logout();
      throw new CommandFailed(`${phoneNumber} is not a contractor's account; the demo contractors sign in with 5085550101 and on.`);
    }
    lines.push(`Signed in as ${me.firstName} ${me.lastName} (${phoneNumber}).`);
    return lines;
  }

  async logout(): Promise<void> {
    if (this.session) await this.client.POST('/Authentication/logout', { body: { refreshToken: this.session.refreshToken } });
    this.save(undefined);
  }

  /** The signed-in contractor's number, from the saved session. */
  signedInPhone(): string {
    if (!this.session) throw new CommandFailed('Not signed in: run `npm run contractor -- login` first.');
    return this.session.phoneNumber;
  }

  get dataDir(): string {
    return this.deps.dataDir;
  }

  private authHeader() {
    return { Authorization: `Bearer ${this.session?.token ?? ''}` };
  }

  private async refresh(): Promise<void> {
    const current = this.session;
    if (!current) throw new CommandFailed('Not signed in: run `npm run contractor -- login` first.');
    const answer = await this.client.POST('/Authentication/refresh', { body: { refreshToken: current.refreshToken } });
    if (!answer.data) {
      this.save(undefined);
      throw new CommandFailed('The session has ended: run `npm run contractor -- login` again.');
    }
    this.save({ ...current, token: answer.data.token, refreshToken: answer.data.refreshToken });
  }

  /** Runs a call with the access token, refreshed first when it has expired and once more on a 401. */
  private async authed<T>(call: (headers: { Authorization: string }) => Promise<Answer<T>>): Promise<T> {
    if (!this.session) throw new CommandFailed('Not signed in: run `npm run contractor -- login` first.');
    const expiry = tokenExpiry(this.session.token);
    if (expiry && expiry.getTime() - 30_000 <= this.now().getTime()) await this.refresh();
    let answer = await call(this.authHeader());
    if (answer.response.status === 401) {
      await this.refresh();
      answer = await call(this.authHeader());
    }
    return ContractorSession.expect(answer);
  }

  list(view: View | 'all', page = 1): Promise<AssignedJobAppointmentsPage> {
    const query = { query: { Page: page, PerPage: 100 } };
    return this.authed((headers) => {
      switch (view) {
        case 'all':
          return this.client.GET('/AssignedJobAppointments', { ...query, headers });
        case 'provide-response':
          return this.client.GET('/AssignedJobAppointments/provide-response', { ...query, headers });
        case 'newly-booked':
          return this.client.GET('/AssignedJobAppointments/newly-booked', { ...query, headers });
        case 'canceled':
          return this.client.GET('/AssignedJobAppointments/canceled', { ...query, headers });
        case 'completed':
          return this.client.GET('/AssignedJobAppointments/completed', { ...query, headers });
      }
    });
  }

  /** The full id of one of the contractor's jobs named by a prefix of its id. */
  async resolve(prefix: string): Promise<string> {
    if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(prefix)) return prefix;
    const all: AssignedJobAppointment[] = [];
    for (let page = 1; ; page++) {
      const answer = await this.list('all', page);
      all.push(...answer.items);
      if (page >= answer.totalPages) break;
    }
    return uniqueByPrefix(prefix, all, 'job').id;
  }

  get(id: string): Promise<AssignedJobAppointment> {
    return this.authed((headers) => this.client.GET('/AssignedJobAppointments/{id}', { params: { path: { id } }, headers }));
  }

  markRead(id: string): Promise<AssignedJobAppointment> {
    return this.authed((headers) => this.client.POST('/AssignedJobAppointments/{id}/mark-as-read', { params: { path: { id } }, headers }));
  }

  markBookingRead(id: string): Promise<AssignedJobAppointment> {
    return this.authed((headers) => this.client.POST('/AssignedJobAppointments/{id}/mark-booking-as-read', { params: { path: { id } }, headers }));
  }

  decide(id: string, decision: 'Accept' | 'Decline', note?: string): Promise<AssignedJobAppointment> {
    return this.authed((headers) => this.client.POST('/AssignedJobAppointments/{id}/decisions', { params: { path: { id } }, body: { decision, ...(note ? { note } : {}) }, headers }));
  }

  act(id: string, body: { action: 'OnMyWay' | 'StartJob' | 'CompleteJob' | 'AddExtraWork'; note?: string; amountCents?: number; description?: string }): Promise<AssignedJobAppointment> {
    return this.authed((headers) => this.client.POST('/AssignedJobAppointments/{id}/contractor-action', { params: { path: { id } }, body, headers }));
  }

  offerTimes(id: string, times: { start: string; end: string }[]): Promise<AssignedJobAppointment> {
    return this.authed((headers) => this.client.POST('/AssignedJobAppointments/{id}/offer-times', { params: { path: { id } }, body: { times }, headers }));
  }

  acknowledgeCanceled(id: string): Promise<AssignedJobAppointment> {
    return this.authed((headers) => this.client.POST('/AssignedJobAppointments/{id}/acknowledge-canceled', { params: { path: { id } }, headers }));
  }

  submitEstimate(id: string, body: { lineItems: EstimateLine[]; depositCents: number; notes?: string; validUntil?: string }): Promise<AssignedJobAppointment> {
    return this.authed((headers) => this.client.POST('/AssignedJobAppointments/{id}/submit-estimate', { params: { path: { id } }, body, headers }));
  }

  /** The catalogue's items of the trades given, and those of every trade. */
  async catalogue(tradeIds: readonly string[]): Promise<ProductsAndServicesItem[]> {
    const items: ProductsAndServicesItem[] = [];
    for (let page = 1; ; page++) {
      const answer = ContractorSession.expect(await this.client.GET('/ProductsAndServicesItems', { params: { query: { Page: page, PerPage: 100 } } }));
      items.push(...answer.items);
      if (page >= answer.totalPages) break;
    }
    return items.filter((i) => i.trade === null || tradeIds.includes(i.trade.id)).sort((x, y) => Number(x.trade === null) - Number(y.trade === null) || x.title.localeCompare(y.title));
  }
}

// ---------------------------------------------------------------------------------------------------
// The commands.

const one = (args: ParsedArgs, name: string) => args.options[name]?.at(-1);
const idArg = (args: ParsedArgs) => {
  const id = args.positional[0];
  if (!id) throw new UsageError(`\`${args.command}\` needs a job id (or the start of one): see \`list\`.`);
  return id;
};

async function command(args: ParsedArgs, s: ContractorSession, out: (line: string) => void): Promise<void> {
  const print = (lines: string[]) => lines.forEach((l) => out(l));
  switch (args.command) {
    case 'help':
      return out(HELP);
    case 'login':
      return print(await s.login(one(args, 'phone') ?? DEFAULT_PHONE));
    case 'logout':
      await s.logout();
      return out('Signed out.');
    case 'list': {
      const view = one(args, 'view') ?? 'all';
      if (view !== 'all' && !VIEWS.includes(view as View)) throw new UsageError(`--view is one of ${VIEWS.join(', ')}.`);
      const page = Number(one(args, 'page') ?? '1');
      if (!Number.isInteger(page) || page < 1) throw new UsageError('--page is a page number: 1, 2, …');
      return print(formatList(await s.list(view as View | 'all', page), view));
    }
    case 'show':
      return print(formatAssignment(await s.get(await s.resolve(idArg(args)))));
    case 'read': {
      const id = await s.resolve(idArg(args));
      let job = await s.markRead(id);
      if (job.isNewlyBooked) job = await s.markBookingRead(id);
      return out(`Marked "${job.jobRequest.name}" as seen.`);
    }
    case 'accept':
    case 'decline': {
      const job = await s.decide(await s.resolve(idArg(args)), args.command === 'accept' ? 'Accept' : 'Decline', one(args, 'note'));
      return out(args.command === 'accept' ? `Took on "${job.jobRequest.name}". Next: estimate ${short(job.id)} --line ... --deposit ...` : `Passed on "${job.jobRequest.name}".`);
    }
    case 'catalogue': {
      const tradeIds = args.positional[0]
        ? [(await s.get(await s.resolve(args.positional[0]))).jobRequest.trade.id]
        : [...new Set((await s.list('all')).items.map((a) => a.jobRequest.trade.id))];
      return print(formatCatalogue(await s.catalogue(tradeIds)));
    }
    case 'estimate': {
      const id = await s.resolve(idArg(args));
      const lines = (args.options.line ?? []).map(parseLine);
      if (lines.length === 0) throw new UsageError('Give at least one --line, e.g. --line "Labor: 2 x 95.00".');
      const deposit = one(args, 'deposit');
      const catalogue = lines.some((l) => l.source === 'catalogue') ? await s.catalogue([(await s.get(id)).jobRequest.trade.id]) : [];
      const notes = one(args, 'notes');
      const validUntil = one(args, 'valid-until');
      const job = await s.submitEstimate(id, {
        lineItems: estimateLines(lines, catalogue),
        depositCents: deposit === undefined ? 0 : parseDollars(deposit, 'The deposit'),
        ...(notes ? { notes } : {}),
        ...(validUntil ? { validUntil } : {}),
      });
      out(`Sent the estimate for "${job.jobRequest.name}" to the customer.`);
      return print(formatProposal(job.proposal!));
    }
    case 'on-my-way':
    case 'start':
    case 'complete': {
      const action = ({ 'on-my-way': 'OnMyWay', start: 'StartJob', complete: 'CompleteJob' } as const)[args.command];
      const note = one(args, 'note');
      const job = await s.act(await s.resolve(idArg(args)), { action, ...(note ? { note } : {}) });
      const said = {
        OnMyWay: 'The customer is told you are on the way.',
        StartJob: 'Work started.',
        CompleteJob: `Completed.${job.proposal && job.proposal.finalPaymentStatus === 'Due' ? ` The final payment of ${money(job.proposal.finalPaymentCents)} is now due from the customer.` : ''}`,
      }[action];
      return out(`"${job.jobRequest.name}": ${said}`);
    }
    case 'offer-times': {
      const at = args.options.at ?? [];
      const starts = at.map((t) => Date.parse(t));
      if (starts.length === 0 || starts.some(Number.isNaN)) throw new UsageError('offer-times needs --at <ISO time with offset>, once per time offered.');
      const times = starts.map((start) => ({ start: new Date(start).toISOString(), end: new Date(start + 2 * 60 * 60 * 1000).toISOString() }));
      const job = await s.offerTimes(await s.resolve(idArg(args)), times);
      return out(`"${job.jobRequest.name}": offered ${times.map((t) => when(t.start)).join('; ')}. The customer chooses one.`);
    }
    case 'extra-work': {
      const amount = one(args, 'amount');
      const description = one(args, 'description');
      if (!amount || !description) throw new UsageError('extra-work needs --amount <dollars> and --description <text>.');
      const job = await s.act(await s.resolve(idArg(args)), { action: 'AddExtraWork', amountCents: parseDollars(amount), description });
      return out(`"${job.jobRequest.name}": extra work billed; ${money(job.proposal?.subsequentPaymentCents ?? 0)} of extra work is due from the customer.`);
    }
    case 'ack-cancel': {
      const id = await s.resolve(idArg(args));
      const before = await s.get(id);
      const job = await s.acknowledgeCanceled(id);
      return out(before.jobRequest.status === 'CancelationRequested' ? `Approved the customer's cancelation of "${job.jobRequest.name}".` : `Acknowledged the cancelation of "${job.jobRequest.name}".`);
    }
    case 'notifications': {
      const last = one(args, 'last');
      if (last !== undefined && !/^[1-9]\d{0,3}$/.test(last)) throw new UsageError('--last is a number of notifications, e.g. --last 5.');
      const phoneNumber = s.signedInPhone();
      const file = path.resolve(s.dataDir, OUTBOX_FILE_NAME);
      const lines = notificationsFromOutbox(file, phoneNumber, last === undefined ? undefined : Number(last));
      if (!lines) return out(`There is no outbox file at ${file}: the server sends notifications for real (pushed to the app, or texted), so they reach ${phoneNumber}'s phone, not this command.`);
      return print(lines.length ? lines : [`No notifications for ${phoneNumber} yet.`]);
    }
    default:
      throw new UsageError(`Unknown command "${args.command}". See \`npm run contractor -- help\`.`);
  }
}

/** Runs one command; answers the exit code (0 done, 1 refused or failed, 2 a mistake in the command line). */
export async function runContractor(argv: readonly string[], deps: ContractorDeps): Promise<number> {
  try {
    const args = parseArgs(argv);
    await command(args, new ContractorSession(deps), deps.out);
    return 0;
  } catch (err) {
    if (err instanceof UsageError) {
      deps.out(err.message);
      return 2;
    }
    if (err instanceof CommandFailed) {
      deps.out(err.message);
      return 1;
    }
    if (err instanceof TypeError && /fetch failed/i.test(err.message)) {
      deps.out(`The API at ${deps.apiUrl} does not answer. Is the server running (npm start)? Or name it with --api <url>.`);
      return 1;
    }
    throw err;
  }
}

/** Where the command talks to and keeps its session, from the options and the environment. */
export function locationsFrom(argv: readonly string[], env: NodeJS.ProcessEnv): { apiUrl: string; dataDir: string } {
  let options: ParsedArgs['options'] = {};
  try {
    options = parseArgs(argv).options;
  } catch {
    // The command itself reports the mistake.
  }
  return {
    apiUrl: (options.api?.at(-1) ?? env.CONTRACTOR_API_URL ?? DEFAULT_API_URL).replace(/\/+$/, ''),
    dataDir: options.data?.at(-1) ?? (env.DATA_DIR && env.DATA_DIR !== 'memory://' ? env.DATA_DIR : './data'),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const argv = process.argv.slice(2);
  const terminal = createInterface({ input: process.stdin, output: process.stdout });
  try {
    process.exitCode = await runContractor(argv, {
      ...locationsFrom(argv, process.env),
      out: (line) => console.log(line),
      ask: (question) => terminal.question(question),
    });
  } finally {
    terminal.close();
  }
}
