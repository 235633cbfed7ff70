import { type Theme, THEME_ID, ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';

import { useActiveTheme } from './theme-store.ts';

/**
 * MUI's ThemeProvider copies an unscoped theme into a new object per provider; scoping it under
 * THEME_ID makes `useTheme()` return our object itself, so the shell and every remote (each with
 * its own provider) see the very same theme instance.
 */
const scoped = new WeakMap<Theme, { [THEME_ID]: Theme }>();
function scope(theme: Theme): { [THEME_ID]: Theme } {
  let value = scoped.get(theme);
  if (!value) {
    value = { [THEME_ID]: theme };
    scoped.set(theme, value);
  }
  return value;
}

/** Provides the chosen shared theme (from the theme store). */
export function SharedThemeProvider({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={scope(useActiveTheme())}>{children}</ThemeProvider>;
}
