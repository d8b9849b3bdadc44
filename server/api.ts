import { appointmentsRoutes } from './routes/appointments.routes';
import { assignedAppointmentsRoutes } from './routes/assigned-appointments.routes';
import { authenticationRoutes } from './routes/authentication.routes';
import { catalogueRoutes } from './routes/catalogue.routes';
import { contractorsRoutes } from './routes/contractors.routes';
import { emailSubscriptionRoutes } from './routes/email-subscription.routes';
import { filesRoutes } from './routes/files.routes';
import { healthRoutes } from './routes/health.routes';
import { jobRequestsRoutes } from './routes/job-requests.routes';
import { membershipsRoutes } from './routes/memberships.routes';
import { paymentSandboxRoutes } from './routes/payment-sandbox.routes';
import { proposalsRoutes } from './routes/proposals.routes';
import { publicFormsRoutes } from './routes/public-forms.routes';
import { storageRoutes } from './routes/storage.routes';
import { stripeWebhookRoutes } from './routes/stripe-webhook.routes';
import { tradesRoutes } from './routes/trades.routes';
import { router } from './app-bindings';

/** Every route under /api/v1; the OpenAPI document is generated from this tree. `createApp` answers its errors and unknown paths. */
export const api = router()
  .route('/', healthRoutes)
  .route('/', authenticationRoutes)
  .route('/', tradesRoutes)
  .route('/', emailSubscriptionRoutes)
  .route('/', catalogueRoutes)
  .route('/', storageRoutes)
  .route('/', contractorsRoutes)
  .route('/', membershipsRoutes)
  .route('/', jobRequestsRoutes)
  .route('/', proposalsRoutes)
  .route('/', appointmentsRoutes)
  .route('/', assignedAppointmentsRoutes)
  .route('/', filesRoutes)
  .route('/', publicFormsRoutes)
  .route('/', stripeWebhookRoutes)
  .route('/', paymentSandboxRoutes);

/** @public The API's routes and types, for typed clients (hono/client). */
export type Api = typeof api;
