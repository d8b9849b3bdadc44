import { beforeEach } from 'vitest';
import type * as ClientModule from '../api/client';

/**
 * The API behind the app's client in a UI test, in memory: each test says what the server answers
 * and reads what reached it. A test file swaps the client's module for one that talks to it:
 *
 *   vi.mock('../../api/client', async (importOriginal) => (await import('../../test/fake-api')).withFakeApi(await importOriginal()));
 *   const server = fakeApiAnswering((url) => (url.pathname.endsWith('/Trades') ? paged([PLUMBING]) : notFound()));
 */

/** A request as the server received it. */
export interface SentRequest {
  url: URL;
  method: string;
  headers: Headers;
  /** The JSON body, if there was one. */
  body: unknown;
}

export type Answer = (url: URL, request: Request) => Response | Promise<Response>;

export const API_BASE_URL = 'http://app.test/api/v1';

const unanswered: Answer = () => new Response(null, { status: 500 });

/** One per test file: the mocked client module and the test share it. */
export const fakeApi = { sent: [] as SentRequest[], answer: unanswered };

/** The client module with its `api` sending to the fake server (the page's origin is the API's). */
export function withFakeApi(actual: typeof ClientModule): typeof ClientModule {
  return {
    ...actual,
    api: actual.createApiClient({
      baseUrl: API_BASE_URL,
      pageOrigin: () => new URL(API_BASE_URL).origin,
      fetch: async (request) => {
        const url = new URL(request.url);
        fakeApi.sent.push({ url, method: request.method, headers: request.headers, body: await request.clone().json().catch(() => undefined) });
        return fakeApi.answer(url, request);
      },
    }),
  };
}

/** Before each test: nothing sent yet, and the server answers with `answer` until the test says otherwise. */
export function fakeApiAnswering(answer: Answer = unanswered) {
  beforeEach(() => {
    fakeApi.sent = [];
    fakeApi.answer = answer;
  });
  return fakeApi;
}

/** A paged list answer, `{ items, page, perPage, totalItems, totalPages }`. */
export const paged = <T>(items: T[], { page = 1, perPage = 20, totalPages = 1 } = {}) =>
  Response.json({ items, page, perPage, totalItems: items.length, totalPages });

/** A 400 validation problem (RFC 9457) with messages per field. */
export const validationProblem = (errors: Record<string, string[]>, detail?: string) =>
  new Response(JSON.stringify({ type: 'about:blank', title: 'Validation Error', status: 400, ...(detail ? { detail } : {}), errors }), {
    status: 400,
    headers: { 'Content-Type': 'application/problem+json' },
  });

export const notFound = () => new Response(null, { status: 404 });

/** A UUID made from a small number, so fixtures can refer to each other. */
export const uuid = (n: number) => `0b6a0f7e-5c1d-4e0b-9a43-${String(n).padStart(12, '0')}`;
