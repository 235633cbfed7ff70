import { adminScreens } from '@insp/messages';
import { type Column, ConfirmDeleteDialog, DataTable, type DataTableProps } from '@insp/ui/components';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type ReactNode, Suspense } from 'react';

export interface RowActions<T> {
  /** 'Editar' (left out without it). */
  onEdit?: ((row: T) => void) | undefined;
  /** 'Eliminar', in red (left out without it). */
  onDelete?: ((row: T) => void) | undefined;
  /** Buttons after them (e.g. 'Subcontratos'). */
  extra?: ((row: T) => ReactNode) | undefined;
}

/** The 'Acciones' column of an editable table: Editar, Eliminar and the extra buttons, on one line. */
export function actionsColumn<T>({ onEdit, onDelete, extra }: RowActions<T>): Column<T> {
  return {
    header: adminScreens.crud.acciones,
    render: (row) => (
      <Stack direction="row" spacing={0.5} sx={{ whiteSpace: 'nowrap' }}>
        {onEdit ? (
          <Button size="small" onClick={() => onEdit(row)}>
            {adminScreens.actions.edit}
          </Button>
        ) : null}
        {onDelete ? (
          <Button size="small" color="error" onClick={() => onDelete(row)}>
            {adminScreens.actions.delete}
          </Button>
        ) : null}
        {extra?.(row)}
      </Stack>
    ),
  };
}

export interface EditableTableProps<T extends { Nombre: string }> extends DataTableProps<T> {
  /** The open editor (a lazy dialog), or null. */
  editor: ReactNode;
  /** The row whose 'Eliminar' awaits its confirmation, or null. */
  deleting: T | null;
  deleteTitle: (nombre: string) => string;
  onDelete: (row: T) => void;
  onCancelDelete: () => void;
}

/** A paged table of records with its editor (loaded when opened) and the confirmation of 'Eliminar'. */
export function EditableTable<T extends { Nombre: string }>({ editor, deleting, deleteTitle, onDelete, onCancelDelete, ...table }: EditableTableProps<T>) {
  return (
    <>
      <DataTable {...table} />
      {editor ? <Suspense fallback={null}>{editor}</Suspense> : null}
      <ConfirmDeleteDialog row={deleting} title={deleteTitle} onClose={onCancelDelete} onDelete={onDelete} />
    </>
  );
}
