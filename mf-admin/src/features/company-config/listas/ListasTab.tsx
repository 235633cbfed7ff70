import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ListaChequeo } from '@insp/contracts';
import { adminScreens } from '@insp/messages';
import { ConfirmDialog, DataTable, useRemoteData, useRemoteProps, type Column } from '@insp/ui/components';
import { errorText } from '@insp/ui/forms';
import { deleteLista, fetchListas } from '../api.ts';
import type { ConfigContext } from '../CompanyConfigScreen.tsx';

const TemplateEditor = lazy(() => import('./TemplateEditor.tsx'));
const t = adminScreens.listas;

/** 'Listas de chequeo': the work-order templates of the company, sorted by name, with the full-screen editor. */
export default function ListasTab({ ctx }: { ctx: ConfigContext }) {
  const { api, notify } = useRemoteProps();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  const [version, setVersion] = useState(0);
  const [editing, setEditing] = useState<{ lista: ListaChequeo | null } | null>(null);
  const [deleting, setDeleting] = useState<ListaChequeo | null>(null);
  const { data, error, loading } = useRemoteData(`${ctx.companyId}:${page}:${pageSize}:${version}`, () => fetchListas(api, ctx.companyId, page, pageSize));
  const reload = () => setVersion((v) => v + 1);

  const columns: Column<ListaChequeo>[] = [
    { header: t.nombre, render: (l) => l.Nombre },
    { header: t.tipo, render: (l) => l.Tipo },
    { header: t.preguntas, render: (l) => l.Preguntas.reduce((n, c) => n + c.Preguntas.length, 0), align: 'center' },
    {
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
    },
  ];

  return (
    <div data-testid="listas-tab">
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
        <Button variant="contained" onClick={() => setEditing({ lista: null })}>
          {t.add}
        </Button>
      </Stack>
      {error ? <Typography color="error">{error}</Typography> : null}
      <DataTable
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(l) => l.Id}
        total={data?.total ?? 0}
        page={page}
        pageSize={pageSize}
        loading={loading}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(0);
        }}
      />
      {editing ? (
        <Suspense fallback={null}>
          <TemplateEditor
            companyId={ctx.companyId}
            lista={editing.lista}
            onClose={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              reload();
            }}
          />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t.deleteTitle(deleting?.Nombre ?? '')}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          const lista = deleting;
          if (!lista) return;
          deleteLista(api, ctx.companyId, lista.Id).then(
            (answer) => {
              notify('success', answer.message);
              reload();
            },
            (err: unknown) => notify('error', errorText(err)),
          );
        }}
      />
    </div>
  );
}
