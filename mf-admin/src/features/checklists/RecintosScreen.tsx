import type { ChecklistRecinto } from '@insp/contracts';
import { adminScreens } from '@insp/messages';
import { useRemoteProps } from '@insp/ui/components';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';

import { useFederationProbe } from '../../probe.ts';
import { SimpleCrudCard } from '../../shared/crud/SimpleCrudCard.tsx';
import { useAddRecinto, useChecklist, useCompany, useDeleteRecinto } from './api.ts';
import { ChecklistBreadcrumbs } from './ChecklistBreadcrumbs.tsx';
import { pageOf, useChecklistScope } from './scope.ts';

const t = adminScreens.checklists;

/** …/:checklistId/Recintos: title '{company} / {checklist}', places with their subcontractor count. */
export function RecintosScreen() {
  useFederationProbe();
  const { navigate } = useRemoteProps();
  const { companyId, base } = useChecklistScope();
  const checklistId = useParams().checklistId ?? '';
  const cid = companyId ?? '';
  const company = useCompany(cid);
  const detail = useChecklist(cid, checklistId);
  const add = useAddRecinto();
  const remove = useDeleteRecinto();
  const title = `${company.data?.Nombre ?? ''} / ${detail.data?.Nombre ?? ''}`;

  return (
    <div data-testid="module-screen-admin">
      <Box sx={{ mb: 2 }}>
        <ChecklistBreadcrumbs companyLabel={company.data?.Nombre ?? ''} current={detail.data?.Nombre ?? ''} />
      </Box>
      {detail.data ? (
        <SimpleCrudCard<ChecklistRecinto>
          title={title}
          testId="checklist-recintos"
          useRows={({ page, pageSize }) => pageOf(detail.data?.ItemsRecintos ?? [], page, pageSize, detail.isFetching)}
          addLabel={t.addRecinto}
          hideEstadoColumn
          create={(values) => add.mutateAsync({ params: { companyId: cid, checklistId }, body: values })}
          remove={(row) => remove.mutateAsync({ params: { companyId: cid, checklistId, recintoId: row.id } })}
          extraColumns={[{ header: t.subcontratos, render: (row) => row.Subcontratos.length, align: 'center' }]}
          extraActions={(row) => (
            <Button size="small" onClick={() => navigate(`${base}/${checklistId}/Recintos/${row.id}/Subcontratos`)}>
              {t.subcontratosAction}
            </Button>
          )}
        />
      ) : detail.error ? (
        <Typography color="error">{detail.error.message}</Typography>
      ) : null}
    </div>
  );
}
