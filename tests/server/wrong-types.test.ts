import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { projectPath } from '../../server/project-path';
import { aContractor } from './factories';
import { useTestApi } from './harness';
import { validationErrors } from './problems';
import { bearerFor, newClientIp, signIn } from './sign-in';

/**
 * Every JSON body of the published contract, sent with values of the wrong JSON type: text where a
 * number is wanted, a number where text is, an object for a date, a list for an object, down to nested
 * fields. The 400 says what each field must be in the contract's own voice, never the validation
 * library's ("Invalid type: Expected string but received 12.5").
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  pattern?: string;
}
interface Operation {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security?: { bearer: string[] }[];
}

const document = JSON.parse(readFileSync(projectPath('contract/openapi.json'), 'utf8')) as { paths: Record<string, Record<string, Operation>> };
const operations = Object.entries(document.paths).flatMap(([path, ops]) =>
  Object.entries(ops)
    .filter(([, op]) => op.requestBody?.content['application/json'])
    .map(([method, op]) => ({ path, method: method.toUpperCase(), op, body: op.requestBody!.content['application/json']!.schema })),
);

/** The JSON type a schema wants, leaving out the null a nullable field also takes. */
function typeOf(schema: JsonSchema): string | undefined {
  if (schema.anyOf) return schema.anyOf.map(typeOf).find((type) => type && type !== 'null');
  return Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type;
}

/** Values of every JSON type but the one `type` names; objects and lists hold wrong values themselves, to reach nested fields. */
function wrongValues(schema: JsonSchema, depth = 0): unknown[] {
  const type = typeOf(schema);
  const nested = depth < 3;
  const object = nested && schema.properties ? Object.fromEntries(Object.entries(schema.properties).map(([name, s]) => [name, wrongValues(s, depth + 1)[0]])) : { a: 1 };
  const list = nested && schema.items ? [wrongValues(schema.items, depth + 1)[0]] : [1];
  const all: Record<string, unknown[]> = {
    string: [12.5, true, { a: 'b' }, ['x']],
    number: ['12', false, { a: 1 }, [1]],
    integer: ['12', true, { a: 1 }, [1]],
    boolean: ['yes', 1, { a: true }, [true]],
    array: [{ a: 1 }, 'x', 5],
    object: ['x', 5, true, [{ a: 1 }]],
  };
  const values = [...(type === 'object' ? [object] : []), ...(type === 'array' ? [list] : []), ...Object.entries(all).filter(([t]) => t !== type && !(type === 'integer' && t === 'number') && !(type === 'number' && t === 'integer')).flatMap(([, v]) => v)];
  return type ? values : [];
}

/** A path parameter the route takes, so that the body is what is judged: an id of the shape its pattern asks. */
const paramFor = (schema: JsonSchema) => {
  const prefix = schema.pattern?.match(/^\^([a-z]+)_/)?.[1];
  return prefix ? `${prefix}_wrongtypes1` : randomUUID();
};

const api = await useTestApi({ env: { TRUST_PROXY: 'true' } });
const contractor = await aContractor(api.db);
const contractorAuth = await bearerFor(api, contractor.userId);

/** valibot's own words for a wrong type or a missing key. */
const LIBRARY_WORDS = /Invalid (type|key)|Expected|received/;

describe('values of the wrong JSON type', () => {
  it.each(operations)('$method $path answers in the contract’s words', async ({ path, method, op, body }) => {
    const roles = op.security?.[0]?.bearer ?? [];
    const auth = roles.includes('Contractor') ? contractorAuth : op.security ? (await signIn(api)).auth : {};
    const url = `/api/v1${path.replace(/\{(\w+)\}/g, (_, name: string) => paramFor(op.parameters?.find((p) => p.name === name)?.schema ?? {}))}`;
    const bodies: unknown[] = [
      ...wrongValues(body),
      ...Object.entries(body.properties ?? {}).flatMap(([name, field]) => wrongValues(field).map((wrong) => ({ [name]: wrong }))),
    ];
    const answers: { sent: unknown; status: number; text: string }[] = [];
    for (const sent of bodies) {
      const res = await api.app.request(url, {
        method,
        headers: { ...auth, 'Content-Type': 'application/json', 'X-Forwarded-For': newClientIp(), 'stripe-signature': 't=1,v1=0' },
        body: JSON.stringify(sent),
      });
      answers.push({ sent, status: res.status, text: await res.text() });
    }
    const worded = answers.filter((a) => a.status === 400 && LIBRARY_WORDS.test(a.text)).map((a) => `${JSON.stringify(a.sent)} → ${a.text}`);
    expect(worded).toEqual([]);
    // The webhook judges its signature before its body; every other body was judged field by field.
    if (path !== '/StripeWebHook') expect(answers.filter((a) => a.status === 400 && a.text.includes('"Validation Error"')).length, path).toBeGreaterThan(0);
  }, 60_000);
});

