import { request as httpRequest } from 'node:http';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { ServerType } from '@hono/node-server';
import { afterAll, describe, expect, it } from 'vitest';
import { type ConnectionLimits, connectionLimits, createHttpServer, listen } from '../../server/lib/listen';
import { testEnv, useTestApi } from './harness';
import { useMigratedDataFolder, useServerProcesses } from './server-process';
import { newClientIp } from './sign-in';

const api = await useTestApi();
// The shutdown below runs in this file, after the attacks, never beside them: a thousand sockets
// opened at once on this machine are no background for counting the resets of another server.
const { cwd, dataDir } = useMigratedDataFolder('shutdown');
const attacked = useMigratedDataFolder('attacked');
const processes = useServerProcesses('shutdown');

/** The server as `server/main.ts` runs it, with timeouts of about a second instead of a minute. */
const SHORT: ConnectionLimits = {
  headersTimeoutMs: 1000,
  requestTimeoutMs: 1000,
  keepAliveTimeoutMs: 1000,
  checkEveryMs: 100,
  maxConnections: 20,
  perAddress: 20,
  trustProxy: false,
  busyAt: 20,
  slowAfterMs: 60_000,
  minBytesPerSecond: 500,
};

const servers: ServerType[] = [];
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));
async function serve(limits: ConnectionLimits) {
  const server = createHttpServer(api.app.fetch, limits);
  servers.push(server);
  const { port } = (await listen(server, 0, '127.0.0.1')) as AddressInfo;
  return port;
}

/**
 * A client that sends the start of a request, then a byte at a time for `dripMs`, then waits; and what
 * it hears back. It stops before the server's time is up: bytes still unread when the server closes
 * the connection would make it reset the connection, and the client could lose the answer.
 */
function trickle(port: number, head: string, dripMs = 400) {
  const socket = connect(port, '127.0.0.1');
  const started = Date.now();
  let heard = '';
  socket.on('data', (chunk) => (heard += chunk.toString()));
  socket.on('error', () => {});
  socket.write(head);
  const dripping = setInterval(() => {
    if (Date.now() - started < dripMs && socket.writable) socket.write(' ');
  }, 100);
  const closed = new Promise<{ heard: string; afterMs: number }>((resolve) =>
    socket.on('close', () => {
      clearInterval(dripping);
      resolve({ heard, afterMs: Date.now() - started });
    }),
  );
  return { socket, closed };
}

const slowBody = (port: number) =>
  trickle(port, `POST /api/v1/EmailSubscription HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n{`);
const slowHeaders = (port: number) => trickle(port, `GET /api/v1/Trades HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Slow: `);

describe('a client that sends its request slowly', () => {
  it('with a body that trickles in hears 408 when the request time is up, while others are answered meanwhile', async () => {
    const port = await serve(SHORT);
    const slow = [slowBody(port), slowBody(port), slowBody(port)];
    await new Promise((resolve) => setTimeout(resolve, 300));
    const other = await fetch(`http://127.0.0.1:${port}/api/v1/Trades`);
    expect(other.status).toBe(200);
    for (const { closed } of slow) {
      const { heard, afterMs } = await closed;
      expect(heard).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
      expect(afterMs).toBeLessThan(5000);
    }
    expect((await fetch(`http://127.0.0.1:${port}/api/v1/Trades`)).status).toBe(200);
  });

  it('with headers that trickle in hears 408 too', async () => {
    const port = await serve(SHORT);
    const { heard, afterMs } = await slowHeaders(port).closed;
    expect(heard).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(afterMs).toBeLessThan(5000);
  });
});

