import { neoAsignacionesEndpoints, type NeoAsignado, neoChecklistsEndpoints, type NeoDocumentRequest, neoProyectosEndpoints } from '@insp/contracts/neo';
import { neoScreens } from '@insp/messages/neo';
import { ConfirmDialog, ScreenCard, useRemoteProps } from '@insp/ui/components';
import { endpointKey, useEndpointMutation, useEndpointQuery, useLiveInvalidation } from '@insp/ui/data';
import { ReportProgress, useReportJob } from '@insp/ui/reports';
import { ArrowIcon, type PagedColumn, PagedTable, RowMenu, singlePage } from '@insp/ui/screens';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useParams } from 'react-router-dom';

import { NeoBreadcrumbs } from '../../shared/Breadcrumbs.tsx';
import { useNeo } from '../../shared/context.ts';
import { EditarAsignadoDialog } from '../../shared/EditarAsignadoDialog.tsx';
import { NoCompany } from '../../shared/NoCompany.tsx';
import { Progreso } from '../../shared/Progreso.tsx';

const s = neoScreens.asignados;

/**
 * Spaces assigned to a checklist (spec 002 §2 neo-projects/{projectId}/{checklistId}): name,
 * completed/quantity, unit and progress (colour relative to the goal); row menu Editar, Eliminar
 * (deactivates) and 'Respuestas y firmas' (a zip of the sheets' PDFs, also for company users).
 */
export function AsignadosScreen() {
  const { companyId } = useNeo();
  const { projectId, checklistId } = useParams();
  if (!companyId || !projectId || !checklistId) return <NoCompany />;
  return <Asignados companyId={companyId} projectId={projectId} checklistId={checklistId} />;
}

function Asignados({ companyId, projectId, checklistId }: { companyId: string; projectId: string; checklistId: string }) {
  const { navigate, notify } = useRemoteProps();
  const { manager, links } = useNeo();
  const [editing, setEditing] = useState<NeoAsignado | null>(null);
  const [deactivating, setDeactivating] = useState<NeoAsignado | null>(null);
  const params = { companyId, projectId, checklistId };
  const proyecto = useEndpointQuery('neo', neoProyectosEndpoints.get, { params: { companyId, projectId } });
  const checklist = useEndpointQuery('neo', neoChecklistsEndpoints.get, { params });
  const list = useEndpointQuery('neo', neoAsignacionesEndpoints.list, { params });
  const listKey = endpointKey('neo', neoAsignacionesEndpoints.list, params);
  useLiveInvalidation('neo', companyId, (change) => (change.parents.checklistId === checklistId || change.entityId === checklistId ? [listKey] : []));
  const deactivate = useEndpointMutation('neo', neoAsignacionesEndpoints.deactivate, {
    invalidates: () => [listKey, endpointKey('neo', neoChecklistsEndpoints.list, { companyId, projectId })],
    onSuccess: (r) => notify('success', r.message),
    onError: (error) => notify('error', error.message),
  });
  const zip = useReportJob('neo', companyId);
  const writable = manager && proyecto.data !== undefined && !proyecto.data.Eliminado;
  const rows = list.data?.items ?? [];

  const columns: PagedColumn<NeoAsignado>[] = [
    { id: 'nombre', header: s.columnas.nombre, render: (a) => a.Nombre },
    { id: 'completados', header: s.columnas.completados, align: 'center', render: (a) => `${a.CantidadCompletada}/${a.Cantidad}` },
    { id: 'unidad', header: s.columnas.unidad, secondary: true, render: (a) => a.Unidad },
    { id: 'progreso', header: s.columnas.progreso, render: (a) => <Progreso value={a.Progreso} meta={a.MetaRevision} testId={`progreso-${a.id}`} /> },
    { id: 'revisores', header: s.columnas.revisores, secondary: true, render: (a) => a.Revisores.map((r) => r.NombreCompleto).join(', ') },
    {
      id: 'estado',
      header: s.columnas.estado,
      secondary: true,
      render: (a) => <Chip size="small" variant="outlined" color={a.Asignado ? 'success' : 'default'} label={a.Asignado ? s.activo : s.inactivo} />,
    },
    {
      id: 'acciones',
      header: neoScreens.comunes.acciones,
      align: 'center',
      card: 'actions',
      render: (a) => {
        const request: NeoDocumentRequest = { kind: 'neo-respuestas-espacio', projectId, checklistId, asignadoId: a.id };
        return (
          <RowMenu
            label={neoScreens.comunes.accionesDe(a.Nombre)}
            testId={`acciones-${a.id}`}
            items={[
              { label: s.menu.editar, disabled: !writable, onClick: () => setEditing(a) },
              { label: s.menu.eliminar, disabled: !writable || !a.Asignado, onClick: () => setDeactivating(a) },
              { label: s.menu.respuestasFirmas, disabled: zip.running || a.TotalHojas === 0, onClick: () => void zip.start(request) },
            ]}
          />
        );
      },
    },
    {
      id: 'ver',
      header: '',
      align: 'center',
      card: 'actions',
      render: (a) => (
        <Tooltip title={neoScreens.hojas.title}>
          <IconButton
            size="small"
            aria-label={s.verHojas(a.Nombre)}
            onClick={() => navigate(links.hojas(projectId, checklistId, a.id))}
            data-testid={`ver-hojas-${a.id}`}
          >
            <ArrowIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
    },
  ];

  const projectName = proyecto.data?.Nombre ?? '';
  const checklistName = checklist.data?.Nombre ?? '';
  return (
    <Box>
      <NeoBreadcrumbs crumbs={[{ label: projectName, path: links.checklists(projectId, checklist.data?.Tipo) }, { label: checklistName }]} />
      <ScreenCard title={checklistName || s.title} testId="neo-asignados-screen" error={list.error?.message}>
        <ReportProgress job={zip} testId="zip-progress" />
        <PagedTable
          testId="asignados-table"
          // at 390 px one card per space, its menu and its sheets' arrow in the card: nothing scrolls sideways
          phoneCards
          columns={columns}
          rows={rows}
          rowKey={(a) => a.id}
          rowSx={(a) => (a.Asignado ? undefined : { opacity: 0.6 })}
          {...singlePage(rows.length)}
          loading={list.isFetching}
        />
      </ScreenCard>
      {editing ? <EditarAsignadoDialog companyId={companyId} projectId={projectId} asignado={editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deactivating !== null}
        title={neoScreens.asignar.desactivarTitulo(deactivating?.Nombre ?? '')}
        onClose={() => setDeactivating(null)}
        onConfirm={() => {
          if (deactivating) deactivate.mutate({ params: { ...params, asignadoId: deactivating.id } });
        }}
      />
    </Box>
  );
}
