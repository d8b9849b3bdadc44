import Box from '@mui/material/Box';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatUsPhoneInput } from '../../machines/phone';
import { BusyButton } from '../components/ui/BusyButton';

/**
 * Fields shared by the flows that text a code to a phone (sign-in, changing the number): the phone
 * number formatted as it is typed, the code field that takes a paste or the phone's one-time-code
 * suggestion, and the resend countdown.
 */

type FieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'error' | 'helperText'> & {
  value: string;
  onValue: (value: string) => void;
  /** The message shown under the field as an error. */
  error?: string | undefined;
  hint?: string;
};

/** A US number shown as `+1 (508) 555-0100` while typed; `onValue` gets what the user typed. */
export function PhoneField({ value, onValue, error, hint, label = 'Mobile phone number', slotProps, ...props }: FieldProps) {
  return (
    <TextField
      label={label}
      type="tel"
      autoComplete="tel"
      placeholder="(508) 555-0100"
      value={formatUsPhoneInput(value)}
      onChange={(event) => onValue(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? hint}
      slotProps={{ ...slotProps, htmlInput: { inputMode: 'tel', ...(slotProps?.htmlInput as object) } }}
      {...props}
    />
  );
}

/** The 6-digit code: typed, pasted with spaces or dashes, or filled in from the text message by the phone. */
export function CodeField({ value, onValue, error, hint, label = '6-digit code', slotProps, ...props }: FieldProps) {
  return (
    <TextField
      label={label}
      autoComplete="one-time-code"
      value={value}
      onChange={(event) => onValue(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? hint}
      slotProps={{ ...slotProps, htmlInput: { inputMode: 'numeric', spellCheck: false, ...(slotProps?.htmlInput as object) } }}
      {...props}
    />
  );
}

/** `27` → `0:27`, `75` → `1:15`. */
export const formatCountdown = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

export interface ResendCodeProps {
  /** `waiting` while the countdown runs, `available` when a new code may be asked for, `sending` meanwhile. */
  state: 'waiting' | 'available' | 'sending';
  secondsLeft: number;
  /** Another request is under way (the code is being checked): wait for it. */
  disabled?: boolean;
  onResend: () => void;
}

export function ResendCode({ state, secondsLeft, disabled, onResend }: ResendCodeProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 40, flexWrap: 'wrap' }}>
      <Typography variant="body2" color="text.secondary">
        Didn’t get it?
      </Typography>
      {state === 'waiting' ? (
        // Not a live region: a screen reader would read out every second.
        <Typography variant="body2" color="text.secondary">
          Resend code in {formatCountdown(secondsLeft)}
        </Typography>
      ) : (
        // Refused, the focus comes back to it (BusyButton); sent, the code step moves it on to the field.
        <BusyButton variant="text" size="small" onClick={onResend} busy={state === 'sending'} disabled={disabled}>
          {state === 'sending' ? 'Sending a new code…' : 'Resend code'}
        </BusyButton>
      )}
    </Box>
  );
}
