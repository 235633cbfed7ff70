import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import { ProjectsList, useRemoteProps } from '@insp/ui/components';
import { common } from '@insp/messages';
import { useFederationProbe } from '../../probe.ts';

/** Projects of the company: the route's id for Administrador, the user's own company otherwise. */
export function ProjectsScreen() {
  useFederationProbe();
  const { id } = useParams();
  const { session } = useRemoteProps();
  const companyId = session.userType === 'Administrador' ? id : session.companyId;
  if (!companyId) return <Alert severity="error">{common.noCompanySelected}</Alert>;
  return <ProjectsList service="checklist-revisiones" companyId={companyId} testId="module-screen-checklist_revisiones" />;
}
