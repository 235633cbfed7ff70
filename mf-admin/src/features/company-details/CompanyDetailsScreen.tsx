import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import { ScreenCard, useRemoteData, useRemoteProps } from '@insp/ui/components';
import { common, companies as text } from '@insp/messages';
import { useFederationProbe } from '../../probe.ts';
import { fetchCompany } from '../companies/api.ts';

/** /administrador/empresa/detalles: the director's own company (read-only summary for now). */
export function CompanyDetailsScreen() {
  useFederationProbe();
  const { api, session } = useRemoteProps();
  const companyId = session.companyId;
  const { data, error } = useRemoteData(companyId ?? 'none', () =>
    companyId ? fetchCompany(api, companyId) : Promise.reject(new Error(common.noCompanySelected)),
  );
  return (
    <ScreenCard title={text.detailsTitle} testId="module-screen-admin" error={error}>
      {data ? (
        <Stack spacing={1}>
          <Typography data-testid="company-name">
            <strong>{text.columns.nombre}:</strong> {data.Nombre}
          </Typography>
          <Typography>
            <strong>{text.columns.rut}:</strong> {data.Rut}
          </Typography>
        </Stack>
      ) : null}
    </ScreenCard>
  );
}
