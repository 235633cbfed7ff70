import { ui } from '@insp/messages';
import { ConfirmDialog, Hint, ScreenCard } from '@insp/ui/components';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { type ReactNode, useState } from 'react';

import { toggled } from '../selection.ts';
import { DeletedNote, deletedRowSx, isDeleted } from './DeletedNote.tsx';
import { AddIcon, ArrowIcon, PdfIcon } from './icons.tsx';
import { type PagedColumn, PagedTable } from './PagedTable.tsx';
import { usePaging } from './paging.ts';
import { RowMenu } from './RowMenu.tsx';

/** A row of a module's projects table (revision and checklist projects share the shape). */
export interface ProjectRow {
  id: string;
  NombreProyecto: string;
  Carpetas: number;
  Responsable: { id: string; NombreCompleto: string; Cargo: string } | null;
  FechaCreacion: string;
  Estado: string;
  AlertaEliminacion: boolean;
  DiasRestantes: number | null;
}

/** What the module's list hook is asked for and answers. */
export interface ProjectsQuery {
  page: number;
  pageSize: number;
  deleted: boolean;
}
export interface ProjectsPage<P extends ProjectRow> {
  rows: P[];
  total: number;
  loading: boolean;
  error: string | null;
  /** The quota is known (create stays disabled until then) and not reached. */
  canCreate: boolean;
  /** Above the table: quota bar, report progress. */
  header?: ReactNode;
}

/** The dialogs the module renders (lazily) for the table. */
export type ProjectsDialog<P extends ProjectRow> = { kind: 'create' } | { kind: 'edit' | 'responsable' | 'responsables' | 'pdf'; project: P };

/**
 * The module's texts, its @insp/messages objects as they are: `proyectos` (e.g. revisiones.proyectos),
 * `pantalla` (revisionesScreens.proyectos) and `comunes` (revisionesScreens.comunes).
 */
export interface ProjectsTableLabels {
  proyectos: {
    title: string;
    nuevo: string;
    mostrarEliminados: string;
    columns: { nombre: string; carpetas: string; responsable: string; cargo: string };
    actions: { restaurar: string; editar: string; eliminar: string; encargados: string; estadisticas: string; observaciones: string; revisiones: string };
    dialogs: { generarPdf: string; confirmarEliminar: (nombre: string) => string };
    diasRestantes: (dias: number) => string;
  };
  pantalla: {
    fechaCreacion: string;
    accionesDe: (nombre: string) => string;
    seleccionar: (nombre: string) => string;
    verRevisiones: (nombre: string) => string;
  };
  comunes: { elegir: string; acciones: string };
}

export interface ProjectsTableProps<P extends ProjectRow> {
  /** data-testid of the screen card. */
  testId: string;
  labels: ProjectsTableLabels;
  /** Administrador / AdministradorEmpresa: selection, writes, 'Mostrar Eliminados'. */
  manager: boolean;
  /** UsuarioEmpresa: read-only. */
  companyUser: boolean;
  defaultPageSize: number;
  pageSizes: readonly number[];
  /** The module's list query (a hook: called once per render). */
  useProjects: (query: ProjectsQuery) => ProjectsPage<P>;
  /** Columns after 'Carpetas' (e.g. resolved of total). */
  extraColumns?: PagedColumn<P>[];
  formatDate: (iso: string) => string;
  /** The project report of the row menu (label, running, start). */
  report: { label: string; running: boolean; start: (project: P) => void };
  restoring: boolean;
  onRestore: (project: P) => void;
  onDelete: (project: P) => void;
  onStatistics: (project: P) => void;
  onObservations: (project: P) => void;
  onRevisions: (project: P) => void;
  /** The open dialog, rendered by the module inside <Suspense>. */
  renderDialog: (dialog: ProjectsDialog<P>, close: () => void) => ReactNode;
}

/**
 * The projects table of spec 001 §2 / §6: single selection of active rows for the toolbar's PDF,
 * 'Mostrar Eliminados' for managers (selection cleared on every page change), the row menu, the
 * responsible button, the deleted-row countdown and the arrow to the project's revisions.
 */
