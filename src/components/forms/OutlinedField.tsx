import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ReactNode, useId } from 'react';

/*
 * An outlined TextField, put together from the parts TextField itself draws for its outlined variant
 * (FormControl, InputLabel, OutlinedInput, FormHelperText): the same markup, classes aside, and the
 * same label, hint and accessible names. TextField imports its other variants and the menu select
 * (Menu, Popover, Modal, focus trap, transitions) whatever it draws, about 15 KB of gzip, which a
 * page that only needs these fields should not wait for before its first paint
 * (docs/performance.md, "JavaScript before the first paint").
 */

interface FieldFrame {
  label: string;
  helperText?: ReactNode;
  error?: boolean;
  disabled?: boolean;
  required?: boolean;
  size?: 'small' | 'medium';
  /** Like the theme's TextField, a field fills its column unless told otherwise. */
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
  id?: string;
}

function useFieldIds(idOverride: string | undefined, helperText: ReactNode) {
  const generated = useId();
  const id = idOverride ?? generated;
  return { id, labelId: `${id}-label`, helperTextId: helperText ? `${id}-helper-text` : undefined };
}

export type OutlinedFieldProps = FieldFrame &
  Pick<OutlinedInputProps, 'value' | 'onChange' | 'onBlur' | 'onKeyDown' | 'type' | 'autoComplete' | 'autoFocus' | 'name' | 'placeholder' | 'inputRef' | 'multiline' | 'rows' | 'inputComponent'> & {
    slotProps?: { htmlInput?: InputBaseComponentProps };
  };

/** A text field, outlined, its label inside until the field is focused or filled, as TextField's. */
export function OutlinedField({ label, helperText, error, disabled, required, size, fullWidth = true, sx, id: idOverride, slotProps, ...input }: OutlinedFieldProps) {
  const { id, labelId, helperTextId } = useFieldIds(idOverride, helperText);
  return (
    <FormControl variant="outlined" error={error} disabled={disabled} required={required} size={size} fullWidth={fullWidth} sx={sx}>
      <InputLabel htmlFor={id} id={labelId}>
        {label}
      </InputLabel>
      <OutlinedInput {...input} id={id} label={label} aria-describedby={helperTextId} fullWidth={fullWidth} inputProps={slotProps?.htmlInput} />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}

export type OutlinedSelectProps = FieldFrame &
  Pick<OutlinedInputProps, 'value' | 'name' | 'inputRef'> & {
    onChange: (event: React.ChangeEvent<HTMLSelectElement>) => void;
    children: ReactNode;
  };

/**
 * A native select (the phone's own picker), outlined, its label kept above the value: MUI would lay
 * it over an option whose value is empty, such as "All trades".
 */
export function OutlinedSelect({ label, helperText, error, disabled, required, size, fullWidth = true, sx, id: idOverride, children, ...select }: OutlinedSelectProps) {
  const { id, labelId, helperTextId } = useFieldIds(idOverride, helperText);
  return (
    <FormControl variant="outlined" error={error} disabled={disabled} required={required} size={size} fullWidth={fullWidth} sx={sx}>
      <InputLabel htmlFor={id} id={labelId} shrink>
        {label}
      </InputLabel>
      <NativeSelect {...select} id={id} aria-describedby={helperTextId} input={<OutlinedInput label={label} notched fullWidth={fullWidth} />}>
        {children}
      </NativeSelect>
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
