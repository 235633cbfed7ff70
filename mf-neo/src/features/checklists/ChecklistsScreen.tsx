import { type NeoChecklist, neoChecklistsEndpoints, neoProyectosEndpoints, type TipoChecklistOT } from '@insp/contracts/neo';
import { neo, neoScreens, tiposChecklistOT } from '@insp/messages/neo';
import { ConfirmDeleteDialog, ScreenCard, useRemoteProps } from '@insp/ui/components';
import { endpointKey, useEndpointMutation, useEndpointQuery, useLiveInvalidation } from '@insp/ui/data';
import { ArrowIcon, type PagedColumn, PagedTable, RowMenu, singlePage } from '@insp/ui/screens';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';

import { NeoBreadcrumbs } from '../../shared/Breadcrumbs.tsx';
import { useNeo } from '../../shared/context.ts';
import { estadoProyecto } from '../../shared/estado.ts';
import { NoCompany } from '../../shared/NoCompany.tsx';
import { Progreso } from '../../shared/Progreso.tsx';
import { useCatalogosOT } from '../../shared/usuarios.ts';
import { Lifecycle } from './Lifecycle.tsx';

const ChecklistDialog = lazy(() => import('./ChecklistDialog.tsx'));
const AsignarEspaciosDialog = lazy(() => import('./AsignarEspaciosDialog.tsx'));
const EspaciosDialog = lazy(() => import('../../shared/EspaciosDialog.tsx'));

const s = neoScreens.checklists;
const t = neo.checklists;

export const tipoDe = (value: string | null): TipoChecklistOT => (value === 'Terminaciones' ? 'Terminaciones' : 'Obra Gruesa');

type Open = { kind: 'assign'; listaId: string } | { kind: 'edit' | 'delete' | 'espacios'; checklist: NeoChecklist } | { kind: 'spaces' } | null;

/**
 * The project's checklists page (spec 002 §2 neo-projects/{projectId}): tabs OBRA GRUESA and
 * TERMINACIONES, the assign-checklist bar, the lifecycle buttons, the project's spaces, and per
 * checklist its progress (relative to its goal), a row menu and the view-spaces button.
 */
export function ChecklistsScreen() {
  const { companyId } = useNeo();
  const { projectId } = useParams();
  if (!companyId || !projectId) return <NoCompany />;
  return <Checklists companyId={companyId} projectId={projectId} />;
}

