import { describeRoute } from 'hono-openapi';
import { TradesPage, TradesQuery } from '../../contract/catalogue';
import { json, validate } from '../lib/http';
import { cachedCatalogue } from '../lib/response-cache';
import { listTrades } from './trades.handlers';
import { router } from '../app-bindings';

export const tradesRoutes = router().get(
  '/Trades',
  describeRoute({
    operationId: 'listTrades',
    tags: ['Catalogue'],
    summary: 'Trades the provider offers',
    responses: { 200: json(TradesPage, 'A page of trades') },
  }),
  cachedCatalogue,
  validate('query', TradesQuery),
  listTrades,
);
