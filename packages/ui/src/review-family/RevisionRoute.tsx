import { common } from '@insp/messages';
import { useRouteCompanyId } from '@insp/ui/components';
import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';

/** The company, project and revision of a screen under a revision (the route's ids). */
export interface RevisionIds {
  companyId: string;
  projectId: string;
  revisionId: string;
}

/** A screen under a revision: its ids from the route, or why it cannot show (no company; `noSeleccionada`: no project or revision). */
export function RevisionRoute({ noSeleccionada, children }: { noSeleccionada: string; children: (ids: RevisionIds) => ReactNode }) {
  const companyId = useRouteCompanyId();
  const { projectId, revisionId } = useParams();
  if (!companyId) return <Alert severity="error">{common.noCompanySelected}</Alert>;
  if (!projectId || !revisionId) return <Alert severity="error">{noSeleccionada}</Alert>;
  return children({ companyId, projectId, revisionId });
}
