import { companiesEndpoints, type CompanyDetail } from '@insp/contracts';
import { common } from '@insp/messages';
import { isPlatformAdmin, useRemoteProps, useRouteCompanyId } from '@insp/ui/components';
import { useEndpointQuery } from '@insp/ui/data';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import LinearProgress from '@mui/material/LinearProgress';
import type { ReactNode } from 'react';

/**
 * A module a company has switched off is off for the Administrador too (issue 16): on a screen of
 * a company (typed URL, bookmark) the Administrador sees the module-off page instead of the screen,
 * as a company member sees the 404 page (their token carries no module the company switched off).
 * Reads the company from admin (the query the headers already make); the service refuses the
 * calls anyway (403), so a failed read shows the screen.
 */
export function ModuleOffGate({ on, companyParam, children }: { on: (company: CompanyDetail) => boolean; companyParam?: string; children: ReactNode }) {
  const { session } = useRemoteProps();
  const companyId = useRouteCompanyId(companyParam);
  const administrador = isPlatformAdmin(session) && companyId !== null;
  const company = useEndpointQuery('admin', companiesEndpoints.get, { params: { companyId: companyId ?? '' } }, { enabled: administrador, staleTime: 60_000 });
  if (!administrador || company.isError) return children;
  if (!company.data) return <LinearProgress />;
  if (on(company.data)) return children;
  return (
    <Alert severity="warning" data-testid="modulo-deshabilitado" role="status">
      <AlertTitle component="h1">{common.companyModuleOffTitle}</AlertTitle>
      {common.companyModuleDisabled}
    </Alert>
  );
}
