import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ErrorReporter } from '../../server/lib/error-reporting';
import { createLogger } from '../../server/lib/logger';
import { useTestApi } from './harness';
import { signIn } from './sign-in';

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
