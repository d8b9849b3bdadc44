import { authenticationRoutes } from './routes/authentication.routes';
import { emailSubscriptionRoutes } from './routes/email-subscription.routes';
import { healthRoutes } from './routes/health.routes';
import { tradesRoutes } from './routes/trades.routes';
import { errorHandler, router } from './lib/http';

/** Every route under /api/v1; the OpenAPI document is generated from this tree. */
export const api = router()
  .route('/', healthRoutes)
  .route('/', authenticationRoutes)
  .route('/', tradesRoutes)
  .route('/', emailSubscriptionRoutes);

api.notFound((c) => c.json({ Message: `No API route matches ${c.req.method} ${c.req.path}.` }, 404));
api.onError(errorHandler);

export type Api = typeof api;
