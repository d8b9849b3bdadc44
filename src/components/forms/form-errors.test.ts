import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ContactUsRequest } from '../../../contract/public';
import { placeIssues } from './form-errors';

const names = ['name', 'email', 'phone', 'message'] as const;

describe("placing the contract's messages", () => {
  it("puts the contract's messages next to their fields, the first per field", () => {
    const parsed = v.safeParse(ContactUsRequest, { name: ' ', email: 'nope', phone: '12', message: '' });
    expect(parsed.success).toBe(false);
    expect(placeIssues(parsed.issues!, names)).toEqual({
      fields: {
        name: 'Name is required.',
        email: 'Enter a valid e-mail address.',
        phone: 'Enter a valid US phone number, e.g. (508) 555-0100.',
        message: 'Message is required.',
      },
    });
  });
});
