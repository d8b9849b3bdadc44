import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { load } from './bench-api';

/** Answers every request after `delayMs`: ten connections in turn make 1000 / delayMs × 10 answers a second. */
function slowServer(delayMs: number): Promise<Server> {
  const server = createServer((_request, response) => setTimeout(() => response.end('{}'), delayMs));
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('a load of a number of requests', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = await slowServer(40);
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  // 150 answers at 250 a second take 0.6 s, and 330 take 1.3 s: counted per whole second, they read as
  // 150 and 165 a second. The bound below leaves room for a busy machine's late timers.
  it('is measured over the time its answers took, not over whole seconds', async () => {
    const result = await load(url, { seconds: 60, connections: 10, amount: 150 });
    expect(result.failures).toBe(0);
    expect(result.rps).toBeGreaterThan(175);
    expect(result.rps).toBeLessThanOrEqual(250);
  });

  it('reads a load longer than a second at its pace too', async () => {
    const result = await load(url, { seconds: 60, connections: 10, amount: 330 });
    expect(result.rps).toBeGreaterThan(175);
    expect(result.rps).toBeLessThanOrEqual(250);
  });
});
