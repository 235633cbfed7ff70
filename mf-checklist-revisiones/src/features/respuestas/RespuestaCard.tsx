import { useState } from 'react';
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
import * as cr from '@insp/contracts/checklist-revisiones';
import { checklistRevisiones, checklistRevisionesScreens } from '@insp/messages/checklist-revisiones';
import { chipSx } from '@insp/ui';
import { useRemoteProps } from '@insp/ui/components';
import { endpointKey, useEndpointMutation } from '@insp/ui/data';
import { EditIcon, useFullScreenDialog, useStoredImageUrl } from '@insp/ui/screens';
import { ImageDialog } from '../../shared/ImageDialog.tsx';
import { ESTADOS, estadoColors, estadoLabel, estadoTone } from '../../shared/estado.ts';
import { dateTime } from '../../shared/format.ts';

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

function EditDialog({ params, respuesta, onClose }: { params: cr.ErrorTipoParams; respuesta: cr.RespuestaItem; onClose: () => void }) {
  const { notify } = useRemoteProps();
  const fullScreen = useFullScreenDialog();
  const [comentario, setComentario] = useState(respuesta.Comentario);
  const [estado, setEstado] = useState<string>(respuesta.Estado ?? '');
  const update = useEndpointMutation(S, cr.respuestasEndpoints.update, {
    invalidates: () => [endpointKey(S, cr.respuestasEndpoints.list, params), endpointKey(S, cr.erroresTipoEndpoints.list, params)],
    onSuccess: (answer) => {
      notify('success', answer.message);
      onClose();
    },
    onError: (error) => notify('error', error.status === 400 ? error.message : t.errors.editarComentario),
  });
  const changedComentario = comentario.trim() !== respuesta.Comentario;
  const changedEstado = estado !== (respuesta.Estado ?? '');
  const save = () =>
    update.mutate({
      params: { ...params, respuestaId: respuesta.id },
      body: {
        ...(changedComentario ? { Comentario: comentario } : {}),
        ...(changedEstado ? { Estado: estado === '' ? null : (estado as cr.RespuestaEstado) } : {}),
      },
    });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle>{s.editarComentario}</DialogTitle>
      <DialogContent data-testid="respuesta-editar">
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
        <Button variant="contained" onClick={save} disabled={update.isPending || (!changedComentario && !changedEstado)} data-testid="editar-guardar">
          {checklistRevisionesScreens.comunes.guardar}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * An answer card (spec 001 §2 Answers page, §4 colours): image, comment (editable), state chip —
 * Por Resolver red, Resuelto green, 'Criterio Propietario' light green, none red 'Sin selección' —
 * and its dates ('Sin resolver.' until resolved).
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
          <Chip
            size="small"
            label={estadoLabel(respuesta.Estado)}
            data-testid="respuesta-estado"
            data-color={estadoTone(respuesta.Estado)}
            sx={chipSx(estadoColors(respuesta.Estado))}
          />
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
      </CardContent>
      {viewing && respuesta.Imagen ? <ImageDialog companyId={params.companyId} fileId={respuesta.Imagen} onClose={() => setViewing(false)} /> : null}
      {editing ? <EditDialog params={params} respuesta={respuesta} onClose={() => setEditing(false)} /> : null}
    </Card>
  );
}
