// Fields of a moment: a required time or date-time input whose label stays above it (the browser
// shows its own pattern there), bounded by `min` and `max`; and the pair of fields of a range, side
// by side on a wide screen and one above the other on a phone.
import type { ReactNode } from 'react';
import { Stack, TextField, type TextFieldProps } from '@mui/material';

type Props = Omit<TextFieldProps, 'required' | 'fullWidth' | 'slotProps'> & { type: 'time' | 'datetime-local'; min?: string; max?: string };

export function WhenField({ min, max, ...props }: Props) {
  return <TextField {...props} required fullWidth slotProps={{ inputLabel: { shrink: true }, htmlInput: { min, max } }} />;
}

export function FieldPair({ children }: { children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {children}
    </Stack>
  );
}
