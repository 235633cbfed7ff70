import type { ListaChequeo } from '@insp/contracts';
import { adminScreens } from '@insp/messages';
import { type Column, ConfirmDeleteDialog, DataTable, useNotifiedCall, usePagedList, useRemoteProps } from '@insp/ui/components';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';

import { deleteLista, fetchListas } from '../api.ts';
import type { ConfigContext } from '../CompanyConfigScreen.tsx';

const TemplateEditor = lazy(() => import('./TemplateEditor.tsx'));
const t = adminScreens.listas;

/** 'Listas de chequeo': the work-order templates of the company, sorted by name, with the full-screen editor. */
export default function ListasTab({ ctx }: { ctx: ConfigContext }) {
  const { api } = useRemoteProps();
  const [editing, setEditing] = useState<{ lista: ListaChequeo | null } | null>(null);
  const [deleting, setDeleting] = useState<ListaChequeo | null>(null);
  const list = usePagedList(ctx.companyId, (page, pageSize) => fetchListas(api, ctx.companyId, page, pageSize), 10, { rememberAs: 'listas-de-chequeo' });
  const reload = list.reload;
  const run = useNotifiedCall(reload);
  const saved = () => {
    setEditing(null);
    reload();
  };

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
      {list.error ? <Typography color="error">{list.error}</Typography> : null}
      <DataTable columns={columns} rowKey={(l) => l.Id} {...list.table} />
      {editing ? (
        <Suspense fallback={null}>
          <TemplateEditor companyId={ctx.companyId} lista={editing.lista} onClose={() => setEditing(null)} onSaved={saved} />
        </Suspense>
      ) : null}
      <ConfirmDeleteDialog
        row={deleting}
        title={t.deleteTitle}
        onClose={() => setDeleting(null)}
        onDelete={(lista) => void run(() => deleteLista(api, ctx.companyId, lista.Id))}
      />
    </div>
  );
}
