/**
 * The signed-in part of `npm run bench`: what customers and contractors read and write, each request
 * with the token of one of many users, on the demo data and on a copy grown to five years of one
 * provider (scripts/grow-data.ts).
 *
 * Sessions are made as signing in makes them: a refresh-token family per user in the database, and
 * access tokens of that family signed with the server's secret (server/auth/tokens.ts), signed afresh
 * before each load so that none expires during a long run.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { issueTokenPair, REFRESH_FAMILY_DAYS, signAccessToken } from '../server/auth/tokens';
import { openDatabase } from '../server/db/open';
import { benchJwtSecret } from './bench-api';
import type { DataTarget } from './grow-data';

/** One request of a load: whose it is, and what it asks. */
export interface SignedInRequest {
  method: 'GET' | 'POST';
  path: string;
  userId: string;
  body?: unknown;
}

/**
 * Requests of one kind from many users, handed out in turn; `next` answers undefined when a pool of
 * writes (each on a record of its own) has run out.
 */
export interface Traffic {
  name: string;
  next(): SignedInRequest | undefined;
}

/** What a signed-in user's reads need: their records' ids. */
interface Customer {
  userId: string;
  /** A job of theirs with a proposal (the newest such), and that proposal. */
  jobId: string;
  proposalId: string;
}
interface Contractor {
  userId: string;
  assignmentId: string;
  /** How many assignments the contractor has, of every state. */
  assignments: number;
}

/** Records a busy morning's writes work on, one write each. */
interface WritePools {
  openOffers: { userId: string; assignmentId: string }[];
  pendingProposals: { userId: string; jobId: string; proposalId: string }[];
  visits: { userId: string; visitId: string; contractorId: string }[];
  /** For new job requests: a zip code and a trade that grown contractors serve. */
  newJob: { zipCode: string; tradeId: string; city: string };
}

export interface SignedInData {
  customers: Customer[];
  contractors: Contractor[];
  /** The customer with the most jobs and the contractor with the most assignments. */
  busiestCustomer: Customer;
  busiestContractor: Contractor;
  writes: WritePools;
  /** Access tokens by user, signed by `signTokens`. */
  tokens: Map<string, string>;
  families: Map<string, string>;
  secret: string;
}

const MAX_USERS = 300;

/**
 * Picks the users whose requests the bench sends (up to 300 customers with a proposal, every contractor
 * with an assignment, the busiest of each) and the records its writes work on, and starts a sign-in for
 * each user. Run while no server has the database open (PGlite allows one process).
 */
