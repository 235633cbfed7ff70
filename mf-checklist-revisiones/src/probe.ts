import React from 'react';
import { useTheme } from '@mui/material/styles';
import { recordFederationProbe } from '@insp/ui';

/** Records the React and theme objects this remote's own code sees (checked by the federation test). */
export function useFederationProbe(): void {
  const theme = useTheme();
  React.useEffect(() => recordFederationProbe('checklist_revisiones', React, theme), [theme]);
}
