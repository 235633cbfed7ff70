import { type ListadoParams, listObservaciones, observacionHistory, type ObservacionItem } from '@insp/contracts';
import { observationStatusLabel } from '@insp/domain';
import { observaciones, observacionesScreens, revisiones } from '@insp/messages/revisiones';
import { ScreenCard, useRemoteProps, useRouteCompanyId } from '@insp/ui/components';
import { endpointKey, keepPreviousData, useEndpointQuery, useLiveInvalidation } from '@insp/ui/data';
import { CorreccionChip } from '@insp/ui/review-family';
import { dateTime } from '@insp/ui/screens';
import { RowCard, RowCardList, usePhoneLayout } from '@insp/ui/screens';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';

import { useCatalogos } from '../../shared/observaciones/catalogos.ts';
import { estadoColor } from '../../shared/observaciones/estado.ts';
import { ExcelButton } from '../../shared/observaciones/ExcelButton.tsx';
import { emptyFiltros, type Filtros, filtrosQuery, hayFiltros } from '../../shared/observaciones/filters.ts';
import { FiltrosPanel } from '../../shared/observaciones/FiltrosPanel.tsx';
import { ChevronRightIcon } from '../../shared/observaciones/icons.tsx';
import { ObservacionesBreadcrumbs } from '../../shared/observaciones/ObservacionesBreadcrumbs.tsx';
import { revisionesLinks } from '../../shared/paths.ts';
import { useCursorStack } from './cursor-stack.ts';
import { EditarDetalleDialog } from './EditarDetalleDialog.tsx';
import { HistorialDialog } from './HistorialDialog.tsx';
import { ObservacionDetalle } from './ObservacionDetalle.tsx';

const text = observacionesScreens.listado;
const col = observaciones.columns;
const COLUMNS = 5;

/** …/listados/:listadoId/observaciones (spec 001 §2 'Observaciones'). */
export function ObservationsScreen() {
  const { projectId, revisionId, listadoId } = useParams();
  const companyId = useRouteCompanyId();
  if (!companyId) return <Alert severity="error">{revisiones.contexto.sinEmpresa}</Alert>;
  if (!projectId || !revisionId || !listadoId) return <Alert severity="error">{revisiones.listados.empty.sinDatos}</Alert>;
  // Keyed by the listado: another listado (history, a link) starts on its own first page and filters.
  return <ListadoObservaciones key={`${companyId}/${projectId}/${revisionId}/${listadoId}`} listado={{ companyId, projectId, revisionId, listadoId }} />;
}

