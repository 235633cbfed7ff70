import * as cr from '@insp/contracts/checklist-revisiones';
import { common } from '@insp/messages';
import { checklistRevisiones, checklistRevisionesScreens } from '@insp/messages/checklist-revisiones';
import { useRemoteProps, useRouteCompanyId } from '@insp/ui/components';
import { useEndpointQuery } from '@insp/ui/data';
import { ReportProgress, useReportJob } from '@insp/ui/reports';
import { ListadosCard, type ListadosDialogs } from '@insp/ui/review-family';
import { CameraIcon, ListIcon } from '@insp/ui/screens';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { lazy, type MouseEvent, useEffect } from 'react';
import { useParams } from 'react-router-dom';

import { useAudience, useChecklistLinks } from '../../shared/audience.ts';
import { ChecklistBreadcrumbs } from '../../shared/Breadcrumbs.tsx';

const dialogs: ListadosDialogs<cr.ListadoItem> = {
  Listado: lazy(() => import('./ListadoDialog.tsx')),
  Fecha: lazy(() => import('./FechaDialog.tsx')),
  Informe: lazy(() => import('./InformeDialog.tsx')),
};
const ChecklistDialog = lazy(() => import('./ChecklistDialog.tsx'));
const PdfListadosDialog = lazy(() => import('../../shared/PdfDialog.tsx'));
const endpoints = {
  proyecto: cr.proyectosEndpoints.get,
  revision: cr.revisionesEndpoints.get,
  revisiones: cr.revisionesEndpoints.list,
  list: cr.listadosEndpoints.list,
  remove: cr.listadosEndpoints.remove,
  restore: cr.listadosEndpoints.restore,
};
const t = checklistRevisiones.listados;
const s = checklistRevisionesScreens.listados;
const c = checklistRevisionesScreens.comunes;
const labels = { listados: t, pantalla: s, comunes: c };
const S = 'checklist-revisiones';

/** The listados of a checklist revision (spec 001 §2 Lists screen, checklist variant: the row leads to recintos). */
export function ListadosScreen() {
  const companyId = useRouteCompanyId();
  const { projectId, revisionId } = useParams();
  if (!companyId) return <Alert severity="error">{common.noCompanySelected}</Alert>;
  if (!projectId || !revisionId) return <Alert severity="error">{checklistRevisiones.revisiones.errors.noSeleccionada}</Alert>;
  return <Listados companyId={companyId} projectId={projectId} revisionId={revisionId} />;
}

function Listados({ companyId, projectId, revisionId }: { companyId: string; projectId: string; revisionId: string }) {
  const { navigate, notify } = useRemoteProps();
  const { manager, companyUser } = useAudience();
  const links = useChecklistLinks(companyId);
  const excel = useReportJob(S, companyId);
  useEffect(() => {
    if (excel.error) notify('error', excel.error);
  }, [excel.error, notify]);
  // the query the screen's header already makes (the same key: no second request)
  const project = useEndpointQuery(S, cr.proyectosEndpoints.get, { params: { companyId, projectId } });
  const ref = (l: cr.ListadoItem) => ({ projectId, revisionId, listadoId: l.id });

  // the row's buttons: its recintos (managers) and the answers' capture
  const buttons = (l: cr.ListadoItem, { phone }: { phone: boolean }) => {
    const captura = links.captura(ref(l));
    const openCaptura = (event: MouseEvent) => {
      event.preventDefault();
      navigate(captura);
    };
    return (
      <>
        {manager ? (
          phone ? (
            <Tooltip title={t.actions.recintos}>
              <IconButton
                size="small"
                color="primary"
                aria-label={t.actions.recintos}
                onClick={() => navigate(links.recintos(ref(l)))}
                data-testid={`recintos-${l.id}`}
              >
                <ListIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : (
            <Button size="small" variant="outlined" onClick={() => navigate(links.recintos(ref(l)))} data-testid={`recintos-${l.id}`}>
              {t.actions.recintos}
            </Button>
          )
        ) : null}
        {phone ? (
          <Tooltip title={s.registrarRespuesta}>
            <IconButton size="small" color="primary" aria-label={s.registrarRespuesta} href={captura} onClick={openCaptura} data-testid={`captura-${l.id}`}>
              <CameraIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : (
          <Button size="small" href={captura} onClick={openCaptura} data-testid={`captura-${l.id}`}>
            {s.registrarRespuesta}
          </Button>
        )}
      </>
    );
  };

  return (
    <ListadosCard
      service={S}
      endpoints={endpoints}
      labels={labels}
      dialogs={dialogs}
      companyId={companyId}
      projectId={projectId}
      revisionId={revisionId}
      testId="module-screen-checklist_revisiones"
      breadcrumbs={
        <ChecklistBreadcrumbs companyId={companyId} projectId={projectId} revisionId={revisionId} current={checklistRevisiones.breadcrumbs.listados} />
      }
      pageSize={cr.LISTADOS_PAGE_SIZE}
      estadisticas={(listadoId) => links.estadisticas(projectId, revisionId, listadoId)}
      // the Observaciones counts change as answers are captured or resolved elsewhere
      live={(change) => change.parents.revisionId === revisionId || (change.entity === 'Revision' && change.entityId === revisionId)}
      observaciones={(l) => <span data-testid={`observaciones-${l.id}`}>{c.xDeY(l.Resueltas, l.TotalRespuestas)}</span>}
      nameExtra={(l) => (
        <Typography variant="caption" component="div" color="text.secondary" data-testid={`checklist-${l.id}`}>
          {l.ChecklistName ? s.checklist(l.ChecklistName) : s.sinChecklist}
        </Typography>
      )}
      menu={(l, row) => [
        // §6: a company user cannot assign checklists
        { label: t.actions.asignarChecklist, hidden: companyUser, onClick: () => row.openDialog('checklist', l) },
        { label: s.generarPdf, onClick: () => row.openDialog('pdf', l) },
        { label: s.generarExcel, disabled: excel.running, onClick: () => void excel.start({ kind: 'excel-listado', projectId, revisionId, listadoId: l.id }) },
      ]}
      buttons={buttons}
      aboveTable={<ReportProgress job={excel} testId="excel-progress" />}
      moreDialogs={(open, close) =>
        open.kind === 'checklist' ? (
          <ChecklistDialog companyId={companyId} listado={open.listado} onClose={close} />
        ) : open.kind === 'pdf' ? (
          <PdfListadosDialog
            companyId={companyId}
            project={{ id: projectId, NombreProyecto: project.data?.NombreProyecto ?? '' }}
            initial={[{ revisionId, listadoId: open.listado.id }]}
            onClose={close}
          />
        ) : null
      }
    />
  );
}
