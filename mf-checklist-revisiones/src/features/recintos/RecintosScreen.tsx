import * as cr from '@insp/contracts/checklist-revisiones';
import { checklistRevisiones, checklistRevisionesScreens } from '@insp/messages/checklist-revisiones';
import { ConfirmDialog, ScreenCard, useRemoteProps } from '@insp/ui/components';
import { endpointKey, keepPreviousData, useEndpointMutation, useEndpointQuery, useLiveInvalidation } from '@insp/ui/data';
import { AddIcon, type PagedColumn, PagedTable, pageRows, RowMenu, usePaging } from '@insp/ui/screens';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useState } from 'react';

import { useChecklistLinks } from '../../shared/audience.ts';
import { ChecklistBreadcrumbs } from '../../shared/Breadcrumbs.tsx';
import { ListadoRoute } from '../../shared/ListadoRoute.tsx';

const RecintoDialog = lazy(() => import('./RecintoDialog.tsx'));

const t = checklistRevisiones.recintos;
const c = checklistRevisionesScreens.comunes;
const S = 'checklist-revisiones';
/** §9: shared options 10, 20, 50, 100, default 10. */
const PAGE_SIZES = [10, 20, 50, 100] as const;

type Open = { kind: 'create' } | { kind: 'edit' | 'delete'; recinto: cr.RecintoItem } | null;

/** Rooms of a listado (spec 001 §2; the director and the platform administrator only). */
export function RecintosScreen() {
  return <ListadoRoute>{(params) => <Recintos params={params} />}</ListadoRoute>;
}

function Recintos({ params }: { params: cr.ListadoParams }) {
  const { companyId, projectId, revisionId, listadoId } = params;
  const { navigate, notify } = useRemoteProps();
  const links = useChecklistLinks(companyId);
  const paging = usePaging(cr.RECINTOS_PAGE_SIZE);
  const [open, setOpen] = useState<Open>(null);

  const list = useEndpointQuery(
    S,
    cr.recintosEndpoints.list,
    { params, query: { page: paging.page, pageSize: paging.pageSize } },
    { placeholderData: keepPreviousData },
  );
  const listKey = endpointKey(S, cr.recintosEndpoints.list, params);
  useLiveInvalidation(S, companyId, (change) => (change.parents.listadoId === listadoId || change.entityId === listadoId ? [listKey] : []));
  const remove = useEndpointMutation(S, cr.recintosEndpoints.remove, {
    invalidates: () => [listKey, endpointKey(S, cr.listadosEndpoints.list, { companyId, projectId, revisionId })],
    onSuccess: (answer) => notify('success', answer.message),
    onError: (error) => notify('error', error.message),
  });

  const listado = { projectId, revisionId, listadoId };
  const columns: PagedColumn<cr.RecintoItem>[] = [
    {
      id: 'nombre',
      header: t.columns.nombre,
      render: (r) => (
        <>
          {r.Nombre}
          {r.Activado ? null : <Chip size="small" label={t.desactivado} sx={{ ml: 1 }} />}
        </>
      ),
    },
    { id: 'subcontratos', header: t.columns.subcontratos, align: 'center', render: (r) => r.TotalSubcontratos },
    {
      id: 'observaciones',
      header: t.columns.observaciones,
      align: 'center',
      render: (r) => <span data-testid={`observaciones-${r.id}`}>{c.xDeY(r.Resueltas, r.TotalRespuestas)}</span>,
    },
    {
      id: 'acciones',
      header: t.columns.acciones,
      align: 'center',
      card: 'actions',
      render: (r) => (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', justifyContent: 'center', whiteSpace: 'nowrap' }}>
          <Button size="small" variant="outlined" onClick={() => navigate(links.subcontratos(listado, r.id))} data-testid={`subcontratos-${r.id}`}>
            {t.actions.subcontratos}
          </Button>
          <RowMenu
            label={checklistRevisionesScreens.recintos.accionesDe(r.Nombre)}
            testId={`acciones-${r.id}`}
            items={[
              { label: t.actions.editar, onClick: () => setOpen({ kind: 'edit', recinto: r }) },
              { label: t.actions.eliminar, onClick: () => setOpen({ kind: 'delete', recinto: r }) },
            ]}
          />
        </Stack>
      ),
    },
  ];
  const recinto = open && open.kind !== 'create' ? open.recinto : null;
  const close = () => setOpen(null);

  return (
    <>
      <ChecklistBreadcrumbs {...params} current={checklistRevisiones.breadcrumbs.recintos} names />
      <ScreenCard
        title={t.title}
        testId="module-screen-checklist_revisiones"
        error={list.error?.message}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen({ kind: 'create' })} data-testid="nuevo-recinto">
            {t.nuevo}
          </Button>
        }
      >
        <PagedTable
          testId="recintos-table"
          // at 390 px one card per recinto, 'Subcontratos' and its menu in the card: nothing scrolls sideways
          phoneCards
          columns={columns}
          rowKey={(r) => r.id}
          empty={checklistRevisionesScreens.recintos.vacio}
          pageSizes={PAGE_SIZES}
          {...pageRows(list)}
          {...paging.pager}
        />
        <Suspense fallback={null}>
          {open?.kind === 'create' ? <RecintoDialog params={params} recinto={null} onClose={close} /> : null}
          {open?.kind === 'edit' && recinto ? <RecintoDialog params={params} recinto={recinto} onClose={close} /> : null}
        </Suspense>
        <ConfirmDialog
          open={open?.kind === 'delete'}
          title={t.confirmarEliminar(recinto?.Nombre ?? '')}
          onClose={close}
          onConfirm={() => {
            if (recinto) remove.mutate({ params: { ...params, recintoId: recinto.id } });
          }}
        />
      </ScreenCard>
    </>
  );
}
