import type { NeoRevisorHoja } from '@insp/contracts/neo';
import Chip from '@mui/material/Chip';

import { BLOQUEADO_CSS, FIRMADO_CSS } from './colors.ts';

/** §2: a reviewer whose signature exists is green, a blocked reviewer gold (data-state firmado | bloqueado | pendiente). */
export function RevisorChip({ hojaId, revisor }: { hojaId: string; revisor: NeoRevisorHoja }) {
  const state = revisor.Firmado ? 'firmado' : revisor.Bloqueado ? 'bloqueado' : 'pendiente';
  const bg = state === 'firmado' ? FIRMADO_CSS : state === 'bloqueado' ? BLOQUEADO_CSS : undefined;
  return (
    <Chip
      size="small"
      label={revisor.NombreRevisor}
      data-testid={`revisor-${hojaId}-${revisor.id}`}
      data-state={state}
      variant={bg ? 'filled' : 'outlined'}
      sx={bg ? { bgcolor: bg.bg, color: bg.fg } : undefined}
    />
  );
}
