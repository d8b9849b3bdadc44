import { describe, expect, it } from 'vitest';
import { describeFailure, describeServerError, MESSAGE_SEPARATOR, validationFieldErrors } from './errors';

describe('describeServerError', () => {
  it('titles a domain error with its Message', () => {
    expect(describeServerError({ Message: 'Job request was not found.' })).toEqual({ title: 'Job request was not found.' });
  });

  it('joins the string entries of Errors into the detail', () => {
    expect(describeServerError({ Message: 'Cannot book.', Errors: ['Slot is taken.', 42, null, 'Deposit is missing.'] })).toEqual({
      title: 'Cannot book.',
      detail: `Slot is taken.${MESSAGE_SEPARATOR}Deposit is missing.`,
    });
  });

  it('leaves the detail out when Errors holds no strings', () => {
    expect(describeServerError({ Message: 'Cannot book.', Errors: [] })).toEqual({ title: 'Cannot book.' });
    expect(describeServerError({ Message: 'Cannot book.', Errors: 'not a list' })).toEqual({ title: 'Cannot book.' });
  });

  it("titles a lowercase message 'Error' with the message as detail", () => {
    expect(describeServerError({ message: 'Token expired' })).toEqual({ title: 'Error', detail: 'Token expired' });
    expect(describeServerError(new TypeError('Failed to fetch'))).toEqual({ title: 'Error', detail: 'Failed to fetch' });
  });

  it('prefers Message over message', () => {
    expect(describeServerError({ Message: 'Upper', message: 'lower' })).toEqual({ title: 'Upper' });
  });

  it('lists every message of a validation problem', () => {
    const problem = {
      type: 'https://datatracker.ietf.org/doc/html/rfc9457#section-3',
      title: 'Validation Error',
      status: 400,
      detail: 'One or more fields are not valid.',
      errors: { email: ['Enter a valid e-mail address.'], 'address.zip': ['Required.', 'Must be 5 digits.'] },
    };
    expect(describeServerError(problem)).toEqual({
      title: 'Validation Error',
      detail: ['Enter a valid e-mail address.', 'Required.', 'Must be 5 digits.'].join(MESSAGE_SEPARATOR),
    });
  });

  it('falls back to the problem detail when a validation problem names no field', () => {
    expect(describeServerError({ title: 'Validation Error', detail: 'Bad input.', errors: {} })).toEqual({ title: 'Validation Error', detail: 'Bad input.' });
    expect(describeServerError({ title: 'Validation Error' })).toEqual({ title: 'Validation Error' });
  });

  it("says 'Something went wrong' about anything else", () => {
    for (const body of [undefined, null, '', 'Internal Server Error', 500, [], {}, { Message: 7 }, { title: 'Not Found', status: 404 }]) {
      expect(describeServerError(body)).toEqual({ title: 'Something went wrong' });
    }
  });
});

describe('validationFieldErrors', () => {
  it('maps a validation problem to one message per field', () => {
    expect(
      validationFieldErrors({
        title: 'Validation Error',
        status: 400,
        errors: { email: ['Enter a valid e-mail address.'], 'address.zip': ['Required.', 'Must be 5 digits.'], '': ['Check the form.'], empty: [] },
      }),
    ).toEqual({ email: 'Enter a valid e-mail address.', 'address.zip': 'Required. Must be 5 digits.', '': 'Check the form.' });
  });

  it('answers undefined for anything that is not a validation problem', () => {
    expect(validationFieldErrors({ Message: 'Nope.' })).toBeUndefined();
    expect(validationFieldErrors(undefined)).toBeUndefined();
  });
});

describe('describeFailure', () => {
  it('says the server could not be reached when no answer came, whatever the browser calls it', () => {
    for (const words of ['Failed to fetch', 'NetworkError when attempting to fetch resource.', 'Load failed']) {
      expect(describeFailure(new TypeError(words))).toEqual({ title: 'We could not reach the server', detail: 'Check your connection and try again.' });
    }
  });

  it("words the server's answer by the display rules", () => {
    expect(describeFailure({ Message: 'Cannot book.', Errors: ['Slot is taken.'] })).toEqual({ title: 'Cannot book.', detail: 'Slot is taken.' });
    expect(describeFailure({ message: 'Token expired' })).toEqual({ title: 'Error', detail: 'Token expired' });
    expect(describeFailure('<h1>Bad Gateway</h1>')).toEqual({ title: 'Something went wrong' });
  });
});
