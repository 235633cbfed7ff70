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
  const field = (key: 'desde' | 'hasta', value: string, helperText: string, invalid = false) => (
    <TextField
      id={`filtro-${key}`}
      label={labels[key]}
      type="date"
      value={value}
      onChange={(event) => onChange(key === 'desde' ? { desde: event.target.value } : { hasta: event.target.value })}
      size="small"
      margin="dense"
      fullWidth
      error={invalid}
      helperText={helperText}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  return (
    <>
      {field('desde', desde, incompleto ? labels.rangoIncompleto : ' ')}
      {field('hasta', hasta, error ?? ' ', error !== null)}
    </>
  );
}
