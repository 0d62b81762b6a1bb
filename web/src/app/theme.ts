// The visual identity: a deep green (trust, Pakistan's colour) with a warm amber accent, Inter
// type, generous rounding. Colours are chosen for WCAG AA contrast on white.
import { createTheme } from '@mui/material/styles';

export const theme = createTheme({
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
    fontFamily: '"Inter", "Inter Fallback", "Segoe UI", Roboto, Arial, sans-serif',
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
  },
});
