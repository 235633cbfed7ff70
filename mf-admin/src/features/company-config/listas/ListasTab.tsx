import type { ListaChequeo } from '@insp/contracts';
import { adminScreens } from '@insp/messages';
import { type Column, ConfirmDeleteDialog, DataTable, useNotifiedCall } from '@insp/ui/components';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';

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
  if (!ctx.readOnly)
    columns.push({
      header: adminScreens.crud.acciones,
      render: (l) => (
        <Stack direction="row" spacing={0.5}>
          <Button size="small" onClick={() => setEditing({ lista: l })}>
            {adminScreens.actions.edit}
          </Button>
          <Button size="small" color="error" onClick={() => setDeleting(l)}>
            {adminScreens.actions.delete}
          </Button>
        </Stack>
      ),
    });

  return (
    <div data-testid="listas-tab">
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
        <Button variant="contained" disabled={ctx.readOnly} onClick={() => setEditing({ lista: null })}>
          {t.add}
        </Button>
      </Stack>
      {list.error ? <Typography color="error">{list.error.message}</Typography> : null}
      <DataTable columns={columns} rowKey={(l) => l.Id} {...paging.table(list)} />
      {editing ? (
        <Suspense fallback={null}>
          <TemplateEditor companyId={ctx.companyId} lista={editing.lista} onClose={() => setEditing(null)} onSaved={() => setEditing(null)} />
        </Suspense>
      ) : null}
      <ConfirmDeleteDialog
        row={deleting}
        title={t.deleteTitle}
        onClose={() => setDeleting(null)}
        onDelete={(lista) => void run(() => remove.mutateAsync({ params: { companyId: ctx.companyId, listaId: lista.Id } }))}
      />
    </div>
  );
}
