import { uploadFile } from '@insp/contracts';
import { type EstadoRespuestaOT, neoCapturaEndpoints, type NeoHojaDetail, type NeoHojaParams, neoHojasEndpoints, NeoRespuesta } from '@insp/contracts/neo';
import { offline } from '@insp/messages';
import { neoScreens } from '@insp/messages/neo';
import { endpointHref, newClientId } from '@insp/mf-kit';
import { growingTextArea, useRemoteProps } from '@insp/ui/components';
import { endpointKey, useSharedQueryClient } from '@insp/ui/data';
import { type CaptureDraft, onCaptureSent, type PendingCapture, reducePhoto, submitCapture } from '@insp/ui/offline';
import { CameraIcon, dateTimeMinutes } from '@insp/ui/screens';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

import { StoredImage } from '../../shared/StoredImage.tsx';
import { EstadoButtons } from './EstadoButtons.tsx';
import { capturaScope, withAnswer } from './progreso.ts';

const s = neoScreens.captura;

export interface PreguntaCardProps {
  params: NeoHojaParams;
  hoja: NeoHojaDetail;
  categoria: number;
  pregunta: number;
  texto: string;
  disabled: boolean;
  /** An answer this page stored (its live event needs no reload of the sheet). */
  onStored: (answer: NeoRespuesta) => void;
  /** A capture of this sheet the service refused, reopened here ('Editar'): the card it belongs to loads it. */
  editando: PendingCapture | null;
  /** The sheet's captures the service refused after they waited on the device (listed above with their reason). */
  rechazadas: ReadonlySet<string>;
  /** The sheet's captures kept on the device (read back after a reload: the card shows its own as they were chosen). */
  enCola: readonly PendingCapture[];
}

interface Draft {
  Estado: EstadoRespuestaOT | null;
  Comentario: string;
  Foto: string | null;
}

/** What a queued answer keeps to reopen its question ('Editar' after a refusal). */
export interface AnswerForm extends Draft {
  categoria: number;
  pregunta: number;
  slot: 1 | 2;
}

type Status =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'pendiente'; clientId: string }
  | { kind: 'saved'; at: string }
  | { kind: 'error'; message: string; draft: CaptureDraft };

const draftOf = (answer: NeoRespuesta | undefined): Draft => ({
  Estado: answer?.Estado ?? null,
  Comentario: answer?.Comentario ?? '',
  Foto: answer?.Foto ?? null,
});

/** The queued answer of this question, if `capture` is one. */
export function answerFormOf(capture: PendingCapture | null): AnswerForm | null {
  const form = capture?.form as Partial<AnswerForm> | undefined;
  return form && typeof form.categoria === 'number' && typeof form.pregunta === 'number' ? (form as AnswerForm) : null;
}

/** The latest answer of this question and slot still waiting on the device, if any. */
function latestQueued(enCola: readonly PendingCapture[], categoria: number, pregunta: number, slot: 1 | 2): PendingCapture | null {
  let latest: PendingCapture | null = null;
  for (const capture of enCola) {
    const form = answerFormOf(capture);
    if (capture.state !== 'pendiente' || !form || form.categoria !== categoria || form.pregunta !== pregunta || form.slot !== slot) continue;
    if (!latest || capture.seq > latest.seq) latest = capture;
  }
  return latest;
}

/**
 * One question (issue 19 §4): slot 1 or 2, then Estado, comment and photo of the signed-in reviewer,
 * saved as they change, one capture per change and in order: choosing an Estado saves at once, the
 * comment when the field is left, the photo once chosen (reduced on the device; the comment and
 * photo wait for an Estado). Each change goes through the device queue (@insp/ui/offline) with a new
 * clientId: without signal, or when the service fails, it stays on the phone as 'Pendiente de envío'
 * and is sent once, in order, when the connection returns; a refusal (409 closed sheet, 400) says
 * why, keeps what was entered and offers 'Reintentar' with the same clientId.
 */
