import type { CatalogosObservacion } from '@insp/contracts';
import { nameOptions, type SelectOption } from '@insp/ui/screens/fields';

import { FormSelect } from './FormSelect.tsx';

type CatalogField = 'Sector' | 'Recinto' | 'Subcontrato' | 'Prioridad';

export interface CatalogFieldsProps {
  /** Prefix of the selects' ids: `<prefix>-sector`, `-recinto`, `-subcontrato`, `-error-tipo`, `-prioridad`. */
  idPrefix: string;
  labels: { sector: string; recinto: string; subcontrato: string; errorTipo: string; prioridad: string; elegir: string };
  catalogos: CatalogosObservacion | undefined;
  /** The values the observation holds today: kept as options even when gone from the catalogues. */
  current?: Partial<Record<CatalogField, string | null>>;
  required: readonly CatalogField[];
  /** Error Tipo depends on the chosen Subcontrato: its options and whether it can be chosen. */
  errorTipo: { options: SelectOption[]; disabled: boolean };
  /** §5: changing the subcontractor clears the error type. */
  onSubcontratoChanged: () => void;
}

/** An observation's catalogue selects (Sector, Recinto, Subcontrato, Error Tipo, Prioridad) as final-form fields. */
export function CatalogFields({ idPrefix, labels, catalogos, current = {}, required, errorTipo, onSubcontratoChanged }: CatalogFieldsProps) {
  const field = (name: CatalogField, id: string, label: string, list: readonly { Nombre: string }[] | undefined, onChanged?: () => void) => (
    <FormSelect
      name={name}
      id={`${idPrefix}-${id}`}
      label={label}
      options={nameOptions(list ?? [], current[name])}
      emptyLabel={labels.elegir}
      required={required.includes(name) || undefined}
      onChanged={onChanged}
    />
  );
  return (
    <>
      {field('Sector', 'sector', labels.sector, catalogos?.sectores)}
      {field('Recinto', 'recinto', labels.recinto, catalogos?.recintos)}
      {field('Subcontrato', 'subcontrato', labels.subcontrato, catalogos?.subcontratos, onSubcontratoChanged)}
      <FormSelect
        name="ErrorTipo"
        id={`${idPrefix}-error-tipo`}
        label={labels.errorTipo}
        options={errorTipo.options}
        emptyLabel={labels.elegir}
        disabled={errorTipo.disabled}
      />
      {field('Prioridad', 'prioridad', labels.prioridad, catalogos?.prioridades)}
    </>
  );
}
