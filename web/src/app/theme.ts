import { createTheme } from '@mui/material/styles';

/**
 * The portal's theme, where WCAG 2.2 AA contrast and focus are settled once for every page
 * (issue 17) rather than screen by screen:
 * - status colours dark enough for text: at least 4.5:1 on white and on a highlighted (hovered or
 *   selected) row; MUI's default orange is 3.11:1 (2.85:1 highlighted);
 * - a visible focus ring on whatever the keyboard reaches (2.4.7, 2.4.11): the current colour
 *   outside the control, the primary colour for filled buttons whose text colour is white;
 * - toggle buttons each a Tab stop (arrow keys still move between them), and every table's scrolling
 *   container one too (a named region);
 * - the calendar's days of the neighbouring months in a readable grey instead of FullCalendar's 30 % opacity;
 * - no motion for whoever asked their system for less (WCAG 2.3.3): dialogs, menus and drawers
 *   appear at once and buttons do not ripple. Read once, when the app loads.
 */
const primary = '#1f4e79';
const focusRing = { outline: '2px solid currentColor', outlineOffset: 2 } as const;

const reducedMotion = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
const noMotion = {
  transitions: {
    create: () => 'none',
    getAutoHeightDuration: () => 0,
    duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
  },
};

export const theme = createTheme({
  ...(reducedMotion ? noMotion : {}),
  palette: {
    primary: { main: primary },
    secondary: { main: '#c0504d' },
    warning: { main: '#b54708' },
    error: { main: '#c62828' },
    success: { main: '#2e7d32' },
  },
  shape: { borderRadius: 6 },
  components: {
    MuiCssBaseline: {
      styleOverrides: (theme) => ({
        'a:focus-visible, [role="region"]:focus-visible, [tabindex="0"]:focus-visible, summary:focus-visible': focusRing,
        // A heading or <main> given the focus by a route change or the skip link is not a control: no ring.
        '[tabindex="-1"]:focus': { outline: 'none' },
        '.fc .fc-daygrid-day.fc-day-other .fc-daygrid-day-top': { opacity: 1, color: theme.palette.text.secondary },
      }),
    },
    MuiButtonBase: {
      defaultProps: { disableRipple: reducedMotion },
      styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
    },
    MuiButton: {
      styleOverrides: {
        root: { variants: [{ props: { variant: 'contained' }, style: { '&.Mui-focusVisible': { outlineColor: primary } } }] },
      },
    },
    MuiTableContainer: {
      // A table wider than a phone scrolls sideways in its container: Tab reaches the container, so
      // the arrow keys scroll it even when the table holds no control (WCAG 2.1.1).
      defaultProps: { tabIndex: 0, role: 'region', 'aria-label': 'Table (scrolls sideways on a narrow screen)' },
    },
    MuiToggleButton: {
      // MUI 9 makes a group one Tab stop with arrow keys inside; each button is a Tab stop here too.
      defaultProps: { tabIndex: 0 },
    },
  },
});
