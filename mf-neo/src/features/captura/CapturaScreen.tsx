import { type EstadoRespuestaOT, neoCapturaEndpoints, type NeoHojaDetail, type NeoHojaParams, neoHojasEndpoints, type NeoRespuesta } from '@insp/contracts/neo';
import { estadosRespuestaOT, etiquetasEstadoOT, neo, neoScreens } from '@insp/messages/neo';
import { newClientId } from '@insp/mf-kit';
import { ConfirmDialog, ScreenCard, useRemoteProps } from '@insp/ui/components';
import { endpointKey, useEndpointMutation, useEndpointQuery, useLiveInvalidation, useSharedQueryClient } from '@insp/ui/data';
import { dateTimeMinutes } from '@insp/ui/screens';
import { CameraIcon } from '@insp/ui/screens';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';

import { useNeo } from '../../shared/context.ts';
import { Insignia } from '../../shared/Insignia.tsx';
import { NoCompany } from '../../shared/NoCompany.tsx';
import { StoredImage } from '../../shared/StoredImage.tsx';
import { uploadPhoto } from './photo.ts';
import { SignaturePad } from './SignaturePad.tsx';

const s = neoScreens.captura;

/**
 * The reviewer's capture page of one sheet (a phone at 390 px): each question answered in slot 1 or
 * 2 with Estado (Conforme / Rechazado / No se considera / Por revisar / No revisa), a comment and a
 * photo, then a signature drawn on a canvas. Every save carries a clientId kept until it succeeds,
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

/** How many questions of the sheet have no answer of the reviewer in either slot. */
function sinResponder(hoja: NeoHojaDetail, revisorId: string): number {
  const answered = new Set(hoja.Respuestas.filter((a) => a.revisorId === revisorId).map((a) => `${a.categoria}:${a.pregunta}`));
  return hoja.Preguntas.reduce((count, categoria, ci) => count + categoria.Preguntas.filter((_p, pi) => !answered.has(`${ci}:${pi}`)).length, 0);
}

