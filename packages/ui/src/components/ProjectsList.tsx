import type { Page } from '@insp/contracts';
import { companies, navigation } from '@insp/messages';

import { useRemoteProps } from '../remote-context.tsx';
import { usePagedList } from '../use-paged-list.ts';
import { type Column, DataTable } from './DataTable.tsx';
import { ScreenCard } from './ScreenCard.tsx';

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
  const list = usePagedList(`${service}:${companyId}`, (page, pageSize) =>
    api<Page<ProjectRow>>(`/api/${service}/companies/${encodeURIComponent(companyId)}/projects?page=${page}&pageSize=${pageSize}`),
  );
  return (
    <ScreenCard title={navigation.entries.proyectos} testId={testId} error={list.error}>
      <DataTable columns={columns} rowKey={(p) => p.id} {...list.table} />
    </ScreenCard>
  );
}
