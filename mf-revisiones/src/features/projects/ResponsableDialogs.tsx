import { type ProyectoItem, proyectosEndpoints } from '@insp/contracts';
import { revisiones, revisionesScreens } from '@insp/messages/revisiones';
import { lazyScreenDialog, type ProjectResponsablesLabels } from '@insp/ui/screens';

import { useUsuariosRevisiones } from '../../shared/usuarios.ts';

const Choose = lazyScreenDialog((d) => d.ProjectResponsablesDialog);

const labels: ProjectResponsablesLabels = { proyectos: revisiones.proyectos, pantalla: revisionesScreens };

export interface ResponsableDialogProps {
  companyId: string;
  project: ProyectoItem;
  onClose: () => void;
}

function Responsables({ kind, companyId, project, onClose }: ResponsableDialogProps & { kind: 'responsable' | 'responsables' }) {
  const usuarios = useUsuariosRevisiones(companyId);
  return (
    <Choose
      kind={kind}
      service={'revisiones'}
      endpoints={proyectosEndpoints}
      companyId={companyId}
      project={project}
      usuarios={usuarios}
      labels={labels}
      onClose={onClose}
    />
  );
}

/** 'Elige al responsable' (spec 001 §2, §5: a selection is required; users with the Revisiones flag only). */
export function ResponsableDialog(props: ResponsableDialogProps) {
  return <Responsables kind="responsable" {...props} />;
}

/** 'Asignar responsables' ('Encargados'): the company users who see the project; only users with the Revisiones flag are offered. */
export function ResponsablesDialog(props: ResponsableDialogProps) {
  return <Responsables kind="responsables" {...props} />;
}
