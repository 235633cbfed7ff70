import { neoScreens } from '@insp/messages/neo';
import TextField from '@mui/material/TextField';

/** 'Cantidad' of an assignment (a whole number from 1; data-testid field-Cantidad) with its field error. */
export function CantidadField({ value, error, onChange }: { value: string; error: string | undefined; onChange: (value: string) => void }) {
  return (
    <TextField
      type="number"
      size="small"
      margin="dense"
      fullWidth
      label={neoScreens.asignar.cantidad}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? ' '}
      slotProps={{ htmlInput: { min: 1, step: 1, 'data-testid': 'field-Cantidad' } }}
    />
  );
}
