import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteKeepingPlans } from './pglite-kept-plans';

let pg: PGlite;
beforeAll(async () => {
  pg = await PGlite.create();
  await pg.exec(`create table items (
    id serial primary key, name text unique not null, made timestamptz not null default now(),
    price numeric(10, 2), facts jsonb, tags text[], gone boolean not null default false)`);
}, 60_000);
afterAll(() => pg.close());

/** What the backend holds prepared, by the statements' texts. */
const kept = async () => (await pg.query<{ statement: string; generic_plans: number }>('select statement, generic_plans from pg_prepared_statements order by prepare_time')).rows;

/** drizzle's parsers: dates and timestamps left as the text the backend sends. */
const asDrizzle = { parsers: { [types.TIMESTAMPTZ]: (value: string) => value, [types.DATE]: (value: string) => value } };

const resultOf = ({ rows, fields, affectedRows }: { rows: unknown[]; fields: unknown[]; affectedRows?: number }) => ({ rows, fields, affectedRows });

describe('PGlite keeping plans', () => {
  it('answers each statement as PGlite’s own query does', async () => {
    const client = new PgliteKeepingPlans(pg);
    const insert = 'insert into items (name, made, price, facts, tags) values ($1, $2, $3, $4, $5) returning id, name, made, price, facts, tags';
    const made = new Date('2026-03-01T09:30:00Z');
    const inserted = await client.query(insert, ['lamp', made, '12.50', { watts: 40, rooms: ['hall'] }, ['light', 'hall']], asDrizzle);
    expect(inserted.rows).toEqual([{ id: 1, name: 'lamp', made: '2026-03-01 09:30:00+00', price: '12.50', facts: { watts: 40, rooms: ['hall'] }, tags: ['light', 'hall'] }]);
    expect(inserted.affectedRows).toBe(1);
    await client.query(insert, ['chair', made, null, null, []]);

    const reads: [string, unknown[], object | undefined][] = [
      ['select * from items where id > $1 order by id', [0], undefined],
      ['select * from items where id > $1 order by id', [0], asDrizzle],
      ['select id, name, price, made from items where name = any($1) order by id', [['lamp', 'chair']], { ...asDrizzle, rowMode: 'array' }],
      ['select count(*)::int as n, max(made) as newest from items where price is null or price < $1', [20], undefined],
      ['update items set gone = $1 where name <> $2', [true, 'none'], undefined],
      ['delete from items where id > $1', [1000], undefined],
    ];
    for (const [text, params, options] of reads) {
      // Each text twice: prepared the first time, bound to its kept plan the second.
      for (let run = 0; run < 2; run++) {
        expect(resultOf(await client.query(text, params, options)), text).toEqual(resultOf(await pg.query(text, params, options)));
      }
    }
  });

  it('parses a text once, and once it has run a few times, runs it without planning again', async () => {
    const client = new PgliteKeepingPlans(pg);
    const text = 'select name from items where id = $1 and gone = $2';
    for (let run = 0; run < 8; run++) expect((await client.query(text, [1, true])).rows).toEqual([{ name: 'lamp' }]);
    const theText = (await kept()).filter((statement) => statement.statement === text);
    expect(theText).toHaveLength(1);
    expect(theText[0]!.generic_plans).toBeGreaterThan(0);
  });

  it('keeps at most its number of texts, closing the one used longest ago', async () => {
    const client = new PgliteKeepingPlans(pg, 3);
    const texts = ['select 1 as a where $1::int > 0', 'select 2 as b where $1::int > 0', 'select 3 as c where $1::int > 0', 'select 4 as d where $1::int > 0'];
    for (const text of [texts[0]!, texts[1]!, texts[2]!, texts[0]!, texts[3]!]) await client.query(text, [1]);
    expect(client.kept).toBe(3);
    const held = (await kept()).map((statement) => statement.statement);
    expect(held.filter((text) => texts.includes(text)).sort()).toEqual([texts[0], texts[2], texts[3]]);
  });

  it('keeps no statement that fails, and says which statement failed', async () => {
    const client = new PgliteKeepingPlans(pg);
    const before = (await kept()).length;
    await expect(client.query('select nothing from nowhere where id = $1', [1])).rejects.toMatchObject({ code: '42P01', query: 'select nothing from nowhere where id = $1' });
    expect(await kept()).toHaveLength(before);
    const insert = 'insert into items (name) values ($1)';
    await client.query(insert, ['desk']);
    await expect(client.query(insert, ['desk'])).rejects.toMatchObject({ code: '23505', query: insert, params: ['desk'] });
    // The failed run left no transaction open behind it.
    expect((await client.query('select count(*)::int as n from items where name = $1', ['desk'])).rows).toEqual([{ n: 1 }]);
  });

  it('runs a transaction’s statements within it, and holds every other statement until it ends', async () => {
    const client = new PgliteKeepingPlans(pg);
    const count = 'select count(*)::int as n from items where name = $1';
    let insertedInside = false;
    let letGo!: () => void;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query('insert into items (name) values ($1)', ['stool']);
      insertedInside = true;
      await held;
      return (await tx.query(count, ['stool'])).rows;
    });
    await expect.poll(() => insertedInside).toBe(true);
    let outsideAnswered = false;
    const outside = client.query(count, ['stool']).then((result) => {
      outsideAnswered = true;
      return result.rows;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(outsideAnswered).toBe(false);
    letGo();
    expect(await transaction).toEqual([{ n: 1 }]);
    expect(await outside).toEqual([{ n: 1 }]);

    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into items (name) values ($1)', ['bench']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await client.query(count, ['bench'])).rows).toEqual([{ n: 0 }]);
  });

  it('prepares again a kept statement whose table changed its columns', async () => {
    const client = new PgliteKeepingPlans(pg);
    await pg.exec('create table gadgets (id int)');
    const text = 'select * from gadgets where id > $1';
    expect((await client.query(text, [0])).fields.map((field) => field.name)).toEqual(['id']);
    await pg.exec('alter table gadgets add column label text');
    await expect(client.query(text, [0])).rejects.toMatchObject({ code: '0A000' });
    expect((await client.query(text, [0])).fields.map((field) => field.name)).toEqual(['id', 'label']);
  });
});
