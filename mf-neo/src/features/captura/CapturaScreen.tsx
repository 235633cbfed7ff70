import { neoCapturaEndpoints, type NeoHojaParams, neoHojasEndpoints } from '@insp/contracts/neo';
import { neo, neoScreens } from '@insp/messages/neo';
import { newClientId } from '@insp/mf-kit';
import { ConfirmDialog, ScreenCard, useRemoteProps } from '@insp/ui/components';
import { endpointKey, useEndpointMutation, useEndpointQuery, useLiveInvalidation } from '@insp/ui/data';
import { dateTimeMinutes } from '@insp/ui/screens';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useParams } from 'react-router-dom';

import { useNeo } from '../../shared/context.ts';
import { Insignia } from '../../shared/Insignia.tsx';
import { NoCompany } from '../../shared/NoCompany.tsx';
import { PreguntaCard } from './PreguntaCard.tsx';
import { respondidas, totalPreguntas } from './progreso.ts';
import { SignaturePad } from './SignaturePad.tsx';

const s = neoScreens.captura;
/** The service's entity name of an answer in its live events. */
const entidadRespuesta = 'RespuestaOT';

/**
 * The reviewer's capture page of one sheet (a phone at 390 px): a progress line 'N de M preguntas',
 * each question answered in slot 1 or 2 with large Estado buttons (Aprobado / Rechazado / No Aplica /
 * Pendiente / Bloqueado), a comment and a photo, saved as they change (PreguntaCard), then a
 * signature drawn on a canvas at the end. Every save carries a clientId kept for its retries, so a
 * retry after a lost answer is not recorded twice. Nothing can be sent while the project is not
 * started, nor once the sheet is closed (finished, or signed by this reviewer; issue 16 §3) until a
 * director reopens it. Signing with questions left unanswered asks first and says how many. The
 * sheet follows the service's live events: finished, signed or reopened elsewhere, the page follows.
 */
export function CapturaScreen() {
  const { companyId } = useNeo();
  const { projectId, checklistId, asignadoId, hojaId } = useParams();
  if (!companyId || !projectId || !checklistId || !asignadoId || !hojaId) return <NoCompany />;
  return <Captura params={{ companyId, projectId, checklistId, asignadoId, hojaId }} />;
}

function Captura({ params }: { params: NeoHojaParams }) {
  const { session, navigate, notify } = useRemoteProps();
  const { links } = useNeo();
  const detail = useEndpointQuery('neo', neoHojasEndpoints.get, { params });
  const key = endpointKey('neo', neoHojasEndpoints.get, params);
  // answers saved from this page are already in the sheet (one request per change, no reload)
  const stored = useRef(new Set<string>());
  // the sheet, its answers and signatures, and the project's start / finish, changed elsewhere
  useLiveInvalidation('neo', params.companyId, (change) =>
    (change.entity === entidadRespuesta && stored.current.has(change.entityId)) ||
    !(change.parents.hojaId === params.hojaId || change.entityId === params.hojaId || (change.entity === 'ProyectoOT' && change.entityId === params.projectId))
      ? []
      : [key],
  );
  const [firmaClientId, setFirmaClientId] = useState(newClientId);
  // the drawn signature waiting for the reviewer to confirm that questions are left unanswered
  const [porFirmar, setPorFirmar] = useState<string | null>(null);
  const sign = useEndpointMutation('neo', neoCapturaEndpoints.sign, {
    invalidates: () => [key, endpointKey('neo', neoCapturaEndpoints.misHojas, { companyId: params.companyId })],
    onSuccess: () => {
      notify('success', neo.captura.success.firma);
      setFirmaClientId(newClientId());
    },
    onError: (error) => {
      notify('error', error.message);
      // closed meanwhile (409): show the sheet as it is now
      void detail.refetch();
    },
  });
  const hoja = detail.data;
  const mine = hoja?.Revisores.find((r) => r.id === session.id);
  const iniciado = hoja?.ProyectoIniciado === true;
  const cerrada = hoja !== undefined && (hoja.FechaRevisionFinal !== null || mine?.Firmado === true);
  const open = iniciado && !cerrada;
  const total = hoja ? totalPreguntas(hoja) : 0;
  const hechas = hoja ? respondidas(hoja, session.id) : 0;
  const faltan = total - hechas;
  const firmar = (Imagen: string) => sign.mutate({ params, body: { clientId: firmaClientId, Imagen } });

  return (
    <ScreenCard
      title={hoja ? `${hoja.NombreChecklist} · ${hoja.NombreEspacio} · N° ${hoja.Numero}` : s.title}
      testId="neo-captura"
      error={detail.error?.message}
      actions={
        <Button size="small" onClick={() => navigate(links.misHojas())}>
          {s.volver}
        </Button>
      }
    >
      {detail.isPending ? <LinearProgress /> : null}
      {hoja ? (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <Box>
            <Insignia hoja={hoja} />
          </Box>
          {!iniciado ? (
            <Alert severity="warning" data-testid="captura-cerrada">
              {s.noIniciado}
            </Alert>
          ) : cerrada ? (
            <Alert severity="info" data-testid="captura-hoja-cerrada">
              {s.cerrada}
            </Alert>
          ) : null}
          <Box data-testid="captura-progreso">
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {s.progreso(hechas, total)}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={total > 0 ? (hechas * 100) / total : 0}
              aria-label={s.progreso(hechas, total)}
              sx={{ height: 8, borderRadius: 1 }}
            />
          </Box>
          {hoja.Preguntas.map((categoria, ci) => (
            <Box key={`${ci}-${categoria.Categoria}`} sx={{ display: 'grid', gap: 1 }}>
              <Typography variant="subtitle1" component="h2">
                {categoria.Categoria}
              </Typography>
              {categoria.Preguntas.map((pregunta, pi) => (
                <PreguntaCard
                  key={`${ci}-${pi}`}
                  params={params}
                  hoja={hoja}
                  categoria={ci}
                  pregunta={pi}
                  texto={pregunta}
                  disabled={!open}
                  onStored={(id) => stored.current.add(id)}
                />
              ))}
            </Box>
          ))}
          <Card variant="outlined">
            <CardContent>
              <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
                {s.firmaTitulo}
              </Typography>
              {mine?.Firmado ? (
                <Alert severity="success" sx={{ mb: 1 }} data-testid="firmada">
                  {`${s.firmada} · ${dateTimeMinutes(mine.FechaFirma)}`}
                </Alert>
              ) : null}
              <SignaturePad disabled={!open} sending={sign.isPending} onSign={(Imagen) => (faltan > 0 ? setPorFirmar(Imagen) : firmar(Imagen))} />
            </CardContent>
          </Card>
        </Box>
      ) : null}
      <ConfirmDialog
        open={porFirmar !== null}
        title={s.firmarTitulo}
        onClose={() => setPorFirmar(null)}
        onConfirm={() => {
          if (porFirmar) firmar(porFirmar);
        }}
      >
        <span data-testid="firma-sin-responder">{s.sinResponder(faltan)}</span>
      </ConfirmDialog>
    </ScreenCard>
  );
}
