import type * as cr from '@insp/contracts/checklist-revisiones';
import { common } from '@insp/messages';
import { checklistRevisiones } from '@insp/messages/checklist-revisiones';
import { useRouteCompanyId } from '@insp/ui/components';
import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';

/** A screen under a listado: its ids from the route and the screen's company, or why it cannot show. */
export function ListadoRoute({ children }: { children: (params: cr.ListadoParams) => ReactNode }) {
  const companyId = useRouteCompanyId();
  const { projectId, revisionId, listadoId } = useParams();
  if (!companyId) return <Alert severity="error">{common.noCompanySelected}</Alert>;
  if (!projectId || !revisionId || !listadoId) return <Alert severity="error">{checklistRevisiones.listados.errors.noExiste}</Alert>;
  return children({ companyId, projectId, revisionId, listadoId });
}
