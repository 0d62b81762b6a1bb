// A date input people type as day-month-year ("25-11-2026") whatever their browser's language, with
// the browser's own calendar a click away; it never takes a six-digit year (decision 0025). Its
// value is "YYYY-MM-DD" (or '' until the text is a whole day), its change has an input's shape, so
// it replaces a `<TextField type="date">` line for line.
import { useEffect, useRef, useState } from 'react';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { dayMonthYearText, MAX_INPUT_DATE, parseDayMonthYear } from '@carrental/shared';
import { useI18n } from '@/lib/i18n';

type DateFieldProps = Omit<TextFieldProps, 'type' | 'value' | 'onChange'> & {
  /** "YYYY-MM-DD", or '' for none. */
  value: string;
  /** "YYYY-MM-DD" once the text is a real day with a four-digit year, '' while it is not. */
  onChange: (event: { target: { value: string } }) => void;
};

/** The bounds given the way a date input takes them (`slotProps.htmlInput.min`/`max`), for the calendar. */
type Bounds = { min?: string; max?: string };

export function DateField({ value, onChange, error, helperText, slotProps, label, onBlur, ...rest }: DateFieldProps) {
  const { t } = useI18n();
  const [text, setText] = useState(() => dayMonthYearText(value));
  const [left, setLeft] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const { min, max = MAX_INPUT_DATE } = ((slotProps?.htmlInput ?? {}) as Bounds);

  // A value set from outside (dates carried in the address, a reset) shows as day-month-year.
  useEffect(() => {
    setText((current) => ((parseDayMonthYear(current) ?? '') === value ? current : dayMonthYearText(value)));
  }, [value]);

  const type = (next: string) => {
    setText(next);
    const day = parseDayMonthYear(next) ?? '';
    if (day !== value) onChange({ target: { value: day } });
  };
  const unreadable = left && text.trim() !== '' && parseDayMonthYear(text) === null;
  const openCalendar = () => {
    const input = picker.current;
    if (!input) return;
    if (typeof input.showPicker === 'function') {
      try {
        input.showPicker();
        return;
      } catch {
        // Not allowed here (no user gesture or a cross-origin frame): fall back to a click.
      }
    }
    input.click();
  };

  return (
    <TextField
      {...rest}
      label={label}
      value={text}
      onChange={(e) => type(e.target.value)}
      onBlur={(e) => {
        setLeft(true);
        if (parseDayMonthYear(text)) setText(dayMonthYearText(parseDayMonthYear(text)!));
        onBlur?.(e);
      }}
      error={unreadable || error}
      helperText={unreadable ? t('components.dateField.invalid') : helperText}
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode: 'numeric', maxLength: 10, placeholder: t('components.dateField.placeholder'), dir: 'ltr', autoComplete: 'off' },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton edge="end" size="small" onClick={openCalendar} aria-label={t('components.dateField.calendar')}>
                <CalendarMonthIcon fontSize="small" />
              </IconButton>
              <input
                ref={picker}
                type="date"
                tabIndex={-1}
                aria-hidden
                min={min}
                max={max}
                value={value}
                onChange={(e) => type(dayMonthYearText(e.target.value))}
                style={{ position: 'absolute', insetInlineEnd: 0, bottom: 0, width: 1, height: 1, opacity: 0, border: 0, padding: 0, pointerEvents: 'none' }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
