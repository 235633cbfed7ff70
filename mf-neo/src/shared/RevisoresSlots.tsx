import { NEO_MAX_REVISORES, type UsuarioOT } from '@insp/contracts/neo';
import { neoScreens } from '@insp/messages/neo';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

import { usuarioLabel } from './usuarios.ts';

const s = neoScreens.asignar;

/** The chosen reviewers, in slot order (no gaps). */
export const slotsOf = (ids: readonly string[]): string[] => Array.from({ length: NEO_MAX_REVISORES }, (_, i) => ids[i] ?? '');

export interface RevisoresSlotsProps {
  value: readonly string[];
  onChange: (ids: string[]) => void;
  usuarios: readonly UsuarioOT[];
  /** Reviewers no longer among the users (deleted): kept as options so the slot shows them. */
  extra?: readonly { id: string; NombreCompleto: string }[];
  error?: string | null;
  disabled?: boolean;
}

/**
 * 1 to 6 reviewer slots (spec 002 §5): slot n is enabled only once slot n-1 is filled; a user is
 * offered in one slot only; clearing a slot moves the later ones up.
 */
export function RevisoresSlots({ value, onChange, usuarios, extra = [], error, disabled }: RevisoresSlotsProps) {
  const slots = slotsOf(value);
  const options = [
    ...usuarios.map((u) => ({ id: u.id, label: usuarioLabel(u) })),
    ...extra.filter((e) => !usuarios.some((u) => u.id === e.id)).map((e) => ({ id: e.id, label: e.NombreCompleto })),
  ];
  const set = (index: number, id: string) => {
    const next = [...slots];
    next[index] = id;
    onChange(next.filter(Boolean));
  };
  return (
    <Box data-testid="revisores">
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        {slots.map((current, index) => {
          const enabled = !disabled && (index === 0 || Boolean(slots[index - 1]));
          return (
            <TextField
              key={index}
              select
              size="small"
              id={`revisor-${index + 1}`}
              label={s.revisor(index + 1)}
              value={current}
              disabled={!enabled}
              onChange={(event) => set(index, event.target.value)}
              slotProps={{ htmlInput: { 'data-testid': `revisor-${index + 1}` } }}
            >
              <MenuItem value="">{s.sinRevisor}</MenuItem>
              {options
                .filter((o) => o.id === current || !slots.includes(o.id))
                .map((o) => (
                  <MenuItem key={o.id} value={o.id}>
                    {o.label}
                  </MenuItem>
                ))}
            </TextField>
          );
        })}
      </Box>
      {error ? (
        <FormHelperText error data-testid="revisores-error">
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
