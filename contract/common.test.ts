import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PhoneLoginRequest } from './authentication';
import { queryInteger, queryText } from './common';
import { ContactUsRequest as ContactUs } from './public';

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
