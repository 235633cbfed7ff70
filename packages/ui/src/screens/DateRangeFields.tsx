import TextField from '@mui/material/TextField';

export interface DateRangeFieldsProps {
  labels: { desde: string; hasta: string; rangoIncompleto: string };
  desde: string;
  hasta: string;
  onChange: (patch: { desde: string } | { hasta: string }) => void;
  /** Why the range cannot filter (e.g. 'Desde' after 'Hasta'), shown under 'Hasta'; null when it can. */
  error: string | null;
}

/**
 * The 'Desde' / 'Hasta' date pair of a filter panel (ids filtro-desde, filtro-hasta): with only one of the two
 * filled, 'Desde' says the range is incomplete; the range's error shows under 'Hasta'.
 */
export function DateRangeFields({ labels, desde, hasta, onChange, error }: DateRangeFieldsProps) {
  const incompleto = Boolean(desde) !== Boolean(hasta);
  return (
    <>
      <TextField
        id="filtro-desde"
        label={labels.desde}
        type="date"
        value={desde}
        onChange={(event) => onChange({ desde: event.target.value })}
        size="small"
        margin="dense"
        fullWidth
        helperText={incompleto ? labels.rangoIncompleto : ' '}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        id="filtro-hasta"
        label={labels.hasta}
        type="date"
        value={hasta}
        onChange={(event) => onChange({ hasta: event.target.value })}
        size="small"
        margin="dense"
        fullWidth
        error={error !== null}
        helperText={error ?? ' '}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </>
  );
}
