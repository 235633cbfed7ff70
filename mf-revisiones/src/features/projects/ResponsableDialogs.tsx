import { proyectosEndpoints, type ProyectoItem } from '@insp/contracts';
import { revisiones, revisionesScreens } from '@insp/messages/revisiones';
import { useRemoteProps } from '@insp/ui/components';
import { endpointKey, useEndpointMutation } from '@insp/ui/data';
import { lazyScreenDialog } from '@insp/ui/screens';
import { useUsuariosRevisiones } from '../../shared/usuarios.ts';

const ChooseOne = lazyScreenDialog((d) => d.ResponsableDialog);
const ChooseMany = lazyScreenDialog((d) => d.ResponsablesDialog);

const t = revisiones.proyectos;
const s = revisionesScreens;

export interface ResponsableDialogProps {
  companyId: string;
  project: ProyectoItem;
  onClose: () => void;
}

function useProjectWrite<E extends typeof proyectosEndpoints.setResponsable | typeof proyectosEndpoints.setResponsables>(companyId: string, endpoint: E, onClose: () => void) {
  const { notify } = useRemoteProps();
  return useEndpointMutation('revisiones', endpoint, {
    invalidates: (input) => [endpointKey('revisiones', proyectosEndpoints.list, { companyId }), endpointKey('revisiones', proyectosEndpoints.get, input.params)],
    onSuccess: () => {
      notify('success', t.success.actualizado);
      onClose();
    },
    onError: (error) => notify('error', error.message),
  });
}

/** 'Elige al responsable' (spec 001 §2, §5: a selection is required; users with the Revisiones flag only). */
export function ResponsableDialog({ companyId, project, onClose }: ResponsableDialogProps) {
  const usuarios = useUsuariosRevisiones(companyId);
  const save = useProjectWrite(companyId, proyectosEndpoints.setResponsable, onClose);
  return (
    <ChooseOne
      usuarios={usuarios}
      labels={{ title: t.dialogs.elegirResponsable, help: s.proyectos.sinUsuarios, cancelar: s.comunes.cancelar, guardar: s.comunes.guardar }}
      initial={project.Responsable?.id ?? ''}
      saving={save.isPending}
      onSave={(userId) => save.mutate({ params: { companyId, projectId: project.id }, body: { userId } })}
      onClose={onClose}
    />
  );
}

/** 'Asignar responsables' ('Encargados'): the company users who see the project; only users with the Revisiones flag are offered. */
export function ResponsablesDialog({ companyId, project, onClose }: ResponsableDialogProps) {
  const usuarios = useUsuariosRevisiones(companyId);
  const save = useProjectWrite(companyId, proyectosEndpoints.setResponsables, onClose);
  return (
    <ChooseMany
      usuarios={usuarios}
      labels={{ title: t.dialogs.asignarResponsables, help: s.proyectos.asignarAyuda, cancelar: s.comunes.cancelar, guardar: s.comunes.guardar }}
      initial={project.Responsables}
      saving={save.isPending}
      onSave={(Responsables) => save.mutate({ params: { companyId, projectId: project.id }, body: { Responsables } })}
      onClose={onClose}
    />
  );
}
