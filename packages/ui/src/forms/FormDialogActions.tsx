import { adminScreens } from '@insp/messages';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';

import { FormDirtyWatch } from './FormDialog.tsx';

export interface FormDialogActionsProps {
  onCancel: () => void;
  /** The form's `submitting`: the save button is disabled meanwhile. */
  submitting?: boolean;
}

/** The action row of a form dialog: 'Cancelar' and the submit button 'Guardar'. */
export function FormDialogActions({ onCancel, submitting }: FormDialogActionsProps) {
  return (
    <DialogActions>
      <FormDirtyWatch />
      <Button onClick={onCancel}>{adminScreens.actions.cancel}</Button>
      <Button type="submit" variant="contained" disabled={submitting}>
        {adminScreens.actions.save}
      </Button>
    </DialogActions>
  );
}