/** The operations that take a query: a key sent twice arrives as a list where the contract wants text. */
const queried = Object.entries(document.paths).flatMap(([path, ops]) =>
  Object.entries(ops)
    .filter(([, op]) => op.parameters?.some((p) => p.in === 'query'))
    .map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
);

describe('a query key sent twice', () => {
  it.each(queried)('$method $path answers in the contract’s words', async ({ path, method, op }) => {
    const roles = op.security?.[0]?.bearer ?? [];
    const auth = roles.includes('Contractor') ? contractorAuth : op.security ? (await signIn(api)).auth : {};
    const base = `/api/v1${path.replace(/\{(\w+)\}/g, (_, name: string) => paramFor(op.parameters?.find((p) => p.name === name)?.schema ?? {}))}`;
    const worded: string[] = [];
    for (const { name } of op.parameters!.filter((p) => p.in === 'query')) {
      const res = await api.app.request(`${base}?${name}=1&${name}=2`, { method, headers: { ...auth, 'X-Forwarded-For': newClientIp() } });
      const text = await res.text();
      if (res.status === 400 && LIBRARY_WORDS.test(text)) worded.push(`${name} → ${text}`);
    }
    expect(worded).toEqual([]);
  });
});

describe('what a wrong type is answered', () => {
  const id = '00000000-0000-4000-8000-000000000000';

  it('names the field and what it must be, at any depth', async () => {
    expect(await validationErrors(await api.post(`/AssignedJobAppointments/${id}/offer-times`, { times: [{ start: 12, end: { at: 'noon' } }, 5] }, contractorAuth))).toEqual({
      'times.0.start': ['Start must be a date and time.'],
      'times.0.end': ['End must be a date and time.'],
      'times.1': ['Each of the times must be an object.'],
    });
    expect(await validationErrors(await api.post(`/AssignedJobAppointments/${id}/offer-times`, { times: { start: 'now' } }, contractorAuth))).toEqual({ times: ['Times must be a list.'] });
    expect(
      await validationErrors(
        await api.post(`/AssignedJobAppointments/${id}/submit-estimate`, { lineItems: [{ title: 'Labor', unitPriceCents: 100, description: 12.5 }], depositCents: 0, notes: 3 }, contractorAuth),
      ),
    ).toEqual({ 'lineItems.0.description': ['Description must be text.'], notes: ['Notes must be text.'] });
    expect(await validationErrors(await api.post(`/AssignedJobAppointments/${id}/contractor-action`, { action: 'OnMyWay', note: true }, contractorAuth))).toEqual({ note: ['Note must be text.'] });
  });

  it('says what a query key sent twice must be', async () => {
    expect(await validationErrors(await api.get('/Trades?Name=roof&Name=gutter'))).toEqual({ Name: ['Name must be text.'] });
  });

  it('says a nested field left out is required', async () => {
    expect(await validationErrors(await api.post(`/AssignedJobAppointments/${id}/offer-times`, { times: [{ start: '2031-03-04T14:00:00Z' }] }, contractorAuth))).toEqual({
      'times.0.end': ['This field is required.'],
    });
  });

  it('keeps the words a field already has for a wrong type, and spells e-mail as the forms do', async () => {
    const user = await signIn(api, { profile: false });
    expect(await validationErrors(await api.post('/Authentication/complete-user', { firstName: 12.5, lastName: 'Lee', email: ['pat@example.com'] }, user.auth))).toEqual({
      firstName: ['First name is required.'],
      email: ['E-mail must be text.'],
    });
    const customer = await signIn(api);
    expect(await validationErrors(await api.post('/JobRequests', { tradeId: id, name: 'Leak', description: 'Drips.', address: '1 Main St', city: 'Southborough', zipCode: '01772', preferredDates: '2031-03-04' }, customer.auth))).toEqual({
      preferredDates: ['Preferred dates must be a list.'],
    });
  });
});

/** What a body that cannot be judged field by field is answered, under the key of the body as a whole. */
const bodyRefused = (message: string) => ({
  type: 'https://datatracker.ietf.org/doc/html/rfc9457#section-3',
  title: 'Validation Error',
  status: 400,
  detail: 'One or more fields are not valid.',
  errors: { '': [message] },
});

