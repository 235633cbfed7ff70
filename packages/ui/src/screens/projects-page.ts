import { atLimit } from '@insp/domain';
import type { ReactNode } from 'react';

import type { PageQuery } from './paging.ts';
import type { ProjectRow, ProjectsPage } from './ProjectsTable.tsx';

/** The module's projects quota as its list answers it. */
export interface ProjectsCupo {
  used: number;
  limit: number;
}

/**
 * What <ProjectsTable>'s list hook answers, from the module's projects query: create stays disabled
 * until the quota is known and while it is reached; `header` draws above the table from the quota.
 */
export function projectsPage<P extends ProjectRow, C extends ProjectsCupo>(
  list: PageQuery<P> & { data?: { cupo: C | null } | undefined; error: { message: string } | null },
  header: (cupo: C | null) => ReactNode,
): ProjectsPage<P> {
  const cupo = list.data?.cupo ?? null;
  return {
    rows: list.data?.items ?? [],
    total: list.data?.total ?? 0,
    loading: list.isFetching,
    error: list.error?.message ?? null,
    canCreate: cupo !== null && !atLimit(cupo.used, cupo.limit),
    header: header(cupo),
  };
}
