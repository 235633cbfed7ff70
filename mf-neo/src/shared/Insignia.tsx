import type { NeoHoja } from '@insp/contracts/neo';
import { chipSx } from '@insp/ui';
import Chip from '@mui/material/Chip';

import { insigniaCss } from './colors.ts';

/** §2 sheet badge: its Estado on the badge's colour (data-testid `insignia-<id>`, the colour in data-color). */
export function Insignia({ hoja }: { hoja: Pick<NeoHoja, 'id' | 'Estado' | 'Insignia'> }) {
  return <Chip size="small" label={hoja.Estado} data-testid={`insignia-${hoja.id}`} data-color={hoja.Insignia} sx={chipSx(insigniaCss[hoja.Insignia])} />;
}
