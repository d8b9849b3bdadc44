import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import type { ServerType } from '@hono/node-server';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpServer, listen } from '../../server/lib/listen';
import { createLogger } from '../../server/lib/logger';
import { aContractor, aTrade, unique } from './factories';
import { useTestApi } from './harness';
import { bearerFor } from './sign-in';

/**
 * Known answers (kept catalogue reads, a fresh health check) written straight to Node's response by the
 * server's listener, before @hono/node-server makes a `Request` of them (server/lib/request-frame.ts,
 * `answerFromNode`), held to the answers the app gives the same requests when it routes them.
 */

type Line = { message: string; requestId?: string; method?: string; path?: string; status?: number };
const lines: Line[] = [];
const api = await useTestApi({ cacheCatalogue: true, log: createLogger({ write: (line) => lines.push(JSON.parse(line) as Line) }) });

const LIMITS = { headersTimeoutMs: 5000, requestTimeoutMs: 5000, keepAliveTimeoutMs: 1000, checkEveryMs: 500, maxConnections: 50 };
const servers: ServerType[] = [];
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

async function serve(...args: Parameters<typeof createHttpServer>) {
  const server = createHttpServer(...args);
  servers.push(server);
  const { port } = (await listen(server, 0, '127.0.0.1')) as AddressInfo;
  return port;
}

/** How many answers the listener wrote itself, before the adapter. */
let fromNode = 0;
/** The server as server/main.ts runs it. */
const nodePort = await serve(api.app.fetch, LIMITS, (incoming, outgoing) => {
  const answered = api.app.answerFromNode(incoming, outgoing);
  if (answered) fromNode++;
  return answered;
});
/** The same app behind the adapter alone: known answers are found in `app.fetch`, the rest routed. */
const adapterPort = await serve(api.app.fetch, LIMITS);

