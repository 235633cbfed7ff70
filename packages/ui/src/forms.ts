// '@insp/ui/forms': react-final-form fields (MUI) and zod validation for the administration forms.
// A separate entry so screens without forms do not download TextField, Select and final-form.
export {
  SelectFieldInput,
  type SelectFieldInputProps,
  SwitchFieldInput,
  type SwitchFieldInputProps,
  TextFieldInput,
  type TextFieldInputProps,
} from './forms/fields.tsx';
export { FormDialog, type FormDialogProps, FormDirtyWatch, useCompactDialog } from './forms/FormDialog.tsx';
export { FormDialogActions, type FormDialogActionsProps } from './forms/FormDialogActions.tsx';
export { FormSubmitError } from './forms/FormSubmitError.tsx';
export { useNotifiedSubmit } from './forms/notified-submit.ts';
export { errorText, type FormErrors, zodValidate } from './forms/zod-validate.ts';
