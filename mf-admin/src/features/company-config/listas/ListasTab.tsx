import type { ListaChequeo } from '@insp/contracts';
import { adminScreens } from '@insp/messages';
import { type Column, useNotifiedCall } from '@insp/ui/components';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, useState } from 'react';

import { actionsColumn, EditableTable } from '../../../shared/crud/EditableTable.tsx';
import { useTablePaging } from '../../../shared/paging.ts';
import type { ConfigContext } from '../CompanyConfigScreen.tsx';
import { useDeleteLista, useListasPage } from './api.ts';

const TemplateEditor = lazy(() => import('./TemplateEditor.tsx'));
const t = adminScreens.listas;

/** 'Listas de chequeo': the work-order templates of the company, sorted by name, with the full-screen editor. */
export default function ListasTab({ ctx }: { ctx: ConfigContext }) {
  const [editing, setEditing] = useState<{ lista: ListaChequeo | null } | null>(null);
  const [deleting, setDeleting] = useState<ListaChequeo | null>(null);
  const paging = useTablePaging(10, 'listas-de-chequeo');
  const list = useListasPage(ctx.companyId, paging.page, paging.pageSize);
  const remove = useDeleteLista();
  const run = useNotifiedCall();

  const columns: Column<ListaChequeo>[] = [
    { header: t.nombre, render: (l) => l.Nombre },
    { header: t.tipo, render: (l) => l.Tipo },
    { header: t.preguntas, render: (l) => l.Preguntas.reduce((n, c) => n + c.Preguntas.length, 0), align: 'center' },
  ];
  if (!ctx.readOnly) columns.push(actionsColumn<ListaChequeo>({ onEdit: (l) => setEditing({ lista: l }), onDelete: setDeleting }));

  return (
    <div data-testid="listas-tab">
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
        <Button variant="contained" disabled={ctx.readOnly} onClick={() => setEditing({ lista: null })}>
          {t.add}
        </Button>
      </Stack>
      {list.error ? <Typography color="error">{list.error.message}</Typography> : null}
      <EditableTable
        columns={columns}
        rowKey={(l) => l.Id}
        {...paging.table(list)}
        editor={
          editing ? <TemplateEditor companyId={ctx.companyId} lista={editing.lista} onClose={() => setEditing(null)} onSaved={() => setEditing(null)} /> : null
        }
        deleting={deleting}
        deleteTitle={t.deleteTitle}
        onCancelDelete={() => setDeleting(null)}
        onDelete={(lista) => void run(() => remove.mutateAsync({ params: { companyId: ctx.companyId, listaId: lista.Id } }))}
      />
    </div>
  );
}
