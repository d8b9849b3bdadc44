import { FAILURE_MESSAGES } from '../../machines/api-failure';
import { describeServerError, type ErrorDisplay } from './errors';

/**
 * A read's outcome as a value: the data, or what to show instead. Route loaders hand pages promises
 * of these, which never reject, so a section that failed shows its own message (and the rest of the
 * page still works) without an error boundary around every section.
 */
export type Loaded<T> = { data: T; error?: undefined } | { data?: undefined; error: ErrorDisplay };

/** An openapi-fetch answer as `Loaded`: 2xx data, the server's error as spec section 8 shows it, or no answer at all. */
export async function settle<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<Loaded<T>> {
  try {
    const { data, error, response } = await call;
    return response.ok && data !== undefined ? { data } : { error: describeServerError(error) };
  } catch {
    return { error: { title: FAILURE_MESSAGES.network } };
  }
}
