import type { ChecklistSummary } from '@insp/contracts';
import { adminScreens, common } from '@insp/messages';
import { type Column, ScreenCard, useNotifiedCall, useRemoteProps } from '@insp/ui/components';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lazy, useState } from 'react';

import { useFederationProbe } from '../../probe.ts';
import { actionsColumn, EditableTable } from '../../shared/crud/EditableTable.tsx';
import { useTablePaging } from '../../shared/paging.ts';
import { useChecklistsPage, useDeleteChecklist } from './api.ts';
import { useChecklistScope } from './scope.ts';

const ChecklistDialog = lazy(() => import('./ChecklistDialog.tsx'));
const t = adminScreens.checklists;

/** 'CheckList' (spec 000 §2): /administrador/checklist and /administrador/empresas/:idEmpresa/Checklists. */
export function ChecklistsScreen() {
  useFederationProbe();
  const { companyId, base } = useChecklistScope();
  return <ChecklistsList companyId={companyId} base={base} />;
}

export interface ChecklistsListProps {
  companyId: string | null;
  /** Route prefix of the checklist pages ('/administrador/checklist' or '.../empresas/:id/Checklists'). */
  base: string;
  /** Inside the configuration page's tab: no screen test id. */
  embedded?: boolean;
}

/** The checklist table with 'Nuevo CheckList', also shown in the configuration page's 'Checklists' tab. */
export function ChecklistsList({ companyId, base, embedded }: ChecklistsListProps) {
  const { navigate } = useRemoteProps();
  const [dialog, setDialog] = useState<{ id: string | null } | null>(null);
  const [deleting, setDeleting] = useState<ChecklistSummary | null>(null);
  const paging = useTablePaging(10, 'checklists');
  const list = useChecklistsPage(companyId ?? '', paging.page, paging.pageSize);
  const remove = useDeleteChecklist();
  const run = useNotifiedCall();

  const columns: Column<ChecklistSummary>[] = [
    {
      header: adminScreens.crud.nombre,
      render: (c) => (
        <Typography variant="body2" color={c.SinSubcontratos ? 'error' : 'text.primary'} data-testid="checklist-nombre">
          {c.Nombre}
        </Typography>
      ),
    },
    { header: t.recintos, render: (c) => c.Recintos, align: 'center' },
    actionsColumn<ChecklistSummary>({
      onEdit: (c) => setDialog({ id: c.id }),
      onDelete: setDeleting,
      extra: (c) => (
        <Button size="small" onClick={() => navigate(`${base}/${c.id}/Recintos`)}>
          {t.subcontratosAction}
        </Button>
      ),
    }),
  ];

  return (
    <ScreenCard
      title={t.title}
      testId={embedded ? 'checklists-list' : 'module-screen-admin'}
      error={companyId ? (list.error?.message ?? null) : common.noCompanySelected}
      actions={
        <Button variant="contained" onClick={() => setDialog({ id: null })} disabled={!companyId}>
          {t.add}
        </Button>
      }
    >
      <EditableTable
        columns={columns}
        rowKey={(c) => c.id}
        {...paging.table(list)}
        editor={
          dialog && companyId ? (
            <ChecklistDialog companyId={companyId} checklistId={dialog.id} onClose={() => setDialog(null)} onSaved={() => setDialog(null)} />
          ) : null
        }
        deleting={deleting}
        deleteTitle={t.deleteTitle}
        onCancelDelete={() => setDeleting(null)}
        onDelete={(c) => {
          if (companyId) void run(() => remove.mutateAsync({ params: { companyId, checklistId: c.id } }));
        }}
      />
    </ScreenCard>
  );
}
