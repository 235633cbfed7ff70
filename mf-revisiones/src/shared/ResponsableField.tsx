import { revisionesScreens } from '@insp/messages/revisiones';
import { SelectFieldInput } from '@insp/ui/forms';

import { useUsuariosRevisiones } from './usuarios.ts';

export interface ResponsableFieldProps {
  companyId: string;
  name?: string;
  label?: string;
  /** The current responsible, kept as an option even if the user lost the Revisiones flag. */
  current?: { id: string; NombreCompleto: string } | null;
}

/** The responsible select of the create/edit dialogs: users with the Revisiones flag (final-form field). */
export function ResponsableField({ companyId, name = 'ResponsableId', label = revisionesScreens.comunes.responsable, current }: ResponsableFieldProps) {
  const usuarios = useUsuariosRevisiones(companyId);
  const options = usuarios.items.map((u) => ({ value: u.id, label: u.Cargo ? `${u.NombreCompleto} (${u.Cargo})` : u.NombreCompleto }));
  if (current && !options.some((o) => o.value === current.id)) options.unshift({ value: current.id, label: current.NombreCompleto });
  return <SelectFieldInput name={name} label={label} options={options} />;
}
