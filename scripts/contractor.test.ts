import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { AssignedJobAppointment } from '../contract/assigned-appointments';
import type { ProductsAndServicesItem } from '../contract/catalogue';
import {
  catalogueItemFor,
  codeFromOutbox,
  describeError,
  estimateLines,
  fieldInWords,
  formatList,
  locationsFrom,
  parseArgs,
  parseDollars,
  parseLine,
  runContractor,
  tokenExpiry,
  uniqueByPrefix,
  UsageError,
} from './contractor';

describe('the command line', () => {
  it('reads the command, its positional arguments and repeated options', () => {
    expect(parseArgs(['estimate', '3f2a', '--line', 'Labor: 2 x 95', '--line=Trip charge x 1', '--deposit', '100'])).toEqual({
      command: 'estimate',
      positional: ['3f2a'],
      options: { line: ['Labor: 2 x 95', 'Trip charge x 1'], deposit: ['100'] },
    });
    expect(parseArgs([])).toMatchObject({ command: 'help' });
    expect(parseArgs(['list', '--help'])).toMatchObject({ command: 'help' });
    expect(parseArgs(['--', 'list', '--view', 'completed'])).toMatchObject({ command: 'list', options: { view: ['completed'] } });
    expect(() => parseArgs(['decline', 'abc', '--note'])).toThrow(new UsageError('--note needs a value.'));
    expect(() => parseArgs(['decline', 'abc', '--note', '--api', 'x'])).toThrow(UsageError);
  });

  it('reads dollars into cents', () => {
    expect(parseDollars('95')).toBe(9500);
    expect(parseDollars('95.5')).toBe(9550);
    expect(parseDollars('$1,250.05')).toBe(125005);
    expect(parseDollars('0.07')).toBe(7);
    for (const bad of ['', '-5', '9.999', 'ten', '1e3']) expect(() => parseDollars(bad, 'The deposit')).toThrow(/^The deposit must be dollars/);
  });

  it('takes the API and the data folder from the options, else the environment, else the defaults', () => {
    expect(locationsFrom(['list'], {})).toEqual({ apiUrl: 'http://localhost:3000', dataDir: './data' });
    expect(locationsFrom(['list'], { CONTRACTOR_API_URL: 'http://127.0.0.1:3001/', DATA_DIR: '/srv/data' })).toEqual({ apiUrl: 'http://127.0.0.1:3001', dataDir: '/srv/data' });
    expect(locationsFrom(['list', '--api', 'https://example.com', '--data', 'here'], { CONTRACTOR_API_URL: 'http://x' })).toEqual({ apiUrl: 'https://example.com', dataDir: 'here' });
    expect(locationsFrom(['list'], { DATA_DIR: 'memory://' }).dataDir).toBe('./data');
  });
});