export function PreguntaCard({ params, hoja, categoria, pregunta, texto, disabled, onStored, editando, rechazadas, enCola }: PreguntaCardProps) {
  const { session, notify } = useRemoteProps();
  const { pathname } = useLocation();
  const [slot, setSlot] = useState<1 | 2>(1);
  const answerOf = (which: 1 | 2) =>
    hoja.Respuestas.find((a) => a.revisorId === session.id && a.categoria === categoria && a.pregunta === pregunta && a.slot === which);
  const saved = answerOf(slot);
  const [draft, setDraft] = useState<Draft>(() => draftOf(saved));
  const current = useRef(draft);
  // what the last save sent of this slot: leaving the comment unchanged sends nothing
  const sent = useRef<Draft>(draft);
  // the photo taken here, reduced, until the service has it (then draft.Foto is its id)
  const devicePhoto = useRef<{ blob: Blob; name: string } | null>(null);
  // a refused capture reopened here: the next change replaces it (same clientId)
  const reopened = useRef<string | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [photo, setPhoto] = useState<{ preview: string | null; preparing: boolean }>({ preview: null, preparing: false });
  const queue = useRef<Promise<void>>(Promise.resolve());
  const mine = useRef(new Set<string>());
  const testId = `pregunta-${categoria}-${pregunta}`;

  useEffect(() => () => void (photo.preview && URL.revokeObjectURL(photo.preview)), [photo.preview]);

  const queryClient = useSharedQueryClient();
  const detailKey = endpointKey('neo', neoHojasEndpoints.get, params);

  const arrived = (item: NeoRespuesta, blob: Blob | null) => {
    onStored(item);
    queryClient.setQueriesData<NeoHojaDetail>({ queryKey: detailKey }, (old) => (old ? withAnswer(old, item) : old));
    // the photo the service now has: later changes send its id instead of the picture
    if (blob && devicePhoto.current?.blob === blob && item.Foto) {
      devicePhoto.current = null;
      current.current = { ...current.current, Foto: item.Foto };
      setDraft(current.current);
    }
    setStatus({ kind: 'saved', at: item.Fecha });
  };
  // a capture of this card that waited on the device arrives later (connection back)
  useEffect(
    () =>
      onCaptureSent((clientId, response) => {
        if (!mine.current.has(clientId)) return;
        const item = NeoRespuesta.safeParse(response);
        if (item.success) arrived(item.data, null);
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the listener reads refs and stable setters
    [],
  );

  const send = (capture: CaptureDraft) => {
    setStatus({ kind: 'saving' });
    mine.current.add(capture.clientId);
    const blob = capture.files[0]?.blob ?? null;
    queue.current = queue.current.then(async () => {
      try {
        const outcome = await submitCapture(capture);
        if (outcome.status === 'enviada') {
          const item = NeoRespuesta.safeParse(outcome.response);
          if (item.success) arrived(item.data, blob);
          else setStatus({ kind: 'idle' });
        } else if (outcome.status === 'pendiente') {
          setStatus({ kind: 'pendiente', clientId: capture.clientId });
        } else {
          setStatus({ kind: 'error', message: outcome.reason, draft: capture });
          notify('error', outcome.reason);
          // closed meanwhile (409): show the sheet as it is now
          void queryClient.invalidateQueries({ queryKey: detailKey });
        }
      } catch {
        // the device could not store it (no space, no IndexedDB): the card keeps everything
        setStatus({ kind: 'error', message: offline.sinEspacio, draft: capture });
      }
    });
  };
  const save = (next: Draft) => {
    if (!next.Estado) return;
    sent.current = next;
    const clientId = reopened.current ?? newClientId();
    reopened.current = null;
    const local = devicePhoto.current;
    const form: AnswerForm = { ...next, categoria, pregunta, slot };
    send({
      clientId,
      module: 'neo',
      title: `${hoja.NombreChecklist} N° ${hoja.Numero} · ${texto} · ${next.Estado}`,
      scope: capturaScope(params.hojaId),
      editPath: pathname,
      request: {
        url: endpointHref('neo', neoCapturaEndpoints.answer, params),
        method: 'POST',
        body: { clientId, categoria, pregunta, slot, Estado: next.Estado, Comentario: next.Comentario, Foto: local ? null : next.Foto },
      },
      uploadUrl: endpointHref('neo', uploadFile, { companyId: params.companyId }),
      files: local ? [{ key: 'foto', blob: local.blob, name: local.name, field: 'Foto', multiple: false, fileId: null }] : [],
      form,
    });
  };
  const update = (patch: Partial<Draft>): Draft => {
    current.current = { ...current.current, ...patch };
    setDraft(current.current);
    return current.current;
  };
  const load = (which: 1 | 2, loaded: Draft) => {
    setSlot(which);
    current.current = loaded;
    sent.current = loaded;
    devicePhoto.current = null;
    reopened.current = null;
    setDraft(loaded);
    setStatus({ kind: 'idle' });
    setPhoto({ preview: null, preparing: false });
  };
  const choosePhoto = async (file: File | undefined) => {
    if (!file) return;
    setPhoto({ preview: null, preparing: true });
    const blob = await reducePhoto(file);
    devicePhoto.current = { blob, name: file.name || 'foto.jpg' };
    setPhoto({ preview: typeof URL.createObjectURL === 'function' ? URL.createObjectURL(blob) : null, preparing: false });
    save(update({ Foto: null }));
  };
  const leaveComment = () => {
    if (current.current.Comentario.trim() !== sent.current.Comentario.trim()) save(current.current);
  };

  // after a reload (or a slot switch), this question's answer still on the device shows as it was
  // chosen, 'Pendiente de envío', instead of the older stored answer: nothing looks lost while it waits
  const enEspera = latestQueued(enCola, categoria, pregunta, slot);
  useEffect(() => {
    const form = answerFormOf(enEspera);
    if (!enEspera || !form || status.kind !== 'idle') return;
    mine.current.add(enEspera.clientId);
    current.current = { Estado: form.Estado, Comentario: form.Comentario, Foto: form.Foto };
    sent.current = current.current;
    setDraft(current.current);
    // a photo not uploaded yet goes again with the next change of this answer (never lost)
    const file = enEspera.files[0];
    if (file && !file.fileId) {
      devicePhoto.current = { blob: file.blob, name: file.name };
      setPhoto({ preview: typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file.blob) : null, preparing: false });
    }
    setStatus({ kind: 'pendiente', clientId: enEspera.clientId });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per queued capture and slot
  }, [enEspera?.clientId, slot]);

  // 'Editar' on a refused capture of this question: its slot and values come back, with its photo
  const reopen = answerFormOf(editando);
  const reopenId = reopen && reopen.categoria === categoria && reopen.pregunta === pregunta ? (editando?.clientId ?? null) : null;
  useEffect(() => {
    if (!reopenId || !editando || !reopen) return;
    load(reopen.slot, { Estado: reopen.Estado, Comentario: reopen.Comentario, Foto: reopen.Foto });
    const file = editando.files[0];
    if (file) {
      devicePhoto.current = { blob: file.blob, name: file.name };
      setPhoto({ preview: typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file.blob) : null, preparing: false });
    }
    reopened.current = reopenId;
    mine.current.add(reopenId);
    setStatus({ kind: 'error', message: editando.reason ?? '', draft: editando });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per reopened capture
  }, [reopenId]);

  return (
    <Card variant="outlined" data-testid={testId}>
      <CardContent sx={{ display: 'grid', gap: 1.25 }}>
        <Typography variant="body1">{texto}</Typography>
        <ToggleButtonGroup exclusive value={slot} onChange={(_e, value: 1 | 2 | null) => value && load(value, draftOf(answerOf(value)))} disabled={disabled}>
          {([1, 2] as const).map((which) => (
            <ToggleButton key={which} value={which} data-testid={`${testId}-slot-${which}`} sx={{ minHeight: 44, px: 2, textTransform: 'none' }}>
              {s.slot(which)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <EstadoButtons value={draft.Estado} label={s.estado} testId={testId} disabled={disabled} onChoose={(Estado) => save(update({ Estado }))} />
        <TextField
          {...growingTextArea(1, { htmlInput: { 'data-testid': `${testId}-comentario` } })}
          label={s.comentario}
          value={draft.Comentario}
          disabled={disabled}
          onChange={(event) => update({ Comentario: event.target.value })}
          onBlur={leaveComment}
        />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Button component="label" variant="outlined" startIcon={<CameraIcon />} disabled={disabled || photo.preparing} sx={{ minHeight: 44 }}>
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
          {photo.preparing ? <Typography variant="caption">{offline.preparandoFoto}</Typography> : null}
          {photo.preview ? (
            <Box component="img" src={photo.preview} alt={s.foto} sx={{ height: 56, borderRadius: 1 }} />
          ) : draft.Foto ? (
            <StoredImage companyId={params.companyId} fileId={draft.Foto} alt={s.foto} height={56} />
          ) : null}
        </Box>
        <Box aria-live="polite" data-testid={`${testId}-estado-guardado`} sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 24 }}>
          {status.kind === 'saving' ? (
            <Typography variant="caption">{s.guardando}</Typography>
          ) : status.kind === 'pendiente' ? (
            rechazadas.has(status.clientId) ? (
              <Chip size="small" color="error" label={offline.rechazada} data-testid={`${testId}-rechazada`} />
            ) : (
              <Chip size="small" color="warning" label={offline.pendiente} data-testid={`${testId}-pendiente`} />
            )
          ) : status.kind === 'error' ? (
            <>
              <Typography variant="caption" color="error">
                {status.message}
              </Typography>
              <Button size="small" disabled={disabled} onClick={() => send(status.draft)} data-testid={`${testId}-reintentar`} sx={{ minHeight: 44 }}>
                {s.reintentar}
              </Button>
            </>
          ) : !draft.Estado && (draft.Comentario.trim() !== '' || draft.Foto) ? (
            <Typography variant="caption" color="text.secondary">
              {s.elegirEstado}
            </Typography>
          ) : status.kind === 'saved' || saved ? (
            <Typography variant="caption" color="text.secondary">
              {s.guardada(dateTimeMinutes(status.kind === 'saved' ? status.at : (saved?.Fecha ?? '')))}
            </Typography>
          ) : null}
        </Box>
      </CardContent>
    </Card>
  );
}