function Checklists({ companyId, projectId }: { companyId: string; projectId: string }) {
  const { navigate, notify } = useRemoteProps();
  const { manager, links } = useNeo();
  const [search, setSearch] = useSearchParams();
  const tipo = tipoDe(search.get('tipo'));
  const [open, setOpen] = useState<Open>(null);
  const [listaId, setListaId] = useState('');
  const [barError, setBarError] = useState<string | null>(null);
  const params = { companyId, projectId };

  const proyecto = useEndpointQuery('neo', neoProyectosEndpoints.get, { params });
  const list = useEndpointQuery('neo', neoChecklistsEndpoints.list, { params, query: { tipo } });
  const project = proyecto.data;
  const writable = manager && project !== undefined && !project.Eliminado;
  const catalogos = useCatalogosOT(companyId, writable);
  const listKey = endpointKey('neo', neoChecklistsEndpoints.list, params);
  const projectKey = endpointKey('neo', neoProyectosEndpoints.get, params);
  useLiveInvalidation('neo', companyId, (change) => {
    if (change.parents.projectId !== projectId && change.entityId !== projectId) return [];
    return change.entity === 'ProyectoOT' ? [projectKey] : [listKey];
  });
  const remove = useEndpointMutation('neo', neoChecklistsEndpoints.remove, {
    invalidates: () => [listKey],
    onSuccess: (r) => notify('success', r.message),
    onError: (error) => notify('error', error.message),
  });

  const rows = list.data?.items ?? [];
  const listas = (catalogos.data?.ListasDeChequeo ?? []).filter((l) => l.Tipo === tipo);

  const asignar = () => {
    if (!listaId) {
      setBarError(t.validation.primeroSelecciona);
      return;
    }
    if (rows.some((c) => c.listaId === listaId)) {
      setBarError(t.errors.yaAsignado);
      return;
    }
    setBarError(null);
    setOpen({ kind: 'assign', listaId });
  };

  const columns: PagedColumn<NeoChecklist>[] = [
    { id: 'nombre', header: s.columnas.nombre, render: (c) => c.Nombre },
    { id: 'meta', header: s.columnas.meta, align: 'center', secondary: true, render: (c) => `${c.MetaRevision}%` },
    { id: 'unidad', header: s.columnas.unidad, secondary: true, render: (c) => c.Unidad },
    { id: 'espacios', header: s.columnas.espacios, align: 'center', secondary: true, render: (c) => `${c.EspaciosCompletados}/${c.TotalEspacios}` },
    { id: 'hojas', header: s.columnas.hojas, align: 'center', secondary: true, render: (c) => c.TotalRespuestas },
    { id: 'progreso', header: s.columnas.progreso, render: (c) => <Progreso value={c.Progreso} meta={c.MetaRevision} testId={`progreso-${c.id}`} /> },
    {
      id: 'acciones',
      header: neoScreens.comunes.acciones,
      align: 'center',
      render: (c) => (
        <RowMenu
          label={neoScreens.comunes.accionesDe(c.Nombre)}
          testId={`acciones-${c.id}`}
          items={[
            { label: s.menu.editar, disabled: !writable, onClick: () => setOpen({ kind: 'edit', checklist: c }) },
            { label: s.menu.eliminar, disabled: !writable, onClick: () => setOpen({ kind: 'delete', checklist: c }) },
            { label: s.menu.asignarEspacios, disabled: !writable, onClick: () => setOpen({ kind: 'espacios', checklist: c }) },
          ]}
        />
      ),
    },
    {
      id: 'ver',
      header: '',
      align: 'center',
      render: (c) => (
        <Tooltip title={s.espacios}>
          <IconButton
            size="small"
            aria-label={s.verEspacios(c.Nombre)}
            onClick={() => navigate(links.asignados(projectId, c.id))}
            data-testid={`ver-espacios-${c.id}`}
          >
            <ArrowIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
    },
  ];

  const close = () => setOpen(null);
  const checklist = open && 'checklist' in open ? open.checklist : null;

  return (
    <Box>
      <NeoBreadcrumbs crumbs={[{ label: project?.Nombre ?? s.title }]} />
      <ScreenCard
        title={project?.Nombre ?? s.title}
        testId="neo-checklists-screen"
        error={proyecto.error?.message ?? list.error?.message}
        actions={
          project ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: 'flex-end' }}>
              <Chip size="small" variant="outlined" label={estadoProyecto(project)} data-testid="estado-proyecto" />
              <Button variant="outlined" onClick={() => setOpen({ kind: 'spaces' })} data-testid="ver-espacios-proyecto">
                {neoScreens.espacios.title}
              </Button>
              {writable ? <Lifecycle companyId={companyId} project={project} /> : null}
            </Stack>
          ) : null
        }
      >
        <Tabs
          value={tipo}
          onChange={(_e, value: TipoChecklistOT) => {
            setSearch(value === 'Obra Gruesa' ? {} : { tipo: value }, { replace: true });
            setBarError(null);
            setListaId('');
          }}
          sx={{ mb: 2 }}
          variant="scrollable"
        >
          {tiposChecklistOT.map((value) => (
            <Tab key={value} value={value} label={s.tabs[value]} data-testid={`tab-${value}`} />
          ))}
        </Tabs>
        {writable ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2, alignItems: { sm: 'flex-start' } }} data-testid="asignar-barra">
            <TextField
              select
              size="small"
              id="asignar-lista"
              label={s.lista}
              value={listaId}
              onChange={(event) => {
                setListaId(event.target.value);
                setBarError(null);
              }}
              error={Boolean(barError)}
              helperText={barError ?? ' '}
              sx={{ minWidth: 260 }}
            >
              {listas.map((l) => (
                <MenuItem key={l.id} value={l.id}>
                  {l.Nombre}
                </MenuItem>
              ))}
            </TextField>
            <Button variant="contained" onClick={asignar} data-testid="asignar-checklist">
              {s.asignar}
            </Button>
          </Stack>
        ) : null}
        {project?.Eliminado ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {s.estadoProyecto.eliminado}
          </Alert>
        ) : null}
        <PagedTable testId="checklists-table" columns={columns} rows={rows} rowKey={(c) => c.id} {...singlePage(rows.length)} loading={list.isFetching} />
        {project ? (
          <Typography variant="caption" color="text.secondary">
            {`${neoScreens.comunes.tipo}: ${project.Tipo}`}
          </Typography>
        ) : null}
      </ScreenCard>
      <Suspense fallback={null}>
        {open?.kind === 'assign' ? (
          <ChecklistDialog
            companyId={companyId}
            projectId={projectId}
            mode={{ kind: 'assign', listaId: open.listaId, nombre: listas.find((l) => l.id === open.listaId)?.Nombre ?? '' }}
            onClose={close}
            onAssigned={() => setListaId('')}
          />
        ) : null}
        {open?.kind === 'edit' && checklist ? (
          <ChecklistDialog companyId={companyId} projectId={projectId} mode={{ kind: 'edit', checklist }} onClose={close} />
        ) : null}
        {open?.kind === 'espacios' && checklist ? (
          <AsignarEspaciosDialog companyId={companyId} projectId={projectId} checklist={checklist} onClose={close} />
        ) : null}
        {open?.kind === 'spaces' && project ? <EspaciosDialog companyId={companyId} project={project} onClose={close} /> : null}
      </Suspense>
      <ConfirmDeleteDialog
        row={open?.kind === 'delete' ? checklist : null}
        title={s.eliminarTitulo}
        onClose={close}
        onDelete={(c) => remove.mutate({ params: { ...params, checklistId: c.id } })}
      />
    </Box>
  );
}
