// Room for a page heading's badge row (the car and service pages), the same before the badges
// arrive and after: where the row is narrower than 600 px, two rows of small chips; wider, one.
// The chips arrive after the page, and the same chips can wrap in one font and fit one line in
// another (an Urdu page paints in the device's font before Nastaliq, decision 0057), so the room
// depends on neither. A wider row holds all three badges on one line in either font.
import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { smallChipHeight } from '@/lib/theme';

export function BadgeRoom({ children }: { children?: ReactNode }) {
  return (
    <Box sx={{ mt: 1, containerType: 'inline-size' }}>
      <Box sx={(theme) => ({ minHeight: smallChipHeight(theme), '@container (max-width: 599.98px)': { minHeight: smallChipHeight(theme) * 2 + 8 } })}>{children}</Box>
    </Box>
  );
}
