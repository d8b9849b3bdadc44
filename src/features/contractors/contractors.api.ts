import { redirect } from '@tanstack/react-router';
import type { TradeRef } from '../../../contract/catalogue';
import type { ContractorReviewsPage, ContractorsPage } from '../../../contract/contractors';
import { api } from '../../api/client';
import { describeServerError, type ErrorDisplay, validationFieldErrors } from '../../api/errors';
import { loadTradeRefs } from '../../api/trade-refs';
import { lastPageInstead, withoutUnknownValues } from '../../lib/url-search';
import { contractorsQuery } from './contractor-query';
import type { ContractorSearch } from './contractor-search';

export interface ContractorListData {
  /** Every trade, for the filter; empty when they could not be loaded. */
  trades: TradeRef[];
  /** Undefined when the list could not be loaded. */
  page?: ContractorsPage;
  /** The server's word on the zip code ("We do not serve zip code 99999."), shown at the field. */
  zipError?: string;
  error?: ErrorDisplay;
}

/**
 * The route's loader: the trades and the page of contractors the search asks for. Without a trade
 * filter both are asked at once (the page does not wait on the trade list); a trade filter needs the
 * trade's id first. A trade nobody offers (`?trade=nonsense`) leaves the URL instead of listing
 * everyone under it, and a page past the last goes to the last; otherwise it never throws.
 */
export async function loadContractorList(search: ContractorSearch, signal?: AbortSignal): Promise<ContractorListData> {
  const askPage = (tradeId: string | undefined) =>
    api.GET('/Contractors', { params: { query: contractorsQuery(search, tradeId) }, signal }).then(
      (answer) => ({ answer }),
      (failure: unknown) => ({ failure }),
    );
  const unfiltered = search.trade ? undefined : askPage(undefined);
  const tradeList = await loadTradeRefs().catch(() => [] as TradeRef[]);
  const usable = withoutUnknownValues(search, { trade: tradeList.map((trade) => trade.slug) });
  if (usable) throw redirect({ to: '/contractors', search: usable, replace: true });
  const asked = await (unfiltered ?? askPage(tradeList.find((trade) => trade.slug === search.trade)?.id));
  if ('failure' in asked) return { trades: tradeList, error: describeServerError(asked.failure) };
  const { data, error } = asked.answer;
  if (data) {
    const lastPage = lastPageInstead(search, data);
    if (lastPage) throw redirect({ to: '/contractors', search: lastPage, replace: true });
    return { trades: tradeList, page: data };
  }
  const zipError = validationFieldErrors(error)?.ZipCode;
  return zipError ? { trades: tradeList, zipError } : { trades: tradeList, error: describeServerError(error) };
}

/** A few at a time: the dialog stays short, and "Load more reviews" is there for the rest. */
export const REVIEWS_PER_PAGE = 3;

/** One page of a contractor's reviews, newest first. */
export async function loadReviews(contractorId: string, page: number): Promise<ContractorReviewsPage> {
  const { data, error } = await api.GET('/Contractors/{id}/reviews', {
    params: { path: { id: contractorId }, query: { Page: page, PerPage: REVIEWS_PER_PAGE } },
  });
  if (!data) throw error ?? new Error('The reviews could not be loaded.');
  return data;
}
