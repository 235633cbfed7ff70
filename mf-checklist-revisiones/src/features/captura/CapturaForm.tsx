import { uploadFile } from '@insp/contracts';
import * as cr from '@insp/contracts/checklist-revisiones';
import { offline } from '@insp/messages';
import { checklistRevisiones, checklistRevisionesScreens } from '@insp/messages/checklist-revisiones';
import { endpointHref, newClientId } from '@insp/mf-kit';
import { growingTextArea } from '@insp/ui/components';
import { endpointKey, useSharedQueryClient } from '@insp/ui/data';
import { type PendingCapture, PendingCaptureList, PhotoUploadProgress, submitCapture, useDeviceCaptures, useDevicePhotos } from '@insp/ui/offline';
import { PhotoPicker, PhotoTile } from '@insp/ui/screens/capture';
import { CatalogSelect } from '@insp/ui/screens/fields';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';

import { estadoLabel, ESTADOS } from '../../shared/estado.ts';
import { useArbol } from './arbol.ts';

const text = checklistRevisionesScreens.captura;
const S = 'checklist-revisiones';

interface Choice {
  recintoId: string;
  subcontratoId: string;
  errorTipoId: string;
  Comentario: string;
  Estado: string;
}
const empty: Choice = { recintoId: '', subcontratoId: '', errorTipoId: '', Comentario: '', Estado: '' };
type Errors = Partial<Record<'recintoId' | 'subcontratoId' | 'errorTipoId' | 'Comentario', string>>;

function validate(choice: Choice): Errors {
  const errors: Errors = {};
  if (!choice.recintoId) errors.recintoId = text.requeridos.recinto;
  if (!choice.subcontratoId) errors.subcontratoId = text.requeridos.subcontrato;
  if (!choice.errorTipoId) errors.errorTipoId = text.requeridos.errorTipo;
  if (choice.Comentario.trim().length > cr.COMENTARIO_MAX) errors.Comentario = checklistRevisiones.respuestas.errors.comentarioTooLong;
  return errors;
}

/**
 * The body of the capture page: the device queue's list, recinto → subcontrato → error tipo, photo,
 * comment, Estado and 'Guardar', then 'Registrar otra'. Its own chunk (with the photo queue), so the
 * page's title paints before this code arrives (issue 19 §5).
 */
