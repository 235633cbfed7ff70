import type { ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { useActiveTheme } from './theme-store.ts';

/** Providers every remote wraps its screens in: the shared theme, no CssBaseline (the shell owns it). */
export function ModuleRoot({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={useActiveTheme()}>{children}</ThemeProvider>;
}