describe('connections beyond the cap', () => {
  it('are closed as they come, and taken again once one of the open ones ends', async () => {
    const port = await serve({ ...SHORT, requestTimeoutMs: 60_000, headersTimeoutMs: 60_000, maxConnections: 2 });
    const held: Socket[] = [slowBody(port).socket, slowBody(port).socket];
    await Promise.all(held.map((socket) => new Promise((resolve) => (socket.readyState === 'open' ? resolve(null) : socket.once('connect', resolve)))));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const third = trickle(port, 'GET /api/v1/Trades HTTP/1.1\r\n');
    const { heard } = await third.closed;
    expect(heard).toBe('');

    for (const socket of held) socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/Trades`, { headers: { Connection: 'close' } });
    expect(res.status).toBe(200);
  });
});

/**
 * A client that holds a connection as the attack did: the headers of a sign-in refresh announcing a
 * 100,000-byte body, then a few bytes of it, then nothing. From `localAddress` (any 127.x is this machine).
 */
function holdSlowly(port: number, localAddress = '127.0.0.1', forwardedFor?: string) {
  const socket = connect({ port, host: '127.0.0.1', localAddress });
  socket.on('error', () => {});
  let heard = '';
  socket.on('data', (chunk) => (heard += chunk.toString()));
  socket.write(
    `POST /api/v1/Authentication/refresh HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n${forwardedFor ? `X-Forwarded-For: ${forwardedFor}\r\n` : ''}\r\n{"refreshToken":"`,
  );
  return { socket, heard: () => heard };
}

/** A GET from another address of this machine, on a connection of its own: its status and how long it took. */
function timedGet(port: number, path: string, headers: Record<string, string> = {}, localAddress = '127.0.0.2') {
  const started = performance.now();
  return new Promise<{ status: number; ms: number }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, localAddress, headers: { Connection: 'close', ...headers }, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
    });
    req.on('error', reject);
    req.end();
  });
}

const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.99) - 1]!;
const open = (sockets: { socket: Socket }[]) => sockets.filter(({ socket }) => !socket.destroyed && socket.readyState === 'open').length;
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('one address holding slow connections', () => {
  it('keeps at most its share of them, and another client is answered within 100 ms at the 99th percentile while it keeps reopening', async () => {
    // The built server in a process of its own, as production runs it: the attack's sockets are this one's.
    const server = await processes.start({ cwd: attacked.cwd, env: { DATA_DIR: attacked.dataDir } });
    const port = Number(new URL(server.base).port);
    const limits = connectionLimits(testEnv());
    const checks = async () => {
      const times: number[] = [];
      for (let i = 0; i < 200; i++) {
        const { status, ms } = await timedGet(port, '/api/v1/Healthcheck');
        expect(status).toBe(200);
        times.push(ms);
      }
      return p99(times);
    };
    // The same checks before the attack. The 100 ms goal is judged by npm run bench on a quiet machine;
    // here, beside other suites that load the same two cores in bursts, the test holds what the attack
    // broke: every check answered, within a few times what the machine gave just before (the attack
    // left others unanswered for 20 s).
    const before = await checks();
    const attack = Array.from({ length: 1000 }, () => holdSlowly(port));
    await expect.poll(() => open(attack), { timeout: 10_000 }).toBeLessThanOrEqual(limits.perAddress);

    // The attacker reopens what was closed, some 40 connections a second, all the while.
    let next = 0;
    const reopening = setInterval(() => {
      for (let i = 0; i < 2; i++) {
        next = (next + 1) % attack.length;
        if (attack[next]!.socket.destroyed) attack[next] = holdSlowly(port);
      }
    }, 50);
    let during: number;
    try {
      during = await checks();
    } finally {
      clearInterval(reopening);
      for (const { socket } of attack) socket.destroy();
    }
    await server.kill();
    expect(during).toBeLessThan(Math.max(250, 3 * before));
  }, 60_000);

  it('behind the proxy, is answered 429 beyond its share of requests in flight, and another address is answered', async () => {
    const port = await serve({ ...connectionLimits(testEnv({ TRUST_PROXY: 'true' })) });
    const attack = Array.from({ length: 200 }, () => holdSlowly(port, '127.0.0.1', '198.51.100.7'));
    const refused = () => attack.filter(({ heard }) => heard().startsWith('HTTP/1.1 429 ')).length;
    await expect.poll(refused, { timeout: 10_000 }).toBe(200 - 64);
    await settle(300);
    expect(refused()).toBe(200 - 64);
    const other = await timedGet(port, '/api/v1/Healthcheck', { 'X-Forwarded-For': '203.0.113.9' }, '127.0.0.1');
    expect(other.status).toBe(200);
    for (const { socket } of attack) socket.destroy();
  }, 30_000);

  it('behind the proxy, counts an IPv6 client by its /64 whichever of its addresses it sends from, and its neighbor apart', async () => {
    const port = await serve({ ...connectionLimits(testEnv({ TRUST_PROXY: 'true' })) });
    const attack = Array.from({ length: 200 }, (_, i) => holdSlowly(port, '127.0.0.1', `2001:db8:5:6::${(i + 1).toString(16)}`));
    const refused = () => attack.filter(({ heard }) => heard().startsWith('HTTP/1.1 429 ')).length;
    await expect.poll(refused, { timeout: 10_000 }).toBe(200 - 64);
    const neighbor = await timedGet(port, '/api/v1/Healthcheck', { 'X-Forwarded-For': '2001:db8:5:7::1' }, '127.0.0.1');
    expect(neighbor.status).toBe(200);
    for (const { socket } of attack) socket.destroy();
  }, 30_000);
});

