import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo, Server as NetServer, type Socket } from 'node:net';
import { getRequestListener, type ServerType } from '@hono/node-server';
import type { ServerEnv } from '../env';
import { clientOf } from './client-address';

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
  /**
   * Connections one client address may hold open at once; those beyond are closed as they come.
   * Behind the proxy (`trustProxy`) every connection comes from the proxy, so the cap counts instead
   * the requests in flight of each address the proxy names, and answers those beyond 429.
   */
  perAddress: number;
  trustProxy: boolean;
  /**
   * From this many open connections the server is busy: connections idle for `slowAfterMs`, and
   * requests still arriving after `slowAfterMs` at fewer than `minBytesPerSecond`, are closed then,
   * so that a crowd of slow clients cannot hold every slot for the whole request timeout.
   */
  busyAt: number;
  slowAfterMs: number;
  minBytesPerSecond: number;
}

/**
 * Sized for a phone on a slow network, and far below Node's own 5 minutes, which let a client that
 * trickles its bytes hold a connection that long: 30 s for the headers, the whole request in
 * REQUEST_TIMEOUT_SECONDS (90 s by default: a 10 MB photo at about 1 Mbit/s). Idle connections are
 * kept 10 s for the SPA's next call. When half the connections are taken, those idle for 5 s and
 * requests arriving slower than 500 bytes a second (Apache's mod_reqtimeout's floor; the photo sends
 * some 125,000) are closed.
 */
export const connectionLimits = (env: Pick<ServerEnv, 'REQUEST_TIMEOUT_SECONDS' | 'MAX_CONNECTIONS' | 'MAX_CONNECTIONS_PER_ADDRESS' | 'TRUST_PROXY'>): ConnectionLimits => ({
  headersTimeoutMs: 30_000,
  requestTimeoutMs: env.REQUEST_TIMEOUT_SECONDS * 1000,
  keepAliveTimeoutMs: 10_000,
  checkEveryMs: 1_000,
  maxConnections: env.MAX_CONNECTIONS,
  perAddress: env.MAX_CONNECTIONS_PER_ADDRESS,
  trustProxy: env.TRUST_PROXY,
  busyAt: Math.max(1, Math.floor(env.MAX_CONNECTIONS / 2)),
  slowAfterMs: 5_000,
  minBytesPerSecond: 500,
});

type Fetch = Parameters<typeof getRequestListener>[0];

/** What the server knows of one open connection: since when it has waited on its client, and its request. */
interface Connection {
  /** When the last answer ended (or the connection opened), and how many bytes had arrived then. */
  since: number;
  bytesAt: number;
  /** The request being answered, from its headers' arrival to its answer's end. */
  request?: IncomingMessage;
}

interface ServerState {
  limits: ConnectionLimits;
  open: Map<Socket, Connection>;
  /** Open connections per client address (not behind a proxy), or requests in flight per forwarded address. */
  perAddress: Map<string, number>;
  /** Once draining: every answer closes its connection. */
  draining: boolean;
  /** Connections accepted so far: how a drain tells that one came. */
  accepted: number;
}

const states = new WeakMap<Server, ServerState>();

const count = (counts: Map<string, number>, key: string, by: number) => {
  const n = (counts.get(key) ?? 0) + by;
  if (n > 0) counts.set(key, n);
  else counts.delete(key);
  return n;
};

const TOO_MANY = JSON.stringify({ Message: 'Too many requests from this address at once. Please try again in a moment.' });

/** The HTTP server that answers with `fetch`, holding every connection to `limits`. */
export function createHttpServer(fetch: Fetch, limits: ConnectionLimits): ServerType {
  const listener = getRequestListener(fetch);
  const state: ServerState = { limits, open: new Map(), perAddress: new Map(), draining: false, accepted: 0 };
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: limits.checkEveryMs,
    },
    (request: IncomingMessage, response: ServerResponse) => {
      const socket = request.socket;
      const connection = state.open.get(socket);
      if (connection) connection.request = request;
      response.once('finish', () => {
        if (!connection) return;
        connection.request = undefined;
        connection.since = Date.now();
        connection.bytesAt = socket.bytesRead;
      });
      if (state.draining) response.setHeader('Connection', 'close');
      if (limits.trustProxy) {
        // The proxy appends the address it saw (server/lib/request-frame.ts reads it the same way).
        const address = clientOf((request.headers['x-forwarded-for'] as string | undefined)?.split(',').at(-1)?.trim() || socket.remoteAddress || 'unknown');
        if (count(state.perAddress, address, 1) > limits.perAddress) {
          count(state.perAddress, address, -1);
          response.writeHead(429, { 'Content-Type': 'application/json', 'Retry-After': '1', Connection: 'close' }).end(TOO_MANY);
          return;
        }
        response.once('close', () => count(state.perAddress, address, -1));
      }
      return listener(request, response);
    },
  );
  server.maxConnections = limits.maxConnections;
  server.on('connection', (socket: Socket) => {
    state.accepted += 1;
    if (!limits.trustProxy) {
      const address = clientOf(socket.remoteAddress ?? 'unknown');
      if (count(state.perAddress, address, 1) > limits.perAddress) {
        count(state.perAddress, address, -1);
        socket.destroy();
        return;
      }
      socket.once('close', () => count(state.perAddress, address, -1));
    }
    state.open.set(socket, { since: Date.now(), bytesAt: 0 });
    socket.once('close', () => state.open.delete(socket));
  });
  const sweep = setInterval(() => shedWhenBusy(state), Math.max(100, Math.min(limits.checkEveryMs, limits.slowAfterMs)));
  sweep.unref();
  server.once('close', () => clearInterval(sweep));
  states.set(server, state);
  return server;
}

