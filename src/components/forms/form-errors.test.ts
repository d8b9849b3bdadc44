import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ContactUsRequest } from '../../../contract/public';
import { placeIssues, placeServerError } from './form-errors';

const names = ['name', 'email', 'phone', 'message'] as const;
const problem = (errors: Record<string, string[]>) => ({ type: 'about:blank', title: 'Validation Error', status: 400, detail: 'One or more fields are not valid.', errors });

describe('placing the messages of a refused form', () => {
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

  it("puts the server's field messages next to the fields they name, whatever the case of the key", () => {
    expect(placeServerError(problem({ email: ['Enter a valid e-mail address.'], ZipCode: ['We do not serve zip code 99999.'] }), [...names, 'zipCode'])).toEqual({
      fields: { email: 'Enter a valid e-mail address.', zipCode: 'We do not serve zip code 99999.' },
    });
  });

  it('sends messages about no field of the form to the alert, and the captcha key to the captcha', () => {
    expect(placeServerError(problem({ listingId: ['Must be a valid id.'], 'x-recaptcha-token': ['Too long.'], name: ['Name is required.'] }), names)).toEqual({
      fields: { name: 'Name is required.' },
      captcha: 'Too long.',
      alert: { title: 'Validation Error', detail: 'Must be a valid id.' },
    });
  });

  it('words every other refusal as describeServerError does', () => {
    expect(placeServerError({ Message: 'The captcha answer was already used.' }, names)).toEqual({ fields: {}, alert: { title: 'The captcha answer was already used.' } });
    expect(placeServerError('Bad Gateway', names)).toEqual({ fields: {}, alert: { title: 'Something went wrong' } });
    expect(placeServerError(problem({}), names)).toEqual({ fields: {}, alert: { title: 'Validation Error', detail: 'One or more fields are not valid.' } });
  });
});
