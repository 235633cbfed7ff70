import { recordFederationProbe, SharedThemeProvider } from '@insp/ui';
import CssBaseline from '@mui/material/CssBaseline';
import { useTheme } from '@mui/material/styles';
import React from 'react';
import { type ReactNode, useEffect } from 'react';

/** Records the React and theme objects the shell's own components see (federation test). */
function ShellProbe() {
  const theme = useTheme();
  useEffect(() => recordFederationProbe('shell', React, theme), [theme]);
  return null;
}

/** The shell's theme: the chosen shared theme object, and the only CssBaseline of the page. */
export function ShellTheme({ children }: { children: ReactNode }) {
  return (
    <SharedThemeProvider>
      <CssBaseline />
      <ShellProbe />
      {children}
    </SharedThemeProvider>
  );
}
