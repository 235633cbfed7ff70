import {
  type EstadoRespuestaOT,
  neoCapturaEndpoints,
  type NeoHojaDetail,
  type NeoHojaParams,
  neoHojasEndpoints,
  type NeoRespuesta,
  type NeoRespuestaBody,
} from '@insp/contracts/neo';
import { neoScreens } from '@insp/messages/neo';
import { newClientId } from '@insp/mf-kit';
import { useRemoteProps } from '@insp/ui/components';
import { endpointKey, useEndpointMutation, useSharedQueryClient } from '@insp/ui/data';
import { CameraIcon, dateTimeMinutes } from '@insp/ui/screens';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';

import { StoredImage } from '../../shared/StoredImage.tsx';
import { EstadoButtons } from './EstadoButtons.tsx';
import { uploadPhoto } from './photo.ts';
import { withAnswer } from './progreso.ts';

const s = neoScreens.captura;

export interface PreguntaCardProps {
  params: NeoHojaParams;
  hoja: NeoHojaDetail;
  categoria: number;
  pregunta: number;
  texto: string;
  disabled: boolean;
  /** An answer this page stored (its live event needs no reload of the sheet). */
  onStored: (answerId: string) => void;
}

interface Draft {
  Estado: EstadoRespuestaOT | null;
  Comentario: string;
  Foto: string | null;
}

type Body = Required<Omit<NeoRespuestaBody, 'Comentario' | 'Foto'>> & { Comentario: string; Foto: string | null };
type Status = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: string } | { kind: 'error'; message: string; body: Body };

const draftOf = (answer: NeoRespuesta | undefined): Draft => ({
  Estado: answer?.Estado ?? null,
  Comentario: answer?.Comentario ?? '',
  Foto: answer?.Foto ?? null,
});

/**
 * One question (issue 19 §4): slot 1 or 2, then Estado, comment and photo of the signed-in reviewer,
 * saved as they change, one request per change and in order: choosing an Estado saves at once, the
 * comment when the field is left, the photo once uploaded (the comment and photo wait for an Estado).
 * Each change is a new attempt with a new clientId; 'Reintentar' sends a failed one again with its
 * clientId, so a request that was stored is not recorded twice. A failed save keeps what was entered.
 */
export function PreguntaCard({ params, hoja, categoria, pregunta, texto, disabled, onStored }: PreguntaCardProps) {
  const { api, session, notify } = useRemoteProps();
  const [slot, setSlot] = useState<1 | 2>(1);
  const answerOf = (which: 1 | 2) =>
    hoja.Respuestas.find((a) => a.revisorId === session.id && a.categoria === categoria && a.pregunta === pregunta && a.slot === which);
  const saved = answerOf(slot);
  const [draft, setDraft] = useState<Draft>(() => draftOf(saved));
  const current = useRef(draft);
  // what the last save sent of this slot: leaving the comment unchanged sends nothing
  const sent = useRef<Draft>(draft);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [photo, setPhoto] = useState<{ preview: string | null; uploading: boolean; error: string | null }>({ preview: null, uploading: false, error: null });
  const queue = useRef<Promise<void>>(Promise.resolve());
  const testId = `pregunta-${categoria}-${pregunta}`;

  useEffect(() => () => void (photo.preview && URL.revokeObjectURL(photo.preview)), [photo.preview]);

  const queryClient = useSharedQueryClient();
  const detailKey = endpointKey('neo', neoHojasEndpoints.get, params);
  const answer = useEndpointMutation('neo', neoCapturaEndpoints.answer);

  const send = (body: Body) => {
    setStatus({ kind: 'saving' });
    queue.current = queue.current.then(async () => {
      try {
        const item = await answer.mutateAsync({ params, body });
        onStored(item.id);
        queryClient.setQueriesData<NeoHojaDetail>({ queryKey: detailKey }, (old) => (old ? withAnswer(old, item) : old));
        setStatus({ kind: 'saved', at: item.Fecha });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        setStatus({ kind: 'error', message, body });
        notify('error', message);
        // closed meanwhile (409): show the sheet as it is now
        void queryClient.invalidateQueries({ queryKey: detailKey });
      }
    });
  };
  const save = (next: Draft) => {
    if (!next.Estado) return;
    sent.current = next;
    send({ clientId: newClientId(), categoria, pregunta, slot, Estado: next.Estado, Comentario: next.Comentario, Foto: next.Foto });
  };
  const update = (patch: Partial<Draft>): Draft => {
    current.current = { ...current.current, ...patch };
    setDraft(current.current);
    return current.current;
  };
  const pickSlot = (which: 1 | 2) => {
    setSlot(which);
    const loaded = draftOf(answerOf(which));
    current.current = loaded;
    sent.current = loaded;
    setDraft(loaded);
    setStatus({ kind: 'idle' });
    setPhoto({ preview: null, uploading: false, error: null });
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
    save(update({ Foto: result.fileId }));
  };
  const leaveComment = () => {
    if (current.current.Comentario.trim() !== sent.current.Comentario.trim()) save(current.current);
  };

  return (
    <Card variant="outlined" data-testid={testId}>
      <CardContent sx={{ display: 'grid', gap: 1.25 }}>
        <Typography variant="body1">{texto}</Typography>
        <ToggleButtonGroup exclusive value={slot} onChange={(_e, value: 1 | 2 | null) => value && pickSlot(value)} disabled={disabled}>
          {([1, 2] as const).map((which) => (
            <ToggleButton key={which} value={which} data-testid={`${testId}-slot-${which}`} sx={{ minHeight: 44, px: 2, textTransform: 'none' }}>
              {s.slot(which)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <EstadoButtons value={draft.Estado} label={s.estado} testId={testId} disabled={disabled} onChoose={(Estado) => save(update({ Estado }))} />
        <TextField
          multiline
          minRows={1}
          label={s.comentario}
          value={draft.Comentario}
          disabled={disabled}
          onChange={(event) => update({ Comentario: event.target.value })}
          onBlur={leaveComment}
          slotProps={{ htmlInput: { 'data-testid': `${testId}-comentario` } }}
        />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Button component="label" variant="outlined" startIcon={<CameraIcon />} disabled={disabled || photo.uploading} sx={{ minHeight: 44 }}>
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
        <Box aria-live="polite" data-testid={`${testId}-estado-guardado`} sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 24 }}>
          {status.kind === 'saving' ? (
            <Typography variant="caption">{s.guardando}</Typography>
          ) : status.kind === 'error' ? (
            <>
              <Typography variant="caption" color="error">
                {status.message}
              </Typography>
              <Button size="small" disabled={disabled} onClick={() => send(status.body)} data-testid={`${testId}-reintentar`} sx={{ minHeight: 44 }}>
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
