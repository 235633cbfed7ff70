import { ui } from '@insp/messages';
import { esES } from '@mui/material/locale';
import { createTheme, type Theme } from '@mui/material/styles';

import { statusPalette } from './state-colors.ts';

export const themeNames = ['default', 'dark', 'light', 'blue', 'green', 'indigo'] as const;
export type ThemeName = (typeof themeNames)[number];
export const DEFAULT_THEME: ThemeName = 'blue';

declare module '@mui/material/styles' {
  interface Theme {
    /** Which of our themes this is: lets tests prove shell and remotes share one theme object. */
    insp: { name: ThemeName };
  }
  interface ThemeOptions {
    insp?: { name: ThemeName };
  }
}

const palettes: Record<ThemeName, Parameters<typeof createTheme>[0]> = {
  default: { palette: { mode: 'light' } },
  dark: { palette: { mode: 'dark', primary: { main: '#90caf9' }, background: { default: '#121212', paper: '#1e1e1e' } } },
  light: { palette: { mode: 'light', primary: { main: '#424242' }, background: { default: '#fafafa' } } },
  blue: { palette: { mode: 'light', primary: { main: '#1565c0' }, secondary: { main: '#00838f' }, background: { default: '#f4f6f8' } } },
  green: { palette: { mode: 'light', primary: { main: '#2e7d32' }, secondary: { main: '#00695c' }, background: { default: '#f3f7f3' } } },
  indigo: { palette: { mode: 'light', primary: { main: '#3949ab' }, secondary: { main: '#5e35b1' }, background: { default: '#f5f5fa' } } },
};

/** WCAG 2.5.5's 44 px, the smallest target a finger hits reliably. */
const PHONE_TARGET = { minWidth: 44, minHeight: 44 } as const;

const cache = new Map<ThemeName, Theme>();

/** The single theme object for a name (created once, then reused by the shell and every remote). */
export function getTheme(name: ThemeName): Theme {
  let theme = cache.get(name);
  if (!theme) {
    const base = palettes[name];
    theme = createTheme(
      {
        ...base,
        // status colours whose white text reads at 4.5:1 (chips, filled alerts, bars), in every theme
        palette: { ...base?.palette, ...statusPalette },
        insp: { name },
        shape: { borderRadius: 8 },
        components: {
          MuiButton: { styleOverrides: { root: ({ theme }) => ({ textTransform: 'none', [theme.breakpoints.down('sm')]: PHONE_TARGET }) } },
          // issue 16 §4: on phone-width pages a finger's target is at least 44 px
          MuiIconButton: { styleOverrides: { root: ({ theme }) => ({ [theme.breakpoints.down('sm')]: PHONE_TARGET }) } },
          MuiCheckbox: { styleOverrides: { root: ({ theme }) => ({ [theme.breakpoints.down('sm')]: PHONE_TARGET }) } },
          MuiTableSortLabel: { styleOverrides: { root: ({ theme }) => ({ [theme.breakpoints.down('sm')]: { minHeight: PHONE_TARGET.minHeight } }) } },
          MuiListItemButton: { styleOverrides: { root: ({ theme }) => ({ [theme.breakpoints.down('sm')]: { minHeight: PHONE_TARGET.minHeight } }) } },
          // issue 16 §4: every progress bar and spinner has a name (screens give determinate bars their own)
          MuiLinearProgress: { defaultProps: { 'aria-label': ui.loading } },
          MuiCircularProgress: { defaultProps: { 'aria-label': ui.loading } },
          MuiBreadcrumbs: {
            defaultProps: { 'aria-label': ui.breadcrumbs },
            styleOverrides: {
              li: ({ theme }) => ({
                [theme.breakpoints.down('sm')]: { '& > a, & > button': { ...PHONE_TARGET, display: 'inline-flex', alignItems: 'center' } },
              }),
            },
          },
          // a table wider than the phone scrolls sideways: the keyboard can reach and scroll it too
          MuiTableContainer: { defaultProps: { tabIndex: 0 } },
          // section titles under the screen's h1 are h2/h3 whatever their size (no h1 → h6 jumps)
          MuiTypography: { defaultProps: { variantMapping: { h4: 'h2', h5: 'h2', h6: 'h2', subtitle1: 'h2', subtitle2: 'h2' } } },
        },
        typography: { fontFamily: 'Roboto, "Segoe UI", Helvetica, Arial, sans-serif' },
        // MUI's own texts (pager tooltips, Alert's 'Cerrar', Autocomplete, Breadcrumbs) in Spanish for
        // the shell and every remote: they all render with this one theme object
      },
      esES,
    );
    cache.set(name, theme);
  }
  return theme;
}

export const isThemeName = (value: unknown): value is ThemeName => typeof value === 'string' && (themeNames as readonly string[]).includes(value);