export async function prepareSignedIn(target: DataTarget): Promise<SignedInData> {
  const handle = await openDatabase({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
  try {
    const rows = async <T>(query: ReturnType<typeof sql>) => ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
    const customers = await rows<Customer>(sql`
      select distinct on (j.user_id) j.user_id as "userId", j.id as "jobId", p.id as "proposalId"
      from job_requests j join job_proposals p on p.job_request_id = j.id join users u on u.id = j.user_id
      where u.user_type = 'Consumer' and u.initialized and u.deleted_at is null
      order by j.user_id, j.created_at desc, p.created_at desc limit ${MAX_USERS}`);
    const [busiestCustomer] = await rows<Customer>(sql`
      select j.user_id as "userId", j.id as "jobId", p.id as "proposalId"
      from job_requests j join job_proposals p on p.job_request_id = j.id
      where j.user_id = (select user_id from job_requests j2 join users u on u.id = j2.user_id where u.user_type = 'Consumer' and u.initialized group by user_id order by count(*) desc limit 1)
      order by j.created_at desc limit 1`);
    const contractors = await rows<Contractor>(sql`
      select distinct on (c.user_id) c.user_id as "userId", a.id as "assignmentId", count(*) over (partition by c.id)::int as "assignments"
      from contractors c join assigned_job_appointments a on a.contractor_id = c.id join users u on u.id = c.user_id
      where u.deleted_at is null order by c.user_id, a.created_at desc limit ${MAX_USERS}`);
    const [busiestContractor] = await rows<Contractor>(sql`
      select c.user_id as "userId", a.id as "assignmentId", count(*) over ()::int as "assignments" from contractors c join assigned_job_appointments a on a.contractor_id = c.id
      where c.id = (select contractor_id from assigned_job_appointments group by contractor_id order by count(*) desc limit 1)
      order by a.created_at desc limit 1`);
    const openOffers = await rows<WritePools['openOffers'][number]>(sql`
      select c.user_id as "userId", a.id as "assignmentId" from assigned_job_appointments a join contractors c on c.id = a.contractor_id join job_requests j on j.id = a.job_request_id
      where a.state = 'Offered' and j.status = 'Dispatched' order by a.created_at desc`);
    const pendingProposals = await rows<WritePools['pendingProposals'][number]>(sql`
      select * from (
        -- One per job: accepting one proposal closes the job's others.
        select distinct on (j.id) j.user_id as "userId", j.id as "jobId", p.id as "proposalId", p.created_at from job_proposals p join job_requests j on j.id = p.job_request_id
        where p.status = 'Pending' and j.status = 'Proposed' and j.user_id is not null and (p.valid_until is null or p.valid_until > now()) order by j.id, p.created_at desc
      ) one order by created_at desc`);
    const visits = await rows<WritePools['visits'][number]>(sql`
      select j.user_id as "userId", v.id as "visitId", v.contractor_id as "contractorId" from job_appointments v join job_requests j on j.id = v.job_request_id
      where v.status = 'Scheduled' and j.status = 'Scheduled' and j.user_id is not null and v.scheduled_start > now() + interval '3 days' order by v.scheduled_start`);
    const [newJob] = await rows<WritePools['newJob']>(sql`
      select c.zip_code as "zipCode", z.city, (select id from trades where is_active order by slug limit 1) as "tradeId"
      from contractors c join zip_codes z on z.zip = c.zip_code where c.is_active order by c.created_at desc limit 1`);
    if (!busiestCustomer || !busiestContractor || !newJob || customers.length === 0 || contractors.length === 0) throw new Error('The data holds no customer with a proposal or no contractor with an assignment.');
    const userIds = new Set([...customers, ...contractors, busiestCustomer, busiestContractor, ...openOffers, ...pendingProposals, ...visits].map((u) => u.userId));
    const families = new Map([...userIds].map((id) => [id, randomUUID()]));
    await handle.db.execute(sql`insert into refresh_tokens (user_id, family_id, token_hash, issued_at, expires_at)
      select u, f, 'bench-' || f, now(), now() + interval '30 days'
      from unnest(${`{${[...families.keys()].join(',')}}`}::uuid[], ${`{${[...families.values()].join(',')}}`}::uuid[]) as s(u, f)`);
    const secret = benchJwtSecret();
    return { customers, contractors, busiestCustomer, busiestContractor, writes: { openOffers, pendingProposals, visits, newJob }, tokens: new Map(), families, secret };
  } finally {
    await handle.close();
  }
}

/** A browser's sign-in as the customer with the most jobs, and the job of theirs whose page the bench loads. */
export interface PageSession {
  userId: string;
  familyId: string;
  /** A refresh token of the sign-in, as signing in hands it out (the browser keeps it beside the access token). */
  refreshToken: string;
  /** Their newest finished job with the whole story: estimate, deposit and final payment, visit, review given. */
  job: { id: string; name: string };
}

/**
 * Signs in the customer with the most jobs as signing in does (`issueTokenPair`: a refresh-token family
 * in the database) and picks the job whose page the bench loads. Run while no server has the database
 * open (PGlite allows one process); `signPageTokens` then signs access tokens of this sign-in without it.
 */
export async function busiestCustomerSession(target: DataTarget): Promise<PageSession> {
  const handle = await openDatabase({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
  try {
    const rows = async <T>(query: ReturnType<typeof sql>) => ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
    const [found] = await rows<{ userId: string; jobId: string; jobName: string }>(sql`
      select j.user_id as "userId", j.id as "jobId", j.name as "jobName" from job_requests j
      where j.user_id = (select user_id from job_requests j2 join users u on u.id = j2.user_id where u.user_type = 'Consumer' and u.initialized group by user_id order by count(*) desc limit 1)
        and j.status = 'Completed'
        and exists (select 1 from job_reviews r where r.job_request_id = j.id and r.status = 'Submitted')
        and exists (select 1 from job_appointments v where v.job_request_id = j.id and v.status = 'Completed')
        and exists (select 1 from job_proposals p join payments pay on pay.job_proposal_id = p.id
                    where p.job_request_id = j.id and pay.kind = 'FinalPayment' and pay.status = 'Succeeded')
      order by j.created_at desc limit 1`);
    if (!found) throw new Error('The busiest customer has no finished job with a payment, a visit and a review.');
    const now = new Date();
    const familyId = randomUUID();
    const { refreshToken } = await issueTokenPair(handle.db, {
      userId: found.userId,
      secret: benchJwtSecret(),
      now,
      family: { id: familyId, expiresAt: new Date(now.getTime() + REFRESH_FAMILY_DAYS * 86_400_000) },
    });
    return { userId: found.userId, familyId, refreshToken, job: { id: found.jobId, name: found.jobName } };
  } finally {
    await handle.close();
  }
}

/**
 * The tokens a signed-in browser keeps, with an access token signed now: each page load gets a fresh
 * one, so that none expires during a run and the app never refreshes (a refresh would rotate the one
 * refresh token every load starts from, and the next load's would then end the sign-in as a replay).
 */
export async function signPageTokens(session: PageSession): Promise<{ token: string; refreshToken: string }> {
  return { token: await signAccessToken(session.userId, session.familyId, benchJwtSecret(), new Date()), refreshToken: session.refreshToken };
}

/** Signs an access token for every user, valid for the next 15 minutes. */
export async function signTokens(data: SignedInData): Promise<void> {
  const now = new Date();
  for (const [userId, familyId] of data.families) data.tokens.set(userId, await signAccessToken(userId, familyId, data.secret, now));
}

const api = '/api/v1';

/** Hands out `make(item)` for each of `items` in turn, round and round. */
function inTurn<T>(name: string, items: T[], make: (item: T) => SignedInRequest): Traffic {
  let i = 0;
  return { name, next: () => make(items[i++ % items.length]!) };
}

/** Hands out `make(item)` for each of `items` once. */
function once<T>(name: string, items: T[], make: (item: T) => SignedInRequest | undefined): Traffic {
  let i = 0;
  return {
    name,
    next: () => {
      while (i < items.length) {
        const request = make(items[i++]!);
        if (request) return request;
      }
      return undefined;
    },
  };
}

const get = (userId: string, urlPath: string): SignedInRequest => ({ method: 'GET', path: `${api}${urlPath}`, userId });

/** The customer's reads, each from every customer of `customers` in turn. */
export function customerReads(customers: Customer[]): Traffic[] {
  return [
    inTurn('GET /JobRequests', customers, (c) => get(c.userId, '/JobRequests')),
    inTurn('GET /JobRequests?Status=Completed', customers, (c) => get(c.userId, '/JobRequests?Status=Completed')),
    inTurn('GET /JobRequests/{id}', customers, (c) => get(c.userId, `/JobRequests/${c.jobId}`)),
    inTurn('GET …/jobProposals/proposals', customers, (c) => get(c.userId, `/JobRequests/${c.jobId}/jobProposals/proposals`)),
    inTurn('GET …/jobProposals/{id}', customers, (c) => get(c.userId, `/JobRequests/${c.jobId}/jobProposals/${c.proposalId}`)),
    inTurn('GET /Authentication/current-identity', customers, (c) => get(c.userId, '/Authentication/current-identity')),
  ];
}

/** The contractor's reads: the inbox in each view and one assignment. */
export function contractorReads(contractors: Contractor[]): Traffic[] {
  const views = ['', '/newly-booked', '/canceled', '/provide-response', '/completed'];
  return [
    ...views.map((view) => inTurn(`GET /AssignedJobAppointments${view}`, contractors, (c) => get(c.userId, `/AssignedJobAppointments${view}`))),
    inTurn('GET /AssignedJobAppointments/{id}', contractors, (c) => get(c.userId, `/AssignedJobAppointments/${c.assignmentId}`)),
  ];
}

/** A date `days` from today, as the provider's calendar writes it. */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The writes of a busy morning, each on a record of its own: new job requests (dispatched to
 * contractors as they are stored), estimates on open offers, customers' decisions on proposals, and
 * visits moved to a free slot (`freeSlots`: per contractor, the slots nobody holds).
 */
export function morningWrites(data: SignedInData, freeSlots: Map<string, { start: string; end: string }[]>): Traffic[] {
  const { writes, customers } = data;
  let n = 0;
  return [
    inTurn('POST /JobRequests (dispatched)', customers, (c) => ({
      method: 'POST',
      path: `${api}/JobRequests`,
      userId: c.userId,
      body: {
        tradeId: writes.newJob.tradeId,
        name: `Dripping faucet ${++n}`,
        description: 'The kitchen faucet drips all night.',
        address: `${n} Main Street`,
        city: writes.newJob.city,
        zipCode: writes.newJob.zipCode,
        preferredDates: [dayFromToday(3)],
      },
    })),
    once('POST …/submit-estimate', writes.openOffers, (o) => ({
      method: 'POST',
      path: `${api}/AssignedJobAppointments/${o.assignmentId}/submit-estimate`,
      userId: o.userId,
      body: { lineItems: [{ kind: 'Labor', title: 'Replace the cartridge', quantity: 1, unitPriceCents: 24_000, taxRate: 0 }], depositCents: 6_000, notes: '' },
    })),
    once('POST …/jobProposals/{id}/decisions', writes.pendingProposals, (p) => ({
      method: 'POST',
      path: `${api}/JobRequests/${p.jobId}/jobProposals/${p.proposalId}/decisions`,
      userId: p.userId,
      body: { decision: 'Accept' },
    })),
    once('POST /JobAppointments/{id}/reschedule', writes.visits, (v) => {
      const slot = freeSlots.get(v.contractorId)?.shift();
      return slot && { method: 'POST', path: `${api}/JobAppointments/${v.visitId}/reschedule`, userId: v.userId, body: { ...slot, reason: 'Work moved my day.' } };
    }),
  ];
}

/**
 * The free slots of each contractor whose visits the bench moves, read once per contractor from the
 * running server (GET reschedule-availability of one of their visits), so that no two moves ask for
 * one slot.
 */
export async function freeSlotsOf(baseUrl: string, data: SignedInData): Promise<Map<string, { start: string; end: string }[]>> {
  const slots = new Map<string, { start: string; end: string }[]>();
  for (const visit of data.writes.visits) {
    if (slots.has(visit.contractorId)) continue;
    const response = await fetch(`${baseUrl}${api}/JobAppointments/${visit.visitId}/reschedule-availability`, { headers: { authorization: `Bearer ${data.tokens.get(visit.userId)}` } });
    const answer = response.ok ? ((await response.json()) as { slots: { start: string; end: string }[] }) : { slots: [] };
    slots.set(visit.contractorId, answer.slots);
  }
  return slots;
}

/** autocannon's request for the next of `traffic`, with its user's token; none when the pool is spent. */
export function autocannonRequest(traffic: Traffic, tokens: Map<string, string>) {
  return () => {
    const request = traffic.next();
    if (!request) return undefined;
    const headers: Record<string, string> = { authorization: `Bearer ${tokens.get(request.userId)}` };
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    return { method: request.method, path: request.path, headers, ...(request.body !== undefined ? { body: JSON.stringify(request.body) } : {}) };
  };
}
