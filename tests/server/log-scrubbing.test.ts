import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ErrorReporter } from '../../server/lib/error-reporting';
import { createLogger } from '../../server/lib/logger';
import { OUTBOX_FILE_NAME, type OutboxLine } from '../../server/notifications/outbox-file';
import { useTestApi } from './harness';
import { useMigratedDataFolder, useServerProcesses } from './server-process';
import { newClientIp, signIn } from './sign-in';

const lines: string[] = [];
const reported: unknown[] = [];
const errors: ErrorReporter = { description: 'recording', report: (error) => reported.push(error), flush: async () => {} };
const api = await useTestApi({ env: { TRUST_PROXY: 'true' }, log: createLogger({ write: (line) => lines.push(line) }), errors });

/** Everything an error report carries that a reporter could send on: message, stack, cause, own fields. */
const reportText = (error: unknown) => {
  const e = error as Error & Record<string, unknown>;
  return JSON.stringify({ message: e.message, stack: e.stack, cause: e.cause && String(e.cause), own: { ...e } });
};

describe('a database error while a request is served', () => {
  it('is logged and reported with what failed, and with none of the values the request carried', async () => {
    const user = await signIn(api, { profile: { firstName: 'Marguerite', lastName: 'Quillfeather', email: 'marguerite.q@example.com' } });
    // PostgreSQL refuses the row and, in its detail, quotes every value of it.
    await api.db.execute(sql`alter table contact_messages add constraint contact_messages_refused check (length(message) < 0) not valid`);
    const form = { name: 'Marguerite Quillfeather', email: 'marguerite.q@example.com', phone: '(508) 555-0147', message: 'My cellar floods at 14 Elmwood Lane' };
    lines.length = 0;
    const res = await api.post('/ContactUs', form, { ...user.auth, 'X-Forwarded-For': '203.0.113.77' });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ Message: 'Something went wrong on our side. Please try again.' });

    const logged = lines.filter((line) => line.includes('unhandled error'));
    expect(logged).toHaveLength(1);
    expect(reported).toHaveLength(1);
    const report = reportText(reported[0]);
    // What the operators need: the statement, the SQLSTATE and the constraint.
    for (const text of [logged[0]!, report]) {
      expect(text).toContain('insert into \\"contact_messages\\"');
      expect(text).toContain('code 23514');
      expect(text).toContain('contact_messages_refused');
    }
    const carried = ['Marguerite', 'Quillfeather', 'marguerite.q', '5085550147', '555-0147', 'cellar', 'Elmwood', '203.0.113.77', user.userId, user.phoneNumber.slice(2)];
    for (const value of carried) {
      expect(lines.join('\n')).not.toContain(value);
      expect(report).not.toContain(value);
    }
  });
});

describe('the log of a production server on the console outbox', () => {
  const { cwd, dataDir } = useMigratedDataFolder('log-journey');
  const servers = useServerProcesses('log-journey');

  it('holds no code, message body, phone number or e-mail address after a whole journey', async () => {
    // The demo data plays every step of a customer's jobs, texts and e-mails included, on the first start.
    const server = await servers.start({ cwd, env: { DATA_DIR: dataDir, TRUST_PROXY: 'true', SEED_DEMO_DATA: 'true', SMS_CONSOLE_OUTBOX: 'true' } });
    const email = 'winifred.oakhurst@example.com';
    const user = await signIn(server, { profile: { firstName: 'Winifred', lastName: 'Oakhurst', email } });
    const { items: trades } = (await (await server.get('/Trades?Name=Carpentry')).json()) as { items: { id: string; name: string }[] };
    const carpentry = trades.find((trade) => trade.name === 'Carpentry')!;
    const job = { tradeId: carpentry.id, name: 'Sticking back door', description: 'The back door sticks at 22 Lyman Street.', address: '22 Lyman Street', city: 'Southborough', zipCode: '01772', preferredDates: [] };
    expect((await server.post('/JobRequests', job, user.auth)).status).toBe(201);
    const form = { name: 'Winifred Oakhurst', email, phone: '(508) 555-0199', message: 'Do you clear gutters on Lyman Street?' };
    expect((await server.post('/ContactUs', form, { 'X-Forwarded-For': newClientIp() })).status).toBe(201);
    // The contractors the job was offered to are texted by the notification worker, shortly after.
    const outbox = () => readFileSync(path.join(dataDir, OUTBOX_FILE_NAME), 'utf8').trim().split('\n').map((line) => JSON.parse(line) as OutboxLine);
    await expect.poll(() => outbox().filter((line) => line.kind === 'JobOffered' && line.body.includes('Sticking back door')).length, { timeout: 15_000 }).toBeGreaterThan(0);
    await server.kill();

    const log = server.output();
    const sent = outbox();
    expect(sent.filter((line) => line.kind === 'LoginCode').length).toBeGreaterThan(0);
    expect(sent.filter((line) => line.kind === 'JobOffered').length).toBeGreaterThan(0);
    const leaked = [
      ...sent.flatMap((line) => [line.to, line.to.slice(2), ...line.body.split('\n').filter((text) => text.trim().length > 12)]),
      ...sent.flatMap((line) => (line.code ? [new RegExp(`(?<!\\d)${line.code}(?!\\d)`)] : [])),
      user.phoneNumber,
      user.phoneNumber.slice(2),
      email,
      '555-0199',
      'Lyman Street',
    ].filter((value) => (typeof value === 'string' ? log.includes(value) : value.test(log)));
    expect(leaked).toEqual([]);
    // The log still says what happened, without saying to whom.
    expect(log).toContain('Login code written to the console outbox');
  }, 120_000);
});
