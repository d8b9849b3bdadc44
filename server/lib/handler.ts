import type { Context, Env } from 'hono';

/** What the `validate` middlewares before a handler produced, by target (`json`, `query`, `param`, `header`). */
type Validated<T extends object> = { in: { [K in keyof T]: unknown }; out: T };

/**
 * A route's handler written apart from its wiring (`<name>.handlers.ts`): `E` is what the middlewares
 * put on `c.var` (e.g. `AuthBindings`), `T` what `c.req.valid(...)` gives per target.
 *
 *     export const list: RouteHandler<AuthBindings, { query: ListQuery }> = async (c) => c.json(..., 200);
 */
export type RouteHandler<E extends Env, T extends object = Record<never, never>> = (c: Context<E, string, Validated<T>>) => Promise<Response>;