describe('a body that is not fields in JSON', () => {
  const jsonOperations = operations.filter(({ path }) => path !== '/StripeWebHook');
  const notAnObject = bodyRefused('Send the fields as an object.');
  const sends: { what: string; body: string | undefined; type?: string; answer: ReturnType<typeof bodyRefused> }[] = [
    { what: 'malformed JSON', body: '{"decision": "Accept",', type: 'application/json', answer: bodyRefused('The body is not valid JSON. Send the fields as a JSON object.') },
    { what: 'an empty JSON body', body: '', type: 'application/json', answer: bodyRefused('The body is empty. Send the fields as a JSON object.') },
    { what: 'JSON sent as text/plain', body: '{"decision": "Accept"}', type: 'text/plain', answer: bodyRefused('Send the fields as JSON, with the header Content-Type: application/json.') },
    { what: 'JSON sent without a Content-Type', body: '{"decision": "Accept"}', answer: bodyRefused('Send the fields as JSON, with the header Content-Type: application/json.') },
    { what: 'a form', body: 'decision=Accept', type: 'application/x-www-form-urlencoded', answer: bodyRefused('Send the fields as JSON, with the header Content-Type: application/json.') },
    { what: 'a list', body: '[1,2]', type: 'application/json', answer: notAnObject },
    { what: 'an empty list', body: '[]', type: 'application/json', answer: notAnObject },
    { what: 'null', body: 'null', type: 'application/json', answer: notAnObject },
    { what: 'a number', body: '5', type: 'application/json', answer: notAnObject },
    { what: 'text', body: '"Accept"', type: 'application/json', answer: notAnObject },
    { what: 'true', body: 'true', type: 'application/json', answer: notAnObject },
  ];

  it.each(jsonOperations)('$method $path says what is wrong with the body as a whole, as a Validation Error', async ({ path, method, op }) => {
    const roles = op.security?.[0]?.bearer ?? [];
    const auth = roles.includes('Contractor') ? contractorAuth : op.security ? (await signIn(api)).auth : {};
    const url = `/api/v1${path.replace(/\{(\w+)\}/g, (_, name: string) => paramFor(op.parameters?.find((p) => p.name === name)?.schema ?? {}))}`;
    const answers: Record<string, unknown> = {};
    const expected: Record<string, unknown> = {};
    for (const { what, body, type, answer } of sends) {
      const res = await api.app.request(url, {
        method,
        headers: { ...auth, ...(type ? { 'Content-Type': type } : {}), 'X-Forwarded-For': newClientIp() },
        body,
      });
      answers[what] = { status: res.status, type: res.headers.get('content-type'), body: await res.json() };
      expected[what] = { status: 400, type: 'application/problem+json', body: answer };
    }
    expect(answers).toEqual(expected);
  }, 60_000);

  it('without any body is judged field by field: each required field says so', async () => {
    const res = await api.app.request('/api/v1/EmailSubscription', { method: 'POST', headers: { 'X-Forwarded-For': newClientIp() } });
    expect(await validationErrors(res)).toEqual({ email: ['This field is required.'] });
  });
});

describe('a body that is not a multipart form', () => {
  const formOperations = Object.entries(document.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([, op]) => op.requestBody?.content['multipart/form-data'])
      .map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
  );
  const sends = [
    { what: 'JSON', body: '{"file": "photo.jpg"}', type: 'application/json' },
    { what: 'text', body: 'photo.jpg', type: 'text/plain' },
    { what: 'a urlencoded form', body: 'file=photo.jpg', type: 'application/x-www-form-urlencoded' },
  ];

  it('is taken by the photo upload at least', () => expect(formOperations.map(({ path }) => path)).toContain('/Files'));

  it.each(formOperations)('$method $path is refused as a whole, in one message that names multipart/form-data', async ({ path, method, op }) => {
    const auth = op.security ? (await signIn(api)).auth : {};
    const answers: Record<string, unknown> = {};
    const expected: Record<string, unknown> = {};
    for (const { what, body, type } of sends) {
      const res = await api.app.request(`/api/v1${path}`, { method, headers: { ...auth, 'Content-Type': type, 'X-Forwarded-For': newClientIp() }, body });
      answers[what] = { status: res.status, type: res.headers.get('content-type'), body: await res.json() };
      expected[what] = { status: 400, type: 'application/problem+json', body: bodyRefused(expect.stringContaining('multipart/form-data')) };
    }
    expect(answers).toEqual(expected);
  });
});
