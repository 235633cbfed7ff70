import { ListadoBody, type ListadoItem, LISTADOS_PAGE_SIZE, listadosEndpoints, proyectosEndpoints, revisionesEndpoints } from '@insp/contracts';
import { revisiones, revisionesScreens } from '@insp/messages/revisiones';
import { ListadosCard, type ListadosDialogs, type RevisionIds, RevisionRoute, RowButton } from '@insp/ui/review-family';
import { ListIcon, PlaylistAddIcon } from '@insp/ui/screens';

import { useRevisionesLinks } from '../../shared/audience.ts';
import { RevisionesBreadcrumbs } from '../../shared/Breadcrumbs.tsx';
import { useUsuariosRevisiones } from '../../shared/usuarios.ts';

const t = revisiones.listados;
const s = revisionesScreens.listados;
const c = revisionesScreens.comunes;
const dialogs: ListadosDialogs<ListadoItem> = {
  listado: {
    labels: { ...s, ...t.errors, nuevo: t.nuevo, agregado: t.success.agregado, actualizado: t.success.actualizado },
    schema: ListadoBody,
    // the users with the Revisiones flag may be responsible
    responsable: { useUsuarios: useUsuariosRevisiones, label: c.responsable },
  },
  fechas: { ...t.fechas, propuesta: s.fechaPropuestaTitulo, real: s.fechaRealTitulo, fecha: s.fecha, cancelar: c.cancelar },
  // 'Solicitar informe' (spec 001 §2, §7) asks for the 'resumen-listado' document
  informe: {
    labels: t.informe,
    request: (l, orden) => ({ kind: 'resumen-listado', projectId: l.projectId, revisionId: l.revisionId, listadoId: l.id, orden }),
  },
};
const endpoints = { ...listadosEndpoints, proyecto: proyectosEndpoints.get, revision: revisionesEndpoints.get, revisiones: revisionesEndpoints.list };
const labels = { listados: t, pantalla: s, comunes: c };
const card = { service: 'revisiones', testId: 'module-screen-revisiones', pageSize: LISTADOS_PAGE_SIZE, endpoints, labels, dialogs } as const;

/** The listados of a revision (spec 001 §2 Lists screen), refreshed live as observations are captured. */
export function ListadosScreen() {
  return <RevisionRoute noSeleccionada={revisiones.revisiones.errors.noSeleccionada}>{(ids) => <Listados {...ids} />}</RevisionRoute>;
}

function Listados(ids: RevisionIds) {
  const { companyId, projectId, revisionId } = ids;
  const links = useRevisionesLinks(companyId);

  // the row's two buttons: the listado's observations and a new one
  const buttons = (l: ListadoItem, { phone }: { phone: boolean }) => (
    <>
      <RowButton
        phone={phone}
        label={t.actions.observaciones}
        icon={<ListIcon fontSize="small" />}
        testId={`observaciones-${l.id}`}
        to={links.observaciones(projectId, revisionId, l.id)}
      />
      <RowButton
        phone={phone}
        label={s.nuevaObservacion}
        icon={<PlaylistAddIcon fontSize="small" />}
        testId={`nueva-observacion-${l.id}`}
        to={links.nuevaObservacion(projectId, revisionId, l.id)}
        link
      />
    </>
  );

  return (
    <ListadosCard
      {...card}
      {...ids}
      breadcrumbs={<RevisionesBreadcrumbs companyId={companyId} projectId={projectId} level="listados" />}
      estadisticas={(listadoId) => links.estadisticas(projectId, revisionId, listadoId)}
      // the Observaciones counts change as observations are captured or resolved elsewhere
      live={(change) => (change.entity === 'Observacion' || change.entity === 'Listado') && change.parents.revisionId === revisionId}
      observaciones={(l) => s.observaciones(l.ObservacionesResueltas, l.ObservacionesTotales)}
      buttons={buttons}
    />
  );
}
