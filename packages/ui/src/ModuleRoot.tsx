import type { ReactNode } from 'react';

import { SharedThemeProvider } from './SharedThemeProvider.tsx';

/** Providers every remote wraps its screens in: the shared theme, no CssBaseline (the shell owns it). */
export function ModuleRoot({ children }: { children: ReactNode }) {
  return <SharedThemeProvider>{children}</SharedThemeProvider>;
}
