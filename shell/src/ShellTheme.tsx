import { useEffect, type ReactNode } from 'react';
import React from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { recordFederationProbe, useActiveTheme } from '@insp/ui';

/** The shell's theme: the chosen shared theme object, and the only CssBaseline of the page. */
export function ShellTheme({ children }: { children: ReactNode }) {
  const theme = useActiveTheme();
  useEffect(() => recordFederationProbe('shell', React, theme), [theme]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
