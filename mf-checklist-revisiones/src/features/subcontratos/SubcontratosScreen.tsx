import * as cr from '@insp/contracts/checklist-revisiones';
import { common } from '@insp/messages';
import { checklistRevisiones, checklistRevisionesScreens } from '@insp/messages/checklist-revisiones';
import { ConfirmDialog, ScreenCard, useRemoteProps, useRouteCompanyId } from '@insp/ui/components';
import { endpointKey, useEndpointMutation, useEndpointQuery, useLiveInvalidation } from '@insp/ui/data';
import { AddIcon, RowMenu } from '@insp/ui/screens';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router-dom';

import { useChecklistLinks } from '../../shared/audience.ts';
import { ChecklistBreadcrumbs } from '../../shared/Breadcrumbs.tsx';
import type { NombreValues } from './NombreDialog.tsx';

const NombreDialog = lazy(() => import('./NombreDialog.tsx'));

const ts = checklistRevisiones.subcontratos;
const te = checklistRevisiones.erroresTipo;
const s = checklistRevisionesScreens.subcontratos;
const c = checklistRevisionesScreens.comunes;
const S = 'checklist-revisiones';

type Open =
  | { kind: 'nuevoSubcontrato' | 'nuevoErrorTipo' }
  | { kind: 'editarSubcontrato' | 'borrarSubcontrato'; item: cr.SubcontratoItem }
  | { kind: 'editarErrorTipo' | 'borrarErrorTipo'; item: cr.ErrorTipoItem }
  | null;

/** Subcontracts page of a room (spec 001 §2; the director and the platform administrator only). */
export function SubcontratosScreen() {
  const companyId = useRouteCompanyId();
  const { projectId, revisionId, listadoId, recintoId } = useParams();
  if (!companyId) return <Alert severity="error">{common.noCompanySelected}</Alert>;
  if (!projectId || !revisionId || !listadoId || !recintoId) return <Alert severity="error">{checklistRevisiones.recintos.errors.noExiste}</Alert>;
  return <Subcontratos params={{ companyId, projectId, revisionId, listadoId, recintoId }} />;
}

/**
 * The room's subcontracts with their error-type counts and 'x de y'; the selected one's typical
 * errors, each with 'Respuestas'. Both with Activado / Desactivado and the admin rules of §5
 * ('Subcontrato ya existe', 'Error Tipo Existe', 'Error Tipo Agregado/Actualizado/Eliminado').
 */
