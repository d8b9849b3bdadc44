import { EventEmitter } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { ServerType } from '@hono/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import { listen } from './listen';

const opened: Server[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});
const aServer = () => {
  const server = createServer();
  opened.push(server);
  return server;
};

/** A server whose operating system refuses the port with `code`, as it does for a user without privileges. */
class RefusedServer extends EventEmitter {
  constructor(private readonly code: string) {
    super();
  }
  listen() {
    queueMicrotask(() => this.emit('error', Object.assign(new Error(`listen ${this.code}`), { code: this.code })));
  }
}
const refusedWith = (code: string) => new RefusedServer(code) as unknown as ServerType;

describe('taking the port at start-up', () => {
  it('answers the address it listens on', async () => {
    const address = await listen(aServer(), 0, '127.0.0.1');
    expect(address.address).toBe('127.0.0.1');
    expect(address.port).toBeGreaterThan(0);
  });

  it('says a port in use is in use, and what to do', async () => {
    const { port } = await listen(aServer(), 0, '127.0.0.1');
    await expect(listen(aServer(), port, '127.0.0.1')).rejects.toThrow(`Port ${port} is in use: stop the other server or set PORT.`);
  });

  it('says an address of another machine is not this one’s', async () => {
    await expect(listen(aServer(), 0, '203.0.113.7')).rejects.toThrow('HOST 203.0.113.7 is not an address of this machine: set HOST (0.0.0.0 listens on all of them).');
  });

  it('says a privileged port needs another choice', async () => {
    await expect(listen(refusedWith('EACCES'), 80, '0.0.0.0')).rejects.toThrow('Port 80 needs privileges this user does not have: choose a port above 1023 with PORT.');
  });

  it('passes any other failure on with where it tried', async () => {
    await expect(listen(refusedWith('EMFILE'), 3000, '0.0.0.0')).rejects.toThrow('Cannot listen on 0.0.0.0:3000: listen EMFILE');
  });
});
