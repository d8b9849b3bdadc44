import { createServer } from 'node:net';

/** A port on 127.0.0.1 that nothing listens on just now, for a server a script or a test starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    // The probe never keeps the process alive: it only lends the operating system's choice of port.
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
