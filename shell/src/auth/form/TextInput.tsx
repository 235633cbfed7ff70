import { Field } from 'react-final-form';
import TextField from '@mui/material/TextField';

export interface TextInputProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  autoFocus?: boolean;
}

/** A final-form field rendered as an MUI TextField; errors show once the field was touched. */
export function TextInput({ name, label, type = 'text', autoComplete, autoFocus }: TextInputProps) {
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
        return (
          <TextField
            {...input}
            id={name}
            type={type}
            label={label}
            autoComplete={autoComplete}
            autoFocus={autoFocus}
            error={Boolean(error)}
            helperText={error ?? ' '}
            fullWidth
            margin="dense"
          />
        );
      }}
    </Field>
  );
}
