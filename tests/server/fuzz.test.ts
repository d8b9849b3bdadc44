import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { projectPath } from '../../server/project-path';
import { aContractor } from './factories';
import { useTestApi } from './harness';
import { bearerFor, newClientIp, signIn } from './sign-in';

/**
 * Every operation of the published contract, fed what a careless or hostile client could send: text with
 * NUL bytes, other control characters and broken surrogates, numbers past what a column holds, values
 * of the wrong type. Whatever arrives, the answer is the caller's to fix (4xx) or a success, never a 5xx.
 * The seed is fixed so that a failure repeats; FUZZ_RUNS raises the count for a longer hunt.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  examples?: unknown[];
  minimum?: number;
  maximum?: number;
}
interface Parameter {
  in: 'query' | 'path' | 'header';
  name: string;
  schema: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security?: { bearer: string[] }[];
}

const document = JSON.parse(readFileSync(projectPath('contract/openapi.json'), 'utf8')) as { paths: Record<string, Record<string, Operation>> };
const operations = Object.entries(document.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method: method.toUpperCase(), op })));

/** Text no field should store: NUL and other control characters, lone surrogates, direction overrides. */
const badText = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom('a\u0000b', '\u0000', 'x\u0001\u001f', '\ud800', 'a\udc00b', 'name\u202eevil', '\u0007', 'line\r\nbreak\tand tab', '\u007f', "'; drop table users; --", '%00'),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
);
const hugeNumber = fc.constantFrom(2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 53, -(2 ** 63), 1e308, -1e308, 0.5, -1, 1e-9);
const wrongType = fc.oneof(fc.constant(null), fc.boolean(), fc.constant([]), fc.constant({}), fc.constant([null]), fc.constant({ a: '\u0000' }));
const bad = fc.oneof({ arbitrary: badText, weight: 3 }, { arbitrary: hugeNumber, weight: 2 }, { arbitrary: wrongType, weight: 1 });

/** What every field is sent at least once, besides a random bad value: the findings of past attacks. */
const worst: unknown[] = ['a\u0000b', '\ud800', 'x\u202ey', 'a\u0001', 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1e308, null, {}];

/** A value the schema admits, as a well-behaved client sends it. */
function plausible(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  // A number the query string carries as text: documented as either, with the range on the whole.
  if (schema.anyOf && (schema.type === 'integer' || schema.type === 'number'))
    return fc.integer({ min: schema.minimum ?? 0, max: Math.min(schema.maximum ?? 1000, 1000) });
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((s) => plausible(s, depth)));
  if (schema.examples?.length) return fc.constantFrom(...schema.examples);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'email') return fc.constantFrom('pat@example.com', 'a.b@example.org');
      if (schema.format === 'date') return fc.constantFrom('2031-03-04', '2026-12-01');
      if (schema.format === 'date-time') return fc.constantFrom('2031-03-04T10:00:00.000Z');
      if (schema.format === 'uri' || schema.format === 'url') return fc.constantFrom('http://localhost:3000/back');
      if (schema.pattern?.includes('[1-5]')) return fc.uuid({ version: 4 });
      if (schema.pattern === '^\\d{5}$') return fc.constantFrom('01772', '99999');
      if (schema.pattern) return fc.constantFrom('10x10', '4242424242424242', '12/34', '123');
      return fc.string({ minLength: 1, maxLength: 30 });
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: Math.min(schema.maximum ?? 1000, 1000) });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: Math.min(schema.maximum ?? 1000, 1000), noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return depth > 3 || !schema.items ? fc.constant([]) : fc.array(plausible(schema.items, depth + 1), { minLength: 1, maxLength: 3 });
    case 'object': {
      if (depth > 3) return fc.constant({});
      const entries = Object.entries(schema.properties ?? {});
      const requiredKeys = entries.filter(([name]) => schema.required?.includes(name)).map(([name]) => name);
      return fc.record(Object.fromEntries(entries.map(([name, s]) => [name, plausible(s, depth + 1)])), { requiredKeys });
    }
    default:
      return fc.string({ maxLength: 5 });
  }
}

