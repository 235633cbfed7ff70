import { NEO_PROYECTOS_PAGE_SIZE, type NeoProyecto, neoProyectosEndpoints } from '@insp/contracts/neo';
import { neo, neoScreens } from '@insp/messages/neo';
import { ScreenCard, useRemoteProps } from '@insp/ui/components';
import { endpointKey, keepPreviousData, useEndpointQuery, useLiveInvalidation } from '@insp/ui/data';
import { dateTimeMinutes } from '@insp/ui/screens';
import { AddIcon, ArrowIcon, type PagedColumn, PagedTable, RowMenu, usePaging } from '@insp/ui/screens';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { lazy, Suspense, useState } from 'react';

import { useNeo } from '../../shared/context.ts';
import { estadoProyecto } from '../../shared/estado.ts';
import { NoCompany } from '../../shared/NoCompany.tsx';
import { useUsuariosOT } from '../../shared/usuarios.ts';

const ProjectDialog = lazy(() => import('./ProjectDialog.tsx'));
const DeleteProjectDialog = lazy(() => import('./DeleteProjectDialog.tsx'));
const ResumenRespuestasDialog = lazy(() => import('./ResumenRespuestasDialog.tsx'));
const EspaciosDialog = lazy(() => import('../../shared/EspaciosDialog.tsx'));

const s = neoScreens.proyectos;
const PAGE_SIZES = [10, 25, 50, 100] as const;

type Open = { kind: 'create' } | { kind: 'edit' | 'delete' | 'espacios' | 'resumen'; project: NeoProyecto } | null;

/**
 * NEO projects of the company (spec 002 §2 projects list, §6): search by name, filter by responsible,
 * create (disabled at LimiteProyectos or in the deleted view), the read-only deleted view, a row menu
 * and the 'Revisiones' button to the project's checklists. Company users see only their projects, read-only.
 */
export function ProjectsScreen() {
  const { companyId } = useNeo();
  if (!companyId) return <NoCompany />;
  return <Projects companyId={companyId} />;
}

