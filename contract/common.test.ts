import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PhoneLoginRequest } from './authentication';
import { queryInteger, queryText } from './common';
import { SubmitEstimate } from './assigned-appointments';
import { ContactUsRequest as ContactUs } from './public';
import { entriesOf, requestSchemas } from '../tests/request-schemas';

const messages = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((i) => `${v.getDotPath(i)}: ${i.message}`);
};
const contact = { name: 'Pat Jones', email: 'pat@example.com', message: 'Hello' };

describe('text the API takes', () => {
  it('refuses a NUL byte or another control character, naming the field', () => {
    expect(messages(ContactUs, { ...contact, name: 'Pat\u0000Jones' })).toEqual(['name: Name must not contain control characters.']);
    expect(messages(ContactUs, { ...contact, name: 'Pat\u001bJones' })).toEqual(['name: Name must not contain control characters.']);
    expect(messages(queryText(), 'a\u0000')).toEqual(['null: Must not contain control characters.']);
  });

  it('takes tabs and line breaks in a message, not in a name', () => {
    expect(messages(ContactUs, { ...contact, message: 'Line one\r\n\tLine two' })).toEqual([]);
    expect(messages(ContactUs, { ...contact, name: 'Pat\tJones' })).toEqual(['name: Name must not contain control characters.']);
  });

  it('refuses half of a surrogate pair and keeps whole ones', () => {
    expect(messages(ContactUs, { ...contact, message: 'broken \ud800 text' })).toEqual(['message: Message must be valid text: it contains a broken character.']);
    expect(messages(ContactUs, { ...contact, message: 'a smile 😀' })).toEqual([]);
  });

  it('refuses direction overrides in names, and takes names in any script', () => {
    expect(messages(ContactUs, { ...contact, name: 'Pat\u202eenoJ' })).toEqual(['name: Name must not contain characters that change the direction of text.']);
    expect(messages(ContactUs, { ...contact, name: 'José Ñúñez 李' })).toEqual([]);
    expect(messages(ContactUs, { ...contact, name: 'مريم' })).toEqual([]);
  });

  it('leaves the fields it does not concern alone', () => {
    expect(messages(PhoneLoginRequest, { phoneNumber: '(508) 555-0100', code: '123456' })).toEqual([]);
  });
});

describe('numbers in the query string', () => {
  it('stay within what a 32-bit column holds', () => {
    expect(messages(queryInteger(), '2147483647')).toEqual([]);
    expect(messages(queryInteger(), '2147483648')).toEqual(['null: Must be 2147483647 or less.']);
    expect(messages(queryInteger(), '-2147483649')).toEqual(['null: Must be -2147483648 or more.']);
  });
});

describe('generic messages of what the API takes', () => {
  // Spec section 5 names generic messages (required field, minimum or maximum length N); the schema library's own
  // wording ("Invalid length: Expected <=254 but received 262") is not one a person or a client should read.
  const requests = requestSchemas();

  it('finds the request schemas', () => {
    expect(requests.length).toBeGreaterThan(20);
  });

  // Path parameters are never missing: without one the route does not match.
  it.each(requests.filter(({ name }) => !name.endsWith('Params')))('$name names a missing field as required', ({ schema }) => {
    expect(messages(schema, {}).filter((message) => message.includes('Invalid key'))).toEqual([]);
  });

  it.each(requests)('$name says how long each field may be', ({ schema }) => {
    for (const field of entriesOf(schema)) {
      for (const long of ['a'.repeat(5000), `${'a'.repeat(250)}@example.com`]) {
        const found = messages(schema, { [field]: long }).filter((message) => message.includes('Invalid length'));
        expect(found, field).toEqual([]);
      }
    }
  });

  it('says a number is wanted where one is, as the contractors’ estimate lines do', () => {
    const line = { title: 'Labor', unitPriceCents: 10_000, taxRate: '6.25%' };
    expect(messages(SubmitEstimate, { lineItems: [line], depositCents: 0 })).toEqual(['lineItems.0.taxRate: Enter the tax rate as a number, such as 0.0625.']);
  });
});
