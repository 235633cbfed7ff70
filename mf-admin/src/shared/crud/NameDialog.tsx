import { CatalogNombre } from '@insp/contracts';
import { adminScreens } from '@insp/messages';
import { FormDialog, FormDialogActions, SwitchFieldInput, TextFieldInput, zodValidate } from '@insp/ui/forms';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Form } from 'react-final-form';
import { z } from 'zod';

export interface NameValues {
  Nombre: string;
  Activado: boolean;
}

export interface NameDialogProps {
  open: boolean;
  title: string;
  initial: NameValues;
  /** Shows the Activado switch (catalogues with Estado). */
  withActivado: boolean;
  /** Resolves true when saved (the dialog then closes), false to keep it open. */
  onSubmit: (values: NameValues) => Promise<boolean>;
  onClose: () => void;
}

const schema = z.object({ Nombre: CatalogNombre, Activado: z.boolean() });
const validate = zodValidate(schema);

/** The add / edit dialog of the simple-CRUD card: Nombre ('Nombre requerido') and Activado. */
export default function NameDialog({ open, title, initial, withActivado, onSubmit, onClose }: NameDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <Form<NameValues>
        initialValues={initial}
        validate={validate}
        onSubmit={async (values) => {
          if (await onSubmit({ Nombre: values.Nombre.trim(), Activado: values.Activado })) onClose();
        }}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate data-testid="name-dialog">
            <DialogTitle>{title}</DialogTitle>
            <DialogContent>
              <TextFieldInput name="Nombre" label={adminScreens.crud.nombre} autoFocus />
              {withActivado ? <SwitchFieldInput name="Activado" label={adminScreens.crud.activado} /> : null}
            </DialogContent>
            <FormDialogActions onCancel={onClose} submitting={submitting} />
          </form>
        )}
      />
    </FormDialog>
  );
}