export function ProjectsTable<P extends ProjectRow>(props: ProjectsTableProps<P>) {
  const { labels, manager, companyUser, useProjects, report, renderDialog } = props;
  const { proyectos: t, pantalla: s, comunes: c } = labels;
  const [showDeleted, setShowDeleted] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // the selection belongs to the page shown: cleared on every page change
  const paging = usePaging(props.defaultPageSize, () => setSelected(new Set()));
  const { page, pageSize } = paging;
  const [open, setOpen] = useState<ProjectsDialog<P> | { kind: 'delete'; project: P } | null>(null);
  const list = useProjects({ page, pageSize, deleted: manager && showDeleted });
  const rows = list.rows;
  const selectedProject = selected.size === 1 ? rows.find((p) => selected.has(p.id) && !isDeleted(p)) : undefined;

  const toggle = (id: string, on: boolean) => setSelected((current) => toggled(current, id, on));

  const menu = (p: P) => {
    const gone = isDeleted(p);
    return (
      <RowMenu
        label={s.accionesDe(p.NombreProyecto)}
        testId={`acciones-${p.id}`}
        items={[
          { label: t.actions.restaurar, hidden: !gone || !manager, disabled: props.restoring, onClick: () => props.onRestore(p) },
          { label: t.actions.editar, disabled: companyUser || gone, onClick: () => setOpen({ kind: 'edit', project: p }) },
          { label: t.actions.eliminar, disabled: companyUser || gone, onClick: () => setOpen({ kind: 'delete', project: p }) },
          { label: t.actions.encargados, disabled: companyUser || gone, onClick: () => setOpen({ kind: 'responsables', project: p }) },
          { label: t.actions.estadisticas, disabled: gone, onClick: () => props.onStatistics(p) },
          { label: report.label, disabled: gone || report.running, onClick: () => report.start(p) },
          { label: t.actions.observaciones, disabled: gone, onClick: () => props.onObservations(p) },
          { label: t.dialogs.generarPdf, disabled: gone, onClick: () => setOpen({ kind: 'pdf', project: p }) },
        ]}
      />
    );
  };

  const columns: PagedColumn<P>[] = [
    ...(manager
      ? [
          {
            id: 'seleccion',
            header: '',
            srHeader: ui.selection,
            width: 48,
            // §2: only active projects can be selected
            render: (p: P) =>
              isDeleted(p) ? null : (
                <Checkbox
                  size="small"
                  checked={selected.has(p.id)}
                  onChange={(event) => toggle(p.id, event.target.checked)}
                  slotProps={{ input: { 'aria-label': s.seleccionar(p.NombreProyecto) } }}
                />
              ),
          },
        ]
      : []),
    {
      id: 'nombre',
      header: t.columns.nombre,
      render: (p) => (
        <>
          {p.NombreProyecto}
          {isDeleted(p) ? <DeletedNote dias={p.DiasRestantes} text={t.diasRestantes} /> : null}
        </>
      ),
    },
    { id: 'carpetas', header: t.columns.carpetas, align: 'center', secondary: true, render: (p) => p.Carpetas },
    ...(props.extraColumns ?? []),
    {
      id: 'responsable',
      header: t.columns.responsable,
      secondary: true,
      render: (p) =>
        manager && !isDeleted(p) ? (
          <Button size="small" sx={{ textTransform: 'none' }} onClick={() => setOpen({ kind: 'responsable', project: p })} data-testid={`responsable-${p.id}`}>
            {p.Responsable?.NombreCompleto ?? c.elegir}
          </Button>
        ) : (
          (p.Responsable?.NombreCompleto ?? '')
        ),
    },
    { id: 'cargo', header: t.columns.cargo, secondary: true, render: (p) => p.Responsable?.Cargo ?? '' },
    { id: 'fecha', header: s.fechaCreacion, secondary: true, render: (p) => props.formatDate(p.FechaCreacion) },
    { id: 'acciones', header: c.acciones, align: 'center', render: menu },
    {
      id: 'revisiones',
      header: '',
      srHeader: t.actions.revisiones,
      align: 'center',
      render: (p) => (
        <Hint title={t.actions.revisiones}>
          <span>
            <IconButton size="small" aria-label={s.verRevisiones(p.NombreProyecto)} disabled={isDeleted(p)} onClick={() => props.onRevisions(p)}>
              <ArrowIcon fontSize="small" />
            </IconButton>
          </span>
        </Hint>
      ),
    },
  ];

  const actions = manager ? (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      <FormControlLabel
        control={
          <Switch
            checked={showDeleted}
            onChange={(event) => {
              setShowDeleted(event.target.checked);
              paging.setPage(0);
            }}
            slotProps={{ input: { 'aria-label': t.mostrarEliminados } }}
          />
        }
        label={t.mostrarEliminados}
      />
      <Button
        variant="outlined"
        startIcon={<PdfIcon />}
        disabled={!selectedProject}
        onClick={() => selectedProject && setOpen({ kind: 'pdf', project: selectedProject })}
        data-testid="toolbar-generar-pdf"
      >
        {t.dialogs.generarPdf}
      </Button>
      <Button variant="contained" startIcon={<AddIcon />} disabled={!list.canCreate} onClick={() => setOpen({ kind: 'create' })} data-testid="nuevo-proyecto">
        {t.nuevo}
      </Button>
    </Stack>
  ) : null;

  const toDelete = open?.kind === 'delete' ? open.project : null;
  const close = () => setOpen(null);

  return (
    <ScreenCard title={t.title} testId={props.testId} error={list.error} actions={actions}>
      {list.header}
      <PagedTable
        testId="projects-table"
        columns={columns}
        rows={rows}
        rowKey={(p) => p.id}
        rowSx={deletedRowSx}
        total={list.total}
        pageSizes={props.pageSizes}
        loading={list.loading}
        {...paging.pager}
      />
      {open && open.kind !== 'delete' ? renderDialog(open, close) : null}
      <ConfirmDialog
        open={open?.kind === 'delete'}
        title={t.dialogs.confirmarEliminar(toDelete?.NombreProyecto ?? '')}
        onClose={close}
        onConfirm={() => {
          if (toDelete) props.onDelete(toDelete);
        }}
      />
    </ScreenCard>
  );
}