function Subcontratos({ params }: { params: cr.RecintoParams }) {
  const { companyId, projectId, revisionId, listadoId, recintoId } = params;
  const { navigate, notify } = useRemoteProps();
  const links = useChecklistLinks(companyId);
  const [chosen, setChosen] = useState<string | null>(null);
  const [open, setOpen] = useState<Open>(null);

  const subcontratos = useEndpointQuery(S, cr.subcontratosEndpoints.list, { params, query: { page: 0, pageSize: cr.SUBCONTRATOS_MAX_PAGE_SIZE } });
  const items = subcontratos.data?.items ?? [];
  const selected = items.find((i) => i.id === chosen) ?? items[0] ?? null;
  const sp = { ...params, subcontratoId: selected?.id ?? '' };
  const errores = useEndpointQuery(S, cr.erroresTipoEndpoints.list, { params: sp }, { enabled: selected !== null });

  const subKey = endpointKey(S, cr.subcontratosEndpoints.list, params);
  const errKey = (subcontratoId: string) => endpointKey(S, cr.erroresTipoEndpoints.list, { ...params, subcontratoId });
  const roomKeys = [subKey, endpointKey(S, cr.recintosEndpoints.list, { companyId, projectId, revisionId, listadoId })];
  useLiveInvalidation(S, companyId, (change) =>
    change.parents.recintoId === recintoId || change.entityId === recintoId ? [subKey, errKey(selected?.id ?? '')] : [],
  );

  const done = { onError: (error: Error) => notify('error', error.message) };
  const createSub = useEndpointMutation(S, cr.subcontratosEndpoints.create, { invalidates: () => roomKeys });
  const updateSub = useEndpointMutation(S, cr.subcontratosEndpoints.update, { invalidates: () => roomKeys });
  const removeSub = useEndpointMutation(S, cr.subcontratosEndpoints.remove, {
    invalidates: () => roomKeys,
    onSuccess: (a) => notify('success', a.message),
    ...done,
  });
  const createErr = useEndpointMutation(S, cr.erroresTipoEndpoints.create, { invalidates: (input) => [errKey(input.params.subcontratoId), subKey] });
  const updateErr = useEndpointMutation(S, cr.erroresTipoEndpoints.update, { invalidates: (input) => [errKey(input.params.subcontratoId), subKey] });
  const removeErr = useEndpointMutation(S, cr.erroresTipoEndpoints.remove, {
    invalidates: (input) => [errKey(input.params.subcontratoId), subKey],
    onSuccess: (a) => notify('success', a.message),
    ...done,
  });
  const toggleSub = (item: cr.SubcontratoItem, Activado: boolean) =>
    updateSub.mutate({ params: { ...params, subcontratoId: item.id }, body: { Activado } }, { onSuccess: (a) => notify('success', a.message), ...done });
  const toggleErr = (item: cr.ErrorTipoItem, Activado: boolean) =>
    updateErr.mutate({ params: { ...sp, errorTipoId: item.id }, body: { Activado } }, { onSuccess: (a) => notify('success', a.message), ...done });

  const listado = { projectId, revisionId, listadoId };
  const close = () => setOpen(null);
  // the create/edit dialog of a subcontract or of one of its error types: one NombreDialog, the kind's texts and calls
  const nombre = (() => {
    if (open?.kind === 'nuevoSubcontrato' || open?.kind === 'editarSubcontrato') {
      const item = open.kind === 'editarSubcontrato' ? open.item : null;
      const save = (body: NombreValues) =>
        item ? updateSub.mutateAsync({ params: { ...params, subcontratoId: item.id }, body }) : createSub.mutateAsync({ params, body });
      return { kind: 'subcontrato' as const, item, title: item ? s.editarSubcontrato : ts.nuevo, texts: ts, save };
    }
    if (open?.kind === 'nuevoErrorTipo' || open?.kind === 'editarErrorTipo') {
      const item = open.kind === 'editarErrorTipo' ? open.item : null;
      const save = (body: NombreValues) =>
        item ? updateErr.mutateAsync({ params: { ...sp, errorTipoId: item.id }, body }) : createErr.mutateAsync({ params: sp, body });
      return { kind: 'errorTipo' as const, item, title: item ? s.editarErrorTipo : te.nuevo, texts: te, save };
    }
    return null;
  })();
  const dialog = nombre ? (
    <NombreDialog
      kind={nombre.kind}
      title={nombre.title}
      activadoLabel={nombre.texts.activado}
      initial={{ Nombre: nombre.item?.Nombre ?? '', Activado: nombre.item?.Activado ?? true }}
      duplicate={nombre.texts.errors.nombreDuplicado}
      save={async (body: NombreValues) => (await nombre.save(body)).message}
      onClose={close}
    />
  ) : null;
  const borrar = open?.kind === 'borrarSubcontrato' || open?.kind === 'borrarErrorTipo' ? open : null;

  return (
    <>
      <ChecklistBreadcrumbs {...params} current={checklistRevisiones.breadcrumbs.subcontratos} names />
      <ScreenCard
        title={ts.title}
        testId="module-screen-checklist_revisiones"
        error={subcontratos.error?.message ?? errores.error?.message}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen({ kind: 'nuevoSubcontrato' })} data-testid="nuevo-subcontrato">
            {ts.nuevo}
          </Button>
        }
      >
        {subcontratos.isPending ? <LinearProgress /> : null}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
          <Paper variant="outlined">
            {subcontratos.data && items.length === 0 ? (
              <Typography sx={{ p: 2 }} color="text.secondary">
                {s.sinSubcontratos}
              </Typography>
            ) : null}
            <List dense data-testid="subcontratos-list">
              {items.map((item) => (
                <ListItem
                  key={item.id}
                  disablePadding
                  data-testid={`subcontrato-${item.id}`}
                  secondaryAction={
                    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                      <Tooltip title={item.Activado ? ts.activado : ts.desactivado}>
                        <Switch
                          size="small"
                          checked={item.Activado}
                          onChange={(event) => toggleSub(item, event.target.checked)}
                          slotProps={{ input: { 'aria-label': `${ts.activado} ${item.Nombre}` } }}
                        />
                      </Tooltip>
                      <RowMenu
                        label={s.accionesDe(item.Nombre)}
                        testId={`acciones-${item.id}`}
                        items={[
                          { label: checklistRevisiones.recintos.actions.editar, onClick: () => setOpen({ kind: 'editarSubcontrato', item }) },
                          { label: checklistRevisiones.recintos.actions.eliminar, onClick: () => setOpen({ kind: 'borrarSubcontrato', item }) },
                        ]}
                      />
                    </Stack>
                  }
                >
                  <ListItemButton selected={selected?.id === item.id} onClick={() => setChosen(item.id)} sx={{ pr: 12 }}>
                    <ListItemText
                      primary={item.Nombre}
                      secondary={`${ts.columns.erroresTipo}: ${item.TotalErroresTipo} · ${ts.columns.observaciones}: ${c.xDeY(item.Resueltas, item.TotalRespuestas)}`}
                      slotProps={{ secondary: { 'data-testid': `subcontrato-conteo-${item.id}` } as object }}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </Paper>
          <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="errores-tipo">
            {selected ? (
              <>
                <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}>
                  <Typography variant="subtitle1" data-testid="errores-tipo-titulo">
                    {s.erroresTipoDe(selected.Nombre)}
                  </Typography>
                  <Button size="small" startIcon={<AddIcon />} onClick={() => setOpen({ kind: 'nuevoErrorTipo' })} data-testid="nuevo-error-tipo">
                    {te.nuevo}
                  </Button>
                </Stack>
                {errores.isPending ? <LinearProgress /> : null}
                {errores.data && errores.data.items.length === 0 ? <Typography color="text.secondary">{s.sinErroresTipo}</Typography> : null}
                <List dense>
                  {(errores.data?.items ?? []).map((e) => (
                    <ListItem key={e.id} data-testid={`error-tipo-${e.id}`} sx={{ flexWrap: 'wrap', gap: 1 }}>
                      <ListItemText
                        primary={e.Nombre}
                        secondary={`${ts.columns.observaciones}: ${c.xDeY(e.Resueltas, e.TotalRespuestas)}`}
                        sx={{ minWidth: 140 }}
                      />
                      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                        <Switch
                          size="small"
                          checked={e.Activado}
                          onChange={(event) => toggleErr(e, event.target.checked)}
                          slotProps={{ input: { 'aria-label': `${te.activado} ${e.Nombre}` } }}
                        />
                        <Button
                          size="small"
                          variant="outlined"
                          onClick={() => navigate(links.respuestas(listado, recintoId, selected.id, e.id))}
                          data-testid={`respuestas-${e.id}`}
                        >
                          {te.respuestas}
                        </Button>
                        <RowMenu
                          label={s.accionesDe(e.Nombre)}
                          testId={`acciones-${e.id}`}
                          items={[
                            { label: checklistRevisiones.recintos.actions.editar, onClick: () => setOpen({ kind: 'editarErrorTipo', item: e }) },
                            { label: checklistRevisiones.recintos.actions.eliminar, onClick: () => setOpen({ kind: 'borrarErrorTipo', item: e }) },
                          ]}
                        />
                      </Stack>
                    </ListItem>
                  ))}
                </List>
              </>
            ) : (
              <Typography color="text.secondary">{s.elige}</Typography>
            )}
          </Paper>
        </Box>
        <Suspense fallback={null}>{dialog}</Suspense>
        <ConfirmDialog
          open={borrar !== null}
          title={borrar ? (borrar.kind === 'borrarSubcontrato' ? ts.confirmarEliminar(borrar.item.Nombre) : te.confirmarEliminar(borrar.item.Nombre)) : ''}
          onClose={close}
          onConfirm={() => {
            if (borrar?.kind === 'borrarSubcontrato') removeSub.mutate({ params: { ...params, subcontratoId: borrar.item.id } });
            if (borrar?.kind === 'borrarErrorTipo') removeErr.mutate({ params: { ...sp, errorTipoId: borrar.item.id } });
          }}
        />
      </ScreenCard>
    </>
  );
}
