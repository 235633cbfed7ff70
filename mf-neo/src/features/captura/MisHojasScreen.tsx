import { neoCapturaEndpoints } from '@insp/contracts/neo';
import { neoScreens } from '@insp/messages/neo';
import { ScreenCard, useRemoteProps } from '@insp/ui/components';
import { endpointKey, useEndpointQuery, useLiveInvalidation } from '@insp/ui/data';
import { dateTimeMinutes } from '@insp/ui/screens';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

import { useNeo } from '../../shared/context.ts';
import { Insignia } from '../../shared/Insignia.tsx';
import { NoCompany } from '../../shared/NoCompany.tsx';

const s = neoScreens.captura;

/** The reviewer's sheets (the phone page, 390 px): each opens the capture page. */
export function MisHojasScreen() {
  const { companyId } = useNeo();
  if (!companyId) return <NoCompany />;
  return <MisHojas companyId={companyId} />;
}

function MisHojas({ companyId }: { companyId: string }) {
  const { navigate } = useRemoteProps();
  const { links } = useNeo();
  const list = useEndpointQuery('neo', neoCapturaEndpoints.misHojas, { params: { companyId } });
  const key = endpointKey('neo', neoCapturaEndpoints.misHojas, { companyId });
  useLiveInvalidation('neo', companyId, (change) => (change.entity === 'HojaOT' || change.entity === 'FirmaOT' || change.entity === 'ProyectoOT' ? [key] : []));
  const items = list.data?.items ?? [];
  return (
    <ScreenCard title={s.title} testId="neo-mis-hojas" error={list.error?.message}>
      {list.isPending ? <LinearProgress /> : null}
      {!list.isPending && items.length === 0 ? <Alert severity="info">{s.sinHojas}</Alert> : null}
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {items.map((h) => (
          <Card key={h.id} variant="outlined" data-testid={`mi-hoja-${h.id}`}>
            <CardContent sx={{ pb: 0 }}>
              <Typography variant="subtitle1">{`${h.NombreChecklist} · ${h.NombreEspacio} · N° ${h.Numero}`}</Typography>
              <Typography variant="body2" color="text.secondary">
                {`${h.NombreProyecto} · ${dateTimeMinutes(h.FechaCreacion)}`}
              </Typography>
              <Box sx={{ mt: 1 }}>
                <Insignia hoja={h} />
              </Box>
            </CardContent>
            <CardActions>
              <Button onClick={() => navigate(links.captura(h.projectId, h.checklistId, h.asignadoId, h.id))} data-testid={`responder-${h.id}`}>
                {s.responder}
              </Button>
            </CardActions>
          </Card>
        ))}
      </Box>
    </ScreenCard>
  );
}
