// Each method's mark, drawn inline (no downloaded assets): a coloured tile with its name or initials.
import type { PaymentMethodId } from '@carrental/shared';

const MARKS: Record<PaymentMethodId, { bg: string; fg: string; text: string }> = {
  jazzcash: { bg: '#d71921', fg: '#ffd100', text: 'JC' },
  easypaisa: { bg: '#3bb54a', fg: '#ffffff', text: 'ep' },
  safepay: { bg: '#0b3ea8', fg: '#ffffff', text: 'SP' },
  stripe: { bg: '#635bff', fg: '#ffffff', text: 'S' },
  sandbox: { bg: '#5f6b7a', fg: '#ffffff', text: 'T' },
};

export function MethodLogo({ id, size = 40 }: { id: PaymentMethodId; size?: number }) {
  const mark = MARKS[id];
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden focusable="false">
      <rect width="40" height="40" rx="8" fill={mark.bg} />
      <text x="20" y="26" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontWeight="700" fontSize="16" fill={mark.fg}>
        {mark.text}
      </text>
    </svg>
  );
}
