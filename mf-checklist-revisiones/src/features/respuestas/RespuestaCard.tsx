import * as cr from '@insp/contracts/checklist-revisiones';
import { checklistRevisiones, checklistRevisionesScreens } from '@insp/messages/checklist-revisiones';
import { type ApiClient, endpointClient, isApiError } from '@insp/mf-kit';
import { chipSx } from '@insp/ui';
import { useRemoteProps } from '@insp/ui/components';
import { endpointKey, useEndpointMutation, useSharedQueryClient } from '@insp/ui/data';
import { CorreccionChip, CorreccionRevision } from '@insp/ui/review-family';
import { dateTime } from '@insp/ui/screens';
import { EditIcon, useFullScreenDialog, useStoredImageUrl } from '@insp/ui/screens';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { estadoColors, estadoLabel, ESTADOS, estadoTone } from '../../shared/estado.ts';
import { ImageDialog } from '../../shared/ImageDialog.tsx';

const t = checklistRevisiones.respuestas;
const s = checklistRevisionesScreens.respuestas;
const S = 'checklist-revisiones';
const THUMB_HEIGHT = 160;

function Thumb({ companyId, fileId, onOpen }: { companyId: string; fileId: string; onOpen: () => void }) {
  const { url, failed } = useStoredImageUrl(S, companyId, fileId, 'thumb');
  return (
    <ButtonBase onClick={onOpen} aria-label={s.verImagen} data-testid="respuesta-imagen" sx={{ width: '100%', height: THUMB_HEIGHT, bgcolor: 'action.hover' }}>
      {url ? (
        <Box component="img" src={url} alt={s.imagen} sx={{ width: '100%', height: THUMB_HEIGHT, objectFit: 'cover', display: 'block' }} />
      ) : failed ? (
        <Typography variant="caption" color="text.secondary">
          {t.errors.imagenNoExiste}
        </Typography>
      ) : (
        <CircularProgress size={24} />
      )}
    </ButtonBase>
  );
}

/**
 * The answer as the service has it now: from the shown pages once they have been refetched, else
 * asked by id.
 */
async function freshRespuesta(
  client: ReturnType<typeof useSharedQueryClient>,
  api: ApiClient,
  params: cr.ErrorTipoParams,
  id: string,
): Promise<cr.RespuestaItem> {
  const listKey = endpointKey(S, cr.respuestasEndpoints.list, params);
  await client.invalidateQueries({ queryKey: listKey });
  const shown = client
    .getQueriesData<{ pages: Array<{ items: cr.RespuestaItem[] }> }>({ queryKey: listKey, type: 'active' })
    .flatMap(([, data]) => data?.pages.flatMap((page) => page.items) ?? []);
  return (
    shown.find((candidate) => candidate.id === id) ?? (await endpointClient(api, S)(cr.respuestasEndpoints.get, { params: { ...params, respuestaId: id } }))
  );
}

/**
 * 'Editar comentario': the edit carries the Version of the answer it was made on; when another user
 * changed the answer meanwhile the service refuses it (409) and the dialog offers 'Recargar': the
 * answers are asked again and the fields start over from the answer as it is now.
 */
