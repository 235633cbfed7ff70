import {
  NEO_HOJAS_PAGE_SIZE,
  neoAsignacionesEndpoints,
  neoChecklistsEndpoints,
  type NeoDocumentRequest,
  type NeoHoja,
  neoHojasEndpoints,
  neoProyectosEndpoints,
} from '@insp/contracts/neo';
import { neoScreens } from '@insp/messages/neo';
import { ConfirmDialog, ScreenCard, useRemoteProps } from '@insp/ui/components';
import { endpointKey, keepPreviousData, useEndpointMutation, useEndpointQuery, useLiveInvalidation } from '@insp/ui/data';
import { ReportProgress, useReportJob } from '@insp/ui/reports';
import { dateTimeMinutes } from '@insp/ui/screens';
import { AddIcon, type PagedColumn, PagedTable, RowMenu } from '@insp/ui/screens';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router-dom';

import { NeoBreadcrumbs } from '../../shared/Breadcrumbs.tsx';
import { useNeo } from '../../shared/context.ts';
import { Insignia } from '../../shared/Insignia.tsx';
import { NoCompany } from '../../shared/NoCompany.tsx';
import { RevisorChip } from '../../shared/RevisorChip.tsx';

const AgregarHojaDialog = lazy(() => import('./AgregarHojaDialog.tsx'));
const VerRespuestasDialog = lazy(() => import('./VerRespuestasDialog.tsx'));

const s = neoScreens.hojas;
const PAGE_SIZES = [10, 20, 50, 100] as const;

/**
 * Answer sheets of one assigned space (spec 002 §2 neo-projects/{projectId}/{checklistId}/{assignedPlaceId}):
 * newest first, with 'Aporte', the §2 badge and the reviewers (signed green, blocked gold); 'Agregar
 * hoja' for managers while units are left; per sheet Ver respuestas, Eliminar, 'Resumen fotográfico'
 * and 'Respuestas y firmas' (documents also for company users), and for managers 'Reabrir hoja' of a
 * finished or signed sheet (issue 16 §3).
 */
export function HojasScreen() {
  const { companyId } = useNeo();
  const { projectId, checklistId, asignadoId } = useParams();
  if (!companyId || !projectId || !checklistId || !asignadoId) return <NoCompany />;
  return <Hojas companyId={companyId} projectId={projectId} checklistId={checklistId} asignadoId={asignadoId} />;
}

type Open = { kind: 'add' } | { kind: 'ver' | 'delete' | 'reabrir'; hoja: NeoHoja } | null;

/** Finished, or signed by some reviewer: closed until a director reopens it (issue 16 §3). */
const cerrada = (h: NeoHoja) => h.FechaRevisionFinal !== null || h.Revisores.some((r) => r.Firmado);

