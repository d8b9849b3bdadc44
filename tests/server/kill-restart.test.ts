import { describe, expect, it } from 'vitest';
import { useMigratedDataFolder, useServerProcesses } from './server-process';
import { newClientIp } from './sign-in';

const { cwd, dataDir } = useMigratedDataFolder('kill-restart');
const servers = useServerProcesses('kill-restart');

/**
 * The built server on PGlite in `dataDir`, behind a proxy so each write comes from an address of its
 * own and no per-address limit stands in the way.
 */
async function startServer() {
  const server = await servers.start({ cwd, env: { TRUST_PROXY: 'true', DATA_DIR: dataDir } });
  const subscribe = (email: string) => server.post('/EmailSubscription', { email }, { 'X-Forwarded-For': newClientIp() });
  return { subscribe, kill: server.kill };
}

describe('a server killed with SIGKILL while it takes writes', () => {
  it('keeps, after a restart on the same data folder, every write it acknowledged', async () => {
    const server = await startServer();
    const acknowledged: string[] = [];
    let sent = 0;
    /** Keeps sending sign-ups, one after another, until the server goes away under it. */
    const writer = async (lane: number) => {
      for (;;) {
        const email = `kill-${lane}-${(sent += 1)}@example.com`;
        const res = await server.subscribe(email).catch(() => undefined);
        if (!res) return;
        if (res.status === 201) acknowledged.push(email);
        else throw new Error(`a sign-up answered ${res.status}: ${await res.text()}`);
      }
    };
    const writers = Array.from({ length: 6 }, (_, lane) => writer(lane));
    // Killed in the middle of the stream: writes are being answered and more are in flight.
    while (acknowledged.length < 80) await new Promise((resolve) => setTimeout(resolve, 20));
    await server.kill();
    await Promise.all(writers);
    const beforeKill = acknowledged.length;
    expect(sent).toBeGreaterThan(beforeKill);

    const restarted = await startServer();
    const answers = await Promise.all(acknowledged.map(async (email) => [email, (await restarted.subscribe(email)).status] as const));
    // 200 is "already subscribed"; a 201 would be a write acknowledged before the kill and lost.
    expect(answers.filter(([, status]) => status !== 200)).toEqual([]);
    expect(answers).toHaveLength(beforeKill);
    await restarted.kill();
  }, 180_000);
});
