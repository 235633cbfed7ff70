import * as cr from '@insp/contracts/checklist-revisiones';
import { checklistRevisiones, checklistRevisionesScreens } from '@insp/messages/checklist-revisiones';
import { lazyScreenDialog, type ProjectResponsablesLabels } from '@insp/ui/screens';

import { useUsuariosChecklist } from '../../shared/usuarios.ts';

const Choose = lazyScreenDialog((d) => d.ProjectResponsablesDialog);

const labels: ProjectResponsablesLabels = { proyectos: checklistRevisiones.proyectos, pantalla: checklistRevisionesScreens };

export interface ResponsableDialogProps {
  companyId: string;
  project: cr.ProyectoItem;
  onClose: () => void;
}

function Responsables({ kind, companyId, project, onClose }: ResponsableDialogProps & { kind: 'responsable' | 'responsables' }) {
  const usuarios = useUsuariosChecklist(companyId);
  return (
    <Choose
      kind={kind}
      service={'checklist-revisiones'}
      endpoints={cr.proyectosEndpoints}
      companyId={companyId}
      project={project}
      usuarios={usuarios}
      labels={labels}
      onClose={onClose}
    />
  );
}

/** 'Elige al responsable' (spec 001 §2, §5: a selection is required; users with the Checklist module only). */
export function ResponsableDialog(props: ResponsableDialogProps) {
  return <Responsables kind="responsable" {...props} />;
}

/** 'Asignar responsables' ('Encargados'): the company users who see the project; only users with the Checklist module are offered. */
export function ResponsablesDialog(props: ResponsableDialogProps) {
  return <Responsables kind="responsables" {...props} />;
}