function Hojas({ companyId, projectId, checklistId, asignadoId }: { companyId: string; projectId: string; checklistId: string; asignadoId: string }) {
  const { notify } = useRemoteProps();
  const { manager, links } = useNeo();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(NEO_HOJAS_PAGE_SIZE);
  const [open, setOpen] = useState<Open>(null);
  const params = { companyId, projectId, checklistId, asignadoId };
  const proyecto = useEndpointQuery('neo', neoProyectosEndpoints.get, { params: { companyId, projectId } });
  const checklist = useEndpointQuery('neo', neoChecklistsEndpoints.get, { params: { companyId, projectId, checklistId } });
  const asignado = useEndpointQuery('neo', neoAsignacionesEndpoints.get, { params });
  const list = useEndpointQuery('neo', neoHojasEndpoints.list, { params, query: { page, pageSize } }, { placeholderData: keepPreviousData });
  const listKey = endpointKey('neo', neoHojasEndpoints.list, params);
  const asignadoKey = endpointKey('neo', neoAsignacionesEndpoints.get, params);
  useLiveInvalidation('neo', companyId, (change) => (change.parents.asignadoId === asignadoId || change.entityId === asignadoId ? [listKey, asignadoKey] : []));
  const remove = useEndpointMutation('neo', neoHojasEndpoints.remove, {
    invalidates: () => [listKey, asignadoKey, endpointKey('neo', neoAsignacionesEndpoints.list, { companyId, projectId, checklistId })],
    onSuccess: (r) => notify('success', r.message),
    onError: (error) => notify('error', error.message),
  });
  const reabrir = useEndpointMutation('neo', neoHojasEndpoints.reabrir, {
    invalidates: (input) => [listKey, asignadoKey, endpointKey('neo', neoHojasEndpoints.get, input.params)],
    onSuccess: (r) => notify('success', r.message),
    onError: (error) => notify('error', error.message),
  });
  const documento = useReportJob('neo', companyId);

  const project = proyecto.data;
  const puedeReabrir = manager && project !== undefined && !project.Eliminado;
  const writable = puedeReabrir && asignado.data?.Asignado !== false;
  const espacio = list.data?.espacio;
  const rows = list.data?.items ?? [];
  const doc = (kind: 'neo-resumen-fotografico' | 'neo-respuestas-firmas', hoja: NeoHoja) => {
    const request: NeoDocumentRequest = { kind, projectId, checklistId, asignadoId, hojaId: hoja.id };
    void documento.start(request);
  };

  const columns: PagedColumn<NeoHoja>[] = [
    { id: 'numero', header: s.columnas.numero, width: 48, card: 'hidden', render: (h) => h.Numero },
    { id: 'fecha', header: s.columnas.fecha, secondary: true, render: (h) => dateTimeMinutes(h.FechaCreacion) },
    {
      id: 'detalle',
      header: s.columnas.detalle,
      secondary: true,
      render: (h) => [h.PlanoRevisor, h.Elemento, h.Ubicacion, h.Sector, h.Recinto, h.Pasillo, h.Otro].filter(Boolean).join(' · '),
    },
    { id: 'unidades', header: s.columnas.unidades, align: 'center', secondary: true, render: (h) => h.Unidades },
    { id: 'aporte', header: s.columnas.aporte, align: 'center', render: (h) => <span data-testid={`aporte-${h.id}`}>{s.aporte(h.Aporte)}</span> },
    { id: 'estado', header: s.columnas.estado, render: (h) => <Insignia hoja={h} /> },
    {
      id: 'revisores',
      header: s.columnas.revisores,
      secondary: true,
      render: (h) => (
        <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', gap: 0.5 }}>
          {h.Revisores.map((r) => (
            <RevisorChip key={r.id} hojaId={h.id} revisor={r} />
          ))}
        </Stack>
      ),
    },
    {
      id: 'acciones',
      header: neoScreens.comunes.acciones,
      align: 'center',
      card: 'actions',
      render: (h) => (
        <RowMenu
          label={neoScreens.comunes.accionesDe(`${s.verTitulo(h.Numero)}`)}
          testId={`acciones-${h.id}`}
          items={[
            { label: s.menu.ver, onClick: () => setOpen({ kind: 'ver', hoja: h }) },
            { label: s.menu.eliminar, disabled: !writable, onClick: () => setOpen({ kind: 'delete', hoja: h }) },
            ...(manager ? [{ label: s.menu.reabrir, disabled: !puedeReabrir || !cerrada(h), onClick: () => setOpen({ kind: 'reabrir', hoja: h }) }] : []),
            { label: s.menu.fotografico, disabled: documento.running, onClick: () => doc('neo-resumen-fotografico', h) },
            { label: s.menu.respuestasFirmas, disabled: documento.running, onClick: () => doc('neo-respuestas-firmas', h) },
          ]}
        />
      ),
    },
  ];

  const close = () => setOpen(null);
  const hoja = open && open.kind !== 'add' ? open.hoja : null;
  const nombre = asignado.data?.Nombre ?? '';

  return (
    <Box>
      <NeoBreadcrumbs
        crumbs={[
          { label: project?.Nombre ?? '', path: links.checklists(projectId, checklist.data?.Tipo) },
          { label: checklist.data?.Nombre ?? '', path: links.asignados(projectId, checklistId) },
          { label: nombre },
        ]}
      />
      <ScreenCard
        title={nombre || s.title}
        testId="neo-hojas-screen"
        error={list.error?.message}
        actions={
          writable ? (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              disabled={!espacio || espacio.UnidadesDisponibles < 1 || !checklist.data}
              onClick={() => setOpen({ kind: 'add' })}
              data-testid="agregar-hoja"
            >
              {s.agregar}
            </Button>
          ) : null
        }
      >
        {espacio ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="unidades-espacio">
            {`${espacio.UnidadesUsadas}/${espacio.Cantidad} ${espacio.Unidad} · ${s.disponibles(espacio.UnidadesDisponibles, espacio.Unidad)}`}
          </Typography>
        ) : null}
        <ReportProgress job={documento} testId="documento-progress" />
        <PagedTable
          testId="hojas-table"
          // at 390 px one card per sheet ('Hoja N', its lines, its actions menu): nothing scrolls sideways
          phoneCards
          cardTitle={(h) => s.verTitulo(h.Numero)}
          columns={columns}
          rows={rows}
          rowKey={(h) => h.id}
          total={list.data?.total ?? 0}
          page={page}
          pageSize={pageSize}
          pageSizes={PAGE_SIZES}
          loading={list.isFetching}
          onPageChange={setPage}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(0);
          }}
        />
      </ScreenCard>
      <Suspense fallback={null}>
        {open?.kind === 'add' && espacio && checklist.data ? (
          <AgregarHojaDialog companyId={companyId} params={params} tipo={checklist.data.Tipo} espacio={espacio} onClose={close} />
        ) : null}
        {open?.kind === 'ver' && hoja ? (
          <VerRespuestasDialog companyId={companyId} params={{ ...params, hojaId: hoja.id }} puedeReabrir={puedeReabrir} onClose={close} />
        ) : null}
      </Suspense>
      <ConfirmDialog
        open={open?.kind === 'reabrir'}
        title={s.reabrirTitulo(hoja?.Numero ?? 0)}
        onClose={close}
        onConfirm={() => {
          if (hoja) reabrir.mutate({ params: { ...params, hojaId: hoja.id } });
        }}
      >
        {s.reabrirAviso}
      </ConfirmDialog>
      <ConfirmDialog
        open={open?.kind === 'delete'}
        title={s.eliminarTitulo(hoja?.Numero ?? 0)}
        onClose={close}
        onConfirm={() => {
          if (hoja) remove.mutate({ params: { ...params, hojaId: hoja.id } });
        }}
      />
    </Box>
  );
}
