import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContractorSearch } from './contractor-search';

const trades = { items: [{ id: '5f0c2b7e-1d4a-4b8e-9c3f-6a2d1e0b7c94', name: 'Plumbing', slug: 'plumbing' }], page: 1, perPage: 100, totalItems: 1, totalPages: 1 };
const contractors = { items: [], page: 1, perPage: 12, totalItems: 0, totalPages: 0 };

/** A fetch that holds the trade list until `releaseTrades()` and notes every path asked. */
function heldTradesFetch() {
  const asked: string[] = [];
  let releaseTrades!: () => void;
  const tradesHeld = new Promise<void>((resolve) => (releaseTrades = resolve));
  const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  const fetch = vi.fn(async (input: Request | string) => {
    const url = new URL(typeof input === 'string' ? input : input.url, 'http://localhost');
    asked.push(url.pathname + url.search);
    if (url.pathname.endsWith('/Trades')) {
      await tradesHeld;
      return json(trades);
    }
    return json(contractors);
  });
  return { fetch, asked, releaseTrades };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the contractor list loader', () => {
  it('asks for the first page of contractors without waiting for the trade list', async () => {
    const held = heldTradesFetch();
    vi.stubGlobal('fetch', held.fetch);
    const { loadContractorList } = await import('./contractors.api');

    const loading = loadContractorList(v.parse(ContractorSearch, {}));
    await vi.waitFor(() => expect(held.asked.some((path) => path.includes('/Contractors?'))).toBe(true));
    expect(held.asked.some((path) => path.includes('/Trades'))).toBe(true);

    held.releaseTrades();
    const { data } = await loading;
    expect(data?.trades.map((trade) => trade.slug)).toEqual(['plumbing']);
    expect(data?.page?.totalItems).toBe(0);
  });

  it('asks for a trade filter by the trade id once the trade list names it', async () => {
    const held = heldTradesFetch();
    vi.stubGlobal('fetch', held.fetch);
    const { loadContractorList } = await import('./contractors.api');

    const loading = loadContractorList(v.parse(ContractorSearch, { trade: 'plumbing' }));
    await vi.waitFor(() => expect(held.asked.some((path) => path.includes('/Trades'))).toBe(true));
    expect(held.asked.some((path) => path.includes('/Contractors?'))).toBe(false);

    held.releaseTrades();
    await loading;
    expect(held.asked.find((path) => path.includes('/Contractors?'))).toContain(`TradeId=${trades.items[0]!.id}`);
  });
});
