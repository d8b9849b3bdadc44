import type { TradeRef } from '../../../contract/catalogue';
import type { PublicJobRequest } from '../../../contract/public';
import { api } from '../../api/client';
import { describeServerError, type ErrorDisplay } from '../../api/errors';
import { loadOnce } from '../../lib/url-search';

export interface BookJobData {
  trades: TradeRef[];
  error?: ErrorDisplay;
}

const loadTrades = loadOnce(async () => {
  const { data, error } = await api.GET('/Trades', { params: { query: { PerPage: 100, OrderBy: 'name' } } });
  if (!data) throw error ?? new Error('The list of services could not be loaded.');
  return data.items.map(({ id, name, slug }): TradeRef => ({ id, name, slug }));
});

/** The route's loader: the services a job can be booked for. Never throws. */
export async function loadBookJob(): Promise<BookJobData> {
  try {
    return { trades: await loadTrades() };
  } catch (error) {
    return { trades: [], error: describeServerError(error) };
  }
}

export const sendJobRequest = (body: PublicJobRequest, header: { 'x-recaptcha-token'?: string }) => api.POST('/PublicJobRequest', { body, params: { header } });
