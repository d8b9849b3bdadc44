import type { TradeRef } from '../../../contract/catalogue';
import type { AskedContractor } from '../../components/forms/AskedContractorNote';
import type { PublicJobRequest } from '../../../contract/public';
import { api } from '../../api/client';
import { describeFailure, type ErrorDisplay } from '../../api/errors';
import { loadTradeRefs } from '../../api/trade-refs';

export interface BookJobData {
  trades: TradeRef[];
  /** The contractor a card's "Book a job" asked for, when found: offered the job first if they do its service. */
  contractor?: AskedContractor | undefined;
  error?: ErrorDisplay;
}

/** The route's loader: the services a job can be booked for, and the contractor asked for. Never throws. */
export async function loadBookJob(contractorId?: string): Promise<BookJobData> {
  try {
    const [trades, contractor] = await Promise.all([loadTradeRefs(), contractorId ? loadContractor(contractorId) : undefined]);
    return { trades, contractor };
  } catch (error) {
    return { trades: [], error: describeFailure(error) };
  }
}

/** A contractor who is gone is not asked first; the booking still goes to the nearest. */
async function loadContractor(id: string) {
  const { data } = await api.GET('/Contractors/{id}', { params: { path: { id } } });
  return data ? { id: data.id, businessName: data.businessName, trades: data.trades } : undefined;
}

export const sendJobRequest = (body: PublicJobRequest, header: { 'x-recaptcha-token'?: string }) => api.POST('/PublicJobRequest', { body, params: { header } });
