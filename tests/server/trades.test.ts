import { describe, expect, it } from 'vitest';
import { aTrade, unique } from './factories';
import { useTestApi } from './harness';
import { validationErrors } from './problems';

const api = await useTestApi();

const problem = validationErrors;

describe('GET /Trades', () => {
  it('lists active trades with their slug and description, in the provider’s order', async () => {
    const tag = unique();
    const second = await aTrade(api.db, { name: `${tag} Roofing`, sortOrder: 2 });
    const first = await aTrade(api.db, { name: `${tag} Carpentry`, sortOrder: 1 });
    await aTrade(api.db, { name: `${tag} Retired`, sortOrder: 0, isActive: false });

    const res = await api.get(`/Trades?Name=${tag}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      items: [
        { id: first.id, name: first.name, slug: first.slug, description: first.description },
        { id: second.id, name: second.name, slug: second.slug, description: second.description },
      ],
      page: 1,
      perPage: 20,
      totalItems: 2,
      totalPages: 1,
    });
  });

  it('filters by part of the name, ignoring case, and takes % and _ literally', async () => {
    const tag = unique();
    await aTrade(api.db, { name: `${tag} Heat Pumps` });
    await aTrade(api.db, { name: `${tag} Plumbing` });
    await aTrade(api.db, { name: `${tag} 100%_Mini Splits` });
    await aTrade(api.db, { name: `${tag} 1000 Things` });
    const names = async (q: string) => ((await (await api.get(`/Trades?Name=${encodeURIComponent(q)}`)).json()).items as { name: string }[]).map((t) => t.name);

    expect(await names(`${tag} heat`)).toEqual([`${tag} Heat Pumps`]);
    expect(await names(`${tag} 100%_`)).toEqual([`${tag} 100%_Mini Splits`]);
    expect(await names(`${tag} 100%`)).toEqual([`${tag} 100%_Mini Splits`]);
    expect(await names(`${tag} 10_0`)).toEqual([]);
  });

  it('orders by name either way', async () => {
    const tag = unique();
    for (const n of ['B', 'C', 'A']) await aTrade(api.db, { name: `${tag} ${n}` });
    const names = async (dir: string) =>
      ((await (await api.get(`/Trades?Name=${tag}&OrderBy=name&OrderByDirection=${dir}`)).json()).items as { name: string }[]).map((t) => t.name.slice(-1));
    expect(await names('asc')).toEqual(['A', 'B', 'C']);
    expect(await names('desc')).toEqual(['C', 'B', 'A']);
  });

  it('pages: PerPage items per page, the total on every page, an empty page past the end', async () => {
    const tag = unique();
    for (let i = 1; i <= 5; i++) await aTrade(api.db, { name: `${tag} ${i}`, sortOrder: i });
    const page = async (p: number) => (await api.get(`/Trades?Name=${tag}&PerPage=2&Page=${p}`)).json();

    expect(await page(1)).toMatchObject({ page: 1, perPage: 2, totalItems: 5, totalPages: 3, items: [{ name: `${tag} 1` }, { name: `${tag} 2` }] });
    expect(await page(3)).toMatchObject({ page: 3, totalItems: 5, totalPages: 3, items: [{ name: `${tag} 5` }] });
    expect(await page(9)).toEqual({ page: 9, perPage: 2, totalItems: 5, totalPages: 3, items: [] });
  });

  it('answers an empty first page when nothing matches', async () => {
    expect(await (await api.get(`/Trades?Name=${unique()}`)).json()).toEqual({ items: [], page: 1, perPage: 20, totalItems: 0, totalPages: 0 });
  });

  it('takes PerPage up to 100 and no more', async () => {
    expect((await api.get('/Trades?PerPage=100')).status).toBe(200);
    expect(await problem(await api.get('/Trades?PerPage=101'))).toEqual({ PerPage: ['PerPage must be 100 or less.'] });
    expect(await problem(await api.get('/Trades?PerPage=0'))).toEqual({ PerPage: ['PerPage must be 1 or more.'] });
  });

  it.each([
    ['Page=0', 'Page', 'Page must be 1 or more.'],
    ['Page=two', 'Page', 'Must be a whole number.'],
    ['Page=1.5', 'Page', 'Must be a whole number.'],
    ['PerPage=', 'PerPage', 'Must be a whole number.'],
    ['PerPage=%20', 'PerPage', 'Must be a whole number.'],
    ['Page=0x10', 'Page', 'Must be a whole number.'],
    ['Page=1e3', 'Page', 'Must be a whole number.'],
    ['Page=10001', 'Page', 'Page must be 10000 or less.'],
    ['Page=99999999999999999999', 'Page', 'Page must be 10000 or less.'],
    ['OrderBy=id', 'OrderBy', 'OrderBy must be one of: name, sortOrder.'],
    ['OrderByDirection=up', 'OrderByDirection', 'OrderByDirection must be asc or desc.'],
    [`Name=${'x'.repeat(101)}`, 'Name', 'Must be 100 characters or fewer.'],
  ])('refuses %s with a problem naming the field', async (query, field, message) => {
    expect(await problem(await api.get(`/Trades?${query}`))).toEqual({ [field]: [message] });
  });
});
