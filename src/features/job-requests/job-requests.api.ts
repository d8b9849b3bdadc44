import { redirect } from '@tanstack/react-router';
import type { CancelationResult, JobRequestDetails, JobRequestsPage, JobRequestsQuery } from '../../../contract/job-requests';
import type { RequestCancelationInput } from '../../../machines/job-cancelation.machine';
import type { WithdrawCancelationInput } from '../../../machines/keep-visit.machine';
import { api } from '../../api/client';
import { describeFailure, describeServerError, type ErrorDisplay } from '../../api/errors';
import { answerOf } from '../../api/answer-of';
import { definedOnly, lastPageInstead } from '../../lib/url-search';
import type { JobRequestSearch } from './job-request-search';

export const JOB_REQUESTS_PER_PAGE = 10;

/** The `GET /JobRequests` query for a search: newest first. */
export function jobRequestsQuery(search: JobRequestSearch): JobRequestsQuery {
  return definedOnly({
    Status: search.status,
    Name: search.q,
    OrderBy: 'createdAt',
    OrderByDirection: 'desc',
    Page: search.page ?? 1,
    PerPage: JOB_REQUESTS_PER_PAGE,
  });
}

export type JobRequestListData = { page: JobRequestsPage; error?: undefined } | { page?: undefined; error: ErrorDisplay };

/** My Job Requests' loader. A page past the last goes to the last; otherwise it never throws. */
export async function loadJobRequests(search: JobRequestSearch, signal?: AbortSignal): Promise<JobRequestListData> {
  let answer;
  try {
    answer = await api.GET('/JobRequests', {
      params: { query: jobRequestsQuery(search) },
      signal,
    });
  } catch (error) {
    return { error: describeFailure(error) };
  }
  const { data, error } = answer;
  if (!data) return { error: describeServerError(error) };
  const lastPage = lastPageInstead(search, data);
  if (lastPage) throw redirect({ to: '/job-requests', search: lastPage, replace: true });
  return { page: data };
}

export type JobRequestData = { job: JobRequestDetails; error?: undefined } | { job?: undefined; error: ErrorDisplay };

/**
 * Job Request Details' loader. An id nobody knows and another customer's request are both 404, and
 * both are Page Not Found, like a malformed id (spec section 5).
 */
export async function loadJobRequest(id: string, signal?: AbortSignal): Promise<JobRequestData> {
  let answer;
  try {
    answer = await api.GET('/JobRequests/{id}', {
      params: { path: { id } },
      signal,
    });
  } catch (error) {
    return { error: describeFailure(error) };
  }
  if (answer.response.status === 404) throw redirect({ to: '/page-not-found', replace: true });
  return answer.data ? { job: answer.data } : { error: describeServerError(answer.error) };
}

/** POST request-cancelation with the sending's idempotency key: the answer, or a classified `ApiFailure` thrown. */
export const requestCancelation = ({ jobId, reason, idempotencyKey }: RequestCancelationInput): Promise<CancelationResult> =>
  answerOf(
    api.POST('/JobRequests/{id}/request-cancelation', {
      params: { path: { id: jobId }, header: { 'idempotency-key': idempotencyKey } },
      body: { reason },
    }),
  );

/**
 * A job photo's bytes. They need the bearer token (a photo is its owner's and the offered contractors'
 * only), so an `<img src>` cannot fetch them: the page fetches them through the API client, which
 * also refreshes an expired token.
 */
export async function fetchPhoto(id: string, variant: 'thumbnail' | 'original', signal?: AbortSignal): Promise<Blob> {
  const { data, response } = await api.GET('/Files/{id}/public', {
    params: { path: { id }, query: { Variant: variant } },
    parseAs: 'blob',
    signal,
  });
  if (!response.ok || !data) throw new Error(`The photo could not be loaded (${response.status}).`);
  return data;
}

/** POST keep-visit with the sending's idempotency key: withdraws a cancelation asked after the cutoff; the job, or a classified `ApiFailure` thrown. */
export const withdrawCancelation = ({ jobId, idempotencyKey }: WithdrawCancelationInput): Promise<JobRequestDetails> =>
  answerOf(api.POST('/JobRequests/{id}/keep-visit', { params: { path: { id: jobId }, header: { 'idempotency-key': idempotencyKey } } }));