describe('a busy server', () => {
  it('closes connections that send too slowly or nothing at all, so that a new client gets in', async () => {
    const limits: ConnectionLimits = { ...SHORT, requestTimeoutMs: 60_000, headersTimeoutMs: 60_000, keepAliveTimeoutMs: 60_000, maxConnections: 30, perAddress: 2, busyAt: 15, slowAfterMs: 500 };
    const port = await serve(limits);
    // Each from an address of its own, under the per-address cap: only being slow gives them away.
    const slow = Array.from({ length: 15 }, (_, i) => holdSlowly(port, `127.0.1.${i + 1}`));
    const silent = Array.from({ length: 15 }, (_, i) => {
      const socket = connect({ port, host: '127.0.0.1', localAddress: `127.0.2.${i + 1}` });
      socket.on('error', () => {});
      return { socket };
    });
    await expect.poll(() => open([...slow, ...silent]), { timeout: 10_000 }).toBe(30);
    // Shed until it is no longer busy: on a loaded machine the connections accepted last may not be
    // slow yet at the sweep that brings it below `busyAt`, and a server that is not busy leaves them be.
    await expect.poll(() => open([...slow, ...silent]), { timeout: 10_000 }).toBeLessThan(limits.busyAt);
    expect((await timedGet(port, '/api/v1/Trades')).status).toBe(200);
  }, 30_000);

  it('leaves slow connections alone while it is not busy', async () => {
    const limits: ConnectionLimits = { ...SHORT, requestTimeoutMs: 60_000, headersTimeoutMs: 60_000, keepAliveTimeoutMs: 60_000, maxConnections: 30, perAddress: 2, busyAt: 15, slowAfterMs: 300 };
    const port = await serve(limits);
    const slow = Array.from({ length: 10 }, (_, i) => holdSlowly(port, `127.0.3.${i + 1}`));
    await settle(1000);
    expect(open(slow)).toBe(10);
    for (const { socket } of slow) socket.destroy();
  }, 30_000);
});

/** Why a request failed: `refused` when it never reached the server (it had stopped listening), else what cut it. */
function failure(error: unknown): { code: string } {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if ((error as Error).name === 'TimeoutError') return { code: 'no answer within 15 s' };
  return { code: cause?.code === 'ECONNREFUSED' ? 'refused' : `${cause?.code ?? ''} ${cause?.message ?? String(error)}` };
}

/**
 * Where each request went out, as fetch's HTTP client tells it (node:diagnostics_channel): keyed by
 * its `X-Forwarded-For`, which the writers below make unique, how many requests its connection had
 * carried before it, how long that connection had been idle when it was sent, and when it was.
 */
function followRequests() {
  const sockets = new WeakMap<object, { requests: number; answeredAt?: number }>();
  const socketOf = new WeakMap<object, object>();
  const sent = new Map<string, { before: number; idleMs: number; at: number }>();
  const onSend = ({ request, socket }: { request: { headers: string | string[] }; socket: object }) => {
    const connection = sockets.get(socket) ?? { requests: 0 };
    sockets.set(socket, connection);
    socketOf.set(request, socket);
    const headers = Array.isArray(request.headers) ? request.headers.join('\n') : request.headers;
    const address = /x-forwarded-for(?::\s*|\n)([\d.]+)/i.exec(headers)?.[1];
    const at = performance.now();
    if (address) sent.set(address, { before: connection.requests, idleMs: connection.answeredAt === undefined ? 0 : at - connection.answeredAt, at });
    connection.requests += 1;
  };
  const onAnswered = ({ request }: { request: object }) => {
    const socket = socketOf.get(request);
    const connection = socket && sockets.get(socket);
    if (connection) connection.answeredAt = performance.now();
  };
  subscribe('undici:client:sendHeaders', onSend as (message: unknown) => void);
  subscribe('undici:request:trailers', onAnswered as (message: unknown) => void);
  return {
    of: (address: string) => sent.get(address),
    stop() {
      unsubscribe('undici:client:sendHeaders', onSend as (message: unknown) => void);
      unsubscribe('undici:request:trailers', onAnswered as (message: unknown) => void);
    },
  };
}

