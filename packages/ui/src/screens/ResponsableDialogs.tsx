import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { toggled } from '../selection.ts';
import { useFullScreenDialog } from './dialogs.ts';

/** A user a project may be given to (the module's users endpoint). */
export interface ResponsableUser {
  id: string;
  NombreCompleto: string;
  Cargo: string;
}

/** The module's users with the module enabled, as its users hook gives them. */
export interface ResponsableUsers {
  items: readonly ResponsableUser[];
  loading: boolean;
  error: string | null;
}

/** The module's texts (its @insp/messages module). */
export interface ResponsableDialogLabels {
  title: string;
  /** Shown under the title (Encargados) or when nobody can be chosen (Responsable). */
  help: string;
  cancelar: string;
  guardar: string;
}

interface CommonProps {
  usuarios: ResponsableUsers;
  labels: ResponsableDialogLabels;
  saving: boolean;
  onClose: () => void;
}

export interface ResponsableDialogProps extends CommonProps {
  /** The current responsible's id ('' for none). */
  initial: string;
  onSave: (userId: string) => void;
}

export interface ResponsablesDialogProps extends CommonProps {
  initial: readonly string[];
  /** Only ids of users still offered: the service refuses the others. */
  onSave: (userIds: string[]) => void;
}

const userLabel = (u: ResponsableUser) => (u.Cargo ? `${u.NombreCompleto} (${u.Cargo})` : u.NombreCompleto);

/** 'Elige al responsable' (spec 001 §2, §5): a selection is required; only the offered users. */
export function ResponsableDialog({ usuarios, labels, saving, initial, onSave, onClose }: ResponsableDialogProps) {
  const fullScreen = useFullScreenDialog();
  const [chosen, setChosen] = useState<string>(initial);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" fullScreen={fullScreen}>
      <DialogTitle>{labels.title}</DialogTitle>
      <DialogContent data-testid="responsable-dialog">
        {usuarios.loading ? <LinearProgress /> : null}
        {usuarios.error ? <Alert severity="error">{usuarios.error}</Alert> : null}
        {!usuarios.loading && usuarios.items.length === 0 ? <Typography color="text.secondary">{labels.help}</Typography> : null}
        <RadioGroup value={chosen} onChange={(event) => setChosen(event.target.value)}>
          {usuarios.items.map((u) => (
            <FormControlLabel key={u.id} value={u.id} control={<Radio />} label={userLabel(u)} />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{labels.cancelar}</Button>
        <Button variant="contained" disabled={!chosen || saving} onClick={() => onSave(chosen)}>
          {labels.guardar}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** 'Asignar responsables' ('Encargados'): the company users who see the project. */
export function ResponsablesDialog({ usuarios, labels, saving, initial, onSave, onClose }: ResponsablesDialogProps) {
  const fullScreen = useFullScreenDialog();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(initial));
  const toggle = (id: string, on: boolean) => setChosen((current) => toggled(current, id, on));
  const offered = new Set(usuarios.items.map((u) => u.id));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" fullScreen={fullScreen}>
      <DialogTitle>{labels.title}</DialogTitle>
      <DialogContent data-testid="responsables-dialog">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {labels.help}
        </Typography>
        {usuarios.loading ? <LinearProgress /> : null}
        {usuarios.error ? <Alert severity="error">{usuarios.error}</Alert> : null}
        {usuarios.items.map((u) => (
          <FormControlLabel
            key={u.id}
            sx={{ display: 'flex' }}
            control={<Checkbox checked={chosen.has(u.id)} onChange={(event) => toggle(u.id, event.target.checked)} />}
            label={userLabel(u)}
          />
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{labels.cancelar}</Button>
        <Button
          variant="contained"
          disabled={usuarios.loading || saving}
          // ids of users who lost the module are dropped: the service refuses them
          onClick={() => onSave([...chosen].filter((id) => offered.has(id)))}
        >
          {labels.guardar}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
