import type { CompanyListItem } from '@insp/contracts';
// a separate entry: the whole contracts module (zod and every schema) is not needed on this screen
import { links } from '@insp/contracts/links';
import { adminScreens, companies as text } from '@insp/messages';
import { type Column, ConfirmDialog, DataTable, ScreenCard, SearchField, type TableSort, useNotifiedCall, useRemoteProps } from '@insp/ui/components';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { lazy, Suspense, useState } from 'react';

import { useFederationProbe } from '../../probe.ts';
import { useTablePaging, useUncachedPage } from '../../shared/paging.ts';
import { fetchCompanies, purgeCompany, restoreCompany } from './api.ts';

const AddCompanyDialog = lazy(() => import('./AddCompanyDialog.tsx'));

const moduleChip = (on: boolean) => <Chip size="small" color={on ? 'success' : 'default'} label={on ? text.moduleOn : text.moduleOff} />;

/** /administrador/empresas: the platform administrator's companies table (spec 000 §2). */
export function CompaniesScreen() {
  useFederationProbe();
  const { api, navigate } = useRemoteProps();
  const [deleted, setDeleted] = useState(false);
  const [adding, setAdding] = useState(false);
  const [purging, setPurging] = useState<CompanyListItem | null>(null);
  // the row stays named while its confirm dialog closes
  const [restoring, setRestoring] = useState<{ company: CompanyListItem; open: boolean } | null>(null);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<TableSort>({ key: 'Nombre', order: 'asc' });
  const paging = useTablePaging(10, 'empresas');
  // one list whatever the filters: a new search keeps the rows on screen until its answer
  const list = useUncachedPage(
    `${deleted}\u0000${search}\u0000${sort.key}:${sort.order}`,
    (page, pageSize) => fetchCompanies(api, page, pageSize, deleted, search, sort),
    paging,
  );
  const reload = list.reload;
  const run = useNotifiedCall(reload);

  const activeActions = (c: CompanyListItem) => (
    <>
      <Button size="small" disabled={!c.Revisiones.Activado} onClick={() => navigate(links.revisionesProjects(c.id))}>
        {text.actions.verRevisiones}
      </Button>
      <Button size="small" disabled={!c.CheckList.Activado} onClick={() => navigate(links.checklistRevisionesProjects(c.id))}>
        {text.actions.verChecklistRevisiones}
      </Button>
      <Button size="small" disabled={!c.ChecklistsOT.Activado} onClick={() => navigate(links.neoProjects(c.id))}>
        {text.actions.verChecklists}
      </Button>
      <Button size="small" onClick={() => navigate(`/administrador/empresas/${c.id}/edit`)}>
        {text.actions.verMas}
      </Button>
    </>
  );
  const deletedActions = (c: CompanyListItem) => (
    <>
      <Button size="small" onClick={() => setRestoring({ company: c, open: true })}>
        {adminScreens.actions.restore}
      </Button>
      <Button size="small" color="error" onClick={() => setPurging(c)}>
        {adminScreens.actions.delete}
      </Button>
    </>
  );

  const columns: Column<CompanyListItem>[] = [
    { header: text.columns.nombre, render: (c) => c.Nombre, sortKey: 'Nombre' },
    { header: text.columns.rut, render: (c) => c.Rut, sortKey: 'Rut' },
    { header: text.columns.revisiones, render: (c) => moduleChip(c.Revisiones.Activado) },
    { header: text.columns.checklistRevisiones, render: (c) => moduleChip(c.CheckList.Activado) },
    { header: text.columns.checklists, render: (c) => moduleChip(c.ChecklistsOT.Activado) },
    {
      header: text.columns.acciones,
      render: (c) => (
        <Stack direction="row" spacing={0.5} sx={{ whiteSpace: 'nowrap' }}>
          {c.Activado ? activeActions(c) : deletedActions(c)}
        </Stack>
      ),
    },
  ];

  const actions = (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}>
      <SearchField
        onSearch={(text) => {
          setSearch(text);
          paging.firstPage();
        }}
      />
      <FormControlLabel
        control={
          <Switch
            checked={deleted}
            onChange={(e) => {
              setDeleted(e.target.checked);
              paging.firstPage();
            }}
            slotProps={{ input: { 'aria-label': adminScreens.companies.showDeleted } }}
          />
        }
        label={adminScreens.companies.showDeleted}
      />
      <Button variant="contained" onClick={() => setAdding(true)}>
        {adminScreens.companies.add}
      </Button>
    </Stack>
  );

  return (
    <ScreenCard title={text.title} testId="module-screen-admin" error={list.error} actions={actions}>
      <DataTable
        columns={columns}
        rowKey={(c) => c.id}
        {...list.table}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          paging.firstPage();
        }}
      />
      {adding ? (
        <Suspense fallback={null}>
          <AddCompanyDialog open onClose={() => setAdding(false)} onCreated={reload} />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={purging !== null}
        title={adminScreens.companies.purgeTitle}
        onClose={() => setPurging(null)}
        onConfirm={() => {
          const company = purging;
          if (company) void run(() => purgeCompany(api, company.id));
        }}
      >
        {purging ? adminScreens.companies.purgeBody(purging.Nombre) : null}
      </ConfirmDialog>
      <ConfirmDialog
        open={restoring?.open ?? false}
        title={adminScreens.companies.restoreTitle(restoring?.company.Nombre ?? '')}
        onClose={() => setRestoring((r) => r && { ...r, open: false })}
        onConfirm={() => {
          const company = restoring?.company;
          if (company) void run(() => restoreCompany(api, company.id));
        }}
      />
    </ScreenCard>
  );
}
