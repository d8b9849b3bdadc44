import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useServerProcesses } from './server-process';

const servers = useServerProcesses('production-settings');
const cwd = mkdtempSync(path.join(tmpdir(), 'production-settings-'));
afterAll(() => rmSync(cwd, { recursive: true, force: true }));
let folders = 0;
const dataDir = () => path.join(cwd, `data-${(folders += 1)}`);

describe('a production server', () => {
  it('without Twilio does not start unless the console outbox is chosen, and says which settings to make', async () => {
    const run = await servers.run({ cwd, env: { DATA_DIR: dataDir(), SMS_CONSOLE_OUTBOX: 'false' } });
    expect(run.code).toBe(1);
    expect(run.output).toContain('TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM_NUMBER are empty');
    expect(run.output).toContain('SMS_CONSOLE_OUTBOX=true');
  }, 40_000);

  it('with the console outbox chosen starts, and says the codes go to the outbox file and never to the log', async () => {
    const folder = dataDir();
    const server = await servers.start({ cwd, env: { DATA_DIR: folder, SMS_CONSOLE_OUTBOX: 'true' } });
    expect(server.output()).toContain(`Login codes are written to ${path.join(folder, 'outbox.jsonl')} only (console outbox, SMS_CONSOLE_OUTBOX=true; never to this log)`);
    await server.kill();
  }, 60_000);

  it('on PostgreSQL without JWT_SECRET does not start, and says that every instance needs the same one', async () => {
    // It stops before it reaches the database: no server needs to listen at this address.
    const run = await servers.run({ cwd, env: { DATA_DIR: dataDir(), DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none' } });
    expect(run.code).toBe(1);
    expect(run.output).toContain('JWT_SECRET is empty while DATABASE_URL is set');
    expect(run.output).toContain('set JWT_SECRET');
  }, 40_000);
});
