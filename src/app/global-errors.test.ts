import { afterEach, describe, expect, it, vi } from 'vitest';
import { createErrorNotifier, errorToast, installGlobalErrorHandlers, isIgnoredError } from './global-errors';

describe('the ignored tab-index error', () => {
  it.each([
    "Cannot read properties of null (reading 'tabIndex')",
    "Cannot set properties of undefined (setting 'tabIndex')",
    'can\'t access property "tabIndex", el is null',
    "null is not an object (evaluating 'e.tabIndex')",
    "null is not an object (evaluating 'this.el.tabIndex = -1')",
  ])('is recognized as browsers word it: %s', (message) => {
    expect(isIgnoredError(new TypeError(message))).toBe(true);
  });

  it.each([
    ['another TypeError', new TypeError("Cannot read properties of null (reading 'focus')")],
    ['the same words in another error type', new Error("Cannot read properties of null (reading 'tabIndex')")],
    ['a longer message around it', new TypeError("Oops: Cannot read properties of null (reading 'tabIndex') again")],
    ['a property that only starts with tabIndex', new TypeError("Cannot read properties of null (reading 'tabIndexes')")],
    ['a plain value', "Cannot read properties of null (reading 'tabIndex')"],
  ])('does not swallow %s', (_label, error) => {
    expect(isIgnoredError(error)).toBe(false);
  });
});

describe('error toasts', () => {
  it("use the error's name as summary and its message as detail", () => {
    expect(errorToast(new RangeError('Too far'))).toEqual({ summary: 'RangeError', detail: 'Too far' });
    expect(errorToast({ name: 'AbortError', message: 'Stopped' })).toEqual({ summary: 'AbortError', detail: 'Stopped' });
    expect(errorToast('just text')).toEqual({ summary: 'Error', detail: 'just text' });
  });

  it('show each error object once and skip the ignored one', () => {
    const notify = vi.fn();
    const show = createErrorNotifier(notify);
    const error = new Error('Once');
    show(error);
    show(error);
    show(new TypeError("Cannot read properties of null (reading 'tabIndex')"));
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith({ summary: 'Error', detail: 'Once' });
  });
});

describe('the global handlers', () => {
  let uninstall: (() => void) | undefined;
  afterEach(() => uninstall?.());

  it('toast window errors and unhandled rejections without stopping them', () => {
    const notify = vi.fn();
    const handlers = installGlobalErrorHandlers({ notify });
    uninstall = handlers.uninstall;

    const error = new SyntaxError('Bad token');
    const event = new ErrorEvent('error', { error, message: error.message, cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);

    const rejection = new Event('unhandledrejection', { cancelable: true }) as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: new TypeError('Nope') });
    window.dispatchEvent(rejection);
    expect(rejection.defaultPrevented).toBe(false);

    expect(notify.mock.calls.map(([toast]) => toast)).toEqual([
      { summary: 'SyntaxError', detail: 'Bad token' },
      { summary: 'TypeError', detail: 'Nope' },
    ]);
  });

  it("toast React's uncaught errors once, then report them to the window", () => {
    const notify = vi.fn();
    const reported: unknown[] = [];
    const target = Object.assign(new EventTarget(), { reportError: (e: unknown) => reported.push(e) }) as unknown as Window;
    const handlers = installGlobalErrorHandlers({ notify, target });
    const error = new Error('Render failed');
    handlers.onUncaughtError(error, {});
    target.dispatchEvent(new ErrorEvent('error', { error }));
    expect(reported).toEqual([error]);
    expect(notify).toHaveBeenCalledTimes(1);
    handlers.uninstall();
  });

  it("toast errors React's boundaries caught and hand them on", () => {
    const notify = vi.fn();
    const onCaught = vi.fn();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const handlers = installGlobalErrorHandlers({ notify, onCaught });
    uninstall = handlers.uninstall;
    const error = new Error('Loader failed');
    handlers.onCaughtError(error, { componentStack: '\n    at Page' });
    expect(notify).toHaveBeenCalledWith({ summary: 'Error', detail: 'Loader failed' });
    expect(onCaught).toHaveBeenCalledWith(error);
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });
});
