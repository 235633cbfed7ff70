import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { Field } from 'react-final-form';

import { denseField } from '../field-look.ts';
import { growingTextArea } from '../growing-text-area.ts';

const shownError = (meta: {
  touched?: boolean;
  submitFailed?: boolean;
  error?: unknown;
  submitError?: unknown;
  dirtySinceLastSubmit?: boolean;
}): string | undefined => {
  if (typeof meta.error === 'string' && (meta.touched || meta.submitFailed)) return meta.error;
  if (typeof meta.submitError === 'string' && !meta.dirtySinceLastSubmit) return meta.submitError;
  return undefined;
};

export interface TextFieldInputProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'number' | 'tel';
  disabled?: boolean;
  autoFocus?: boolean;
  multiline?: boolean;
  placeholder?: string;
  /** Rewrites the typed value (e.g. formatRut while typing). */
  transform?: (value: string) => string;
  /** number fields: the value kept in the form is a number (empty → undefined). */
  numeric?: boolean;
  inputProps?: { min?: number; max?: number };
  startAdornment?: ReactNode;
  testId?: string;
}

/** A final-form field rendered as an outlined MUI TextField; errors show once touched or submitted. */
export function TextFieldInput(props: TextFieldInputProps) {
  const { name, label, type = 'text', disabled, autoFocus, multiline, placeholder, transform, numeric, inputProps, testId } = props;
  return (
    <Field<string | number | undefined> name={name}>
      {({ input, meta }) => {
        const error = shownError(meta);
        const slots = { htmlInput: { ...inputProps, 'data-testid': testId }, input: props.startAdornment ? { startAdornment: props.startAdornment } : {} };
        return (
          <TextField
            name={input.name}
            value={input.value ?? ''}
            onBlur={input.onBlur}
            onFocus={input.onFocus}
            onChange={(event) => {
              const raw = transform ? transform(event.target.value) : event.target.value;
              if (!numeric) input.onChange(raw);
              else input.onChange(raw === '' ? undefined : Number(raw));
            }}
            id={`field-${name}`}
            label={label}
            type={multiline ? undefined : type}
            disabled={disabled}
            autoFocus={autoFocus}
            placeholder={placeholder}
            {...denseField(error)}
            {...(multiline ? growingTextArea(2, slots) : { slotProps: slots })}
          />
        );
      }}
    </Field>
  );
}

export interface SelectFieldInputProps {
  name: string;
  label: string;
  options: { value: string; label: string; disabled?: boolean }[];
  disabled?: boolean;
}

/** A final-form select (TextField select). */
export function SelectFieldInput({ name, label, options, disabled }: SelectFieldInputProps) {
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const error = shownError(meta);
        return (
          <TextField
            select
            id={`field-${name}`}
            name={input.name}
            value={input.value ?? ''}
            onChange={(event) => input.onChange(event.target.value)}
            onBlur={input.onBlur}
            label={label}
            disabled={disabled}
            {...denseField(error)}
          >
            {options.map((o) => (
              <MenuItem key={o.value} value={o.value} disabled={o.disabled}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    </Field>
  );
}

export interface SwitchFieldInputProps {
  name: string;
  label: string;
  disabled?: boolean;
}

/** A final-form boolean as an MUI switch. */
export function SwitchFieldInput({ name, label, disabled }: SwitchFieldInputProps) {
  return (
    <Field<boolean> name={name} type="checkbox">
      {({ input }) => (
        <FormControlLabel
          control={<Switch name={input.name} checked={Boolean(input.checked)} onChange={(e) => input.onChange(e.target.checked)} disabled={disabled} />}
          label={label}
        />
      )}
    </Field>
  );
}
