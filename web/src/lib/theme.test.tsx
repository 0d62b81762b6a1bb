import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { ThemeProvider, Typography } from '@mui/material';
import { createAppTheme } from './theme';

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
});
