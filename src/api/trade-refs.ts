import type { TradeRef } from '../../contract/catalogue';
import { loadOnce } from '../lib/url-search';
import { api } from './client';

/**
 * Every trade by name, as a filter or a choice of service lists them (the contractor list, Book A
 * Job). Read once per visit and shared by those pages; read again only after a failure.
 */
export const loadTradeRefs = loadOnce(async (): Promise<TradeRef[]> => {
  const { data, error } = await api.GET('/Trades', { params: { query: { PerPage: 100, OrderBy: 'name' } } });
  if (!data) throw error ?? new Error('The trades could not be loaded.');
  return data.items.map(({ id, name, slug }) => ({ id, name, slug }));
});
