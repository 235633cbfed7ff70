import * as cr from '@insp/contracts/checklist-revisiones';
import { common } from '@insp/messages';
import { checklistRevisiones, checklistRevisionesScreens } from '@insp/messages/checklist-revisiones';
import { isApiError, newClientId } from '@insp/mf-kit';
import { ScreenCard, useRouteCompanyId } from '@insp/ui/components';
import { endpointKey, useEndpointMutation, useEndpointQuery } from '@insp/ui/data';
import { CatalogSelect } from '@insp/ui/screens';
import { PhotoPicker, PhotoTile } from '@insp/ui/screens/capture';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router-dom';

import { ChecklistBreadcrumbs } from '../../shared/Breadcrumbs.tsx';
import { estadoLabel, ESTADOS } from '../../shared/estado.ts';
import { usePhoto } from './photo.ts';

const text = checklistRevisionesScreens.captura;
const S = 'checklist-revisiones';

/** The phone capture page of a listado (issue 7): recinto → subcontrato → error tipo, photo, comment, Estado. */
export function CapturaScreen() {
  const companyId = useRouteCompanyId();
  const { projectId, revisionId, listadoId } = useParams();
  if (!companyId) return <Alert severity="error">{common.noCompanySelected}</Alert>;
  if (!projectId || !revisionId || !listadoId) return <Alert severity="error">{checklistRevisiones.listados.errors.noExiste}</Alert>;
  return <Captura params={{ companyId, projectId, revisionId, listadoId }} />;
}

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

function Captura({ params }: { params: cr.ListadoParams }) {
  const { companyId } = params;
  const arbol = useEndpointQuery(S, cr.respuestasEndpoints.arbol, { params }, { staleTime: 60_000 });
  const [choice, setChoice] = useState<Choice>(empty);
  const [errors, setErrors] = useState<Errors>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  // ONE id per answer, kept across retries: a retry after a lost answer gets the first one back
  const [clientId, setClientId] = useState(newClientId);
  const [registrada, setRegistrada] = useState<cr.RespuestaItem | null>(null);
  const { photo, choose, clear } = usePhoto(companyId);
  const capture = useEndpointMutation(S, cr.respuestasEndpoints.capture, {
    invalidates: (input) => [
      endpointKey(S, cr.respuestasEndpoints.list, input.params),
      endpointKey(S, cr.listadosEndpoints.list, { companyId, projectId: params.projectId, revisionId: params.revisionId }),
      endpointKey(S, cr.recintosEndpoints.list, params),
    ],
  });

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
    try {
      const item = await capture.mutateAsync({
        params: { ...params, recintoId: choice.recintoId, subcontratoId: choice.subcontratoId, errorTipoId: choice.errorTipoId },
        body: {
          clientId,
          Imagen: photo?.fileId ?? null,
          Comentario: choice.Comentario,
          Estado: choice.Estado === '' ? null : (choice.Estado as cr.RespuestaEstado),
        },
      });
      setRegistrada(item);
    } catch (error) {
      setSubmitError(isApiError(error) ? error.message : common.unexpected);
    }
  };

  const otra = () => {
    clear();
    setClientId(newClientId());
    // the same room, subcontract and error type stay chosen: the next answer is usually beside it
    setChoice({ ...choice, Comentario: '', Estado: '' });
    setErrors({});
    setSubmitError(null);
    setRegistrada(null);
  };

  return (
    <Box sx={{ maxWidth: 640, mx: 'auto' }}>
      <ChecklistBreadcrumbs {...params} current={text.title} names />
      <ScreenCard title={text.title} testId="module-screen-checklist_revisiones" error={arbol.error?.message ?? null}>
        {registrada ? (
          <Box data-testid="captura-registrada">
            <Alert severity="success" sx={{ mb: 2 }}>
              {text.registrada}
            </Alert>
            <Button variant="contained" size="large" fullWidth onClick={otra} data-testid="registrar-otra">
              {text.registrarOtra}
            </Button>
          </Box>
        ) : arbol.isPending ? (
          <LinearProgress />
        ) : (
          <form onSubmit={(event) => void submit(event)} noValidate data-testid="captura-form">
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
                <PhotoTile
                  preview={photo.preview}
                  state={photo.state}
                  error={photo.error}
                  alt={text.foto}
                  width={180}
                  height={140}
                  mt={1}
                  labels={text}
                  onRemove={clear}
                />
              ) : null}
              <PhotoPicker label={text.agregarFoto} onFile={(file) => void choose(file)} />
            </Box>
            <TextField
              label={text.comentario}
              value={choice.Comentario}
              onChange={(event) => set({ Comentario: event.target.value })}
              multiline
              minRows={2}
              fullWidth
              margin="dense"
              error={Boolean(errors.Comentario)}
              helperText={errors.Comentario ?? ' '}
              slotProps={{ htmlInput: { 'data-testid': 'captura-comentario' } }}
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
              <Button type="submit" variant="contained" size="large" fullWidth disabled={capture.isPending} data-testid="captura-guardar">
                {capture.isPending ? text.guardando : text.guardar}
              </Button>
            </Stack>
          </form>
        )}
      </ScreenCard>
    </Box>
  );
}
