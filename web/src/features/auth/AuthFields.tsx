// The parts every sign-in form shares: its required fields, disabled while the form is sent, and
// its large submit button whose words change while busy.
import type { ReactNode } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';
import { BusyButton } from '@/components/BusyButton';

export function AuthField({ busy, ...props }: TextFieldProps & { busy: boolean }) {
  return <TextField {...props} required fullWidth margin="normal" disabled={busy} />;
}

export function AuthSubmit({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <BusyButton type="submit" variant="contained" size="large" fullWidth busy={busy} sx={{ mt: 2 }}>
      {children}
    </BusyButton>
  );
}
