import { OutlinedField, type OutlinedFieldProps } from './OutlinedField';

/** The height of a line in MUI's inputs, in em (InputBase's line height). */
const LINE_EM = 1.4375;

export type TextAreaProps = Omit<OutlinedFieldProps, 'multiline' | 'rows' | 'inputComponent' | 'type'> & {
  /** Lines shown when empty; the field grows with what is typed. */
  rows: number;
};

/**
 * A text field of several lines that grows with what is typed, sized by the browser
 * (`field-sizing: content`) in a plain `<textarea>`. MUI's multiline field always sizes itself with
 * TextareaAutosize, which measures a hidden copy of the text and so lays out the whole page in the
 * commit that shows the field and again on every keystroke: some 100 ms of one task on a mid-range
 * phone when Book A Job's form appears. A browser without `field-sizing` shows `rows` lines and
 * scrolls beyond them.
 */
export function TextArea({ rows, sx, ...props }: TextAreaProps) {
  // Only downward: a width from the content would let one long word (a pasted link) widen the
  // field, and with it the form and the page, past the screen.
  const grows = { '& textarea': { fieldSizing: 'content', contain: 'inline-size', minHeight: `${rows * LINE_EM}em` } };
  return <OutlinedField {...props} multiline rows={rows} inputComponent="textarea" sx={[grows, ...(Array.isArray(sx) ? sx : [sx])]} />;
}
