import { type ListadoItem, LISTADOS_PAGE_SIZE, listadosEndpoints, proyectosEndpoints, revisionesEndpoints } from '@insp/contracts';
import { common } from '@insp/messages';
import { revisiones, revisionesScreens } from '@insp/messages/revisiones';
import { useRemoteProps, useRouteCompanyId } from '@insp/ui/components';
import { ListadosCard, type ListadosDialogs } from '@insp/ui/review-family';
import { ListIcon, PlaylistAddIcon } from '@insp/ui/screens';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { lazy, type MouseEvent } from 'react';
import { useParams } from 'react-router-dom';

import { useRevisionesLinks } from '../../shared/audience.ts';
import { RevisionesBreadcrumbs } from '../../shared/Breadcrumbs.tsx';

const dialogs: ListadosDialogs<ListadoItem> = {
  Listado: lazy(() => import('./ListadoDialog.tsx')),
  Fecha: lazy(() => import('./FechaDialog.tsx')),
  Informe: lazy(() => import('./InformeDialog.tsx')),
};
const endpoints = {
  proyecto: proyectosEndpoints.get,
  revision: revisionesEndpoints.get,
  revisiones: revisionesEndpoints.list,
  list: listadosEndpoints.list,
  remove: listadosEndpoints.remove,
  restore: listadosEndpoints.restore,
};
const labels = { listados: revisiones.listados, pantalla: revisionesScreens.listados, comunes: revisionesScreens.comunes };
const t = revisiones.listados;
const s = revisionesScreens.listados;

/** The listados of a revision (spec 001 §2 Lists screen), refreshed live as observations are captured. */
export function ListadosScreen() {
  const companyId = useRouteCompanyId();
  const { projectId, revisionId } = useParams();
  if (!companyId) return <Alert severity="error">{common.noCompanySelected}</Alert>;
  if (!projectId || !revisionId) return <Alert severity="error">{revisiones.revisiones.errors.noSeleccionada}</Alert>;
  return <Listados companyId={companyId} projectId={projectId} revisionId={revisionId} />;
}

function Listados({ companyId, projectId, revisionId }: { companyId: string; projectId: string; revisionId: string }) {
  const { navigate } = useRemoteProps();
  const links = useRevisionesLinks(companyId);

  // the row's two buttons: the listado's observations and a new one
  const buttons = (l: ListadoItem, { phone }: { phone: boolean }) => {
    const nueva = links.nuevaObservacion(projectId, revisionId, l.id);
    const openObservaciones = () => navigate(links.observaciones(projectId, revisionId, l.id));
    const openNueva = (event: MouseEvent) => {
      event.preventDefault();
      navigate(nueva);
    };
    return phone ? (
      <>
        <Tooltip title={t.actions.observaciones}>
          <IconButton size="small" color="primary" aria-label={t.actions.observaciones} onClick={openObservaciones} data-testid={`observaciones-${l.id}`}>
            <ListIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title={s.nuevaObservacion}>
          <IconButton size="small" color="primary" aria-label={s.nuevaObservacion} href={nueva} onClick={openNueva} data-testid={`nueva-observacion-${l.id}`}>
            <PlaylistAddIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </>
    ) : (
      <>
        <Button size="small" variant="outlined" onClick={openObservaciones} data-testid={`observaciones-${l.id}`}>
          {t.actions.observaciones}
        </Button>
        <Button size="small" href={nueva} onClick={openNueva} data-testid={`nueva-observacion-${l.id}`}>
          {s.nuevaObservacion}
        </Button>
      </>
    );
  };

  return (
    <ListadosCard
      service="revisiones"
      endpoints={endpoints}
      labels={labels}
      dialogs={dialogs}
      companyId={companyId}
      projectId={projectId}
      revisionId={revisionId}
      testId="module-screen-revisiones"
      breadcrumbs={<RevisionesBreadcrumbs companyId={companyId} projectId={projectId} level="listados" />}
      pageSize={LISTADOS_PAGE_SIZE}
      estadisticas={(listadoId) => links.estadisticas(projectId, revisionId, listadoId)}
      // the Observaciones counts change as observations are captured or resolved elsewhere
      live={(change) => (change.entity === 'Observacion' || change.entity === 'Listado') && change.parents.revisionId === revisionId}
      observaciones={(l) => s.observaciones(l.ObservacionesResueltas, l.ObservacionesTotales)}
      buttons={buttons}
    />
  );
}
