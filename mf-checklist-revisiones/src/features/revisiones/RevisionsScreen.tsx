import * as cr from '@insp/contracts/checklist-revisiones';
import { checklistRevisiones, checklistRevisionesScreens } from '@insp/messages/checklist-revisiones';
import { ReviewRevisionsScreen } from '@insp/ui/review-family/revisions';

import { useChecklistLinks } from '../../shared/audience.ts';
import { ChecklistBreadcrumbs } from '../../shared/Breadcrumbs.tsx';
import { resueltasColumn } from '../../shared/resueltas.tsx';
import { useUsuariosChecklist } from '../../shared/usuarios.ts';

const t = checklistRevisiones.revisiones;
const s = checklistRevisionesScreens.revisiones;
const c = checklistRevisionesScreens.comunes;
const labels = {
  revisiones: t,
  encargado: s.encargado,
  fechaCreacion: t.columns.fechaCreacion,
  noSeleccionado: checklistRevisiones.proyectos.errors.noSeleccionado,
  dialog: { nuevo: t.nueva, ...s, ...t.errors, agregado: t.success.agregada, actualizado: t.success.actualizada },
};
const endpoints = { ...cr.revisionesEndpoints, proyecto: cr.proyectosEndpoints.get, proyectos: cr.proyectosEndpoints.list };
/** The users with the Checklist module may be responsible. */
const responsable = { useUsuarios: useUsuariosChecklist, label: c.responsable };
/** Observaciones 'x de y' after Listados. */
const observaciones = resueltasColumn<cr.RevisionItem>('observaciones', t.columns.observaciones);

/** The revisions of a checklist project (spec 001 §2 Revisions table, observations as 'x de y'). */
export function RevisionsScreen() {
  return (
    <ReviewRevisionsScreen<cr.RevisionItem>
      service="checklist-revisiones"
      endpoints={endpoints}
      labels={labels}
      schema={cr.RevisionBody}
      responsable={responsable}
      testId="module-screen-checklist_revisiones"
      pageSize={cr.REVISIONES_PAGE_SIZE}
      extraColumns={observaciones}
      // a revision, a listado or an answer of this project changed (Listados, 'x de y')
      live={(change) => change.entity !== 'Proyecto'}
      breadcrumbs={(ids) => <ChecklistBreadcrumbs {...ids} current={checklistRevisiones.breadcrumbs.revisiones} />}
      useLinks={useChecklistLinks}
    />
  );
}
