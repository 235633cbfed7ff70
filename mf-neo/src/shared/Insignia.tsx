import Chip from '@mui/material/Chip';
import type { NeoHoja } from '@insp/contracts/neo';
import { insigniaCss } from './colors.ts';

/** §2 sheet badge: its Estado on the badge's colour (data-testid `insignia-<id>`, the colour in data-color). */
export function Insignia({ hoja }: { hoja: Pick<NeoHoja, 'id' | 'Estado' | 'Insignia'> }) {
  const color = insigniaCss[hoja.Insignia];
  return (
    <Chip
      size="small"
      label={hoja.Estado}
      data-testid={`insignia-${hoja.id}`}
      data-color={hoja.Insignia}
      sx={{ bgcolor: color, color: hoja.Insignia === 'amarillo' ? 'rgba(0,0,0,0.87)' : '#fff', fontWeight: 600 }}
    />
  );
}
