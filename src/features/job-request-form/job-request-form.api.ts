import type { TradeRef } from '../../../contract/catalogue';
import type { Contractor } from '../../../contract/contractors';
import type { JobRequest } from '../../../contract/job-requests';
import { classifyHttpFailure, toApiFailure } from '../../../machines/api-failure';
import type { FormFailure } from '../../../machines/form-submission.machine';
import type { CreatedRequest, SubmitRequestInput, ZipAnswer } from '../../../machines/job-request-form.machine';
import { api } from '../../api/client';
import { describeFailure, describeServerError, type ErrorDisplay } from '../../api/errors';
import { loadTradeRefs } from '../../api/trade-refs';
import { toJobRequest } from './job-request-form.logic';

export interface NewJobRequestData {
  trades: TradeRef[];
  /** The contractor the request is for (a contractor card's "Book a job"), when found. */
  contractor?: Pick<Contractor, 'id' | 'businessName' | 'trades'> | undefined;
  error?: ErrorDisplay;
}

/** The route's loader: the services, and the contractor asked for. Never throws. */
export async function loadNewJobRequest(contractorId: string | undefined): Promise<NewJobRequestData> {
  try {
    const [trades, contractor] = await Promise.all([loadTradeRefs(), contractorId ? loadContractor(contractorId) : undefined]);
    return { trades, contractor };
  } catch (error) {
    return { trades: [], error: describeFailure(error) };
  }
}

/** A contractor who is gone (or never was) just is not asked first: the request still goes to the nearest. */
async function loadContractor(id: string) {
  const { data } = await api.GET('/Contractors/{id}', { params: { path: { id } } });
  return data ? { id: data.id, businessName: data.businessName, trades: data.trades } : undefined;
}

/** GET /ZipCodeLocation/{zipCode}: a zip code the provider knows is one it serves. */
export async function checkZip(zipCode: string): Promise<ZipAnswer> {
  const { data, response } = await api.GET('/ZipCodeLocation/{zipCode}', { params: { path: { zipCode } } });
  if (data) return { served: true, city: data.city, state: data.state };
  if (response.status === 404) return { served: false };
  throw classifyHttpFailure({ status: response.status });
}

/** POST /JobRequests with the sending's idempotency key; throws a classified failure worded by spec section 8 when refused. */
export async function submitJobRequest({ values, photoIds, contractorId, idempotencyKey }: SubmitRequestInput): Promise<CreatedRequest> {
  let answer: { data?: JobRequest; error?: unknown; response: Response };
  try {
    answer = await api.POST('/JobRequests', { params: { header: { 'idempotency-key': idempotencyKey } }, body: toJobRequest(values, photoIds, contractorId) });
  } catch (error) {
    throw toApiFailure(error);
  }
  if (answer.data) return { id: answer.data.id };
  const failure: FormFailure = {
    ...classifyHttpFailure({ status: answer.response.status, body: answer.error, retryAfter: answer.response.headers.get('Retry-After') }),
    alert: describeServerError(answer.error),
  };
  throw failure;
}
