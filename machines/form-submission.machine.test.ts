import { describe, expect, it } from 'vitest';
import { classifyHttpFailure, FAILURE_MESSAGES } from './api-failure';
import { placeRefusal } from './form-submission.machine';

const names = ['name', 'email', 'phone', 'message'] as const;
const problem = (errors: Record<string, string[]>) =>
  classifyHttpFailure({ status: 400, body: { type: 'about:blank', title: 'Validation Error', status: 400, detail: 'One or more fields are not valid.', errors } });

describe('placing the messages of a refused form', () => {
  it("puts the server's field messages next to the fields they name, whatever the case of the key", () => {
    expect(placeRefusal(problem({ email: ['Enter a valid e-mail address.'], ZipCode: ['We do not serve zip code 99999.'] }), [...names, 'zipCode'])).toEqual({
      fields: { email: 'Enter a valid e-mail address.', zipCode: 'We do not serve zip code 99999.' },
    });
  });

  it('sends messages about no field of the form to the alert, and the captcha key to the captcha', () => {
    expect(placeRefusal(problem({ listingId: ['Must be a valid id.'], 'x-recaptcha-token': ['Too long.'], name: ['Name is required.'] }), names)).toEqual({
      fields: { name: 'Name is required.' },
      captcha: 'Too long.',
      alert: { title: 'Validation Error', detail: 'Must be a valid id.' },
    });
  });

  it('shows every other refusal as the actor worded it (spec section 8), else by its message', () => {
    const worded = { ...classifyHttpFailure({ status: 400, body: { Message: 'The captcha answer was already used.' } }), alert: { title: 'The captcha answer was already used.' } };
    expect(placeRefusal(worded, names)).toEqual({ fields: {}, alert: { title: 'The captcha answer was already used.' } });
    expect(placeRefusal(classifyHttpFailure({ status: 502, body: 'Bad Gateway' }), names)).toEqual({ fields: {}, alert: { title: FAILURE_MESSAGES.unknown } });
    expect(placeRefusal(new TypeError('Failed to fetch'), names)).toEqual({ fields: {}, alert: { title: FAILURE_MESSAGES.network } });
  });
});
