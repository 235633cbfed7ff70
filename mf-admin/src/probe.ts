import { recordFederationProbe } from '@insp/ui';
import { useTheme } from '@mui/material/styles';
import React from 'react';

/** Records the React and theme objects this remote's own code sees (checked by the federation test). */
export function useFederationProbe(): void {
  const theme = useTheme();
  React.useEffect(() => recordFederationProbe('admin', React, theme), [theme]);
}