function ListadoObservaciones({ listado }: { listado: ListadoParams }) {
  const { companyId, projectId, revisionId, listadoId } = listado;
  const { session } = useRemoteProps();
  const links = revisionesLinks(session, companyId);
  const [filtros, setFiltros] = useState<Filtros>(emptyFiltros);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<ObservacionItem | null>(null);
  const [historyOf, setHistoryOf] = useState<ObservacionItem | null>(null);
  // at 390 px one card per observation: its detail button is never behind a sideways scroll
  const phone = usePhoneLayout();

  const query = filtrosQuery(filtros);
  const pager = useCursorStack<string>(JSON.stringify(query));
  const list = useEndpointQuery(
    'revisiones',
    listObservaciones,
    { params: listado, query: pager.after ? { ...query, after: pager.after } : query },
    { placeholderData: keepPreviousData },
  );
  const catalogos = useCatalogos(companyId);

  // §2 live: an observation captured or edited elsewhere shows up without a reload
  useLiveInvalidation('revisiones', companyId, (change) =>
    change.entity === 'Observacion' && change.parents.listadoId === listadoId
      ? [endpointKey('revisiones', listObservaciones, listado), endpointKey('revisiones', observacionHistory, { ...listado, observacionId: change.entityId })]
      : [],
  );

  const items = list.data?.items ?? [];
  const next = list.data?.next ?? null;
  const toggle = (id: string) =>
    setExpanded((current) => {
      const copy = new Set(current);
      if (copy.has(id)) copy.delete(id);
      else copy.add(id);
      return copy;
    });

  const actions = (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'flex-end', rowGap: 1 }}>
      <Button variant="contained" component={RouterLink} to={links.nuevaObservacion(projectId, revisionId, listadoId)} data-testid="nueva-observacion">
        {text.nueva}
      </Button>
      {/* the file holds exactly what the filters select on screen (every page of it) */}
      <ExcelButton
        companyId={companyId}
        request={{ kind: 'excel-listado', projectId, revisionId, listadoId, ...query }}
        label={text.generarExcel}
        testId="generar-excel-listado"
      />
    </Stack>
  );

  return (
    <Box>
      <ObservacionesBreadcrumbs companyId={companyId} projectId={projectId} revisionId={revisionId} listadoId={listadoId} current={text.breadcrumb} />
      <ScreenCard title={text.title} testId="observaciones-screen" error={list.error?.message ?? null} actions={actions}>
        <FiltrosPanel value={filtros} onChange={setFiltros} catalogos={catalogos.data} onClear={() => setFiltros(emptyFiltros)} />
        {phone ? (
          <Box sx={{ position: 'relative' }}>
            {list.isFetching ? <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 }} /> : null}
            <RowCardList testId="observaciones-cards">
              {items.map((item) => {
                const open = expanded.has(item.id);
                return (
                  <RowCard
                    key={item.id}
                    testId="observacion-row"
                    title={
                      <>
                        {`${col.numero} `}
                        <span data-testid="observacion-numero">{item.Numero}</span>
                      </>
                    }
                    fields={[
                      {
                        id: 'estado',
                        label: col.estado,
                        value: (
                          <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
                            <Chip size="small" color={estadoColor(item.Estado)} label={observationStatusLabel(item.Estado)} data-testid="observacion-estado" />
                            <CorreccionChip correccion={item.correccion} />
                          </Stack>
                        ),
                      },
                      { id: 'prioridad', label: col.prioridad, value: item.Prioridad || observaciones.sinEstado },
                      { id: 'fecha', label: col.fechaCreacion, value: dateTime(item.CreatedAt) },
                    ]}
                    actions={
                      <Button size="small" variant="outlined" aria-expanded={open} onClick={() => toggle(item.id)} data-testid="observacion-detalle-toggle">
                        {open ? text.contraer : text.expandir}
                      </Button>
                    }
                  >
                    <Collapse in={open} unmountOnExit>
                      <ObservacionDetalle listado={listado} item={item} onEdit={() => setEditing(item)} onHistory={() => setHistoryOf(item)} />
                    </Collapse>
                  </RowCard>
                );
              })}
              {!list.isPending && !list.error && items.length === 0 ? (
                <Typography sx={{ textAlign: 'center', py: 1 }} data-testid="observaciones-vacio">
                  {hayFiltros(filtros) || pager.page > 1 ? text.sinResultados : text.vacio}
                </Typography>
              ) : null}
            </RowCardList>
          </Box>
        ) : (
          <TableContainer sx={{ overflowX: 'auto', position: 'relative' }}>
            {/* over the header, so a live refresh never moves the rows under the pointer */}
            {list.isFetching ? <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 }} /> : null}
            <Table size="small" data-testid="observaciones-table">
              <TableHead>
                <TableRow>
                  <TableCell sx={{ width: 48 }} />
                  <TableCell sx={{ fontWeight: 600 }}>{col.numero}</TableCell>
                  <TableCell sx={{ fontWeight: 600 }}>{col.estado}</TableCell>
                  <TableCell sx={{ fontWeight: 600 }}>{col.prioridad}</TableCell>
                  <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{col.fechaCreacion}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {items.map((item) => {
                  const open = expanded.has(item.id);
                  return (
                    <Fragment key={item.id}>
                      <TableRow hover data-testid="observacion-row" sx={{ '& > td': { borderBottom: open ? 'unset' : undefined } }}>
                        <TableCell>
                          <IconButton size="small" aria-label={open ? text.contraer : text.expandir} aria-expanded={open} onClick={() => toggle(item.id)}>
                            <ChevronRightIcon fontSize="small" sx={{ transform: open ? 'rotate(90deg)' : 'none', transition: 'transform 150ms' }} />
                          </IconButton>
                        </TableCell>
                        <TableCell data-testid="observacion-numero">{item.Numero}</TableCell>
                        <TableCell>
                          <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
                            <Chip size="small" color={estadoColor(item.Estado)} label={observationStatusLabel(item.Estado)} data-testid="observacion-estado" />
                            <CorreccionChip correccion={item.correccion} />
                          </Stack>
                        </TableCell>
                        <TableCell>{item.Prioridad || observaciones.sinEstado}</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTime(item.CreatedAt)}</TableCell>
                      </TableRow>
                      <TableRow>
                        <TableCell colSpan={COLUMNS} sx={{ py: 0, borderBottom: open ? undefined : 'none' }}>
                          <Collapse in={open} unmountOnExit>
                            <ObservacionDetalle listado={listado} item={item} onEdit={() => setEditing(item)} onHistory={() => setHistoryOf(item)} />
                          </Collapse>
                        </TableCell>
                      </TableRow>
                    </Fragment>
                  );
                })}
                {!list.isPending && !list.error && items.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={COLUMNS} align="center" data-testid="observaciones-vacio">
                      {hayFiltros(filtros) || pager.page > 1 ? text.sinResultados : text.vacio}
                    </TableCell>
                  </TableRow>
                ) : null}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', justifyContent: 'flex-end' }}>
          <Typography variant="body2" color="text.secondary" data-testid="observaciones-pagina">
            {text.pagina(pager.page)}
          </Typography>
          <Button size="small" onClick={pager.previous} disabled={pager.page === 1 || list.isFetching} data-testid="pagina-anterior">
            {text.anterior}
          </Button>
          <Button size="small" onClick={() => next && pager.next(next)} disabled={!next || list.isFetching} data-testid="pagina-siguiente">
            {text.siguiente}
          </Button>
        </Stack>
      </ScreenCard>
      {editing ? <EditarDetalleDialog listado={listado} item={editing} catalogos={catalogos.data} onClose={() => setEditing(null)} /> : null}
      {historyOf ? <HistorialDialog params={{ ...listado, observacionId: historyOf.id }} numero={historyOf.Numero} onClose={() => setHistoryOf(null)} /> : null}
    </Box>
  );
}
