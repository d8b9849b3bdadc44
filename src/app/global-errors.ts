import type { ErrorInfo } from 'react';
import { ERROR_TOAST_MS, showToast } from '../lib/toast';

/**
 * The one error we do not show (spec section 8, "one specific tab-index type error is ignored"):
 * a `TypeError` from reading or writing `tabIndex` on an element that is already gone. Third-party
 * widgets that manage focus (the help chat, the captcha frame) raise it when a route change removes
 * their anchor mid-update; nothing is broken and the user can do nothing about it. The matcher names
 * the exact wording of Chromium, Firefox and Safari and nothing broader, so every other TypeError
 * still shows.
 */
export const IGNORED_TAB_INDEX_ERROR =
  /^(?:Cannot (?:read|set) properties of (?:null|undefined) \((?:reading|setting) 'tabIndex'\)|can't access property "tabIndex", \S+ is (?:null|undefined)|(?:null|undefined) is not an object \(evaluating '\S+\.tabIndex(?: = [^']+)?'\))$/;

export function isIgnoredError(error: unknown): boolean {
  return error instanceof Error && error.name === 'TypeError' && IGNORED_TAB_INDEX_ERROR.test(error.message);
}

/** Summary and detail of an error toast: the error's name and message. */
export function errorToast(error: unknown): { summary: string; detail: string } {
  if (error instanceof Error) return { summary: error.name || 'Error', detail: error.message };
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') {
    const name = 'name' in error && typeof error.name === 'string' && error.name ? error.name : 'Error';
    return { summary: name, detail: error.message };
  }
  return { summary: 'Error', detail: String(error) };
}

export type Notify = (toast: { summary: string; detail: string }) => void;

const defaultNotify: Notify = ({ summary, detail }) => showToast({ severity: 'error', summary, detail, durationMs: ERROR_TOAST_MS });

/**
 * Shows each uncaught error once. The same error object can arrive twice (React hands it over, then
 * it is reported to the window), hence the memory of objects already shown.
 */
export function createErrorNotifier(notify: Notify = defaultNotify) {
  const shown = new WeakSet<object>();
  return (error: unknown) => {
    if (isIgnoredError(error)) return;
    if (typeof error === 'object' && error !== null) {
      if (shown.has(error)) return;
      shown.add(error);
    }
    notify(errorToast(error));
  };
}

export interface GlobalErrorHandlers {
  /** For `createRoot(..., { onUncaughtError })`: toast, then report to the window as React would. */
  onUncaughtError(error: unknown, info: ErrorInfo): void;
  /** For `createRoot(..., { onCaughtError })`: toast, then log as React would. */
  onCaughtError(error: unknown, info: ErrorInfo): void;
  /** Removes the window listeners. */
  uninstall(): void;
}

/**
 * The global error handler of spec section 8: any uncaught error or unhandled rejection shows an
 * error toast for 5 seconds (name as summary, message as detail) and then carries on as if we were
 * not there: the listeners never call `preventDefault`, so the browser console and error reporting
 * still receive it, and React's own reporting is repeated after the toast.
 */
export function installGlobalErrorHandlers(options: { target?: Window; notify?: Notify; onCaught?: (error: unknown) => void } = {}): GlobalErrorHandlers {
  const target = options.target ?? window;
  const show = createErrorNotifier(options.notify);
  const onError = (event: ErrorEvent) => show(event.error ?? new Error(event.message));
  const onRejection = (event: PromiseRejectionEvent) => show(event.reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return {
    onUncaughtError(error) {
      show(error);
      rethrow(target, error);
    },
    onCaughtError(error, info) {
      show(error);
      console.error(error, info.componentStack ?? '');
      options.onCaught?.(error);
    },
    uninstall() {
      target.removeEventListener('error', onError);
      target.removeEventListener('unhandledrejection', onRejection);
    },
  };
}

/** Reports the error to the window without unwinding React: what React itself does with uncaught errors. */
function rethrow(target: Window, error: unknown) {
  if (typeof target.reportError === 'function') target.reportError(error);
  else
    setTimeout(() => {
      throw error;
    });
}
