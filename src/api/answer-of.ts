import { classifyHttpFailure, type ClassifyOptions, isApiFailure, toApiFailure } from '../../machines/api-failure';

// Apart from the auth actors (src/auth/auth.actors.ts), which use it too: a page's API calls need it
// and should not bring XState along.

interface Answer<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** The data of a 2xx answer; anything else thrown as an `ApiFailure`. */
export async function answerOf<T>(call: Promise<Answer<T>>, options?: ClassifyOptions): Promise<T> {
  let answer: Answer<T>;
  try {
    answer = await call;
  } catch (error) {
    // Already classified (a failed refresh rethrown by the 401 queue), or no answer at all.
    throw isApiFailure(error) ? error : toApiFailure(error);
  }
  const { response } = answer;
  if (!response.ok) {
    throw classifyHttpFailure({ status: response.status, body: answer.error, retryAfter: response.headers.get('Retry-After') }, options);
  }
  return answer.data as T;
}