function Projects({ companyId }: { companyId: string }) {
  const { navigate } = useRemoteProps();
  const { manager, companyUser, links } = useNeo();
  const paging = usePaging(NEO_PROYECTOS_PAGE_SIZE);
  const { page, pageSize, setPage } = paging;
  const [search, setSearch] = useState('');
  const [responsable, setResponsable] = useState('');
  const [showDeleted, setShowDeleted] = useState(false);
  const [open, setOpen] = useState<Open>(null);
  const deleted = manager && showDeleted;
  const usuarios = useUsuariosOT(companyId, manager);

  const query = {
    page,
    pageSize,
    deleted: deleted ? ('true' as const) : ('false' as const),
    ...(search.trim() ? { search: search.trim() } : {}),
    ...(responsable ? { responsable } : {}),
  };
  const list = useEndpointQuery('neo', neoProyectosEndpoints.list, { params: { companyId }, query }, { placeholderData: keepPreviousData });
  const listKey = endpointKey('neo', neoProyectosEndpoints.list, { companyId });
  useLiveInvalidation('neo', companyId, (change) =>
    change.entity === 'ProyectoOT' || change.entity === 'EspacioOT' || change.entity === 'ChecklistOT' ? [listKey] : [],
  );

  const rows = list.data?.items ?? [];
  const cupo = list.data?.cupo ?? null;
  const full = cupo !== null && cupo.used >= cupo.limit;
  const createDisabled = !cupo || full || deleted;

  const menu = (p: NeoProyecto) => {
    const locked = companyUser || p.Eliminado;
    return (
      <RowMenu
        label={neoScreens.comunes.accionesDe(p.Nombre)}
        testId={`acciones-${p.id}`}
        items={[
          { label: s.menu.editar, disabled: locked, onClick: () => setOpen({ kind: 'edit', project: p }) },
          { label: s.menu.eliminar, disabled: locked, onClick: () => setOpen({ kind: 'delete', project: p }) },
          // §2: hidden once the project is started
          { label: s.menu.crearEspacios, hidden: p.ProyectoIniciado, disabled: locked, onClick: () => setOpen({ kind: 'espacios', project: p }) },
          { label: s.menu.desviacionListas, onClick: () => navigate(links.desviacionListas(p.id)) },
          { label: s.menu.desviacionEspacio, onClick: () => navigate(links.desviacionParametro(p.id, 'espacio')) },
          { label: s.menu.desviacionParametro, onClick: () => navigate(links.desviacionParametro(p.id, 'parametro')) },
          { label: s.menu.desviacionPregunta, onClick: () => navigate(links.desviacionPregunta(p.id)) },
          { label: s.menu.metas, onClick: () => navigate(links.metas(p.id)) },
          { label: s.menu.resumenRespuestas, onClick: () => setOpen({ kind: 'resumen', project: p }) },
        ]}
      />
    );
  };

  const columns: PagedColumn<NeoProyecto>[] = [
    { id: 'nombre', header: s.columnas.nombre, render: (p) => p.Nombre },
    { id: 'tipo', header: s.columnas.tipo, secondary: true, render: (p) => p.Tipo },
    { id: 'responsable', header: s.columnas.responsable, secondary: true, render: (p) => p.Responsable?.NombreCompleto ?? '' },
    {
      id: 'estado',
      header: s.columnas.estado,
      secondary: true,
      render: (p) => (
        <Chip
          size="small"
          label={estadoProyecto(p)}
          color={p.Eliminado ? 'default' : p.ProyectoIniciado ? 'success' : p.ProyectoFinalizado ? 'info' : 'warning'}
          variant="outlined"
        />
      ),
    },
    { id: 'fecha', header: s.columnas.fecha, secondary: true, render: (p) => dateTimeMinutes(p.FechaCreacion) },
    { id: 'acciones', header: neoScreens.comunes.acciones, align: 'center', render: menu },
    {
      id: 'revisiones',
      header: '',
      align: 'center',
      render: (p) => (
        <Button
          size="small"
          endIcon={<ArrowIcon />}
          aria-label={s.verRevisiones(p.Nombre)}
          onClick={() => navigate(links.checklists(p.id))}
          data-testid={`revisiones-${p.id}`}
        >
          {s.revisiones}
        </Button>
      ),
    },
  ];

  const misHojas = (
    <Button variant="outlined" onClick={() => navigate(links.misHojas())} data-testid="mis-hojas">
      {neoScreens.captura.title}
    </Button>
  );
  const actions = manager ? (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      {misHojas}
      <FormControlLabel
        control={
          <Switch
            checked={showDeleted}
            onChange={(event) => {
              setShowDeleted(event.target.checked);
              setPage(0);
            }}
            slotProps={{ input: { 'aria-label': s.mostrarEliminados } }}
          />
        }
        label={s.mostrarEliminados}
      />
      <Button variant="contained" startIcon={<AddIcon />} disabled={createDisabled} onClick={() => setOpen({ kind: 'create' })} data-testid="nuevo-proyecto">
        {s.nuevo}
      </Button>
    </Stack>
  ) : (
    misHojas
  );

  const project = open && open.kind !== 'create' ? open.project : null;
  const close = () => setOpen(null);

  // a new search or responsible filter starts again from the first page
  const toFirstPage = (set: (value: string) => void, value: string) => {
    set(value);
    setPage(0);
  };
  return (
    <ScreenCard title={s.title} testId="module-screen-neo" error={list.error?.message} actions={actions}>
      {manager && full ? (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="limite-proyectos">
          {neo.proyectos.errors.limite}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1 }}>
        <TextField
          size="small"
          label={s.buscar}
          value={search}
          onChange={(event) => toFirstPage(setSearch, event.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'buscar-proyecto' } }}
          sx={{ minWidth: 220 }}
        />
        {manager ? (
          <TextField
            select
            size="small"
            id="filtro-responsable"
            label={s.filtrarResponsable}
            value={responsable}
            onChange={(event) => toFirstPage(setResponsable, event.target.value)}
            sx={{ minWidth: 220 }}
          >
            <MenuItem value="">{neoScreens.comunes.todos}</MenuItem>
            {usuarios.items.map((u) => (
              <MenuItem key={u.id} value={u.id}>
                {u.NombreCompleto}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
      </Stack>
      <PagedTable
        testId="projects-table"
        columns={columns}
        rows={rows}
        rowKey={(p) => p.id}
        rowSx={(p) => (p.Eliminado ? { bgcolor: 'action.hover' } : undefined)}
        total={list.data?.total ?? 0}
        pageSizes={PAGE_SIZES}
        loading={list.isFetching}
        {...paging.pager}
      />
      <Suspense fallback={null}>
        {open?.kind === 'create' ? <ProjectDialog companyId={companyId} project={null} onClose={close} /> : null}
        {open?.kind === 'edit' && project ? <ProjectDialog companyId={companyId} project={project} onClose={close} /> : null}
        {open?.kind === 'delete' && project ? <DeleteProjectDialog companyId={companyId} project={project} onClose={close} /> : null}
        {open?.kind === 'espacios' && project ? <EspaciosDialog companyId={companyId} project={project} onClose={close} /> : null}
        {open?.kind === 'resumen' && project ? <ResumenRespuestasDialog companyId={companyId} project={project} onClose={close} /> : null}
      </Suspense>
    </ScreenCard>
  );
}