export function CapturaForm({ params }: { params: cr.ListadoParams }) {
  const { companyId } = params;
  const arbol = useArbol(params);
  const queryClient = useSharedQueryClient();
  const { pathname } = useLocation();
  const scope = `checklist-revisiones/${params.listadoId}`;
  const [choice, setChoice] = useState<Choice>(empty);
  const [errors, setErrors] = useState<Errors>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // ONE id per answer, kept across retries: a retry after a lost answer gets the first one back
  const [clientId, setClientId] = useState(newClientId);
  const [editing, setEditing] = useState(false);
  /** The service's record, or 'pendiente': kept on this device until the connection returns. */
  const [registrada, setRegistrada] = useState<cr.RespuestaItem | 'pendiente' | null>(null);
  const { photos, add, clear, restore, asFiles } = useDevicePhotos(1);
  const photo = photos[0];

  const refresh = useCallback(() => {
    for (const queryKey of [
      endpointKey(S, cr.respuestasEndpoints.list, params),
      endpointKey(S, cr.listadosEndpoints.list, { companyId, projectId: params.projectId, revisionId: params.revisionId }),
      endpointKey(S, cr.recintosEndpoints.list, params),
    ])
      void queryClient.invalidateQueries({ queryKey });
  }, [queryClient, params, companyId]);

  /** 'Editar' a stored answer (here or from the app bar's list): its choices, photo and clientId back. */
  const edit = useCallback(
    (capture: PendingCapture) => {
      setClientId(capture.clientId);
      setChoice({ ...empty, ...(capture.form as Partial<Choice>) });
      restore(capture.files);
      setErrors({});
      setSubmitError(null);
      setEditing(true);
      setRegistrada(null);
    },
    [restore],
  );
  // this listado's answers kept on the device (offline, or refused); one arriving later refreshes the lists too
  const pendientes = useDeviceCaptures(scope, refresh, edit);

  const recintos = arbol.data?.recintos ?? [];
  const recinto = recintos.find((r) => r.id === choice.recintoId);
  const subcontrato = recinto?.subcontratos.find((s) => s.id === choice.subcontratoId);
  const set = (change: Partial<Choice>) => {
    const next = { ...choice, ...change };
    setChoice(next);
    if (Object.keys(errors).length > 0) setErrors(validate(next));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitError(null);
    const found = validate(choice);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (photo?.state === 'subiendo') return setSubmitError(text.esperaFoto);
    if (photo?.state === 'error') return setSubmitError(text.fotoConError);
    const errorTipo = subcontrato?.erroresTipo.find((e) => e.id === choice.errorTipoId);
    setSaving(true);
    try {
      const outcome = await submitCapture({
        clientId,
        module: S,
        title: [recinto?.Nombre, subcontrato?.Nombre, errorTipo?.Nombre].filter(Boolean).join(' · '),
        scope,
        editPath: pathname,
        request: {
          url: endpointHref(S, cr.respuestasEndpoints.capture, {
            ...params,
            recintoId: choice.recintoId,
            subcontratoId: choice.subcontratoId,
            errorTipoId: choice.errorTipoId,
          }),
          method: 'POST',
          body: { clientId, Imagen: null, Comentario: choice.Comentario, Estado: choice.Estado === '' ? null : (choice.Estado as cr.RespuestaEstado) },
        },
        uploadUrl: endpointHref(S, uploadFile, { companyId }),
        files: asFiles('Imagen', false),
        form: choice,
      });
      if (outcome.status === 'rechazada') {
        setSubmitError(outcome.reason);
      } else if (outcome.status === 'enviada') {
        const item = cr.respuestasEndpoints.capture.response.safeParse(outcome.response);
        refresh();
        setRegistrada(item.success ? item.data : 'pendiente');
      } else {
        setRegistrada('pendiente');
      }
    } catch {
      // the device could not store it (no space, no IndexedDB): the form keeps everything
      setSubmitError(offline.sinEspacio);
    } finally {
      setSaving(false);
    }
  };

  const otra = () => {
    clear();
    setClientId(newClientId());
    // the same room, subcontract and error type stay chosen: the next answer is usually beside it
    setChoice({ ...choice, Comentario: '', Estado: '' });
    setErrors({});
    setSubmitError(null);
    setEditing(false);
    setRegistrada(null);
  };

  return (
    <>
      <PendingCaptureList captures={pendientes.filter((c) => c.clientId !== clientId || !editing)} onEdit={edit} />
      {registrada ? (
        <Box data-testid="captura-registrada" data-state={registrada === 'pendiente' ? 'pendiente' : 'enviada'}>
          {registrada === 'pendiente' ? (
            <Alert severity="info" sx={{ mb: 2 }} data-testid="captura-pendiente-aviso">
              <strong>{offline.pendiente}</strong>. {offline.guardadaEnDispositivo}
            </Alert>
          ) : (
            <Alert severity="success" sx={{ mb: 2 }}>
              {text.registrada}
            </Alert>
          )}
          <Button variant="contained" size="large" fullWidth onClick={otra} data-testid="registrar-otra">
            {text.registrarOtra}
          </Button>
        </Box>
      ) : arbol.isPending ? (
        <LinearProgress />
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate data-testid="captura-form">
          {editing ? (
            <Alert severity="info" sx={{ mb: 2 }}>
              {offline.editando}
            </Alert>
          ) : null}
          {arbol.data && recintos.length === 0 ? (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {text.sinArbol}
            </Alert>
          ) : null}
          <CatalogSelect
            id="captura-recinto"
            label={text.recinto}
            value={choice.recintoId}
            options={recintos.map((r) => ({ value: r.id, label: r.Nombre }))}
            emptyLabel={text.elegir}
            required
            error={errors.recintoId}
            onChange={(recintoId) => set({ recintoId, subcontratoId: '', errorTipoId: '' })}
          />
          <CatalogSelect
            id="captura-subcontrato"
            label={text.subcontrato}
            value={choice.subcontratoId}
            options={(recinto?.subcontratos ?? []).map((s) => ({ value: s.id, label: s.Nombre }))}
            emptyLabel={text.elegir}
            required
            disabled={!recinto}
            error={errors.subcontratoId}
            onChange={(subcontratoId) => set({ subcontratoId, errorTipoId: '' })}
          />
          <CatalogSelect
            id="captura-error-tipo"
            label={text.errorTipo}
            value={choice.errorTipoId}
            options={(subcontrato?.erroresTipo ?? []).map((e) => ({ value: e.id, label: e.Nombre }))}
            emptyLabel={text.elegir}
            required
            disabled={!subcontrato}
            error={errors.errorTipoId}
            onChange={(errorTipoId) => set({ errorTipoId })}
          />
          <Box sx={{ my: 1 }}>
            <Typography variant="subtitle2">{text.foto}</Typography>
            {photo ? (
              <>
                <PhotoTile
                  preview={photo.preview}
                  state={photo.state}
                  error={photo.error}
                  alt={text.foto}
                  width={180}
                  height={140}
                  mt={1}
                  labels={{ ...text, subiendo: offline.preparandoFoto }}
                  onRemove={clear}
                />
                <PhotoUploadProgress clientId={clientId} photoKey={photo.key} index={0} />
              </>
            ) : null}
            <PhotoPicker label={text.agregarFoto} onFile={(file) => void add(file)} />
          </Box>
          <TextField
            label={text.comentario}
            value={choice.Comentario}
            onChange={(event) => set({ Comentario: event.target.value })}
            {...growingTextArea(2, { htmlInput: { 'data-testid': 'captura-comentario' } })}
            fullWidth
            margin="dense"
            error={Boolean(errors.Comentario)}
            helperText={errors.Comentario ?? ' '}
          />
          <CatalogSelect
            id="captura-estado"
            label={text.estado}
            value={choice.Estado}
            options={ESTADOS.map((e) => ({ value: e, label: estadoLabel(e) }))}
            emptyLabel={text.sinEstado}
            onChange={(Estado) => set({ Estado })}
          />
          {submitError ? (
            <Alert severity="error" sx={{ my: 1 }} data-testid="captura-error">
              {submitError}
            </Alert>
          ) : null}
          <Stack sx={{ mt: 2 }}>
            <Button type="submit" variant="contained" size="large" fullWidth disabled={saving} data-testid="captura-guardar">
              {saving ? text.guardando : text.guardar}
            </Button>
          </Stack>
        </form>
      )}
    </>
  );
}
