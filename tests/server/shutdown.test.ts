import { describe, expect, it } from 'vitest';
import { useMigratedDataFolder, useServerProcesses } from './server-process';
import { newClientIp } from './sign-in';

const { cwd, dataDir } = useMigratedDataFolder('shutdown');
const servers = useServerProcesses('shutdown');

/** Why a request failed: `refused` when it never reached the server (it had stopped listening), else what cut it. */
function failure(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code === 'ECONNREFUSED' ? 'refused' : `${cause?.code ?? ''} ${cause?.message ?? String(error)}`;
}

describe('a server stopped with SIGTERM while 20 clients keep writing over kept-alive connections', () => {
  it('exits 0 within 10 s, answers every request it took, and keeps every write it acknowledged', async () => {
    const start = () => servers.start({ cwd, env: { DATA_DIR: dataDir, TRUST_PROXY: 'true' } });
    const server = await start();
    const subscribe = (email: string) => server.post('/EmailSubscription', { email }, { 'X-Forwarded-For': newClientIp() });
    const acknowledged: string[] = [];
    const cut: string[] = [];
    let sent = 0;
    /** Sends sign-ups one after another on its connection until the server no longer takes connections. */
    const writer = async (lane: number) => {
      for (;;) {
        const email = `stop-${lane}-${(sent += 1)}@example.com`;
        const res = await subscribe(email).catch((error: unknown) => failure(error));
        if (res === 'refused') return;
        if (typeof res === 'string') {
          cut.push(res);
          return;
        }
        if (res.status === 201) acknowledged.push(email);
        else throw new Error(`a sign-up answered ${res.status}: ${await res.text()}`);
      }
    };
    const writers = Array.from({ length: 20 }, (_, lane) => writer(lane));
    while (acknowledged.length < 100) await new Promise((resolve) => setTimeout(resolve, 20));
    const stopped = await server.stop('SIGTERM', 10_000);
    await Promise.all(writers);

    expect(stopped.code).toBe(0);
    expect(stopped.ms).toBeLessThan(10_000);
    expect(cut).toEqual([]);
    expect(server.output()).not.toContain('connections still open');

    const restarted = await start();
    const answers = await Promise.all(acknowledged.map(async (email) => [email, (await restarted.post('/EmailSubscription', { email }, { 'X-Forwarded-For': newClientIp() })).status] as const));
    // 200 is "already subscribed"; a 201 would be a sign-up acknowledged before the stop and lost.
    expect(answers.filter(([, status]) => status !== 200)).toEqual([]);
    await restarted.kill();
  }, 120_000);
});
