// '@insp/ui/forms': react-final-form fields (MUI) and zod validation for the administration forms.
// A separate entry so screens without forms do not download TextField, Select and final-form.
export { zodValidate, errorText, type FormErrors } from './forms/zod-validate.ts';
export {
  TextFieldInput,
  SelectFieldInput,
  SwitchFieldInput,
  type TextFieldInputProps,
  type SelectFieldInputProps,
  type SwitchFieldInputProps,
} from './forms/fields.tsx';
export { FormDialogActions, type FormDialogActionsProps } from './forms/FormDialogActions.tsx';
export { FormDialog, FormDirtyWatch, useCompactDialog, type FormDialogProps } from './forms/FormDialog.tsx';
