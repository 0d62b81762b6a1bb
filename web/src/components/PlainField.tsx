// A text field of the first page. Material UI's TextField carries its select mode (Select, Menu,
// Popover, Modal, focus trap) into every bundle that uses it; this one is the same outlined field,
// label and helper text without them, for screens whose weight counts (the home page's search).
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FormControl, FormHelperText, InputAdornment, InputLabel, OutlinedInput } from '@mui/material';

interface Props {
  label: string;
  value: string;
  onChange(value: string): void;
  type?: string;
  placeholder?: string;
  autoComplete?: string;
  /** An icon before the text. */
  start?: ReactNode;
  /** Keep the label above the field even when empty (date inputs show their own pattern). */
  shrink?: boolean;
  error?: boolean;
  helperText?: string;
  inputProps?: InputHTMLAttributes<HTMLInputElement> & Record<`data-${string}`, string>;
}

export function PlainField({ label, value, onChange, type, placeholder, autoComplete, start, shrink, error, helperText, inputProps }: Props) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl fullWidth variant="outlined" error={error}>
      <InputLabel htmlFor={id} shrink={shrink || undefined}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        type={type}
        label={label}
        notched={shrink || undefined}
        value={value}
        placeholder={placeholder}
        autoComplete={autoComplete}
        onChange={(e) => onChange(e.target.value)}
        startAdornment={start ? <InputAdornment position="start">{start}</InputAdornment> : undefined}
        inputProps={{ ...inputProps, 'aria-describedby': helperText ? helperId : undefined }}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
