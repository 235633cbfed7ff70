import { useRemoteProps } from '@insp/ui/components';
import { FormSubmitError } from '@insp/ui/forms';
import { errorText, FormDialogActions, TextFieldInput } from '@insp/ui/forms';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { FORM_ERROR } from 'final-form';
import type { ReactNode } from 'react';
import { Form } from 'react-final-form';

import { useFullScreenDialog } from './dialogs.ts';

export interface NombreDialogProps<V extends object> {
  /** data-testid of the form (e.g. listado-dialog). */
  testId: string;
  title: string;
  /** The name field: 'Nombre' unless told (its data-testid is field-<name>). */
  nameField?: keyof V & string;
  nameLabel: string;
  initialValues: V;
  validate: (values: V) => object;
  /** Creates or updates; answers the success text to show. */
  save: (values: V) => Promise<string>;
  /** Whether a service refusal is about the name (shown under the field rather than above the form). */
  isNameError: (message: string) => boolean;
  /** Fields after the name (responsible select, switches, numbers). */
  children?: ReactNode;
  onClose: () => void;
}

/**
 * The create / edit dialog of a named record (spec 001 §5): client validation from the body's
 * schema; the service's duplicate-name refusal under the name field, any other refusal above the
 * form; both also notified.
 */
export function NombreDialog<V extends object>({
  testId,
  title,
  nameField = 'Nombre' as keyof V & string,
  nameLabel,
  initialValues,
  validate,
  save,
  isNameError,
  children,
  onClose,
}: NombreDialogProps<V>) {
  const { notify } = useRemoteProps();
  const fullScreen = useFullScreenDialog();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <Form<V>
        initialValues={initialValues}
        validate={validate}
        onSubmit={async (values) => {
          try {
            notify('success', await save(values));
            onClose();
            return undefined;
          } catch (error) {
            const message = errorText(error);
            notify('error', message);
            return isNameError(message) ? { [nameField]: message } : { [FORM_ERROR]: message };
          }
        }}
        render={({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate data-testid={testId}>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent>
              <FormSubmitError error={submitError} />
              <TextFieldInput name={nameField} label={nameLabel} autoFocus testId={`field-${nameField}`} />
              {children}
            </DialogContent>
            <FormDialogActions onCancel={onClose} submitting={submitting} />
          </form>
        )}
      />
    </Dialog>
  );
}
