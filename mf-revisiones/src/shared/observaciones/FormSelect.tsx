import { CatalogSelect, type SelectOption } from '@insp/ui/screens/fields';
import { Field } from 'react-final-form';

export interface FormSelectProps {
  name: string;
  id: string;
  label: string;
  options: readonly SelectOption[];
  emptyLabel: string;
  required?: boolean;
  disabled?: boolean;
  /** Called after the field changed (e.g. clear the Error Tipo when the Subcontrato changes). */
  onChanged?: (value: string) => void;
}

/** A final-form field as a native catalogue select; its error shows once touched or submitted. */
export function FormSelect({ name, id, label, options, emptyLabel, required, disabled, onChanged }: FormSelectProps) {
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const error = typeof meta.error === 'string' && (meta.touched || meta.submitFailed) ? meta.error : undefined;
        return (
          <CatalogSelect
            id={id}
            label={label}
            value={input.value ?? ''}
            options={options}
            emptyLabel={emptyLabel}
            required={required}
            disabled={disabled}
            error={error}
            onBlur={() => input.onBlur()}
            onChange={(value) => {
              input.onChange(value);
              onChanged?.(value);
            }}
          />
        );
      }}
    </Field>
  );
}
