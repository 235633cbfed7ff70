import { type ProyectoItem, proyectosEndpoints } from '@insp/contracts';
import { PROJECT_DEFAULT_PAGE_SIZE, PROJECT_PAGE_SIZES } from '@insp/domain';
import { revisiones, revisionesScreens } from '@insp/messages/revisiones';
import { type ProjectLinks, ReviewProjectsScreen } from '@insp/ui/review-family/projects';
import { lazy } from 'react';

import { useRevisionesLinks } from '../../shared/audience.ts';
import { useUsuariosRevisiones } from '../../shared/usuarios.ts';

const dialogs = { Project: lazy(() => import('./ProjectDialog.tsx')), Pdf: lazy(() => import('./PdfProyectoDialog.tsx')) };
const responsables = {
  endpoints: proyectosEndpoints,
  labels: { proyectos: revisiones.proyectos, pantalla: revisionesScreens },
  // 'Elige al responsable' / 'Asignar responsables' offer only the users with the Revisiones flag
  useUsuarios: useUsuariosRevisiones,
};
const labels = { proyectos: revisiones.proyectos, pantalla: revisionesScreens.proyectos, comunes: revisionesScreens.comunes };

function useLinks(companyId: string): ProjectLinks {
  const links = useRevisionesLinks(companyId);
  return { ...links, observaciones: links.observacionesProyecto };
}

/**
 * The company's revision projects (spec 001 §2 Projects table, §6): for the platform administrator
 * (company in the path), the director and company users (read-only, only their active projects).
 * A project written elsewhere, or a revision added to one (Carpetas), shows at once.
 */
export function ProjectsScreen() {
  return (
    <ReviewProjectsScreen<ProyectoItem>
      service="revisiones"
      endpoints={proyectosEndpoints}
      labels={labels}
      testId="module-screen-revisiones"
      defaultPageSize={PROJECT_DEFAULT_PAGE_SIZE}
      pageSizes={PROJECT_PAGE_SIZES}
      liveEntities={['Proyecto', 'Revision']}
      report={{ kind: 'pendientes-vs-resueltas', testId: 'pendientes-progress' }}
      useLinks={useLinks}
      dialogs={dialogs}
      responsables={responsables}
    />
  );
}