/** Anything at all where the schema wants one value, down to nested fields. */
function chaotic(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const inner: fc.Arbitrary<unknown> =
    schema.type === 'object' && depth < 3
      ? fc.record(Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, s]) => [name, chaotic(s, depth + 1)])), { requiredKeys: [] })
      : schema.type === 'array' && schema.items && depth < 3
        ? fc.array(chaotic(schema.items, depth + 1), { maxLength: 3 })
        : plausible(schema, depth);
  return fc.oneof({ arbitrary: inner, weight: 3 }, { arbitrary: bad, weight: 1 });
}

/** Query and path values arrive as text: numbers and everything else are sent as their text. */
const asText = (x: unknown): string => (typeof x === 'string' ? x : typeof x === 'number' ? String(x) : JSON.stringify(x));

/** A URL cannot carry half a surrogate pair; a browser sends U+FFFD in its place. */
const wellFormed = (text: string) => text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

const api = await useTestApi({ env: { TRUST_PROXY: 'true' } });
const contractor = await aContractor(api.db);
const contractorAuth = await bearerFor(api, contractor.userId);

const runs = Number(process.env.FUZZ_RUNS ?? 3);

describe('bad input to every operation of the contract', () => {
  it.each(operations)('$method $path never answers 5xx', async ({ path, method, op }) => {
    const params = op.parameters ?? [];
    const body = op.requestBody?.content['application/json']?.schema;
    const form = op.requestBody?.content['multipart/form-data'];
    const roles = op.security?.[0]?.bearer ?? [];
    // A consumer of their own per operation: one operation deletes the account.
    const auth = roles.includes('Contractor') ? contractorAuth : op.security ? (await signIn(api)).auth : {};
    const request = fc.record({
      path: fc.record(Object.fromEntries(params.filter((p) => p.in === 'path').map((p) => [p.name, plausible(p.schema)]))),
      query: fc.record(
        Object.fromEntries(
          params
            .filter((p) => p.in === 'query')
            .map((p) => [p.name, fc.oneof({ arbitrary: plausible(p.schema), weight: 9 }, { arbitrary: fc.array(chaotic(p.schema), { minLength: 2, maxLength: 2 }), weight: 1 })]),
        ),
        { requiredKeys: [] },
      ),
      // Mostly well-formed bodies, so that the one bad field is all that stands between them and the database.
      body: body ? fc.oneof({ arbitrary: plausible(body), weight: 4 }, { arbitrary: chaotic(body), weight: 1 }) : fc.constant(undefined),
      text: badText,
      bad,
    });
    type Input = typeof request extends fc.Arbitrary<infer T> ? T : never;
    const slots = [
      ...params.filter((p) => p.in !== 'header').map((p) => ({ in: p.in, name: p.name })),
      ...Object.keys(body?.properties ?? {}).map((name) => ({ in: 'body' as const, name })),
    ];
    const failures: string[] = [];

    const send = async (input: Input) => {
      const url = new URL(`http://localhost/api/v1${path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(wellFormed(asText(input.path[name]))))}`);
      for (const [name, x] of Object.entries(input.query)) for (const one of Array.isArray(x) ? x : [x]) url.searchParams.append(name, asText(one));
      const headers: Record<string, string> = { ...auth, 'X-Forwarded-For': newClientIp() };
      let payload: BodyInit | undefined;
      if (form) {
        const data = new FormData();
        data.append('file', new File([input.text], `${input.text}.png`, { type: 'image/png' }));
        payload = data;
      } else if (body) {
        headers['Content-Type'] = 'application/json';
        payload = JSON.stringify(input.body);
      }
      const res = await api.app.request(url.pathname + url.search, { method, headers, body: payload });
      if (res.status >= 500) failures.push(`${res.status} ${method} ${url.pathname}${url.search} ${typeof payload === 'string' ? payload : ''}`);
    };

    await fc.assert(
      fc.asyncProperty(request, async (generated) => {
        // One field of a request, otherwise well-formed, gets each bad value in turn: that is what reaches the database.
        await send(generated);
        for (const target of slots)
          for (const value of [generated.bad, ...worst]) {
            // fast-check hands out the same constant objects again: change a copy.
            const input = structuredClone(generated);
            if (target.in === 'path') input.path[target.name] = value;
            if (target.in === 'query') input.query[target.name] = value;
            if (target.in === 'body' && input.body && typeof input.body === 'object' && !Array.isArray(input.body)) (input.body as Record<string, unknown>)[target.name] = value;
            await send(input);
          }
      }),
      { seed: 20261125, numRuns: runs },
    );
    expect(failures).toEqual([]);
  }, 120_000);
});