interface Heard {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request as a client sends it, with the answer's bytes as they came (not decompressed). */
function send(port: number, path: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<Heard> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: `/api/v1${path}`, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Repeats `read` until the listener answers it itself, a few times at most. A catalogue write's
 * notification (this file's own, or on PostgreSQL another test file's on the same database) may
 * arrive after a read kept its answer and drop it, as it should; the read after that keeps it again.
 */
async function fromMemory<T>(read: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const before = fromNode;
    const answer = await read();
    if (fromNode === before + 1 || attempt === 5) {
      expect(fromNode).toBe(before + 1);
      return answer;
    }
  }
}

/** An answer's headers but the two that differ from one answer to the next, its id and its date. */
function comparable(heard: Heard) {
  const { 'x-request-id': id, date, ...rest } = heard.headers;
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  expect(date).toBeTruthy();
  return rest;
}

/** Expects `node` (from the listener) to be the answer `routed` was, but for its id and date. */
function expectSameAnswer(node: Heard, routed: Heard) {
  expect(node.status).toBe(routed.status);
  expect(comparable(node)).toEqual(comparable(routed));
  expect(node.body.equals(routed.body)).toBe(true);
  expect(node.headers['x-request-id']).not.toBe(routed.headers['x-request-id']);
}

describe('a kept catalogue answer written from Node’s own request', () => {
  const PATH = '/Trades?PerPage=100&OrderBy=name';
  beforeEach(async () => {
    // Large enough to be kept gzipped too.
    for (let i = 0; i < 20; i++) await aTrade(api.db, { description: `Repairs, installs and upkeep around the house, done by a licensed local crew ${unique()}.` });
  });

  /** The routed answer to a read (a miss, which keeps the entry), then the same read from the listener and from the adapter. */
  async function threeWays(headers: Record<string, string> = {}, method = 'GET') {
    api.catalogue.invalidate();
    const routed = await send(nodePort, PATH, headers, method);
    const node = await fromMemory(() => send(nodePort, PATH, headers, method));
    const before = fromNode;
    const adapter = await send(adapterPort, PATH, headers, method);
    expect(fromNode).toBe(before);
    return { routed, node, adapter };
  }

  it('carries the same status, headers and body as the routed answer', async () => {
    const { routed, node, adapter } = await threeWays();
    expect(routed.status).toBe(200);
    expect(routed.headers['content-encoding']).toBeUndefined();
    expect(routed.headers['content-length']).toBe(String(routed.body.byteLength));
    expect(routed.headers['cache-control']).toBe('public, no-cache');
    expect(routed.headers['x-content-type-options']).toBe('nosniff');
    expectSameAnswer(node, routed);
    expectSameAnswer(adapter, routed);
  });

  it('is gzipped, with its length, for a client that takes gzip', async () => {
    const plain = await send(nodePort, PATH);
    const { routed, node, adapter } = await threeWays({ 'Accept-Encoding': 'gzip, deflate, br' });
    expect(routed.headers['content-encoding']).toBe('gzip');
    expect(routed.headers.vary).toBe('Accept-Encoding');
    expectSameAnswer(node, routed);
    expectSameAnswer(adapter, routed);
    expect(node.headers['content-length']).toBe(String(node.body.byteLength));
    expect(gunzipSync(node.body).equals(plain.body)).toBe(true);
  });

  it('is 304 without a body to a client that has it', async () => {
    const { etag } = (await send(nodePort, PATH)).headers as { etag: string };
    const { routed, node, adapter } = await threeWays({ 'If-None-Match': etag });
    expect(routed.status).toBe(304);
    expect(routed.headers.etag).toBe(etag);
    expectSameAnswer(node, routed);
    expectSameAnswer(adapter, routed);
    expect(node.body.byteLength).toBe(0);
  });

  it('answers HEAD with the headers of a GET, its length included, and no body', async () => {
    const get = await send(nodePort, PATH);
    const { routed, node, adapter } = await threeWays({}, 'HEAD');
    expect(routed.status).toBe(200);
    expect(routed.headers['content-length']).toBe(String(get.body.byteLength));
    expectSameAnswer(node, routed);
    expectSameAnswer(adapter, routed);
    expect(node.body.byteLength).toBe(0);
  });

  it('writes the same access-log line as any request, with the id it answered', async () => {
    await send(nodePort, PATH);
    const node = await fromMemory(() => {
      lines.length = 0;
      return send(nodePort, PATH);
    });
    expect(lines).toEqual([expect.objectContaining({ message: 'request', requestId: node.headers['x-request-id'], method: 'GET', path: '/api/v1/Trades', status: 200 })]);
  });

  it('leaves a path it would have to rewrite to the adapter, which answers it as the route would', async () => {
    const plain = await send(nodePort, PATH);
    const before = fromNode;
    // The adapter takes a percent-encoded path through `URL`; Hono routes on it decoded, as the same entry.
    const encoded = await send(nodePort, PATH.replace('Trades', 'Tr%61des'));
    expect(fromNode).toBe(before);
    expect(encoded.status).toBe(200);
    expect(encoded.body.equals(plain.body)).toBe(true);
  });

  it('is dropped by a write made through the server: the next read shows it', async () => {
    const trade = await aTrade(api.db);
    const contractor = await aContractor(api.db, { trades: [trade], firstName: 'Morgan' });
    const read = async () => JSON.parse((await send(nodePort, `/Contractors/${contractor.id}`)).body.toString()) as { firstName: string };
    expect((await read()).firstName).toBe('Morgan');
    expect((await fromMemory(read)).firstName).toBe('Morgan');

    const body = JSON.stringify({ firstName: 'Marlowe', lastName: 'Jones', email: `${unique()}@example.com` });
    const renamed = await send(nodePort, '/Authentication/update-current-user', { 'Content-Type': 'application/json', ...(await bearerFor(api, contractor.user.id)) }, 'POST', body);
    expect(renamed.status).toBe(200);
    expect((await read()).firstName).toBe('Marlowe');
  });
});

describe('a health check written from Node’s own request', () => {
  /** The routed check (the database asked), then the same check from the listener while that answer stands. */
  async function twoWays(method: string) {
    // A clock set back leaves no answer of the database standing (a probe from the future is not
    // trusted, and an older one stands in only while the next is in flight): the route asks it again.
    api.clock.advance(-5_000);
    const before = fromNode;
    const routed = await send(nodePort, '/Healthcheck', {}, method);
    expect(fromNode).toBe(before);
    const node = await send(nodePort, '/Healthcheck', {}, method);
    expect(fromNode).toBe(before + 1);
    return { routed, node };
  }

  it('carries the same status and headers as the routed one, and a body of the same shape and length', async () => {
    const { routed, node } = await twoWays('GET');
    expect(routed.status).toBe(200);
    expect(node.status).toBe(200);
    expect(comparable(node)).toEqual(comparable(routed));
    expect(node.headers['content-length']).toBe(String(node.body.byteLength));
    const health = JSON.parse(node.body.toString()) as Record<string, string>;
    expect(health).toEqual({ status: 'ok', database: 'up', time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(Object.keys(health)).toEqual(Object.keys(JSON.parse(routed.body.toString()) as object));
  });

  it('answers HEAD with the headers of a GET and no body', async () => {
    const { routed, node } = await twoWays('HEAD');
    expect(comparable(node)).toEqual(comparable(routed));
    expect(node.headers['content-length']).toMatch(/^\d+$/);
    expect(node.body.byteLength).toBe(0);
    expect(routed.body.byteLength).toBe(0);
  });
});
