import * as cr from '@insp/contracts/checklist-revisiones';
import { checklistRevisiones, checklistRevisionesScreens } from '@insp/messages/checklist-revisiones';
import { endpointKey, useEndpointMutation } from '@insp/ui/data';
import { SwitchFieldInput, zodValidate } from '@insp/ui/forms';
import { lazyScreenDialog } from '@insp/ui/screens';

const NombreDialog = lazyScreenDialog((d) => d.NombreDialog<Values>);

const t = checklistRevisiones.recintos;
const S = 'checklist-revisiones';
const validate = zodValidate(cr.RecintoBody);

interface Values {
  Nombre: string;
  Activado: boolean;
}

export interface RecintoDialogProps {
  params: cr.ListadoParams;
  /** null: a new place. */
  recinto: cr.RecintoItem | null;
  onClose: () => void;
}

/**
 * Place dialog (spec 001 §5): Nombre required ('Nombre requerido') and trimmed, unique ignoring case
 * and accents ('Recintos ya existe', from the service); the same place may keep its name; Activado
 * true by default.
 */
export default function RecintoDialog({ params, recinto, onClose }: RecintoDialogProps) {
  const invalidates = () => [
    endpointKey(S, cr.recintosEndpoints.list, params),
    endpointKey(S, cr.listadosEndpoints.list, { companyId: params.companyId, projectId: params.projectId, revisionId: params.revisionId }),
  ];
  const create = useEndpointMutation(S, cr.recintosEndpoints.create, { invalidates });
  const update = useEndpointMutation(S, cr.recintosEndpoints.update, {
    invalidates: (input) => [...invalidates(), endpointKey(S, cr.recintosEndpoints.get, input.params)],
  });
  const initial: Values = { Nombre: recinto?.Nombre ?? '', Activado: recinto?.Activado ?? true };
  const save = async (values: Values) => {
    const body = { Nombre: values.Nombre, Activado: values.Activado };
    const answer = recinto ? await update.mutateAsync({ params: { ...params, recintoId: recinto.id }, body }) : await create.mutateAsync({ params, body });
    return answer.message;
  };
  return (
    <NombreDialog
      testId="recinto-dialog"
      title={recinto ? t.editar : t.nuevo}
      nameLabel={checklistRevisionesScreens.recintos.nombre}
      initialValues={initial}
      validate={validate}
      save={save}
      isNameError={(message) => message === t.errors.nombreDuplicado}
      onClose={onClose}
    >
      <SwitchFieldInput name="Activado" label={t.activado} />
    </NombreDialog>
  );
}