function EditDialog({ params, respuesta: opened, onClose }: { params: cr.ErrorTipoParams; respuesta: cr.RespuestaItem; onClose: () => void }) {
  const { notify, api } = useRemoteProps();
  const client = useSharedQueryClient();
  const fullScreen = useFullScreenDialog();
  const [respuesta, setRespuesta] = useState(opened);
  const [comentario, setComentario] = useState(opened.Comentario);
  const [estado, setEstado] = useState<string>(opened.Estado ?? '');
  const [problem, setProblem] = useState<{ message: string; conflict: boolean } | null>(null);
  const [reloading, setReloading] = useState(false);
  const update = useEndpointMutation(S, cr.respuestasEndpoints.update, {
    invalidates: () => [endpointKey(S, cr.respuestasEndpoints.list, params), endpointKey(S, cr.erroresTipoEndpoints.list, params)],
    onSuccess: (answer) => {
      notify('success', answer.message);
      onClose();
    },
    onError: (error) => {
      if (error.status === 409) {
        notify('error', t.errors.conflicto);
        setProblem({ message: t.errors.conflicto, conflict: true });
        return;
      }
      notify('error', error.status === 400 ? error.message : t.errors.editarComentario);
    },
  });
  const reload = async () => {
    setReloading(true);
    try {
      const fresh = await freshRespuesta(client, api, params, respuesta.id);
      setRespuesta(fresh);
      setComentario(fresh.Comentario);
      setEstado(fresh.Estado ?? '');
      setProblem(null);
    } catch (error) {
      setProblem({ message: isApiError(error) ? error.message : t.errors.noExiste, conflict: true });
    } finally {
      setReloading(false);
    }
  };
  const changedComentario = comentario.trim() !== respuesta.Comentario;
  const changedEstado = estado !== (respuesta.Estado ?? '');
  const save = () =>
    update.mutate({
      params: { ...params, respuestaId: respuesta.id },
      body: {
        ...(changedComentario ? { Comentario: comentario } : {}),
        ...(changedEstado ? { Estado: estado === '' ? null : (estado as cr.RespuestaEstado) } : {}),
        ...(respuesta.Version !== undefined ? { Version: respuesta.Version } : {}),
      },
    });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle>{s.editarComentario}</DialogTitle>
      <DialogContent data-testid="respuesta-editar">
        {problem ? (
          <Alert
            severity="error"
            sx={{ mb: 1 }}
            data-testid="respuesta-editar-error"
            action={
              problem.conflict ? (
                <Button color="inherit" size="small" onClick={() => void reload()} disabled={reloading} data-testid="respuesta-editar-recargar">
                  {s.recargar}
                </Button>
              ) : undefined
            }
          >
            {problem.message}
          </Alert>
        ) : null}
        <TextField
          label={t.campos.comentario}
          value={comentario}
          onChange={(event) => setComentario(event.target.value)}
          multiline
          minRows={3}
          fullWidth
          margin="dense"
          slotProps={{ htmlInput: { 'data-testid': 'editar-comentario', maxLength: cr.COMENTARIO_MAX } }}
        />
        <TextField
          select
          label={t.campos.estado}
          value={estado}
          onChange={(event) => setEstado(event.target.value)}
          fullWidth
          margin="dense"
          slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'editar-estado' } }}
        >
          <option value="">{t.sinSeleccion}</option>
          {ESTADOS.map((e) => (
            <option key={e} value={e}>
              {estadoLabel(e)}
            </option>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={update.isPending}>
          {checklistRevisionesScreens.comunes.cancelar}
        </Button>
        <Button
          variant="contained"
          onClick={save}
          disabled={update.isPending || problem?.conflict === true || (!changedComentario && !changedEstado)}
          data-testid="editar-guardar"
        >
          {checklistRevisionesScreens.comunes.guardar}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * An answer card (spec 001 §2 Answers page, §4 colours): image, comment (editable), state chip —
 * Por Resolver red, Resuelto green, 'Criterio Propietario' light green, none red 'Sin selección' —
 * and its dates ('Sin resolver.' until resolved); a fix reported through the portal beside the state
 * ('Corrección informada') and below, to accept or return (issue 20 §2).
 */
export function RespuestaCard({ params, respuesta }: { params: cr.ErrorTipoParams; respuesta: cr.RespuestaItem }) {
  const [viewing, setViewing] = useState(false);
  const [editing, setEditing] = useState(false);
  return (
    <Card variant="outlined" data-testid={`respuesta-${respuesta.id}`} sx={{ display: 'flex', flexDirection: 'column' }}>
      {respuesta.Imagen ? (
        <Thumb companyId={params.companyId} fileId={respuesta.Imagen} onOpen={() => setViewing(true)} />
      ) : (
        <Box sx={{ height: THUMB_HEIGHT, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'action.hover' }}>
          <Typography variant="caption" color="text.secondary">
            {s.sinImagen}
          </Typography>
        </Box>
      )}
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
            <Chip
              size="small"
              label={estadoLabel(respuesta.Estado)}
              data-testid="respuesta-estado"
              data-color={estadoTone(respuesta.Estado)}
              sx={chipSx(estadoColors(respuesta.Estado))}
            />
            <CorreccionChip correccion={respuesta.correccion} />
          </Stack>
          <Typography variant="caption" color="text.secondary">
            {s.orden(respuesta.Order)}
          </Typography>
        </Stack>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mb: 1 }} data-testid="respuesta-comentario">
          {respuesta.Comentario}
        </Typography>
        <Typography variant="caption" component="div" color="text.secondary" data-testid="respuesta-creada">
          {`${t.campos.creada}: ${dateTime(respuesta.FechaCreacion)}`}
        </Typography>
        <Typography variant="caption" component="div" color="text.secondary" data-testid="respuesta-resuelta">
          {`${t.campos.resuelta}: ${respuesta.FechaResuelta ? dateTime(respuesta.FechaResuelta) : t.sinResolver}`}
        </Typography>
        <Button size="small" startIcon={<EditIcon />} onClick={() => setEditing(true)} sx={{ mt: 1 }} data-testid="respuesta-editar-boton">
          {s.editarComentario}
        </Button>
        {respuesta.correccion ? (
          <CorreccionRevision
            service={S}
            companyId={params.companyId}
            correccion={respuesta.correccion}
            endpoints={cr.respuestaCorreccionEndpoints}
            params={{ ...params, respuestaId: respuesta.id }}
            invalidates={() => [endpointKey(S, cr.respuestasEndpoints.list, params), endpointKey(S, cr.erroresTipoEndpoints.list, params)]}
          />
        ) : null}
      </CardContent>
      {viewing && respuesta.Imagen ? <ImageDialog companyId={params.companyId} fileIds={[respuesta.Imagen]} onClose={() => setViewing(false)} /> : null}
      {editing ? <EditDialog params={params} respuesta={respuesta} onClose={() => setEditing(false)} /> : null}
    </Card>
  );
}
