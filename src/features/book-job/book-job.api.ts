import type { TradeRef } from '../../../contract/catalogue';
import type { PublicJobRequest } from '../../../contract/public';
import { api } from '../../api/client';
import { describeServerError, type ErrorDisplay } from '../../api/errors';
import { loadTradeRefs } from '../../api/trade-refs';

export interface BookJobData {
  trades: TradeRef[];
  error?: ErrorDisplay;
}

/** The route's loader: the services a job can be booked for. Never throws. */
export async function loadBookJob(): Promise<BookJobData> {
  try {
    return { trades: await loadTradeRefs() };
  } catch (error) {
    return { trades: [], error: describeServerError(error) };
  }
}

export const sendJobRequest = (body: PublicJobRequest, header: { 'x-recaptcha-token'?: string }) => api.POST('/PublicJobRequest', { body, params: { header } });
