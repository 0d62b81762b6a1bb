// The visual identity: a deep green (trust, Pakistan's colour) with a warm amber accent, Inter
// type, generous rounding. Colours are chosen for WCAG AA contrast on white.
import { createTheme, type Theme } from '@mui/material/styles';
import type { Locale } from '@carrental/shared';

// An Urdu chip's label: a line twice its size, and a pixel above and below.
const CHIP_LABEL_LINE = 2;
const CHIP_LABEL_PAD = 1;

/**
 * A small chip's height: Material UI's 24 px, or in Urdu its label's line (13 px × CHIP_LABEL_LINE),
 * its padding and its 1 px border. Room kept for chips that arrive later (BadgeRoom) uses it.
 */
export function smallChipHeight(theme: Theme): number {
  return theme.direction === 'rtl' ? 13 * CHIP_LABEL_LINE + 2 * CHIP_LABEL_PAD + 2 : 24;
}

/** The theme for a language: Urdu runs right to left in Noto Nastaliq Urdu, whose tall letters need room. */
export function createAppTheme(locale: Locale = 'en') {
  const urdu = locale === 'ur';
  const base = createTheme({
    direction: urdu ? 'rtl' : 'ltr',
    palette: {
      primary: { main: '#0b5d3b', light: '#3f8a63', dark: '#06402a', contrastText: '#ffffff' },
      secondary: { main: '#f2b84b', dark: '#c98d17', contrastText: '#1b1f24' },
      success: { main: '#1e7d32' },
      warning: { main: '#b45309', contrastText: '#ffffff' },
      info: { main: '#0b57a4', contrastText: '#ffffff' },
      error: { main: '#c62828' },
      background: { default: '#f6f8f7', paper: '#ffffff' },
      text: { primary: '#1b1f24', secondary: '#4b5563' },
    },
    shape: { borderRadius: 12 },
    typography: {
      fontFamily: urdu
        ? '"Noto Nastaliq Urdu", "Inter", "Inter Fallback", "Segoe UI", Roboto, Arial, sans-serif'
        : '"Inter", "Inter Fallback", "Segoe UI", Roboto, Arial, sans-serif',
      h1: { fontWeight: 800, letterSpacing: '-0.02em' },
      h2: { fontWeight: 800, letterSpacing: '-0.02em' },
      h3: { fontWeight: 700 },
      h4: { fontWeight: 700 },
      h5: { fontWeight: 700 },
      h6: { fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiCard: { defaultProps: { elevation: 0 }, styleOverrides: { root: { border: '1px solid #e3e8e5' } } },
      MuiAppBar: { defaultProps: { elevation: 0 } },
      MuiTextField: { defaultProps: { fullWidth: true } },
      MuiLink: { defaultProps: { underline: 'hover' } },
      // Subtitles are text, not headings: Material UI would write them as <h6> and break the
      // outline's order (a price line or a reviewer's name is no section).
      MuiTypography: { defaultProps: { variantMapping: { subtitle1: 'p', subtitle2: 'p' } } },
    },
  });
  if (!urdu) return base;
  // Nastaliq sits high and deep: more line height everywhere, no negative letter spacing.
  const lineHeights = { h1: 1.9, h2: 1.9, h3: 1.9, h4: 1.9, h5: 1.9, h6: 1.9, subtitle1: 2, subtitle2: 2, body1: 2.1, body2: 2, button: 2, caption: 2 } as const;
  for (const [variant, lineHeight] of Object.entries(lineHeights)) {
    Object.assign(base.typography[variant as keyof typeof lineHeights], { lineHeight, letterSpacing: 0 });
  }
  // Fixed heights made for Latin letters clip Nastaliq's tops and tails: chips, field labels and
  // inputs, tabs and toggle buttons grow with their text instead.
  base.components = {
    ...base.components,
    MuiChip: { styleOverrides: { root: { height: 'auto', minHeight: 32 }, sizeSmall: { minHeight: 24 }, label: { lineHeight: CHIP_LABEL_LINE, paddingTop: CHIP_LABEL_PAD, paddingBottom: CHIP_LABEL_PAD } } },
    MuiInputLabel: { styleOverrides: { root: { lineHeight: 1.9, overflow: 'visible' } } },
    MuiInputBase: { styleOverrides: { input: { lineHeight: 2, height: 'auto' } } },
    MuiTab: { styleOverrides: { root: { lineHeight: 2 } } },
    MuiToggleButton: { styleOverrides: { root: { lineHeight: 2 } } },
    MuiAlert: { styleOverrides: { message: { overflow: 'visible' } } },
  };
  return base;
}

export const theme = createAppTheme('en');
