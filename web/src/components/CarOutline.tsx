// The car seen from above, drawn once (handover records and damage claims): tapping (or pressing
// Enter on) a spot marks it (x and y from 0 to 1 across and down the drawing, the front at the
// top); each mark shows its number. The numbers are drawn over the outline, outside it: a button's
// name must hold the text it shows, and the outline's name says what it is.
import { useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { Box } from '@mui/material';
import { useI18n } from '@/lib/i18n';

export interface Mark {
  x: number;
  y: number;
  note: string;
}

export function CarOutline({ marks, onAdd, readOnly = false, label }: { marks: readonly Mark[]; onAdd?: (mark: Mark) => void; readOnly?: boolean; label: string }) {
  const { t } = useI18n();
  const ref = useRef<SVGSVGElement>(null);
  const add = (x: number, y: number) => onAdd?.({ x: Math.round(x * 1000) / 1000, y: Math.round(y * 1000) / 1000, note: '' });
  const click = (event: MouseEvent<SVGSVGElement>) => {
    if (readOnly || !ref.current) return;
    const box = ref.current.getBoundingClientRect();
    add((event.clientX - box.left) / box.width, (event.clientY - box.top) / box.height);
  };
  // From the keyboard: a mark in the middle, its place described in the note.
  const key = (event: KeyboardEvent<SVGSVGElement>) => {
    if (readOnly || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    add(0.5, 0.5);
  };
  return (
    <Box sx={{ maxWidth: 220, mx: 'auto', position: 'relative' }}>
      <svg
        ref={ref}
        viewBox="0 0 100 200"
        width="100%"
        role={readOnly ? 'img' : 'button'}
        aria-label={label}
        tabIndex={readOnly ? -1 : 0}
        onClick={click}
        onKeyDown={key}
        style={{ cursor: readOnly ? 'default' : 'crosshair', touchAction: 'manipulation', display: 'block' }}
      >
        <title>{label}</title>
        <rect x="15" y="8" width="70" height="184" rx="26" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <rect x="24" y="44" width="52" height="30" rx="6" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <rect x="24" y="132" width="52" height="24" rx="6" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <line x1="15" y1="100" x2="85" y2="100" stroke="currentColor" strokeWidth="1" strokeDasharray="3 3" />
        <rect x="8" y="38" width="7" height="22" rx="3" fill="currentColor" />
        <rect x="85" y="38" width="7" height="22" rx="3" fill="currentColor" />
        <rect x="8" y="142" width="7" height="22" rx="3" fill="currentColor" />
        <rect x="85" y="142" width="7" height="22" rx="3" fill="currentColor" />
        {marks.map((m, i) => (
          <circle key={`${m.x}-${m.y}-${i}`} cx={m.x * 100} cy={m.y * 200} r="7" fill="#d32f2f" />
        ))}
      </svg>
      {marks.map((m, i) => (
        <Box
          key={`${m.x}-${m.y}-${i}`}
          component="span"
          aria-hidden="true"
          sx={{ position: 'absolute', left: `${m.x * 100}%`, top: `${m.y * 100}%`, transform: 'translate(-50%, -50%)', color: '#fff', fontSize: 11, lineHeight: 1, pointerEvents: 'none', direction: 'ltr' }}
        >
          {t('handovers.damage.number', { n: i + 1 })}
        </Box>
      ))}
    </Box>
  );
}
