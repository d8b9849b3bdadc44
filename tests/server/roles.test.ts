import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { projectPath } from '../../server/project-path';
import { aContractor } from './factories';
import { useTestApi } from './harness';
import { bearerFor, newClientIp, signIn } from './sign-in';

/**
 * The role matrix: every operation of the OpenAPI document declares who may call it in its security
 * requirement (none: anyone; `bearer: []`: any signed-in user; `bearer: ['Contractor']`: that type of
 * user only), and answers a consumer, a contractor and a caller without a token accordingly.
 */
interface Operation {
  security?: { bearer: string[] }[];
}
const document = JSON.parse(readFileSync(projectPath('contract/openapi.json'), 'utf8')) as { paths: Record<string, Record<string, Operation>> };
const operations = Object.entries(document.paths).flatMap(([path, ops]) =>
  Object.entries(ops).map(([method, op]) => ({ path, method: method.toUpperCase(), roles: op.security?.[0]?.bearer })),
);

const api = await useTestApi({ env: { TRUST_PROXY: 'true' } });
const NO_ONE = '5d1f4a2e-8c3b-4f6a-9e7d-1b2c3d4e5f60';

const call = (method: string, path: string, auth: Record<string, string>) =>
  api.request(path.replace(/\{\w+\}/g, NO_ONE), {
    method,
    headers: { ...auth, 'Content-Type': 'application/json', 'X-Forwarded-For': newClientIp() },
    body: method === 'GET' ? undefined : '{}',
  });

describe('who may call each operation', () => {
  it('is declared by every operation, as anyone, any signed-in user, or named user types', () => {
    for (const { roles } of operations) if (roles) for (const role of roles) expect(['Consumer', 'Contractor', 'SystemManager']).toContain(role);
  });

  it.each(operations)('$method $path answers each caller as it declares: $roles', async ({ method, path, roles }) => {
    // Users of their own: one operation deletes the account that calls it.
    const consumer = (await signIn(api)).auth;
    const contractor = await bearerFor(api, (await aContractor(api.db)).userId);
    const anonymous = await call(method, path, {});
    const asConsumer = await call(method, path, consumer);
    const asContractor = await call(method, path, contractor);
    if (!roles) {
      expect(anonymous.status, 'a public operation answers without a token').not.toBe(401);
      return;
    }
    expect(anonymous.status, 'no token').toBe(401);
    for (const [type, res] of [['Consumer', asConsumer], ['Contractor', asContractor]] as const) {
      const allowed = roles.length === 0 || roles.includes(type);
      if (allowed) expect([401, 403], `${type} may call it`).not.toContain(res.status);
      else {
        expect(res.status, `${type} may not call it`).toBe(403);
        expect(await res.json()).toEqual({ Message: expect.any(String) });
      }
    }
  });

  /** What a contractor reads on a customer's operation: what it is for, and where their own jobs are. A job's estimates say what its request says. */
  const visits = 'Only the customer who booked a visit can reschedule or review it. Contractors find their jobs in the mobile app.';
  const contractorIsTold: [prefix: string, words: string][] = [
    ['/JobRequests', 'Job requests are for customer accounts. Contractors find their jobs in the mobile app.'],
    ['/Memberships/', 'Memberships are for customer accounts.'],
    ['/JobAppointments/', visits],
    ['/JobReviews/', visits],
    ['/Files', 'Photos are added to job requests, which are for customer accounts. Contractors see a job’s photos in the mobile app.'],
  ];
  const customersOnly = operations.filter(({ roles }) => roles?.length === 1 && roles[0] === 'Consumer');

  it.each(customersOnly)('$method $path tells a contractor what it is for', async ({ method, path }) => {
    const words = contractorIsTold.find(([prefix]) => path.startsWith(prefix))?.[1];
    expect(words, 'the words a contractor reads are listed here').toBeDefined();
    const res = await call(method, path, await bearerFor(api, (await aContractor(api.db)).userId));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ Message: words });
  });
});
