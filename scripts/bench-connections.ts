/**
 * The connection attack of `npm run bench`: the built server holding 1,000 slow connections from one
 * address (the headers of a sign-in refresh announcing a 100,000-byte body, then a few bytes of it),
 * reopened as they are closed, while another address of this machine asks for the health check.
 */
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';

const ATTACKERS = 1000;

function holdSlowly(url: URL): Socket {
  const socket = connect({ port: Number(url.port), host: url.hostname, localAddress: '127.0.0.1' });
  socket.on('error', () => {});
  socket.write(`POST /api/v1/Authentication/refresh HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"refreshToken":"`);
  return socket;
}

function timedHealthCheck(url: URL): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: Number(url.port), path: '/api/v1/Healthcheck', localAddress: '127.0.0.2', headers: { Connection: 'close' }, agent: false },
      (res) => {
        res.resume();
        res.on('end', () => (res.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`the health check answered ${res.statusCode}`))));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** How many of the 1,000 connections the server still holds after a second, and the other address's p99 meanwhile. */
export async function slowConnectionsAttack(serverUrl: string, checks: number): Promise<{ held: number; p99Ms: number }> {
  const url = new URL(serverUrl);
  const sockets = Array.from({ length: ATTACKERS }, () => holdSlowly(url));
  try {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const held = sockets.filter((socket) => !socket.destroyed && socket.readyState === 'open').length;
    let next = 0;
    // Some 40 reopened a second, above the 11 to 33 that kept the server down before it capped them.
    const reopening = setInterval(() => {
      for (let i = 0; i < 2; i++) {
        next = (next + 1) % sockets.length;
        if (sockets[next]!.destroyed) sockets[next] = holdSlowly(url);
      }
    }, 50);
    const times: number[] = [];
    try {
      for (let i = 0; i < checks; i++) times.push(await timedHealthCheck(url));
    } finally {
      clearInterval(reopening);
    }
    times.sort((a, b) => a - b);
    return { held, p99Ms: times[Math.ceil(times.length * 0.99) - 1]! };
  } finally {
    for (const socket of sockets) socket.destroy();
  }
}
