import { createMiddleware } from 'hono/factory';
import { requestId } from 'hono/request-id';
import type { AppBindings } from '../app-bindings';

/** The header that carries a request's id, in the request from our proxy and in every answer. */
const REQUEST_ID_HEADER = 'X-Request-Id';

/** Longest id taken from the proxy: a UUID, or the ids nginx, Envoy or a cloud load balancer send, fit well. */
const LONGEST_ID = 128;

const fromProxyOrOwn = requestId({ headerName: REQUEST_ID_HEADER, limitLength: LONGEST_ID });
const own = requestId({ headerName: '' });

/**
 * Names every request with an id, answered in `X-Request-Id` (errors included) and carried by every
 * log line written while it is served, so that a user's or a proxy's report leads to its lines. The
 * id our proxy sent is kept when `TRUST_PROXY` says there is one and the id is well-formed (letters,
 * digits, `_`, `-`, `=`); a client's own is never taken, since it could pose as another's request.
 */
export const nameRequests = (trustProxy: boolean) =>
  createMiddleware<AppBindings>((c, next) => {
    const named = async () => {
      c.set('log', c.get('log').child({ requestId: c.get('requestId') }));
      await next();
    };
    if (trustProxy) return fromProxyOrOwn(c, named);
    return own(c, async () => {
      c.header(REQUEST_ID_HEADER, c.get('requestId'));
      await named();
    });
  });
