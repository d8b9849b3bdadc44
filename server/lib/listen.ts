import type { AddressInfo } from 'node:net';
import type { ServerType } from '@hono/node-server';

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
