import type { ChecklistRecinto } from '@insp/contracts';
import { adminScreens } from '@insp/messages';
import { useRemoteData, useRemoteProps } from '@insp/ui/components';
import { SimpleCrudCard } from '@insp/ui/crud';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useParams } from 'react-router-dom';

import { useFederationProbe } from '../../probe.ts';
import { addRecinto, deleteRecinto, fetchChecklist, fetchCompany } from './api.ts';
import { ChecklistBreadcrumbs } from './ChecklistBreadcrumbs.tsx';
import { pageOf, useChecklistScope } from './scope.ts';

const t = adminScreens.checklists;

/** …/:checklistId/Recintos: title '{company} / {checklist}', places with their subcontractor count. */
export function RecintosScreen() {
  useFederationProbe();
  const { api, navigate } = useRemoteProps();
  const { companyId, base } = useChecklistScope();
  const checklistId = useParams().checklistId ?? '';
  const [version, setVersion] = useState(0);
  const company = useRemoteData(`company:${companyId}`, () => fetchCompany(api, companyId ?? ''));
  const detail = useRemoteData(`${checklistId}:${version}`, () => fetchChecklist(api, companyId ?? '', checklistId), checklistId);
  const title = `${company.data?.Nombre ?? ''} / ${detail.data?.Nombre ?? ''}`;
  const cid = companyId ?? '';

  return (
    <div data-testid="module-screen-admin">
      <Box sx={{ mb: 2 }}>
        <ChecklistBreadcrumbs companyLabel={company.data?.Nombre ?? ''} current={detail.data?.Nombre ?? ''} />
      </Box>
      {detail.data ? (
        <SimpleCrudCard<ChecklistRecinto>
          title={title}
          testId="checklist-recintos"
          listKey={JSON.stringify(detail.data.ItemsRecintos)}
          load={async (page, pageSize) => pageOf(detail.data?.ItemsRecintos ?? [], page, pageSize)}
          addLabel={t.addRecinto}
          hideEstadoColumn
          create={(values) => addRecinto(api, cid, checklistId, values)}
          remove={(row) => deleteRecinto(api, cid, checklistId, row.id)}
          onChanged={() => setVersion((v) => v + 1)}
          extraColumns={[{ header: t.subcontratos, render: (row) => row.Subcontratos.length, align: 'center' }]}
          extraActions={(row) => (
            <Button size="small" onClick={() => navigate(`${base}/${checklistId}/Recintos/${row.id}/Subcontratos`)}>
              {t.subcontratosAction}
            </Button>
          )}
        />
      ) : detail.error ? (
        <Typography color="error">{detail.error}</Typography>
      ) : null}
    </div>
  );
}
