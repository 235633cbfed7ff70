import { uploadFile } from '@insp/contracts';
import { neoCapturaEndpoints, NeoFirmaResult, type NeoHojaDetail, type NeoHojaParams, neoHojasEndpoints, NeoRespuesta } from '@insp/contracts/neo';
import { offline } from '@insp/messages';
import { neo, neoScreens } from '@insp/messages/neo';
import { endpointHref, newClientId } from '@insp/mf-kit';
import { ConfirmDialog, ScreenCard, useRemoteProps, useRevealedInTransition } from '@insp/ui/components';
import { endpointKey, useEndpointQuery, useLiveInvalidation, useSharedQueryClient } from '@insp/ui/data';
import {
  getPending,
  onCaptureSent,
  type PendingCapture,
  PendingCaptureList,
  retryCapture,
  submitCapture,
  useCaptureQueue,
  usePendingCaptures,
} from '@insp/ui/offline';
import { dateTimeMinutes } from '@insp/ui/screens';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';

import { useNeo } from '../../shared/context.ts';
import { Insignia } from '../../shared/Insignia.tsx';
import { NoCompany } from '../../shared/NoCompany.tsx';
import { answerFormOf, PreguntaCard } from './PreguntaCard.tsx';
import { capturaScope, respondidas, totalPreguntas, withAnswer } from './progreso.ts';
import { SignaturePad } from './SignaturePad.tsx';
import { useProgressive } from './useProgressive.ts';

const s = neoScreens.captura;
/** The service's entity name of an answer in its live events. */
const entidadRespuesta = 'RespuestaOT';

/**
 * The reviewer's capture page of one sheet (a phone at 390 px): a progress line 'N de M preguntas',
 * each question answered in slot 1 or 2 with large Estado buttons (Aprobado / Rechazado / No Aplica /
 * Pendiente / Bloqueado), a comment and a photo, saved as they change (PreguntaCard), then a
 * signature drawn on a canvas at the end. Answers and the signature go through the device queue
 * (@insp/ui/offline): without signal they stay on the phone as 'Pendiente de envío' (counted in the
 * progress line; a queued signature closes the sheet here too) and arrive once, in order, when the
 * connection returns; a refusal found later is listed with its reason ('Editar' reopens the question,
 * also from the app bar through ?pendiente=). Every capture carries a clientId kept for its retries,
 * so a retry after a lost answer is not recorded twice. Nothing can be sent while the project is not
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

/** What a queued signature keeps (its request holds the drawing). */
const FIRMA_FORM = { firma: true } as const;
const isFirma = (capture: PendingCapture) => (capture.form as { firma?: boolean } | null)?.firma === true;

