import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DateTime, fields } from '../../contract/common';
import { entriesOf, requestSchemas } from '../../tests/request-schemas';
import { issueMessage } from './request-messages';

/** A request's messages as the server's 400 words them (`problemFromIssues`). */
const messages = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((i) => `${v.getDotPath(i)}: ${issueMessage(i)}`);
};

describe('values of the wrong JSON type', () => {
  // Paths and headers arrive as text: only a body or a query can hold a value of another type.
  const requests = requestSchemas().filter(({ name }) => !/(Params|Headers)$/.test(name));

  it('finds the request schemas', () => {
    expect(requests.length).toBeGreaterThan(20);
  });

  it.each(requests)('$name says what a field of the wrong type must be', ({ schema }) => {
    for (const field of entriesOf(schema)) {
      for (const wrong of [12.5, true, { a: 1 }, ['x'], 'x', null]) {
        const found = messages(schema, { [field]: wrong }).filter((message) => /Invalid (type|key)|Expected|received/.test(message));
        expect(found, `${field}: ${JSON.stringify(wrong)}`).toEqual([]);
      }
    }
  });

  it('are worded by what the field must be, with the field’s name, at any depth', () => {
    const schema = fields({
      kind: v.picklist(['Labor', 'Other']),
      count: v.number(),
      done: v.boolean(),
      tags: v.array(v.string()),
      visitStart: DateTime,
      redirectUrl: v.string(),
      line: fields({ note: v.string() }),
      slot: v.object({ end: v.string() }),
      either: v.union([v.string(), v.array(v.string())]),
    });
    const wrong = { kind: 1, count: '1', done: 'yes', tags: [1], visitStart: 'soon', redirectUrl: 5, line: { note: 2 }, slot: {}, either: 3 };
    expect(messages(schema, wrong)).toEqual([
      'kind: Kind must be Labor or Other.',
      'count: Count must be a number.',
      'done: Done must be true or false.',
      'tags.0: Each of the tags must be text.',
      'visitStart: Visit start must be a date and time, such as 2026-12-10T14:00:00Z.',
      'redirectUrl: Redirect URL must be text.',
      'line.note: Note must be text.',
      'slot.end: This field is required.',
      'either: Either must be text or a list.',
    ]);
    // Outside a request object the field is not known: what it must be, all the same.
    expect(messages(DateTime, 12)).toEqual(['null: Must be a date and time.']);
    expect(messages(v.pick(schema, ['count']), { count: 'many' })).toEqual(['count: Count must be a number.']);
  });
});
