import * as cr from '@insp/contracts/checklist-revisiones';
import { checklistRevisiones, checklistRevisionesScreens } from '@insp/messages/checklist-revisiones';
import { endpointKey, useEndpointMutation } from '@insp/ui/data';
import { zodValidate } from '@insp/ui/forms';
import { lazyScreenDialog } from '@insp/ui/screens';
import { ResponsableField } from '../../shared/ResponsableField.tsx';

const NombreDialog = lazyScreenDialog((d) => d.NombreDialog<Values>);

const t = checklistRevisiones.listados;
const S = 'checklist-revisiones';
const validate = zodValidate(cr.ListadoBody);

interface Values {
  Nombre: string;
  ResponsableId?: string;
}

export interface ListadoDialogProps {
  companyId: string;
  projectId: string;
  revisionId: string;
  /** null: 'Nuevo Listado'. */
  listado: cr.ListadoItem | null;
  onClose: () => void;
}

/** Create / edit a listado with its responsible (spec 001 §2, §5): 'Nombre requerido'; 'Existe listado con ese nombre' from the service. */
export default function ListadoDialog({ companyId, projectId, revisionId, listado, onClose }: ListadoDialogProps) {
  const invalidates = () => [
    endpointKey(S, cr.listadosEndpoints.list, { companyId, projectId, revisionId }),
    // the revisions table counts listados
    endpointKey(S, cr.revisionesEndpoints.list, { companyId, projectId }),
  ];
  const create = useEndpointMutation(S, cr.listadosEndpoints.create, { invalidates });
  const update = useEndpointMutation(S, cr.listadosEndpoints.update, {
    invalidates: (input) => [...invalidates(), endpointKey(S, cr.listadosEndpoints.get, input.params)],
  });
  const save = async (values: Values) => {
    const body = { Nombre: values.Nombre, ResponsableId: values.ResponsableId ?? '' };
    if (!listado) {
      await create.mutateAsync({ params: { companyId, projectId, revisionId }, body });
      return t.success.agregado;
    }
    await update.mutateAsync({ params: { companyId, projectId, revisionId, listadoId: listado.id }, body });
    return t.success.actualizado;
  };
  return (
    <NombreDialog
      testId="listado-dialog"
      title={listado ? checklistRevisionesScreens.listados.editar : t.nuevo}
      nameLabel={checklistRevisionesScreens.listados.nombre}
      initialValues={listado ? { Nombre: listado.Nombre, ResponsableId: listado.Responsable?.id } : { Nombre: '' }}
      validate={validate}
      save={save}
      isNameError={(message) => message === t.errors.nombreDuplicado}
      onClose={onClose}
    >
      <ResponsableField companyId={companyId} current={listado?.Responsable ?? null} />
    </NombreDialog>
  );
}
