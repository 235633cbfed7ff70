import TextField from '@mui/material/TextField';

import { denseField } from '../field-look.ts';

export interface SelectOption {
  value: string;
  label: string;
}

export interface CatalogSelectProps {
  /** The element id (the label points at it: tests and screen readers find the select by its label). */
  id: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The text of the empty choice ('Todos', 'Elige una opción'). */
  emptyLabel: string;
  error?: string | undefined;
  helperText?: string | undefined;
  disabled?: boolean;
  required?: boolean;
  testId?: string;
}

/**
 * A select over the company's catalogues, native on purpose: on a phone the system picker is the
 * easiest one to use with a thumb, and it needs no popover.
 */
export function CatalogSelect(props: CatalogSelectProps) {
  const { id, label, value, options, onChange, onBlur, emptyLabel, error, helperText, disabled, required, testId } = props;
  return (
    <TextField
      select
      id={id}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      disabled={disabled}
      required={required}
      {...denseField(error, helperText)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': testId } }}
    >
      <option value="">{emptyLabel}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}

/** Names as options; a current value no longer in the catalogue (deactivated since) stays choosable. */
export function nameOptions(names: readonly { Nombre: string }[], current?: string | null): SelectOption[] {
  const options = names.map((n) => ({ value: n.Nombre, label: n.Nombre }));
  if (current && !options.some((o) => o.value === current)) options.unshift({ value: current, label: current });
  return options;
}
