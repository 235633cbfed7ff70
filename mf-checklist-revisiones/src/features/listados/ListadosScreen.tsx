import * as cr from '@insp/contracts/checklist-revisiones';
import { checklistRevisiones, checklistRevisionesScreens } from '@insp/messages/checklist-revisiones';
import { useRemoteProps } from '@insp/ui/components';
import { useEndpointQuery } from '@insp/ui/data';
import { ReportProgress, useReportJob } from '@insp/ui/reports';
import { ListadosCard, type ListadosDialogs, type RevisionIds, RevisionRoute, RowButton } from '@insp/ui/review-family';
import { CameraIcon, ListIcon } from '@insp/ui/screens';
import Typography from '@mui/material/Typography';
import { lazy, useEffect } from 'react';

import { useAudience, useChecklistLinks } from '../../shared/audience.ts';
import { ChecklistBreadcrumbs } from '../../shared/Breadcrumbs.tsx';
import { resueltasDe } from '../../shared/resueltas.tsx';
import { useUsuariosChecklist } from '../../shared/usuarios.ts';

const ChecklistDialog = lazy(() => import('./ChecklistDialog.tsx'));
const PdfListadosDialog = lazy(() => import('../../shared/PdfDialog.tsx'));
const endpoints = {
  ...cr.listadosEndpoints,
  proyecto: cr.proyectosEndpoints.get,
  revision: cr.revisionesEndpoints.get,
  revisiones: cr.revisionesEndpoints.list,
};
const t = checklistRevisiones.listados;
const s = checklistRevisionesScreens.listados;
const c = checklistRevisionesScreens.comunes;
const labels = { listados: t, pantalla: s, comunes: c };
const dialogs: ListadosDialogs<cr.ListadoItem> = {
  listado: {
    labels: { ...s, ...t.errors, nuevo: t.nuevo, agregado: t.success.agregado, actualizado: t.success.actualizado },
    schema: cr.ListadoBody,
    // the users with the Checklist module may be responsible
    responsable: { useUsuarios: useUsuariosChecklist, label: c.responsable },
  },
  fechas: { ...t.fechas, propuesta: t.actions.fechaPropuesta, real: t.actions.fechaReal, fecha: s.fecha, cancelar: c.cancelar },
  // 'Solicitar informe' (spec 001 §2 'report ordering'; the spec's generatePdf with orderRecinto): the
  // list's Respuestas_{list}_{date}.pdf ('pdf-listados' with its one pair) by subcontrato or by recinto
  informe: {
    labels: t.informe,
    request: (l, orden) =>
      ({ kind: 'pdf-listados', projectId: l.projectId, items: [{ revisionId: l.revisionId, listadoId: l.id }], orden }) satisfies cr.InformeRequest,
  },
};
const S = 'checklist-revisiones';
const card = { service: S, testId: 'module-screen-checklist_revisiones', pageSize: cr.LISTADOS_PAGE_SIZE, endpoints, labels, dialogs } as const;

/** The listados of a checklist revision (spec 001 §2 Lists screen, checklist variant: the row leads to recintos). */
export function ListadosScreen() {
  return <RevisionRoute noSeleccionada={checklistRevisiones.revisiones.errors.noSeleccionada}>{(ids) => <Listados {...ids} />}</RevisionRoute>;
}

function Listados(ids: RevisionIds) {
  const { companyId, projectId, revisionId } = ids;
  const { notify } = useRemoteProps();
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
  const buttons = (l: cr.ListadoItem, { phone }: { phone: boolean }) => (
    <>
      {manager ? (
        <RowButton phone={phone} label={t.actions.recintos} icon={<ListIcon fontSize="small" />} testId={`recintos-${l.id}`} to={links.recintos(ref(l))} />
      ) : null}
      <RowButton phone={phone} label={s.registrarRespuesta} icon={<CameraIcon fontSize="small" />} testId={`captura-${l.id}`} to={links.captura(ref(l))} link />
    </>
  );

  return (
    <ListadosCard
      {...card}
      {...ids}
      breadcrumbs={
        <ChecklistBreadcrumbs companyId={companyId} projectId={projectId} revisionId={revisionId} current={checklistRevisiones.breadcrumbs.listados} />
      }
      estadisticas={(listadoId) => links.estadisticas(projectId, revisionId, listadoId)}
      // the Observaciones counts change as answers are captured or resolved elsewhere
      live={(change) => change.parents.revisionId === revisionId || (change.entity === 'Revision' && change.entityId === revisionId)}
      observaciones={(l) => resueltasDe('observaciones', l)}
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
