import { expect } from 'vitest';

/** Asserts a 400 problem+json and answers its per-field messages. */
export async function validationErrors(res: Response): Promise<Record<string, string[]>> {
  expect(res.status).toBe(400);
  expect(res.headers.get('content-type')).toContain('application/problem+json');
  const body = await res.json();
  expect(body).toMatchObject({ title: 'Validation Error', status: 400 });
  return body.errors;
}

/** Asserts a `{ Message }` answer with the given status and answers the message. */
export async function domainError(res: Response, status: number): Promise<string> {
  expect(res.status).toBe(status);
  const body = await res.json();
  expect(body).toEqual({ Message: expect.any(String) });
  return body.Message;
}
