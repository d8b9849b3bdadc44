import type { ChangeEvent } from 'react';

/**
 * The fields' elements of one form and the field its machine asked to focus. The machine names the
 * field in an action while a transition runs; the element is focused after React has rendered that
 * state (a message shown, a disabled field enabled), once.
 */
export function fieldFocus(focusOther: (field: string) => boolean = () => false) {
  let next: string | undefined;
  const elements = new Map<string, HTMLElement>();
  return {
    ask(field: string | undefined) {
      next = field;
    },
    register(name: string, element: HTMLElement | null) {
      if (element) elements.set(name, element);
      else elements.delete(name);
    },
    /** Focuses the field asked for, if any; `focusOther` takes targets that are not registered fields. */
    moveFocus() {
      const target = next;
      next = undefined;
      if (target && !focusOther(target)) elements.get(target)?.focus();
    },
  };
}

/**
 * Props of a MUI TextField for one field: value, change, error message (or the hint), focus target.
 * Fields are not checked as they lose focus: a message appearing then moves the page under the
 * pointer, and the click on Send that caused the blur would miss its button.
 */
export function textFieldProps<N extends string>(
  form: { values: Record<N, string>; errors: Partial<Record<N, string>>; setValue: (name: N, value: string) => void; register: (name: N, element: HTMLElement | null) => void },
  name: N,
  hint?: string,
) {
  return {
    name,
    value: form.values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => form.setValue(name, event.target.value),
    error: Boolean(form.errors[name]),
    helperText: form.errors[name] ?? hint,
    inputRef: (element: HTMLElement | null) => form.register(name, element),
  };
}
