// The field for the code sent by SMS: digits only, at most the code's length, filled in from the
// message where the phone offers it.
import { TextField } from '@mui/material';
import { PHONE_CODE_LENGTH } from '@carrental/shared';
import { useT } from '@/lib/i18n';

export function CodeField({ value, onChange }: { value: string; onChange(code: string): void }) {
  const t = useT();
  return (
    <TextField
      label={t('phones.dialog.code')}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, PHONE_CODE_LENGTH))}
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', dir: 'ltr' } }}
    />
  );
}