function Captura({ params }: { params: NeoHojaParams }) {
  const { session, navigate, notify } = useRemoteProps();
  const { links } = useNeo();
  const detail = useEndpointQuery('neo', neoHojasEndpoints.get, { params });
  const key = endpointKey('neo', neoHojasEndpoints.get, params);
  // the sheet, its answers and signatures, and the project's start / finish, changed elsewhere
  useLiveInvalidation('neo', params.companyId, (change) =>
    change.parents.hojaId === params.hojaId || change.entityId === params.hojaId || (change.entity === 'ProyectoOT' && change.entityId === params.projectId)
      ? [key]
      : [],
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
  const faltan = hoja ? sinResponder(hoja, session.id) : 0;
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
          {hoja.Preguntas.map((categoria, ci) => (
            <Box key={`${ci}-${categoria.Categoria}`} sx={{ display: 'grid', gap: 1 }}>
              <Typography variant="subtitle1" component="h2">
                {categoria.Categoria}
              </Typography>
              {categoria.Preguntas.map((pregunta, pi) => (
                <PreguntaCard key={`${ci}-${pi}`} params={params} hoja={hoja} categoria={ci} pregunta={pi} texto={pregunta} disabled={!open} />
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

interface PreguntaCardProps {
  params: NeoHojaParams;
  hoja: NeoHojaDetail;
  categoria: number;
  pregunta: number;
  texto: string;
  disabled: boolean;
}

interface Draft {
  Estado: EstadoRespuestaOT | null;
  Comentario: string;
  Foto: string | null;
}

const draftOf = (answer: NeoRespuesta | undefined): Draft => ({
  Estado: answer?.Estado ?? null,
  Comentario: answer?.Comentario ?? '',
  Foto: answer?.Foto ?? null,
});

/** One question: slot 1 or 2, Estado, comment and photo of the signed-in reviewer, saved together. */
function PreguntaCard({ params, hoja, categoria, pregunta, texto, disabled }: PreguntaCardProps) {
  const { api, session, notify } = useRemoteProps();
  const [slot, setSlot] = useState<1 | 2>(1);
  const answerOf = (which: 1 | 2) =>
    hoja.Respuestas.find((a) => a.revisorId === session.id && a.categoria === categoria && a.pregunta === pregunta && a.slot === which);
  const saved = answerOf(slot);
  const [draft, setDraft] = useState<Draft>(() => draftOf(saved));
  const [clientId, setClientId] = useState(newClientId);
  const [photo, setPhoto] = useState<{ preview: string | null; uploading: boolean; error: string | null }>({ preview: null, uploading: false, error: null });
  const testId = `pregunta-${categoria}-${pregunta}`;

  useEffect(() => () => void (photo.preview && URL.revokeObjectURL(photo.preview)), [photo.preview]);

  const queryClient = useSharedQueryClient();
  const answer = useEndpointMutation('neo', neoCapturaEndpoints.answer, {
    invalidates: () => [endpointKey('neo', neoHojasEndpoints.get, params)],
    onSuccess: () => {
      notify('success', neo.captura.success.respuesta);
      setClientId(newClientId());
    },
    onError: (error) => {
      notify('error', error.message);
      // closed meanwhile (409): show the sheet as it is now
      void queryClient.invalidateQueries({ queryKey: endpointKey('neo', neoHojasEndpoints.get, params) });
    },
  });
  // a changed answer is a new attempt: a new clientId (a plain retry keeps the old one)
  const change = (next: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setClientId(newClientId());
  };
  const pickSlot = (which: 1 | 2) => {
    setSlot(which);
    setDraft(draftOf(answerOf(which)));
    setPhoto({ preview: null, uploading: false, error: null });
    setClientId(newClientId());
  };
  const choosePhoto = async (file: File | undefined) => {
    if (!file) return;
    const preview = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
    setPhoto({ preview, uploading: true, error: null });
    const result = await uploadPhoto(api, params.companyId, file);
    if ('error' in result) {
      setPhoto({ preview, uploading: false, error: result.error });
      return;
    }
    setPhoto({ preview, uploading: false, error: null });
    change({ Foto: result.fileId });
  };

  return (
    <Card variant="outlined" data-testid={testId}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="body1">{texto}</Typography>
        <ToggleButtonGroup size="small" exclusive value={slot} onChange={(_e, value: 1 | 2 | null) => value && pickSlot(value)} disabled={disabled}>
          {([1, 2] as const).map((which) => (
            <ToggleButton key={which} value={which} data-testid={`${testId}-slot-${which}`}>
              {s.slot(which)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={draft.Estado}
          onChange={(_e, value: EstadoRespuestaOT | null) => value && change({ Estado: value })}
          disabled={disabled}
          aria-label={s.estado}
          sx={{ flexWrap: 'wrap' }}
        >
          {estadosRespuestaOT.map((estado) => (
            <ToggleButton key={estado} value={estado} data-testid={`${testId}-estado-${estado}`} sx={{ textTransform: 'none' }}>
              {etiquetasEstadoOT[estado]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <TextField
          size="small"
          multiline
          minRows={1}
          label={s.comentario}
          value={draft.Comentario}
          disabled={disabled}
          onChange={(event) => change({ Comentario: event.target.value })}
          slotProps={{ htmlInput: { 'data-testid': `${testId}-comentario` } }}
        />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Button component="label" size="small" variant="outlined" startIcon={<CameraIcon />} disabled={disabled || photo.uploading}>
            {s.tomarFoto}
            <input
              hidden
              type="file"
              accept="image/*"
              capture="environment"
              data-testid={`${testId}-foto`}
              onChange={(event) => void choosePhoto(event.target.files?.[0])}
            />
          </Button>
          {photo.uploading ? <Typography variant="caption">{s.subiendo}</Typography> : null}
          {photo.error ? (
            <Typography variant="caption" color="error">
              {photo.error}
            </Typography>
          ) : null}
          {photo.preview ? (
            <Box component="img" src={photo.preview} alt={s.foto} sx={{ height: 56, borderRadius: 1 }} />
          ) : draft.Foto ? (
            <StoredImage companyId={params.companyId} fileId={draft.Foto} alt={s.foto} height={56} />
          ) : null}
        </Box>
        <Box>
          <Button
            variant="contained"
            size="small"
            disabled={disabled || !draft.Estado || photo.uploading || answer.isPending}
            onClick={() =>
              draft.Estado &&
              answer.mutate({ params, body: { clientId, categoria, pregunta, slot, Estado: draft.Estado, Comentario: draft.Comentario, Foto: draft.Foto } })
            }
            data-testid={`${testId}-guardar`}
          >
            {s.guardar}
          </Button>
          {saved ? (
            <Typography variant="caption" color="text.secondary" sx={{ ml: 1 }}>
              {`${etiquetasEstadoOT[saved.Estado]} · ${dateTimeMinutes(saved.Fecha)}`}
            </Typography>
          ) : null}
        </Box>
      </CardContent>
    </Card>
  );
}
