import { useSyncExternalStore } from 'react';

/**
 * Toasts (spec section 9: top right, 25rem wide, error toasts stay 5 seconds). The toast library
 * loads with the first toast, not with the page: until its host is mounted, toasts wait in a queue.
 */
export type ToastSeverity = 'success' | 'info' | 'warning' | 'error';

export const TOAST_WIDTH = '25rem';
export const ERROR_TOAST_MS = 5000;
export const TOAST_MS = 4000;

export interface ToastOptions {
  severity: ToastSeverity;
  /** One line: what happened. */
  summary: string;
  /** What else the user needs to know; line breaks are kept. */
  detail?: string;
  durationMs?: number;
  /** A button in the toast that does the next step (Sign In); the toast closes when it is used. */
  action?: { label: string; onClick: () => void };
}

export interface ToastHost {
  show(toast: ToastOptions & { durationMs: number }): void;
}

let host: ToastHost | undefined;
let queued: (ToastOptions & { durationMs: number })[] = [];
let wanted = false;
const listeners = new Set<() => void>();

export function showToast(toast: ToastOptions) {
  const complete = { ...toast, durationMs: toast.durationMs ?? (toast.severity === 'error' ? ERROR_TOAST_MS : TOAST_MS) };
  if (host) return host.show(complete);
  queued.push(complete);
  wanted = true;
  for (const listener of listeners) listener();
}

export const showError = (summary: string, detail?: string) => showToast({ severity: 'error', summary, ...(detail ? { detail } : {}) });
export const showSuccess = (summary: string, detail?: string) => showToast({ severity: 'success', summary, ...(detail ? { detail } : {}) });

/** The mounted toaster takes over and shows what waited; returns its unregistration. */
export function registerToastHost(next: ToastHost): () => void {
  host = next;
  const waiting = queued;
  queued = [];
  for (const toast of waiting) next.show(toast);
  return () => {
    if (host === next) host = undefined;
  };
}

/** Calls `listener` whenever a toast has to wait for the toaster; returns its unsubscription. */
export function onToastWaiting(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Whether a toast has been asked for, i.e. whether the toaster should be mounted. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(onToastWaiting, () => wanted, () => false);
}
