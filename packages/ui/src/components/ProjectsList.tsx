import { useState } from 'react';
import type { Page } from '@insp/contracts';
import { companies, navigation } from '@insp/messages';
import { DataTable, type Column } from './DataTable.tsx';
import { ScreenCard } from './ScreenCard.tsx';
import { useRemoteData } from '../use-remote-data.ts';
import { useRemoteProps } from '../remote-context.tsx';

export interface ProjectRow {
  id: string;
  Nombre: string;
}

export interface ProjectsListProps {
  /** Gateway prefix of the module service: revisiones, checklist-revisiones or neo. */
  service: string;
  companyId: string;
  testId: string;
}

const columns: Column<ProjectRow>[] = [{ header: companies.columns.nombre, render: (p) => p.Nombre }];

/** A module's projects of one company, server-paginated (GET /api/<service>/companies/:id/projects). */
export function ProjectsList({ service, companyId, testId }: ProjectsListProps) {
  const { api } = useRemoteProps();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  const url = `/api/${service}/companies/${encodeURIComponent(companyId)}/projects?page=${page}&pageSize=${pageSize}`;
  const { data, error, loading } = useRemoteData(url, () => api<Page<ProjectRow>>(url));
  return (
    <ScreenCard title={navigation.entries.proyectos} testId={testId} error={error}>
      <DataTable
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(p) => p.id}
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
