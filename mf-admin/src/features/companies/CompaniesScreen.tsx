import { useState } from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import type { CompanyListItem } from '@insp/contracts';
import { DataTable, ScreenCard, useRemoteData, useRemoteProps, type Column } from '@insp/ui/components';
import { companies as text } from '@insp/messages';
import { useFederationProbe } from '../../probe.ts';
import { fetchCompanies } from './api.ts';

const moduleChip = (on: boolean) => (
  <Chip size="small" color={on ? 'success' : 'default'} label={on ? text.moduleOn : text.moduleOff} />
);

/** /administrador/empresas: the platform administrator's companies table (spec 000 §2). */
export function CompaniesScreen() {
  useFederationProbe();
  const { api, navigate } = useRemoteProps();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  const { data, error, loading } = useRemoteData(`${page}:${pageSize}`, () => fetchCompanies(api, page, pageSize));

  const columns: Column<CompanyListItem>[] = [
    { header: text.columns.nombre, render: (c) => c.Nombre },
    { header: text.columns.rut, render: (c) => c.Rut },
    { header: text.columns.revisiones, render: (c) => moduleChip(c.Revisiones.Activado) },
    { header: text.columns.checklistRevisiones, render: (c) => moduleChip(c.CheckList.Activado) },
    { header: text.columns.checklists, render: (c) => moduleChip(c.ChecklistsOT.Activado) },
    {
      header: text.columns.acciones,
      render: (c) => (
        <Stack direction="row" spacing={0.5} sx={{ whiteSpace: "nowrap" }}>
          <Button size="small" disabled={!c.Revisiones.Activado} onClick={() => navigate(`/administrador/empresas/${c.id}/proyectos`)}>
            {text.actions.verRevisiones}
          </Button>
          <Button size="small" disabled={!c.CheckList.Activado} onClick={() => navigate(`/administrador/empresas/${c.id}/checklist-proyectos`)}>
            {text.actions.verChecklistRevisiones}
          </Button>
          <Button size="small" disabled={!c.ChecklistsOT.Activado} onClick={() => navigate(`/administrador/empresas/${c.id}/neo-projects`)}>
            {text.actions.verChecklists}
          </Button>
          <Button size="small" onClick={() => navigate(`/administrador/empresas/${c.id}/edit`)}>
            {text.actions.verMas}
          </Button>
        </Stack>
      ),
    },
  ];

  return (
    <ScreenCard title={text.title} testId="module-screen-admin" error={error}>
      <DataTable
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(c) => c.id}
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
    </ScreenCard>
  );
}
