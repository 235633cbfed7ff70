import * as cr from '@insp/contracts/checklist-revisiones';
import { PROJECT_PAGE_SIZES } from '@insp/domain';
import { checklistRevisiones, checklistRevisionesScreens } from '@insp/messages/checklist-revisiones';
import { ReviewProjectsScreen } from '@insp/ui/review-family/projects';
import { lazy } from 'react';

import { useChecklistLinks } from '../../shared/audience.ts';
import { resueltasColumn } from '../../shared/resueltas.tsx';
import { useUsuariosChecklist } from '../../shared/usuarios.ts';

const t = checklistRevisiones.proyectos;
const c = checklistRevisionesScreens.comunes;
const dialogs = { Project: lazy(() => import('./ProjectDialog.tsx')), Pdf: lazy(() => import('../../shared/PdfDialog.tsx')) };
const responsables = {
  endpoints: cr.proyectosEndpoints,
  labels: { proyectos: t, pantalla: checklistRevisionesScreens },
  // 'Elige al responsable' / 'Asignar responsables' offer only the users with the Checklist module
  useUsuarios: useUsuariosChecklist,
};
const labels = { proyectos: t, pantalla: checklistRevisionesScreens.proyectos, comunes: c };
const resueltas = resueltasColumn<cr.ProyectoItem>('resueltas', t.columns.resueltas);

/**
 * Checklist projects of the company (the route's company for the administrator, the user's own
 * otherwise): spec 001 §2 'Projects table' with the resolved-of-total column and no day fields; the
 * quota bar from CheckList {LimiteCheckList, CheckListUsados}; soft delete with the 5-day countdown,
 * restore within the quota (the service purges after the grace). The project summary
 * (generateProjectSummary) runs one at a time: the service answers 409 to a second one.
 */
export function ProjectsScreen() {
  return (
    <ReviewProjectsScreen<cr.ProyectoItem>
      service="checklist-revisiones"
      endpoints={cr.proyectosEndpoints}
      labels={labels}
      testId="module-screen-checklist_revisiones"
      defaultPageSize={cr.PROYECTOS_PAGE_SIZE}
      pageSizes={PROJECT_PAGE_SIZES}
      // a project written elsewhere, a revision added (Carpetas) or an answer captured (resolved of total)
      liveEntities={['Proyecto', 'Revision', 'Listado', 'Respuesta']}
      extraColumns={resueltas}
      report={{ kind: 'resumen-proyecto', testId: 'resumen-progress' }}
      useLinks={useChecklistLinks}
      dialogs={dialogs}
      responsables={responsables}
    />
  );
}