/**
 * When the server is busy, closes the connections that hold a slot without using it: idle ones (kept
 * alive, or opened and silent) and those whose request arrives too slowly. A request whose whole body
 * has arrived is the server's to answer and is never closed here.
 */
function shedWhenBusy(state: ServerState) {
  const { limits, open } = state;
  if (open.size < limits.busyAt) return;
  const now = Date.now();
  for (const [socket, connection] of open) {
    const waited = now - connection.since;
    if (waited < limits.slowAfterMs) continue;
    if (connection.request?.complete) continue;
    const arrived = socket.bytesRead - connection.bytesAt;
    if (arrived / (waited / 1000) < limits.minBytesPerSecond) socket.destroy();
  }
}

/** How a server stops (see `drain`). */
export interface DrainTimes {
  /** Connections idle this long (long enough for a client's next request already under way to arrive) are closed. */
  graceMs: number;
  /** Connections still open then are cut. */
  withinMs: number;
  /** How long the listener may wait for a moment when no connection is waiting to be accepted. */
  listenAtMostMs: number;
}

/**
 * Stops the server as a service manager asks it to: no new connections; the requests in flight are
 * answered, and so is any request that arrives on an open connection meanwhile; connections idle for
 * `graceMs` are closed. Resolves once every connection is closed, or at `withinMs` when some are
 * still open, which are then cut: how many were.
 *
 * The kernel resets every connection it has completed but the server has not yet accepted when the
 * listener closes, after its client has sent its request. Node accepts one connection per turn of its
 * event loop, so on a busy server such connections wait for hundreds of milliseconds. The listener is
 * therefore closed right after a short turn that accepted none, `listenAtMostMs` at most; until then
 * answers keep their connections open, since each one closed would bring a new connection to that
 * queue (docs/decisions/067). From then on every answer carries `Connection: close`.
 */
export function drain(server: ServerType, times: DrainTimes): Promise<{ cut: number }> {
  const state = states.get(server as Server);
  const http = server as Server;
  return new Promise((resolve) => {
    let idleSweep: NodeJS.Timeout | undefined;
    let listening = true;
    // net.Server's close: stops listening and waits for the open connections, without http.Server's
    // closing of the idle ones at once, which would reset a request already on its way on one of them.
    const stopListening = () => {
      if (!listening) return;
      listening = false;
      if (state) state.draining = true;
      NetServer.prototype.close.call(http, () => {
        clearTimeout(deadline);
        clearInterval(idleSweep);
        resolve({ cut: 0 });
      });
    };
    const deadline = setTimeout(() => {
      stopListening();
      const cut = state?.open.size ?? 0;
      clearInterval(idleSweep);
      http.closeAllConnections();
      resolve({ cut });
    }, times.withinMs);
    if (state) void whenNoConnectionWaits(state, times.listenAtMostMs).then(stopListening);
    else stopListening();
    let sweeping = false;
    const closeIdle = () => {
      if (sweeping) return;
      sweeping = true;
      afterAShortTurn(() => {
        sweeping = false;
        if (state) closeIdleSince(state, times.graceMs);
        else http.closeIdleConnections();
      });
    };
    setTimeout(() => {
      closeIdle();
      idleSweep = setInterval(closeIdle, 100).unref();
    }, times.graceMs).unref();
  });
}

/**
 * Resolves in the check phase of a turn of the event loop that accepted no connection: its poll
 * phase found the listener's queue empty, so closing the listener then resets none that waited
 * there, only one completed during that turn. For the first third of `atMostMs` only a short turn
 * will do, so that such a one is a few milliseconds old at most; on a process too starved for short
 * turns, any turn that accepted none. After `atMostMs`, and `FORCE_AFTER_TURNS` turns, it resolves
 * anyway: clients that connect as fast as the server accepts keep that queue from emptying. The
 * turns count too because a process starved for seconds finds the time up at its first turn, with
 * connections still queued that a few more turns would accept.
 */
function whenNoConnectionWaits(state: ServerState, atMostMs: number): Promise<void> {
  const began = Date.now();
  const elapsed = () => Date.now() - began;
  let turns = 0;
  return new Promise((resolve) => {
    const turn = () => {
      const before = state.accepted;
      turns += 1;
      afterAShortTurn(
        () => (state.accepted === before || (elapsed() >= atMostMs && turns >= FORCE_AFTER_TURNS) ? resolve() : turn()),
        () => elapsed() >= atMostMs / 3,
      );
    };
    turn();
  });
}

const FORCE_AFTER_TURNS = 50;

/**
 * Runs `then` in the check phase of the first turn of the event loop that took under
 * `SHORT_TURN_MS`, or once `orWhen` holds. A connection looks idle when nothing has been read from it since its last answer, but bytes that
 * arrived after the poll phase began are not read yet: closing it with them unread makes the kernel
 * reset it, and the request they carry is lost. A process starved of CPU, or busy with a query inside
 * the poll phase, leaves such bytes unread for as long as the turn takes; after a short turn they can
 * only be a few milliseconds old.
 */
function afterAShortTurn(then: () => void, orWhen: () => boolean = () => false) {
  const turn = () => {
    const began = performance.now();
    // An immediate set in the check phase runs in the next turn's, after that turn's poll phase.
    setImmediate(() => (performance.now() - began < SHORT_TURN_MS || orWhen() ? then() : turn()));
  };
  setImmediate(turn);
}

const SHORT_TURN_MS = 10;

/** Closes the connections that have had no request in flight, nor a byte of one, for `ms`. */
function closeIdleSince(state: ServerState, ms: number) {
  const now = Date.now();
  for (const [socket, connection] of state.open) {
    if (!connection.request && socket.bytesRead === connection.bytesAt && now - connection.since >= ms) socket.destroy();
  }
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
