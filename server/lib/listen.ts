import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener, type ServerType } from '@hono/node-server';
import type { ServerEnv } from '../env';

/** How long a connection may take over a request, and how many may be open at once. */
export interface ConnectionLimits {
  /** Until a request's headers have arrived; then 408. */
  headersTimeoutMs: number;
  /** Until a whole request, body included, has arrived; then 408. */
  requestTimeoutMs: number;
  /** How long an idle kept-alive connection waits for the next request. */
  keepAliveTimeoutMs: number;
  /** How often the timeouts above are checked: a request may overrun them by this much. */
  checkEveryMs: number;
  /** Connections open at once; those beyond are closed as they come. */
  maxConnections: number;
}

/**
 * Sized for a phone on a slow network, and far below Node's own 5 minutes, which let a client that
 * trickles its bytes hold a connection that long: 30 s for the headers, the whole request in
 * REQUEST_TIMEOUT_SECONDS (90 s by default: a 10 MB photo at about 1 Mbit/s). Idle connections are
 * kept 10 s for the SPA's next call.
 */
export const connectionLimits = (env: Pick<ServerEnv, 'REQUEST_TIMEOUT_SECONDS' | 'MAX_CONNECTIONS'>): ConnectionLimits => ({
  headersTimeoutMs: 30_000,
  requestTimeoutMs: env.REQUEST_TIMEOUT_SECONDS * 1000,
  keepAliveTimeoutMs: 10_000,
  checkEveryMs: 2_000,
  maxConnections: env.MAX_CONNECTIONS,
});

type Fetch = Parameters<typeof getRequestListener>[0];

/** The HTTP server that answers with `fetch`, holding every connection to `limits`. */
export function createHttpServer(fetch: Fetch, limits: ConnectionLimits): ServerType {
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: limits.checkEveryMs,
    },
    getRequestListener(fetch),
  );
  server.maxConnections = limits.maxConnections;
  return server;
}

/** Why the server could not take its port, in one line that says what to do about it. */
function listenFailure(error: NodeJS.ErrnoException, port: number, host: string): string {
  if (error.code === 'EADDRINUSE') return `Port ${port} is in use: stop the other server or set PORT.`;
  if (error.code === 'EACCES') return `Port ${port} needs privileges this user does not have: choose a port above 1023 with PORT.`;
  if (error.code === 'EADDRNOTAVAIL') return `HOST ${host} is not an address of this machine: set HOST (0.0.0.0 listens on all of them).`;
  return `Cannot listen on ${host}:${port}: ${error.message}`;
}

/** Listens on `port`, or rejects with the line `listenFailure` gives. */
export function listen(server: ServerType, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException) => reject(new Error(listenFailure(error, port, host)));
    server.once('error', failed);
    server.listen(port, host, () => {
      server.off('error', failed);
      resolve(server.address() as AddressInfo);
    });
  });
}
