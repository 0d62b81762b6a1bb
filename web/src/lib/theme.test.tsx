import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { ThemeProvider, Typography } from '@mui/material';
import { createAppTheme, smallChipHeight } from './theme';

describe('theme', () => {
  it('writes subtitles as text, never as headings that would break the outline', () => {
    for (const locale of ['en', 'ur'] as const) {
      const { container, unmount } = render(
        <ThemeProvider theme={createAppTheme(locale)}>
          <Typography variant="subtitle1">Price</Typography>
          <Typography variant="subtitle2">Reviewer</Typography>
          <Typography variant="h6">A heading</Typography>
        </ThemeProvider>,
      );
      expect([...container.children].map((el) => el.tagName)).toEqual(['P', 'P', 'H6']);
      unmount();
    }
  });

  it("keeps a small chip's height where the room kept for late chips can read it (BadgeRoom)", () => {
    expect(smallChipHeight(createAppTheme('en'))).toBe(24);
    // In Urdu: the label's line (13 px × its line height), its padding above and below, the border.
    const urdu = createAppTheme('ur');
    const label = (urdu.components?.MuiChip?.styleOverrides?.label ?? {}) as { lineHeight: number; paddingTop: number; paddingBottom: number };
    expect(smallChipHeight(urdu)).toBe(13 * label.lineHeight + label.paddingTop + label.paddingBottom + 2);
    expect(smallChipHeight(urdu)).toBe(30);
  });
});
