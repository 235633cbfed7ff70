import { ConfirmDialog, ScreenCard } from '@insp/ui/components';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, Suspense, useState } from 'react';

import { AddIcon } from './icons.tsx';
import { type PagedColumn, PagedTable } from './PagedTable.tsx';
import { type PageQuery, pageRows, type Paging } from './paging.ts';
import { RowMenu } from './RowMenu.tsx';

/** A row of a module's revisions table (revision and checklist projects share the shape). */
export interface RevisionRow {
  id: string;
  Nombre: string;
  /** Listados of the revision. */
  Carpetas: number;
  Responsable: { NombreCompleto: string; Cargo: string } | null;
  FechaCreacion: string;
}

/** The module's texts: `revisiones` as its @insp/messages object is (e.g. revisiones.revisiones), plus two screen headers. */
export interface RevisionsCardLabels {
  revisiones: {
    title: string;
    nueva: string;
    columns: { nombre: string; listados: string; cargo: string; acciones: string };
    actions: { editar: string; eliminar: string; estadisticas: string; listados: string };
    confirmarEliminar: (nombre: string) => string;
  };
  encargado: string;
  fechaCreacion: string;
}

/** The dialog the module renders (lazily) for the table. */
export type RevisionsDialog<R extends RevisionRow> = { kind: 'create' } | { kind: 'edit'; revision: R };

export interface RevisionsCardProps<R extends RevisionRow> {
  /** data-testid of the screen card. */
  testId: string;
  labels: RevisionsCardLabels;
  /** Administrador / AdministradorEmpresa: 'Nueva Revisión'. */
  manager: boolean;
  /** UsuarioEmpresa: edit and delete disabled. */
  companyUser: boolean;
  /** The project's query: its name above the table (or why it failed). */
  project: { data?: { NombreProyecto: string } | undefined; error: { message: string } | null };
  /** The revisions page's query. */
  list: PageQuery<R> & { error: { message: string } | null };
  paging: Paging;
  pageSizes: readonly number[];
  /** Columns after 'Listados' (e.g. observations 'x de y'). */
  extraColumns?: PagedColumn<R>[];
  formatDate: (iso: string) => string;
  onStatistics: (revision: R) => void;
  onListados: (revision: R) => void;
  onDelete: (revision: R) => void;
  /** The create / edit dialog, rendered inside <Suspense>. */
  renderDialog: (dialog: RevisionsDialog<R>, close: () => void) => ReactNode;
}

/**
 * The revisions of a project (spec 001 §2 Revisions table): name, listados, responsible, position,
 * creation date, the row menu (edit and delete disabled for company users) and the 'Listados'
 * button; 'Nueva Revisión' for managers; delete after a confirmation.
 */
export function RevisionsCard<R extends RevisionRow>(props: RevisionsCardProps<R>) {
  const { labels, companyUser, project, list } = props;
  const t = labels.revisiones;
  const [open, setOpen] = useState<RevisionsDialog<R> | { kind: 'delete'; revision: R } | null>(null);

  const columns: PagedColumn<R>[] = [
    { id: 'nombre', header: t.columns.nombre, render: (r) => r.Nombre },
    { id: 'listados', header: t.columns.listados, align: 'center', render: (r) => r.Carpetas },
    ...(props.extraColumns ?? []),
    { id: 'encargado', header: labels.encargado, secondary: true, render: (r) => r.Responsable?.NombreCompleto ?? '' },
    { id: 'cargo', header: t.columns.cargo, secondary: true, render: (r) => r.Responsable?.Cargo ?? '' },
    { id: 'fecha', header: labels.fechaCreacion, secondary: true, render: (r) => props.formatDate(r.FechaCreacion) },
    {
      id: 'acciones',
      header: t.columns.acciones,
      align: 'center',
      render: (r) => (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', justifyContent: 'center', whiteSpace: 'nowrap' }}>
          <RowMenu
            label={`${t.columns.acciones} ${r.Nombre}`}
            testId={`acciones-${r.id}`}
            items={[
              { label: t.actions.editar, disabled: companyUser, onClick: () => setOpen({ kind: 'edit', revision: r }) },
              { label: t.actions.eliminar, disabled: companyUser, onClick: () => setOpen({ kind: 'delete', revision: r }) },
              { label: t.actions.estadisticas, onClick: () => props.onStatistics(r) },
            ]}
          />
          <Button size="small" variant="outlined" onClick={() => props.onListados(r)} data-testid={`listados-${r.id}`}>
            {t.actions.listados}
          </Button>
        </Stack>
      ),
    },
  ];

  const actions = props.manager ? (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen({ kind: 'create' })} data-testid="nueva-revision">
      {t.nueva}
    </Button>
  ) : null;
  const toDelete = open?.kind === 'delete' ? open.revision : null;
  const close = () => setOpen(null);

  return (
    <ScreenCard title={t.title} testId={props.testId} error={list.error?.message} actions={actions}>
      <Typography variant="h6" data-testid="project-name" color={project.error ? 'error' : undefined} sx={{ mb: 1 }}>
        {project.data?.NombreProyecto ?? project.error?.message ?? ''}
      </Typography>
      <PagedTable testId="revisions-table" columns={columns} rowKey={(r) => r.id} pageSizes={props.pageSizes} {...pageRows(list)} {...props.paging.pager} />
      <Suspense fallback={null}>{open && open.kind !== 'delete' ? props.renderDialog(open, close) : null}</Suspense>
      <ConfirmDialog
        open={open?.kind === 'delete'}
        title={t.confirmarEliminar(toDelete?.Nombre ?? '')}
        onClose={close}
        onConfirm={() => {
          if (toDelete) props.onDelete(toDelete);
        }}
      />
    </ScreenCard>
  );
}
