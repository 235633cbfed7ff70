import { adminScreens, catalogs } from '@insp/messages';
import { type Column, ScreenCard, SearchField, useNotifiedCall } from '@insp/ui/components';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { lazy, type ReactNode, useState } from 'react';

import { type PageQuery, useTablePaging } from '../paging.ts';
import { actionsColumn, EditableTable } from './EditableTable.tsx';
import type { NameValues } from './NameDialog.tsx';

const NameDialog = lazy(() => import('./NameDialog.tsx'));

export interface CrudRow {
  id: string;
  Nombre: string;
  Activado?: boolean;
}

/** What the card asks of its list: a page, its size and the debounced 'Buscar por nombre' text ('' without one, and always '' unless `searchable`). */
export interface CrudQuery {
  page: number;
  pageSize: number;
  search: string;
}

/** A page of rows as the endpoint hooks give it (or a page of rows the screen already holds). */
export interface CrudRows<T> extends PageQuery<T> {
  error: { message: string } | null;
}

export interface SimpleCrudCardProps<T extends CrudRow> {
  title: string;
  testId: string;
  /** The rows of the page the card shows: a hook, called on every render of the card. */
  useRows: (query: CrudQuery) => CrudRows<T>;
  /** Shows 'Buscar por nombre' in the header; the list asks the server with the text. */
  searchable?: boolean;
  create?: (values: NameValues) => Promise<{ message: string }>;
  update?: (row: T, values: NameValues) => Promise<{ message: string }>;
  remove?: (row: T) => Promise<{ message: string }>;
  /** Spec 000 §2: the add button is disabled when the path includes /administrador/checklist. */
  addDisabled?: boolean;
  addLabel?: string;
  /** Shows the Estado chip (Activo / Inactivo) and the Activado switch in the dialog. */
  withEstado?: boolean;
  /** Keeps the Activado switch in the dialog but leaves the Estado column out of the table. */
  hideEstadoColumn?: boolean;
  extraColumns?: Column<T>[];
  extraActions?: (row: T) => ReactNode;
  /** Header content next to the add button. */
  headerActions?: ReactNode;
  /** Renders without the card frame (inside a tab that already has one). */
  plain?: boolean;
}

type DialogState<T> = { mode: 'closed' } | { mode: 'new' } | { mode: 'edit'; row: T };

/**
 * The generic simple-CRUD card (spec 000 §2): Nombre, Estado chip Activo/Inactivo, Acciones
 * (Editar, Eliminar, extra actions), empty state 'Nada Aun', pagination and an add button.
 * Successes and failures go to the shell's snackbar with the service's Spanish text; the writes
 * invalidate what they change (the list shown here included), so the card never reloads by itself.
 */
export function SimpleCrudCard<T extends CrudRow>(props: SimpleCrudCardProps<T>) {
  const { title, testId, useRows, create, update, remove, withEstado = true } = props;
  const [dialog, setDialog] = useState<DialogState<T>>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<T | null>(null);
  const [search, setSearch] = useState('');
  // each catalogue table remembers its rows-per-page (by its test id: one per kind of table)
  const paging = useTablePaging(10, testId);
  const list = useRows({ page: paging.page, pageSize: paging.pageSize, search });
  const error = list.error?.message ?? null;
  const run = useNotifiedCall();

  const columns: Column<T>[] = [{ header: adminScreens.crud.nombre, render: (row) => <span data-testid="crud-nombre">{row.Nombre}</span> }];
  if (withEstado && !props.hideEstadoColumn)
    columns.push({
      header: adminScreens.crud.estado,
      render: (row) => <Chip size="small" color={row.Activado ? 'success' : 'default'} label={row.Activado ? catalogs.active : catalogs.inactive} />,
    });
  columns.push(...(props.extraColumns ?? []));
  if (update || remove || props.extraActions)
    columns.push(
      actionsColumn<T>({
        onEdit: update ? (row) => setDialog({ mode: 'edit', row }) : undefined,
        onDelete: remove ? setDeleting : undefined,
        extra: props.extraActions,
      }),
    );

  const actions = (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {props.searchable ? (
        <SearchField
          onSearch={(text) => {
            setSearch(text);
            paging.firstPage();
          }}
        />
      ) : null}
      {props.headerActions}
      {create ? (
        <Button variant="contained" disabled={props.addDisabled} onClick={() => setDialog({ mode: 'new' })} data-testid="crud-add">
          {props.addLabel ?? adminScreens.actions.add}
        </Button>
      ) : null}
    </Stack>
  );

  const table = (
    <EditableTable
      columns={columns}
      rowKey={(row) => row.id}
      {...paging.table(list)}
      editor={
        dialog.mode !== 'closed' ? (
          <NameDialog
            open
            title={
              dialog.mode === 'new' ? (props.addLabel ?? `${adminScreens.crud.newTitle} - ${title}`) : `${adminScreens.crud.editTitle} - ${dialog.row.Nombre}`
            }
            initial={dialog.mode === 'edit' ? { Nombre: dialog.row.Nombre, Activado: dialog.row.Activado ?? true } : { Nombre: '', Activado: true }}
            withActivado={withEstado}
            onClose={() => setDialog({ mode: 'closed' })}
            onSubmit={(values) => {
              if (dialog.mode === 'edit' && update) return run(() => update(dialog.row, values));
              if (dialog.mode === 'new' && create) return run(() => create(values));
              return Promise.resolve(false);
            }}
          />
        ) : null
      }
      deleting={deleting}
      deleteTitle={adminScreens.crud.deleteTitle}
      onCancelDelete={() => setDeleting(null)}
      onDelete={(row) => {
        if (remove) void run(() => remove(row));
      }}
    />
  );

  return props.plain ? (
    <div data-testid={testId}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
        {actions}
      </Stack>
      {error ? <div role="alert">{error}</div> : null}
      {table}
    </div>
  ) : (
    <ScreenCard title={title} testId={testId} error={error} actions={actions}>
      {table}
    </ScreenCard>
  );
}
