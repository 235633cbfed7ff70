import { type Correccion, DevolverCorreccionBody, type Endpoint } from '@insp/contracts';
import { portal, portalPantallas } from '@insp/messages/portal';
import { useRemoteProps } from '@insp/ui/components';
import { type GatewayService, type QueryKeyPrefix, useEndpointMutation } from '@insp/ui/data';
import { dateTime, PhotoViewerDialog, useFullScreenDialog, useStoredImageUrl } from '@insp/ui/screens';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { z } from 'zod';

const t = portalPantallas.consola;
type Answer = z.ZodType<{ message: string }>;

/** The item's accept / return routes (observations: revisiones; answers: checklist-revisiones). */
export interface CorreccionEndpoints<P> {
  aceptar: Endpoint<z.ZodType<unknown, P>, undefined, undefined, Answer>;
  devolver: Endpoint<z.ZodType<unknown, P>, undefined, z.ZodType<unknown, DevolverCorreccionBody>, Answer>;
}

/** 'Corrección informada' (or devuelta / aceptada) beside an item's state; nothing when the item has no fix. */
export function CorreccionChip({ correccion }: { correccion: Correccion | null | undefined }) {
  if (!correccion) return null;
  const color = correccion.estado === 'Informada' ? 'info' : correccion.estado === 'Aceptada' ? 'success' : 'warning';
  return <Chip size="small" variant="outlined" color={color} label={portal.correccionEstados[correccion.estado]} data-testid="correccion-chip" />;
}

function Thumb({
  service,
  companyId,
  fileId,
  label,
  onOpen,
}: {
  service: GatewayService;
  companyId: string;
  fileId: string;
  label: string;
  onOpen: () => void;
}) {
  const { url } = useStoredImageUrl(service, companyId, fileId, 'thumb');
  return (
    <ButtonBase onClick={onOpen} aria-label={label} sx={{ width: 72, height: 72, borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover' }}>
      {url ? <Box component="img" src={url} alt="" sx={{ width: 72, height: 72, objectFit: 'cover', display: 'block' }} /> : null}
    </ButtonBase>
  );
}

function DevolverDialog({ onClose, onSubmit }: { onClose: () => void; onSubmit: (comentario: string) => Promise<boolean> }) {
  const fullScreen = useFullScreenDialog();
  const [comentario, setComentario] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const parsed = DevolverCorreccionBody.safeParse({ comentario });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    setBusy(true);
    if (await onSubmit(parsed.data.comentario)) onClose();
    setBusy(false);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle>{t.devolverTitulo}</DialogTitle>
      <DialogContent>
        <TextField
          label={t.comentario}
          value={comentario}
          onChange={(event) => setComentario(event.target.value)}
          multiline
          minRows={3}
          fullWidth
          margin="dense"
          required
          error={error !== null}
          helperText={error ?? ' '}
          autoFocus
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t.cancelar}
        </Button>
        <Button variant="contained" color="warning" onClick={() => void submit()} disabled={busy}>
          {t.devolver}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export interface CorreccionRevisionProps<P> {
  service: GatewayService;
  companyId: string;
  correccion: Correccion;
  endpoints: CorreccionEndpoints<P>;
  /** The item's route params (accept / return). */
  params: P;
  /** What an accepted or returned fix changes (the item's list, its history). */
  invalidates: () => readonly QueryKeyPrefix[];
}

/**
 * The fix a subcontractor reported through a portal link (issue 20 §2), in an item's detail: its
 * state, what they wrote, when, and their photos (the module's files route); while 'Informada' the
 * director 'Aceptar' (the item becomes Resuelta / Resuelto) or 'Devolver' with a comment. Shared by
 * the revision observations and the checklist-review answers.
 */
export function CorreccionRevision<P>({ service, companyId, correccion, endpoints, params, invalidates }: CorreccionRevisionProps<P>) {
  const { notify } = useRemoteProps();
  const [viewing, setViewing] = useState<number | null>(null);
  const [devolviendo, setDevolviendo] = useState(false);
  const options = { invalidates, onSuccess: (answer: { message: string }) => notify('success', answer.message) };
  const aceptar = useEndpointMutation(service, endpoints.aceptar, { ...options, onError: (error) => notify('error', error.message) });
  const devolver = useEndpointMutation(service, endpoints.devolver, options);
  const informada = correccion.estado === 'Informada';
  return (
    <Paper variant="outlined" sx={{ p: 1.5, mt: 1.5 }} data-testid="correccion-revision">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography variant="subtitle2">{t.correccionDelSubcontratista}</Typography>
        <CorreccionChip correccion={correccion} />
        <Typography variant="caption" color="text.secondary">
          {t.informadaEl(dateTime(correccion.informadaEn))}
        </Typography>
      </Stack>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }} data-testid="correccion-comentario">
        {correccion.comentario}
      </Typography>
      {correccion.fotos.length > 0 ? (
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
          {correccion.fotos.map((fileId, i) => (
            <Thumb
              key={fileId}
              service={service}
              companyId={companyId}
              fileId={fileId}
              label={portalPantallas.pagina.verFoto(i + 1, correccion.fotos.length)}
              onOpen={() => setViewing(i)}
            />
          ))}
        </Stack>
      ) : null}
      {correccion.estado === 'Devuelta' && correccion.comentarioRevision ? (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {correccion.comentarioRevision}
        </Alert>
      ) : null}
      {informada ? (
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Button variant="contained" color="success" size="small" disabled={aceptar.isPending} onClick={() => aceptar.mutate({ params })}>
            {t.aceptar}
          </Button>
          <Button variant="outlined" color="warning" size="small" onClick={() => setDevolviendo(true)}>
            {t.devolver}
          </Button>
        </Stack>
      ) : null}
      {devolviendo ? (
        <DevolverDialog
          onClose={() => setDevolviendo(false)}
          onSubmit={async (comentario) => {
            try {
              await devolver.mutateAsync({ params, body: { comentario } });
              return true;
            } catch (error) {
              notify('error', error instanceof Error ? error.message : String(error));
              return false;
            }
          }}
        />
      ) : null}
      {viewing !== null ? (
        <PhotoViewerDialog
          service={service}
          companyId={companyId}
          fileIds={correccion.fotos}
          index={viewing}
          caption={t.correccionDelSubcontratista}
          onClose={() => setViewing(null)}
        />
      ) : null}
    </Paper>
  );
}
