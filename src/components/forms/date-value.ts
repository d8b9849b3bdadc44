import type { ReactNode } from 'react';

// What the date field and the picker it loads share, kept apart so that the picker imports nothing of the field.

/** A part-typed or impossible date (02/30/2027): not empty, so the form cannot take it for "no date". */
export const INCOMPLETE_DATE = 'incomplete';
export interface DateFieldProps {
  label: string;
  name?: string;
  /** `YYYY-MM-DD`, '' for none, or INCOMPLETE_DATE while one is being typed. */
  value: string;
  onChange: (value: string) => void;
  /** The first day that can be chosen (`YYYY-MM-DD`); earlier days are grayed out in the calendar. */
  min?: string | undefined;
  /** The last day that can be chosen (`YYYY-MM-DD`); later days are grayed out, and later months not offered. */
  max?: string | undefined;
  required?: boolean;
  error?: boolean;
  /** The hint, or the message of what is wrong. */
  helperText?: ReactNode;
  /** Called with the field's focus target (its month), for the form to move focus to it. */
  inputRef?: (element: HTMLElement | null) => void;
  onBlur?: () => void;
  onAccept?: (value: string) => void;
  size?: 'small' | 'medium';
}

/** What an incomplete date's field says when the form asks for a whole one. */
export const INCOMPLETE_MESSAGE = 'Enter the whole date as MM/DD/YYYY, or choose it from the calendar.';
