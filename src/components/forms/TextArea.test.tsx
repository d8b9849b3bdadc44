import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextArea } from './TextArea';

afterEach(cleanup);

describe('TextArea', () => {
  it('grows with what is typed in height only, so a long link pasted into it cannot widen the page past the screen', () => {
    render(<TextArea label="Message" rows={3} value={`See https://example.com/${'photos/of/the/gutters/'.repeat(12)}`} onChange={() => {}} />);
    const style = getComputedStyle(screen.getByRole('textbox', { name: 'Message' }));
    expect(style.getPropertyValue('field-sizing')).toBe('content');
    // The browser sizes the box's width as if it were empty: from its column, not from its longest word.
    expect(style.getPropertyValue('contain')).toBe('inline-size');
    expect(style.getPropertyValue('min-height')).toBe(`${3 * 1.4375}em`);
  });
});
