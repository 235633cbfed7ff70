import type { Cupo } from '@insp/contracts';
import { quotaColour } from '@insp/domain';
import { revisionesScreens } from '@insp/messages/revisiones';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

/**
 * The used/limit bar of revision projects (spec 001 §2, §9): blue under 50%, orange to under 100%,
 * red at 100% or more. data-testid `cupo-bar`, its colour in data-color (info | warning | error).
 */
export function QuotaBar({ cupo }: { cupo: Cupo }) {
  const colour = quotaColour(cupo.used, cupo.limit);
  const value = cupo.limit > 0 ? Math.min(100, (cupo.used / cupo.limit) * 100) : 100;
  return (
    <Box sx={{ mb: 2, maxWidth: 480 }}>
      <Typography variant="body2" color="text.secondary" data-testid="cupo-text">
        {revisionesScreens.proyectos.cupo(cupo.used, cupo.limit)}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={value}
        color={colour}
        aria-label={revisionesScreens.proyectos.cupo(cupo.used, cupo.limit)}
        data-testid="cupo-bar"
        data-color={colour}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}
