import { neoScreens } from '@insp/messages/neo';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

import { progresoColor } from './colors.ts';
import { progresoCss } from './colors.ts';

/**
 * A progress bar with its percent, coloured relative to the goal (§2: up to 25% of the goal red, 50%
 * orange, 75% yellow, 99% blue, above green). data-testid `progreso`, the colour in data-color.
 */
export function Progreso({ value, meta, testId = 'progreso' }: { value: number; meta?: number | null; testId?: string }) {
  const color = progresoColor(value, meta);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 110 }} data-testid={testId} data-color={color}>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, Math.max(0, value))}
        aria-label={neoScreens.checklists.columnas.progreso}
        sx={{ flex: 1, height: 8, borderRadius: 4, bgcolor: 'grey.200', '& .MuiLinearProgress-bar': { bgcolor: progresoCss[color] } }}
      />
      <Typography variant="body2" sx={{ minWidth: 36, textAlign: 'right' }}>{`${value}%`}</Typography>
    </Box>
  );
}
