import type { ReactNode } from 'react';

import { NombreDialog } from './NombreDialog.tsx';

/** The form of a revision or a listado: its name and its responsible. */
export interface NombreResponsableValues {
  Nombre: string;
  ResponsableId?: string;
}

/** What create and update send ('' when no responsible is chosen: the body's schema refuses it). */
export interface NombreResponsableBody {
  Nombre: string;
  ResponsableId: string;
}

export interface NombreResponsableDialogProps {
  /** data-testid of the form (revision-dialog, listado-dialog). */
  testId: string;
  /** The module's texts: titles, the name field, the duplicate-name refusal and the success notes. */
  labels: { nuevo: string; editar: string; nombre: string; nombreDuplicado: string; agregado: string; actualizado: string };
  /** null: create. */
  item: { id: string; Nombre: string; Responsable: { id: string } | null } | null;
  validate: (values: NombreResponsableValues) => object;
  create: (body: NombreResponsableBody) => Promise<unknown>;
  update: (id: string, body: NombreResponsableBody) => Promise<unknown>;
  /** The responsible select (the module's users). */
  children: ReactNode;
  onClose: () => void;
}

/** Create / edit a revision or a listado with its responsible (spec 001 §2, §5): 'Nombre requerido'; the duplicate name from the service under the field. */
export function NombreResponsableDialog({ testId, labels, item, validate, create, update, children, onClose }: NombreResponsableDialogProps) {
  const save = async (values: NombreResponsableValues) => {
    const body = { Nombre: values.Nombre, ResponsableId: values.ResponsableId ?? '' };
    if (!item) {
      await create(body);
      return labels.agregado;
    }
    await update(item.id, body);
    return labels.actualizado;
  };
  return (
    <NombreDialog<NombreResponsableValues>
      testId={testId}
      title={item ? labels.editar : labels.nuevo}
      nameLabel={labels.nombre}
      initialValues={item ? { Nombre: item.Nombre, ResponsableId: item.Responsable?.id } : { Nombre: '' }}
      validate={validate}
      save={save}
      isNameError={(message) => message === labels.nombreDuplicado}
      onClose={onClose}
    >
      {children}
    </NombreDialog>
  );
}
