import type { TradeRef } from '../../../contract/catalogue';
import type { ContractorReviewsPage, ContractorsPage } from '../../../contract/contractors';
import { api } from '../../api/client';
import { describeFailure, describeServerError, type ErrorDisplay, validationFieldErrors } from '../../api/errors';
import { loadTradeRefs } from '../../api/trade-refs';
import { lastPageInstead, type ListAnswer, withoutUnknownValues } from '../../lib/url-search';
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

/** What the list shows for a search, or the search to show instead. */
export type ContractorListAnswer = ListAnswer<ContractorListData, ContractorSearch>;

/**
 * The route's data: the trades and the page of contractors the search asks for. Without a trade
 * filter both are asked at once (the page does not wait on the trade list); a trade filter needs the
 * trade's id first. A trade nobody offers (`?trade=nonsense`) is answered with the search without it
 * instead of listing everyone under it, and a page past the last with the last. It never throws: the
 * route hands it to the page as a promise, so the page is drawn (and prerendered) before it arrives.
 */
export async function loadContractorList(search: ContractorSearch, signal?: AbortSignal): Promise<ContractorListAnswer> {
  const askPage = (tradeId: string | undefined) =>
    api.GET('/Contractors', { params: { query: contractorsQuery(search, tradeId) }, signal }).then(
      (answer) => ({ answer }),
      (failure: unknown) => ({ failure }),
    );
  const unfiltered = search.trade ? undefined : askPage(undefined);
  const tradeList = await loadTradeRefs().catch(() => [] as TradeRef[]);
  const usable = withoutUnknownValues(search, { trade: tradeList.map((trade) => trade.slug) });
  if (usable) return { searchInstead: usable };
  const asked = await (unfiltered ?? askPage(tradeList.find((trade) => trade.slug === search.trade)?.id));
  if ('failure' in asked) return { data: { trades: tradeList, error: describeFailure(asked.failure) } };
  const { data, error } = asked.answer;
  if (data) {
    const lastPage = lastPageInstead(search, data);
    if (lastPage) return { searchInstead: lastPage };
    return { data: { trades: tradeList, page: data } };
  }
  const zipError = validationFieldErrors(error)?.ZipCode;
  return { data: zipError ? { trades: tradeList, zipError } : { trades: tradeList, error: describeServerError(error) } };
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
