import { quotaColour } from '@insp/domain';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

/**
 * The used/limit bar of a review module's projects (spec 001 §2, §9; revision projects' limit, or
 * CheckList {LimiteCheckList, CheckListUsados}): blue under 50%, orange to under 100%, red at 100% or
 * more. data-testid `cupo-bar`, its colour in data-color (info | warning | error). `text` is the
 * module's 'x de y proyectos' text.
 */
export function QuotaBar({ cupo, text }: { cupo: { used: number; limit: number }; text: (used: number, limit: number) => string }) {
  const colour = quotaColour(cupo.used, cupo.limit);
  const value = cupo.limit > 0 ? Math.min(100, (cupo.used / cupo.limit) * 100) : 100;
  return (
    <Box sx={{ mb: 2, maxWidth: 480 }}>
      <Typography variant="body2" color="text.secondary" data-testid="cupo-text">
        {text(cupo.used, cupo.limit)}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={value}
        color={colour}
        aria-label={text(cupo.used, cupo.limit)}
        data-testid="cupo-bar"
        data-color={colour}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}
