import { createTheme } from '@mui/material/styles';

/** Weeks start on Sunday (spec section 9); every date picker takes its first day from here. */
export const firstDayOfWeek = 0;

/** The brand colors of the logo (public/favicon.svg). */
export const brand = {
  green: '#1b4d3e',
  greenDark: '#0f3328',
  yellow: '#f2c14e',
  cream: '#fbf8f1',
  ink: '#1c2623',
} as const;

/**
 * A ring that shows on light and dark surfaces alike: white next to the control, dark green around it
 * (at least 3:1 against either background).
 */
export const focusRing = {
  outline: `3px solid ${brand.greenDark}`,
  outlineOffset: '2px',
  boxShadow: '0 0 0 2px #fff',
} as const;

/**
 * The look of MUI's `<Paper variant="outlined">` (background, text color, the theme's radius, a 1 px
 * divider-colored border) as `sx` for a `Box`. Parts of a page's first paint use it: Paper brings its
 * elevation shadows, overlays and slot machinery along (about 1.2 KB gzip, more with nothing else on
 * the page using MUI's slots), for a box with a border. It lives with the theme, which every page
 * loads first, rather than in a module of its own, which the pages that use it fetched as a chunk of
 * its own (docs/performance.md, "JavaScript before the first paint").
 */
export const outlinedSx = {
  bgcolor: 'background.paper',
  color: 'text.primary',
  borderRadius: 1,
  border: 1,
  borderColor: 'divider',
} as const;

export const theme = createTheme({
  palette: {
    primary: { main: brand.green, dark: brand.greenDark, contrastText: '#fff' },
    secondary: { main: brand.yellow, contrastText: brand.ink },
    background: { default: brand.cream, paper: '#fff' },
    text: { primary: brand.ink, secondary: '#4a5652' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: 'clamp(2rem, 4.5vw, 3rem)', fontWeight: 700, lineHeight: 1.15 },
    h2: { fontSize: 'clamp(1.6rem, 3.5vw, 2.25rem)', fontWeight: 700, lineHeight: 1.2 },
    h3: { fontSize: '1.25rem', fontWeight: 650 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    // Spec section 9: ripple on, outlined inputs.
    MuiButtonBase: {
      defaultProps: { disableRipple: false },
      styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
    },
    MuiTextField: { defaultProps: { variant: 'outlined', fullWidth: true } },
    MuiFormControl: { defaultProps: { variant: 'outlined' } },
    MuiSelect: { defaultProps: { variant: 'outlined' } },
    MuiLink: {
      defaultProps: { underline: 'hover' },
      styleOverrides: { root: { '&:focus-visible': { ...focusRing, borderRadius: 2 } } },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCssBaseline: {
      styleOverrides: {
        html: { scrollBehavior: 'auto' },
        '@media (prefers-reduced-motion: reduce)': { '*, *::before, *::after': { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important' } },
      },
    },
  },
});