describe('a server stopped with SIGTERM while 20 clients keep writing over kept-alive connections', () => {
  it('exits 0 within 10 s, keeps every write it acknowledged, and resets no request it took', async () => {
    const start = () => processes.start({ cwd, env: { DATA_DIR: dataDir, TRUST_PROXY: 'true' } });
    const server = await start();
    const requests = followRequests();
    const signUp = (email: string, address: string) =>
      server.request('/EmailSubscription', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
        body: JSON.stringify({ email }),
        signal: AbortSignal.timeout(15_000),
      });
    const acknowledged: string[] = [];
    /** Sign-ups whose request was cut without an answer: how, and where it went out. */
    const cut: { email: string; code: string; waitedMs?: number; before?: number; idleMs?: number }[] = [];
    let sent = 0;
    /**
     * Sends sign-ups one after another until the server no longer takes connections: on its kept-alive
     * connection, and on a new one when told `Connection: close`, as a client that ignores the health
     * check does (the hardest case: a balancer that sees it answer 503 sends no more).
     */
    const writer = async (lane: number) => {
      for (;;) {
        const email = `stop-${lane}-${(sent += 1)}@example.com`;
        const address = newClientIp();
        const res = await signUp(email, address).catch((error: unknown) => failure(error));
        if ('code' in res) {
          const request = requests.of(address);
          if (res.code !== 'refused') cut.push({ email, code: res.code, ...request, waitedMs: request && performance.now() - request.at });
          return;
        }
        // Read whole, as a client does before it sends the next request on the same connection.
        const body = await res.text();
        if (res.status === 201) acknowledged.push(email);
        else throw new Error(`a sign-up answered ${res.status}: ${body}`);
      }
    };
    let writing = 20;
    const writers = Array.from({ length: 20 }, (_, lane) => writer(lane).finally(() => (writing -= 1)));
    while (acknowledged.length < 100 && writing === 20) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(cut).toEqual([]);
    const stopped = await server.stop('SIGTERM', 10_000);
    await Promise.all(writers);
    requests.stop();

    expect(stopped.code).toBe(0);
    expect(stopped.ms).toBeLessThan(10_000);
    expect(server.output()).not.toContain('connections still open');

    const restarted = await start();
    const statusOf = async (email: string) => (await restarted.post('/EmailSubscription', { email }, { 'X-Forwarded-For': newClientIp() })).status;
    const answers = await Promise.all(acknowledged.map(async (email) => [email, await statusOf(email)] as const));
    // 200 is "already subscribed"; a 201 would be a sign-up acknowledged before the stop and lost.
    expect(answers.filter(([, status]) => status !== 200)).toEqual([]);
    // The server resets no request it took. What TCP leaves possible, each time without a byte of an
    // answer and with nothing written (its sign-up is new after the restart, 201), so safe to send
    // again: the first request of a connection the kernel completed in the moment the listener
    // closed, before the server could accept it, which the kernel resets; a connection whose
    // handshake the kernel resets as the listener closes, on which no request went out; and a
    // request sent on a connection idle for the second after which the server closes idle ones, as
    // it closes it. A request sent on a connection the server was using, one it wrote, or one left
    // waiting to be accepted while the listener was closed (they waited up to 0.7 s before decision
    // 067's fix) fails this.
    const taken = await Promise.all(cut.map(async ({ email, code, before, idleMs, waitedMs }) => ({ email, code, before, idleMs, waitedMs, status: await statusOf(email) })));
    const neverAccepted = (before: number, waitedMs: number) => before === 0 && waitedMs < 500;
    const idleClosed = (before: number, idleMs: number) => before > 0 && idleMs >= 900;
    /** A request that never went out (no headers sent) is safe only if its handshake was reset. */
    const safeToResend = ({ code, before, idleMs, waitedMs }: (typeof taken)[number]) =>
      before === undefined ? code.startsWith('ECONNRESET connect ') : idleMs !== undefined && waitedMs !== undefined && (neverAccepted(before, waitedMs) || idleClosed(before, idleMs));
    const unsafe = taken.filter((request) => request.status !== 201 || !safeToResend(request));
    expect(unsafe).toEqual([]);
    await restarted.kill();
  }, 120_000);
});