describe('estimate lines', () => {
  it('reads a free line with its quantity, price, kind and tax', () => {
    expect(parseLine('Labor: 2 x 95.00')).toEqual({ source: 'free', title: 'Labor', kind: 'Labor', quantity: 2, unitPriceCents: 9500, taxRate: 0 });
    expect(parseLine('Trip charge: 49')).toEqual({ source: 'free', title: 'Trip charge', kind: 'TripCharge', quantity: 1, unitPriceCents: 4900, taxRate: 0 });
    expect(parseLine('Sand and refinish (Labor): 1.5 × $120')).toEqual({ source: 'free', title: 'Sand and refinish', kind: 'Labor', quantity: 1.5, unitPriceCents: 12000, taxRate: 0 });
    expect(parseLine('Oak boards (material): 12 x 8.25 @ 6.25%')).toEqual({ source: 'free', title: 'Oak boards', kind: 'Material', quantity: 12, unitPriceCents: 825, taxRate: 0.0625 });
    expect(parseLine('Note: 10:30 start: 1 x 0')).toMatchObject({ title: 'Note: 10:30 start', kind: 'Other', unitPriceCents: 0 });
  });

  it('reads a catalogue line by title or id, with its quantity', () => {
    expect(parseLine('Faucet replacement x 1')).toEqual({ source: 'catalogue', ref: 'Faucet replacement', quantity: 1 });
    expect(parseLine('Plumber labor x 2.5')).toEqual({ source: 'catalogue', ref: 'Plumber labor', quantity: 2.5 });
    expect(parseLine('3f2a9c01')).toEqual({ source: 'catalogue', ref: '3f2a9c01', quantity: 1 });
    expect(parseLine('Box fan')).toEqual({ source: 'catalogue', ref: 'Box fan', quantity: 1 });
  });

  it('says how a line is written when it cannot read one', () => {
    expect(() => parseLine('Labor: two hours')).toThrow('A free line is "<title>: <quantity> x <price>", e.g. "Labor: 2 x 95.00": "Labor: two hours".');
    expect(() => parseLine(': 2 x 95')).toThrow('A free line needs a title before the colon');
    expect(() => parseLine('Hauling (Junk): 1 x 5')).toThrow('A line\'s kind is one of Labor, Material, TripCharge, Other: "Junk".');
    expect(() => parseLine('  ')).toThrow(UsageError);
  });

  const item = (id: string, title: string, tradeId: string | null = 't1'): ProductsAndServicesItem => ({
    id,
    title,
    description: '',
    unit: 'each',
    priceCents: 1000,
    taxRate: 0,
    automaticallyAddToProposals: false,
    trade: tradeId ? { id: tradeId, name: 'Plumbing', slug: 'plumbing' } : null,
  });
  const catalogue = [
    item('0a1b2c3d-0000-4000-8000-000000000001', 'Plumber labor'),
    item('0a1b9999-0000-4000-8000-000000000002', 'Faucet replacement'),
    item('7c000000-0000-4000-8000-000000000003', '50-gallon water heater replacement'),
    item('9d000000-0000-4000-8000-000000000004', 'Trip charge', null),
  ];

  it('finds the catalogue item a line names, by id prefix, whole title or a part only one title has', () => {
    expect(catalogueItemFor('0a1b2c', catalogue).title).toBe('Plumber labor');
    expect(catalogueItemFor('faucet REPLACEMENT', catalogue).title).toBe('Faucet replacement');
    expect(catalogueItemFor('water heater', catalogue).title).toBe('50-gallon water heater replacement');
    expect(() => catalogueItemFor('replacement', catalogue)).toThrow('Several catalogue items match "replacement": "Faucet replacement", "50-gallon water heater replacement".');
    expect(() => catalogueItemFor('Dumpster', catalogue)).toThrow(/^Nothing in this trade's catalogue is called "Dumpster"/);
    expect(estimateLines([parseLine('Labor: 2 x 95'), parseLine('trip x 1')], catalogue)).toEqual([
      { title: 'Labor', kind: 'Labor', quantity: 2, unitPriceCents: 9500, taxRate: 0 },
      { productsAndServicesItemId: '9d000000-0000-4000-8000-000000000004', quantity: 1 },
    ]);
  });

  it('finds a job by a unique prefix of its id', () => {
    const jobs = [{ id: 'abc12345-x' }, { id: 'abd99999-y' }];
    expect(uniqueByPrefix('abc', jobs, 'job').id).toBe('abc12345-x');
    expect(uniqueByPrefix('ABD9', jobs, 'job').id).toBe('abd99999-y');
    expect(() => uniqueByPrefix('ab', jobs, 'job')).toThrow('Several jobs have ids starting with "ab": abc12345, abd99999. Give more of the id.');
    expect(() => uniqueByPrefix('ff', jobs, 'job')).toThrow('No job has an id starting with "ff".');
  });
});

describe('the login code and the session', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('reads the latest code for the number from the outbox file, sent since it was asked for', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'contractor-'));
    const file = path.join(dir, 'outbox.jsonl');
    expect(codeFromOutbox(file, '+15085550101', new Date())).toBeUndefined();
    const line = (at: string, to: string, code: string, kind = 'LoginCode') => JSON.stringify({ at, channel: 'sms', to, kind, body: `code ${code}`, code });
    writeFileSync(
      file,
      [
        line('2026-05-01T12:00:00.000Z', '+15085550101', '111111'),
        line('2026-05-01T12:05:00.000Z', '+15085550102', '222222'),
        line('2026-05-01T12:05:01.000Z', '+15085550101', '333333', 'PhoneChangeCode'),
        JSON.stringify({ at: '2026-05-01T12:05:02.000Z', channel: 'sms', to: '+15085550101', kind: 'JobOffered', body: 'New job offer' }),
        line('2026-05-01T12:05:03.000Z', '+15085550101', '444444'),
        '{"at":"2026-05-01T12:05',
      ].join('\n'),
    );
    expect(codeFromOutbox(file, '+15085550101', new Date('2026-05-01T12:05:00Z'))).toBe('444444');
    expect(codeFromOutbox(file, '+15085550101', new Date('2026-05-01T12:10:00Z'))).toBeUndefined();
    expect(codeFromOutbox(file, '+15085550103', new Date('2026-05-01T11:00:00Z'))).toBeUndefined();
  });

  it('reads when an access token expires', () => {
    const token = (payload: object) => `x.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.y`;
    expect(tokenExpiry(token({ sub: 'u', exp: 1_800_000_000 }))).toEqual(new Date(1_800_000_000_000));
    expect(tokenExpiry(token({ sub: 'u' }))).toBeUndefined();
    expect(tokenExpiry('not a token')).toBeUndefined();
  });

  it('says what the server said: its Message, its Errors, or each refused field named in words and by its option', () => {
    expect(describeError(409, { Message: 'This job is declined on your side. Nothing more can be done to it.' })).toBe('This job is declined on your side. Nothing more can be done to it.');
    expect(describeError(400, { Message: 'A photo could not be added.', Errors: ['Too big.'] })).toBe('A photo could not be added.\n  Too big.');
    expect(
      describeError(400, {
        title: 'Validation Error',
        status: 400,
        errors: { depositCents: ['At most $95.00.'], 'lineItems.0.title': ['Each line needs a title.'], 'lineItems.2.unitPriceCents': ['Must be positive.'], validUntil: ['Too late.'], '': ['Send an object.'] },
      }),
    ).toBe(
      [
        'The server did not take it:',
        '  Deposit (--deposit): At most $95.00.',
        '  Line 1 (--line), title: Each line needs a title.',
        '  Line 3 (--line), price: Must be positive.',
        '  Valid until (--valid-until): Too late.',
        '  The request: Send an object.',
      ].join('\n'),
    );
    expect(describeError(502, 'Bad gateway')).toBe('The server answered 502.');
  });

  it('names any other field in words', () => {
    expect(fieldInWords('preferredStartCents')).toBe('Preferred start');
    expect(fieldInWords('lineItems')).toBe('Lines (--line)');
    expect(fieldInWords('action')).toBe('Action');
    expect(fieldInWords('times.1.start')).toBe('Time 2 (--at)');
    expect(fieldInWords('times')).toBe('Times (--at)');
  });

  it('keeps every column of the list apart, however long a job name or a trade is', () => {
    const long = 'Replace the rotten sill under the back porch door and the trim around it';
    const [header, row] = formatList(
      {
        items: [
          {
            id: 'b80ff3f9-0000-4000-8000-000000000000',
            state: 'Offered',
            isRead: false,
            isNewlyBooked: false,
            isCanceledAcknowledged: false,
            scheduledStart: null,
            estimateCents: null,
            createdAt: '2026-11-25T13:48:00.000Z',
            jobRequest: { name: long, status: 'Dispatched', city: 'Southborough Village Center', trade: { id: 't', name: 'Water Remediation & Restoration' } },
          } as unknown as AssignedJobAppointment,
        ],
        page: 1,
        perPage: 100,
        totalItems: 1,
        totalPages: 1,
      },
      'all',
    );
    // Each column starts where the header's does, after a space.
    for (const title of ['STATE', 'JOB', 'TRADE', 'WHERE', 'WHEN / ESTIMATE', 'NOTE']) {
      const at = header!.indexOf(title);
      expect(row![at - 1], `before ${title}`).toBe(' ');
      expect(row![at], `at ${title}`).not.toBe(' ');
    }
    expect(row).toContain('Replace the rotten sill under th… ');
  });

  it('says how to reach the next page of a long list, and not past the last', () => {
    const job = { id: 'b80ff3f9-0000-4000-8000-000000000000', state: 'Booked', scheduledStart: null, estimateCents: null, createdAt: '2026-11-25T13:48:00.000Z', jobRequest: { name: 'Door', status: 'Scheduled', city: 'Southborough', trade: { id: 't', name: 'Carpentry' } } } as unknown as AssignedJobAppointment;
    const pageOf = (page: number) => formatList({ items: [job], page, perPage: 100, totalItems: 250, totalPages: 3 }, 'all').at(-1);
    expect(pageOf(1)).toBe('Page 1 of 3 (250 jobs); --page 2 lists the next.');
    expect(pageOf(3)).toBe('Page 3 of 3 (250 jobs).');
  });

  it('answers a mistake in the command line with exit code 2 and what to do, before calling anyone', async () => {
    const said: string[] = [];
    const deps = {
      apiUrl: 'http://localhost:9',
      dataDir: '/nonexistent',
      out: (line: string) => said.push(line),
      ask: () => Promise.reject(new Error('not asked')),
      fetch: () => Promise.reject(new Error('not called')),
    };
    expect(await runContractor(['dance'], deps)).toBe(2);
    expect(await runContractor(['show'], deps)).toBe(2);
    expect(await runContractor(['list', '--view', 'everything'], deps)).toBe(2);
    expect(await runContractor(['list', '--page', '0'], deps)).toBe(2);
    expect(said).toEqual([
      'Unknown command "dance". See `npm run contractor -- help`.',
      '`show` needs a job id (or the start of one): see `list`.',
      '--view is one of provide-response, newly-booked, canceled, completed.',
      '--page is a page number: 1, 2, …',
    ]);
    said.length = 0;
    expect(await runContractor(['help'], deps)).toBe(0);
    expect(said[0]).toMatch(/^Usage: npm run contractor -- <command>/);
  });
});
