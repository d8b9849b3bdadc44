import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { ServerType } from '@hono/node-server';
import { afterAll, describe, expect, it } from 'vitest';
import { type ConnectionLimits, createHttpServer, listen } from '../../server/lib/listen';
import { useTestApi } from './harness';

const api = await useTestApi();

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
