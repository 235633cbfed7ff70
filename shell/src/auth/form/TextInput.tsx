import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { Field } from 'react-final-form';

export interface TextInputProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  autoFocus?: boolean;
}

/**
 * A final-form field as an outlined MUI input; errors show once the field was touched. Built from
 * the input parts rather than TextField, which would pull Select/Menu/Popover into the sign-in page.
 */
export function TextInput({ name, label, type = 'text', autoComplete, autoFocus }: TextInputProps) {
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
        return (
          <FormControl fullWidth margin="dense" variant="outlined" error={Boolean(error)}>
            <InputLabel htmlFor={name}>{label}</InputLabel>
            <OutlinedInput {...input} id={name} type={type} label={label} autoComplete={autoComplete} autoFocus={autoFocus} />
            <FormHelperText>{error ?? ' '}</FormHelperText>
          </FormControl>
        );
      }}
    </Field>
  );
}