function Captura({ params }: { params: NeoHojaParams }) {
  const { session, navigate, notify } = useRemoteProps();
  const { links } = useNeo();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const queryClient = useSharedQueryClient();
  useCaptureQueue();
  const scope = capturaScope(params.hojaId);
  // this sheet's answers and signature kept on the device (offline, or refused by the service)
  const enCola = usePendingCaptures(scope);
  // the captures of this sheet seen on the device (an answer of another sheet that arrives is not this sheet's)
  const deEstaHoja = useRef(new Set<string>());
  for (const capture of enCola) deEstaHoja.current.add(capture.clientId);
  const detail = useEndpointQuery('neo', neoHojasEndpoints.get, { params });
  const key = endpointKey('neo', neoHojasEndpoints.get, params);
  const misHojasKey = endpointKey('neo', neoCapturaEndpoints.misHojas, { companyId: params.companyId });
  // answers saved from this page are already in the sheet (one request per change, no reload)
  const stored = useRef(new Set<string>());
  // the sheet, its answers and signatures, and the project's start / finish, changed elsewhere
  useLiveInvalidation('neo', params.companyId, (change) =>
    (change.entity === entidadRespuesta && stored.current.has(change.entityId)) ||
    !(change.parents.hojaId === params.hojaId || change.entityId === params.hojaId || (change.entity === 'ProyectoOT' && change.entityId === params.projectId))
      ? []
      : [key],
  );
  const onStored = useCallback(
    (answer: NeoRespuesta) => {
      stored.current.add(answer.id);
      queryClient.setQueriesData<NeoHojaDetail>({ queryKey: key }, (old) => (old ? withAnswer(old, answer) : old));
    },
    [queryClient, key],
  );
  // a capture of this sheet that waited on the device arrives (connection back): the sheet shows it
  useEffect(
    () =>
      onCaptureSent((clientId, response) => {
        if (!deEstaHoja.current.has(clientId)) return undefined;
        const answer = NeoRespuesta.safeParse(response);
        if (answer.success) return onStored(answer.data);
        if (NeoFirmaResult.safeParse(response).success) {
          void queryClient.invalidateQueries({ queryKey: key });
          void queryClient.invalidateQueries({ queryKey: misHojasKey });
        }
        return undefined;
      }),
    [onStored, queryClient, key, misHojasKey],
  );
  // 'Editar' on a refused answer (here, or from the app bar through ?pendiente=): its question reopens it
  const [editando, setEditando] = useState<PendingCapture | null>(null);
  const edit = useCallback((capture: PendingCapture) => (isFirma(capture) ? void retryCapture(capture.clientId) : setEditando(capture)), []);
  const pendienteId = searchParams.get('pendiente');
  useEffect(() => {
    if (pendienteId) void getPending(pendienteId).then((capture) => capture && edit(capture));
  }, [pendienteId, edit]);

  const [firmaClientId, setFirmaClientId] = useState(newClientId);
  const [firmando, setFirmando] = useState(false);
  // the drawn signature waiting for the reviewer to confirm that questions are left unanswered
  const [porFirmar, setPorFirmar] = useState<string | null>(null);
  const hoja = detail.data;
  const mine = hoja?.Revisores.find((r) => r.id === session.id);
  const iniciado = hoja?.ProyectoIniciado === true;
  // signed on this device, waiting for the connection: the answers are final here too
  const firmaEnCola = enCola.some((capture) => isFirma(capture) && capture.state === 'pendiente');
  const cerrada = hoja !== undefined && (hoja.FechaRevisionFinal !== null || mine?.Firmado === true || firmaEnCola);
  const open = iniciado && !cerrada;
  const total = hoja ? totalPreguntas(hoja) : 0;
  const respuestasEnCola = enCola.flatMap((capture) => {
    const form = answerFormOf(capture);
    return form && capture.state === 'pendiente' ? [form] : [];
  });
  const hechas = hoja ? respondidas(hoja, session.id, respuestasEnCola) : 0;
  const rechazadas = new Set(enCola.filter((capture) => capture.state === 'rechazada').map((capture) => capture.clientId));
  const faltan = total - hechas;
  // the questions above the fold first, the rest (and the signature) when the phone is idle
  const shown = useProgressive(total);
  // the sheet's first arrival renders in a transition (in slices; the placeholder stays until then):
  // a query's answer otherwise renders the whole page in one long task on a slow phone (issue 19 §5)
  const revealed = useRevealedInTransition(hoja !== undefined);
  const firmar = async (Imagen: string) => {
    if (!hoja) return;
    setFirmando(true);
    try {
      const outcome = await submitCapture({
        clientId: firmaClientId,
        module: 'neo',
        title: `${hoja.NombreChecklist} N° ${hoja.Numero} · ${hoja.NombreEspacio} · ${s.firmaTitulo}`,
        scope,
        editPath: pathname,
        request: { url: endpointHref('neo', neoCapturaEndpoints.sign, params), method: 'POST', body: { clientId: firmaClientId, Imagen } },
        uploadUrl: endpointHref('neo', uploadFile, { companyId: params.companyId }),
        files: [],
        form: FIRMA_FORM,
      });
      if (outcome.status === 'enviada') {
        notify('success', neo.captura.success.firma);
        setFirmaClientId(newClientId());
        void queryClient.invalidateQueries({ queryKey: key });
        void queryClient.invalidateQueries({ queryKey: misHojasKey });
      } else if (outcome.status === 'pendiente') {
        setFirmaClientId(newClientId());
      } else {
        notify('error', outcome.reason);
        // closed meanwhile (409): show the sheet as it is now
        void detail.refetch();
      }
    } catch {
      notify('error', offline.sinEspacio);
    } finally {
      setFirmando(false);
    }
  };

  // the first load: a placeholder of the page's size, so the sheet's title and questions appear in
  // place instead of moving the header (a short title, then the long one wrapping its button below)
  if ((!hoja && detail.isFetching) || (hoja && !revealed)) return <CapturaSkeleton />;

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
          <PendingCaptureList captures={enCola.filter((capture) => capture.state === 'rechazada' && capture.clientId !== editando?.clientId)} onEdit={edit} />
          {hoja.Preguntas.map((categoria, ci) => {
            const antes = primeraDe(hoja, ci);
            if (antes >= shown) return null;
            return (
              <Box key={`${ci}-${categoria.Categoria}`} sx={{ display: 'grid', gap: 1 }}>
                <Typography variant="subtitle1" component="h2">
                  {categoria.Categoria}
                </Typography>
                {categoria.Preguntas.slice(0, shown - antes).map((pregunta, pi) => (
                  <PreguntaCard
                    key={`${ci}-${pi}`}
                    params={params}
                    hoja={hoja}
                    categoria={ci}
                    pregunta={pi}
                    texto={pregunta}
                    disabled={!open}
                    onStored={onStored}
                    editando={editando}
                    rechazadas={rechazadas}
                    enCola={enCola}
                  />
                ))}
              </Box>
            );
          })}
          {shown < total ? null : (
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
                {firmaEnCola ? (
                  <Alert severity="info" sx={{ mb: 1 }} data-testid="firma-pendiente">
                    <strong>{offline.pendiente}</strong>. {offline.guardadaEnDispositivo}
                  </Alert>
                ) : null}
                <SignaturePad disabled={!open} sending={firmando} onSign={(Imagen) => (faltan > 0 ? setPorFirmar(Imagen) : void firmar(Imagen))} />
              </CardContent>
            </Card>
          )}
        </Box>
      ) : null}
      <ConfirmDialog
        open={porFirmar !== null}
        title={s.firmarTitulo}
        onClose={() => setPorFirmar(null)}
        onConfirm={() => {
          if (porFirmar) void firmar(porFirmar);
        }}
      >
        <span data-testid="firma-sin-responder">{s.sinResponder(faltan)}</span>
      </ConfirmDialog>
    </ScreenCard>
  );
}

/** The number of questions of the categories before `categoria` (its first question's place in the sheet). */
const primeraDe = (hoja: NeoHojaDetail, categoria: number) => hoja.Preguntas.slice(0, categoria).reduce((sum, c) => sum + c.Preguntas.length, 0);

/** The page while the sheet loads: its header, badge, progress line and first questions' room. */
function CapturaSkeleton() {
  return (
    <Box aria-busy="true" sx={{ display: 'grid', gap: 1.5 }}>
      <Skeleton variant="rounded" height={120} />
      <Skeleton variant="rounded" height={260} />
      <Skeleton variant="rounded" height={260} />
      <Skeleton variant="rounded" height={260} />
    </Box>
  );
}
