import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

import { useFullScreenDialog } from './dialogs.ts';

/** The module's texts (its @insp/messages module). */
export interface FechaDialogLabels {
  title: string;
  fecha: string;
  cancelar: string;
  agregar: string;
}

export interface FechaDialogProps {
  /** The stored date as the date input holds it (yyyy-MM-dd, '' for none). */
  initial: string;
  labels: FechaDialogLabels;
  saving: boolean;
  onSave: (fecha: string) => void;
  onClose: () => void;
}

/** A proposed / real date of a listado (spec 001 §2): 'Agregar' appears only once a date is chosen. */
export function FechaDialog({ initial, labels, saving, onSave, onClose }: FechaDialogProps) {
  const fullScreen = useFullScreenDialog();
  const [fecha, setFecha] = useState(initial);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" fullScreen={fullScreen}>
      <DialogTitle>{labels.title}</DialogTitle>
      <DialogContent data-testid="fecha-dialog">
        <TextField
          type="date"
          label={labels.fecha}
          value={fecha}
          onChange={(event) => setFecha(event.target.value)}
          fullWidth
          margin="dense"
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'fecha-input' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{labels.cancelar}</Button>
        {fecha ? (
          <Button variant="contained" disabled={saving} onClick={() => onSave(fecha)} data-testid="fecha-agregar">
            {labels.agregar}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
