import { proyectosEndpoints, RevisionBody, REVISIONES_PAGE_SIZE, revisionesEndpoints, type RevisionItem } from '@insp/contracts';
import { revisiones, revisionesScreens } from '@insp/messages/revisiones';
import { ReviewRevisionsScreen } from '@insp/ui/review-family/revisions';

import { useRevisionesLinks } from '../../shared/audience.ts';
import { RevisionesBreadcrumbs } from '../../shared/Breadcrumbs.tsx';
import { useUsuariosRevisiones } from '../../shared/usuarios.ts';

const t = revisiones.revisiones;
const s = revisionesScreens.revisiones;
const labels = {
  revisiones: t,
  ...s,
  noSeleccionado: revisiones.proyectos.errors.noSeleccionado,
  dialog: { nuevo: t.nueva, ...s, ...t.errors, agregado: t.success.agregada, actualizado: t.success.actualizada },
};
const endpoints = { ...revisionesEndpoints, proyecto: proyectosEndpoints.get, proyectos: proyectosEndpoints.list };
/** The users with the Revisiones flag may be responsible. */
const responsable = { useUsuarios: useUsuariosRevisiones, label: revisionesScreens.comunes.responsable };

/** The revisions of a project (spec 001 §2 Revisions table); a revision, or a listado of one (the Listados count), changed in it refreshes the list. */
export function RevisionsScreen() {
  return (
    <ReviewRevisionsScreen<RevisionItem>
      service="revisiones"
      endpoints={endpoints}
      labels={labels}
      schema={RevisionBody}
      responsable={responsable}
      testId="module-screen-revisiones"
      pageSize={REVISIONES_PAGE_SIZE}
      live={(change) => change.entity === 'Revision' || change.entity === 'Listado'}
      breadcrumbs={(ids) => <RevisionesBreadcrumbs {...ids} level="revisiones" />}
      useLinks={useRevisionesLinks}
    />
  );
}
