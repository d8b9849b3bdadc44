import { describeRoute } from 'hono-openapi';
import { Health } from '../../contract/public';
import { json } from '../lib/http';
import { healthcheck } from './health.handlers';
import { router } from '../app-bindings';

export const healthRoutes = router().get(
  '/Healthcheck',
  describeRoute({
    operationId: 'healthcheck',
    tags: ['Health'],
    summary: 'Whether the API and its database answer',
    responses: { 200: json(Health, 'Healthy'), 503: json(Health, 'The database does not answer, or the instance is stopping') },
  }),
  healthcheck,
);
