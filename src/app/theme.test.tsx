import Button from '@mui/material/Button';
import { ThemeProvider } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from './theme';

afterEach(cleanup);

describe('the UI defaults of spec section 9', () => {
  it('draws inputs outlined and gives buttons their ripple', async () => {
    render(
      <ThemeProvider theme={theme}>
        <TextField label="Name" />
        <Button>Send</Button>
      </ThemeProvider>,
    );
    expect(screen.getByLabelText('Name').closest('.MuiOutlinedInput-root')).not.toBeNull();
    const button = screen.getByRole('button', { name: 'Send' });
    // The ripple is mounted on the first touch of the button.
    await act(async () => {
      fireEvent.mouseDown(button);
      await Promise.resolve();
    });
    expect(button.querySelector('.MuiTouchRipple-root')).not.toBeNull();
  });
});
