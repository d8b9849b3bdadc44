import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, expect } from 'vitest';
import type { Identity } from '../../machines/identity';
import { withoutScrolling } from '../../src/test/app';

/**
 * A server that answers as a path says: requests to the `held` paths wait until the test answers
 * them (`answer`), as a server that is slow, refuses, or is out of reach; signing in and saving the
 * profile are answered at once. For path tests through the whole app (auth.ui.test.tsx,
 * refresh-queue.ui.test.tsx).
 */

interface Held {
  path: string;
  request: Request;
  settle: (answer: Response | Error) => void;
}

type Answer = Response | Error | ((request: Request) => Response | Error | Promise<Response | Error>);

const pathOf = (request: Request) => new URL(request.url).pathname.replace('/api/v1', '');

export function scriptedApi(options: { held: readonly string[]; identity: Identity; signInAs?: string }) {
  const calls: string[] = [];
  const held: Held[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const path = pathOf(request);
    calls.push(`${request.method} ${path} ${request.headers.get('Authorization') ?? ''}`.trim());
    if (options.held.includes(path)) {
      return new Promise<Response>((resolve, reject) => held.push({ path, request, settle: (a) => (a instanceof Error ? reject(a) : resolve(a)) }));
    }
    if (path === '/Authentication/send-phone-login-token') return Response.json({ resendAfterSeconds: 30, expiresInSeconds: 600 }, { status: 202 });
    if (path === '/Authentication/phone-login') {
      const token = options.signInAs ?? 'access-2';
      return Response.json({ token, refreshToken: `${token}-refresh` });
    }
    if (path === '/Authentication/update-current-user') {
      const profile = (await request.json()) as Pick<Identity, 'firstName' | 'lastName' | 'email'>;
      return Response.json({ ...options.identity, ...profile });
    }
    return Response.json({ Message: 'Not here.' }, { status: 404 });
  };

  const waiting = (path: string, which: (request: Request) => boolean = () => true) => held.filter((h) => h.path === path && which(h.request));
  return {
    fetch,
    calls,
    /** How many requests to `path` (those `which` picks) wait for an answer. */
    waiting: (path: string, which?: (request: Request) => boolean) => waiting(path, which).length,
    /**
     * Answers every request to `path` (those `which` picks) waiting now, after waiting for one to
     * arrive; how many it answered.
     */
    async answer(path: string, answer: Answer, { which, timeout = 5000 }: { which?: (request: Request) => boolean; timeout?: number } = {}): Promise<number> {
      await waitFor(() => expect(waiting(path, which).length, `a request to ${path}`).toBeGreaterThan(0), { timeout });
      const now = waiting(path, which);
      for (const h of now) held.splice(held.indexOf(h), 1);
      for (const h of now) h.settle(typeof answer === 'function' ? await answer(h.request) : answer instanceof Response ? answer.clone() : answer);
      return now.length;
    },
  };
}

export type ScriptedApi = ReturnType<typeof scriptedApi>;

export const refused = () => Response.json({ Message: 'Sign in to continue.' }, { status: 401 });
export const unreachable = () => new TypeError('Failed to fetch');

/** What the session asks of the server: the account, and new tokens. */
export const IDENTITY = '/Authentication/current-identity';
export const REFRESH = '/Authentication/refresh';
/** A page's own request (My Job Requests), answered as the path says. */
export const PAGE = '/JobRequests';

/** The refresh's answer: the `n`th pair of new tokens. */
export const renewedTokens = (n: number) => Response.json({ token: `access-r${n}`, refreshToken: `refresh-r${n}` });
/** The refresh's answer when the session cannot be renewed. */
export const refreshRefused = () => Response.json({ Message: 'Please sign in again.' }, { status: 401 });

/**
 * The hooks of a test file that walks paths through the whole app: no scrolling in jsdom, the
 * session's lazy chunks loaded before the first walk's clock starts (two cores, many test files),
 * and each walk's screen removed after it.
 */
export function walkingTheApp() {
  beforeAll(withoutScrolling);
  beforeAll(() => Promise.all([import('../../src/auth/runtime'), import('../../src/auth/SignedInMenu'), import('../../src/components/ui/Toaster')]), 60_000);
  afterEach(cleanup);
}
