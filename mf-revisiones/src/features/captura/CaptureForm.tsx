import {
  captureObservacion,
  type CatalogosObservacion,
  type ListadoParams,
  listadosEndpoints,
  listObservaciones,
  ObservacionCreateBody,
  type ObservacionItem,
  projectEstadisticas,
  projectObservaciones,
  uploadFile,
} from '@insp/contracts';
import { offline } from '@insp/messages';
import { observaciones, observacionesScreens } from '@insp/messages/revisiones';
import { endpointHref, newClientId } from '@insp/mf-kit';
import { useRemoteProps } from '@insp/ui/components';
import { endpointKey, useSharedQueryClient } from '@insp/ui/data';
import { type FormErrors, TextFieldInput, zodValidate } from '@insp/ui/forms';
import {
  type DevicePhoto,
  type PendingCapture,
  PendingCaptureList,
  PhotoUploadProgress,
  submitCapture,
  useDeviceCaptures,
  useDevicePhotos,
} from '@insp/ui/offline';
import { PhotoPicker, PhotoTile } from '@insp/ui/screens/capture';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FORM_ERROR } from 'final-form';
import { useCallback, useState } from 'react';
import { Form } from 'react-final-form';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { z } from 'zod';

import { CatalogFields } from '../../shared/observaciones/CatalogFields.tsx';
import { errorTipoOptions, tieneErroresTipo, useCatalogos } from '../../shared/observaciones/catalogos.ts';
import { revisionesLinks } from '../../shared/paths.ts';

const text = observacionesScreens.captura;

/** The page's fields: the capture body's own schemas (the service answers with the same messages). */
const CapturaForm = ObservacionCreateBody.pick({ Sector: true, Recinto: true, Subcontrato: true, ErrorTipo: true, Prioridad: true, Comentario: true });
type CapturaValues = z.input<typeof CapturaForm>;
const validateFields = zodValidate(CapturaForm);

/** Plus the one rule the schema cannot see: a Subcontrato with error types needs one of them. */
export function validateCaptura(catalogos: CatalogosObservacion | undefined) {
  return (values: CapturaValues): FormErrors => {
    const errors = validateFields(values);
    if (!errors.ErrorTipo && values.Subcontrato && !values.ErrorTipo && tieneErroresTipo(catalogos, values.Subcontrato)) {
      return { ...errors, ErrorTipo: observaciones.errorTipoRequired };
    }
    return errors;
  };
}

/** How the last 'Guardar' ended: the service's record, or kept on this device until the connection returns. */
type Saved = { item: ObservacionItem | null; values: CapturaValues };

/**
 * The body of 'Nueva observación': the device queue's list, the fields, photos and 'Guardar', then
 * 'Registrar otra'. Its own chunk (with the form library and the photo queue), so the page's title
 * paints before this code arrives (issue 19 §5).
 */
export function CaptureForm({ listado }: { listado: ListadoParams }) {
  const { companyId, projectId, revisionId, listadoId } = listado;
  const { session } = useRemoteProps();
  const links = revisionesLinks(session, companyId);
  const catalogos = useCatalogos(companyId);
  const queryClient = useSharedQueryClient();
  const { pathname } = useLocation();
  const scope = `revisiones/${listadoId}`;
  // ONE id per form, kept across retries: a retry after a lost answer gets the first observation back
  const [clientId, setClientId] = useState(newClientId);
  const [formKey, setFormKey] = useState(0);
  const [initial, setInitial] = useState<Partial<CapturaValues>>({});
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<Saved | null>(null);
  const photos = useDevicePhotos(0);

  const refresh = useCallback(() => {
    for (const queryKey of [
      endpointKey('revisiones', listObservaciones, listado),
      // the listados table counts observations per listado
      endpointKey('revisiones', listadosEndpoints.list, { companyId, projectId, revisionId }),
      endpointKey('revisiones', projectObservaciones, { companyId, projectId }),
      endpointKey('revisiones', projectEstadisticas, { companyId, projectId }),
    ])
      void queryClient.invalidateQueries({ queryKey });
  }, [queryClient, listado, companyId, projectId, revisionId]);

  /** 'Editar' a stored capture (here or from the app bar's list): the form reopens with its data, photos and clientId. */
  const { restore } = photos;
  const edit = useCallback(
    (capture: PendingCapture) => {
      setClientId(capture.clientId);
      setInitial(capture.form as CapturaValues);
      restore(capture.files);
      setEditing(true);
      setSaved(null);
      setFormKey((k) => k + 1);
    },
    [restore],
  );
  // this listado's captures kept on the device (offline, or refused); one arriving later refreshes the lists too
  const pendientes = useDeviceCaptures(scope, refresh, edit);

  // 'Registrar otra': the next defect is usually in the same place, so sector and recinto stay
  const otra = () => {
    photos.clear();
    setClientId(newClientId());
    setInitial(saved ? { Sector: saved.values.Sector, Recinto: saved.values.Recinto } : {});
    setEditing(false);
    setFormKey((k) => k + 1);
    setSaved(null);
  };

  const submit = async (values: CapturaValues) => {
    if (photos.photos.some((p) => p.state === 'subiendo')) return { [FORM_ERROR]: text.esperaFotos };
    if (photos.photos.some((p) => p.state === 'error')) return { [FORM_ERROR]: text.fotoConError };
    try {
      const outcome = await submitCapture({
        clientId,
        module: 'revisiones',
        title: [values.Sector, values.Recinto, values.Subcontrato].join(' · '),
        scope,
        editPath: pathname,
        request: {
          url: endpointHref('revisiones', captureObservacion, listado),
          method: 'POST',
          body: {
            clientId,
            Sector: values.Sector,
            Recinto: values.Recinto,
            Subcontrato: values.Subcontrato,
            ErrorTipo: values.ErrorTipo ?? '',
            Prioridad: values.Prioridad,
            Comentario: values.Comentario ?? '',
            Imagenes: [],
          },
        },
        uploadUrl: endpointHref('revisiones', uploadFile, { companyId }),
        files: photos.asFiles('Imagenes', true),
        form: values,
      });
      if (outcome.status === 'rechazada') return { [FORM_ERROR]: outcome.reason };
      if (outcome.status === 'enviada') {
        const item = captureObservacion.response.safeParse(outcome.response);
        refresh();
        setSaved({ item: item.success ? item.data : null, values });
      } else {
        setSaved({ item: null, values });
      }
      return undefined;
    } catch {
      // the device could not store it (no space, no IndexedDB): the form keeps everything
      return { [FORM_ERROR]: offline.sinEspacio };
    }
  };

  const limite = catalogos.data?.LimiteFotos ?? 0;
  const sinCatalogos =
    catalogos.data &&
    (catalogos.data.sectores.length === 0 ||
      catalogos.data.subcontratos.length === 0 ||
      catalogos.data.prioridades.length === 0 ||
      catalogos.data.recintos.length === 0);

  return (
    <>
      <PendingCaptureList captures={pendientes.filter((c) => c.clientId !== clientId || !editing)} onEdit={edit} />
      {saved ? (
        <Box data-testid="captura-registrada" data-state={saved.item ? 'enviada' : 'pendiente'}>
          {saved.item ? (
            <Alert severity="success" sx={{ mb: 2 }}>
              {text.registrada(saved.item.Numero)}
            </Alert>
          ) : (
            <Alert severity="info" sx={{ mb: 2 }} data-testid="captura-pendiente-aviso">
              <strong>{offline.pendiente}</strong>. {offline.guardadaEnDispositivo}
            </Alert>
          )}
          <Stack spacing={1.5}>
            <Button variant="contained" size="large" onClick={otra} data-testid="registrar-otra">
              {text.registrarOtra}
            </Button>
            <Button component={RouterLink} to={links.observaciones(projectId, revisionId, listadoId)} size="large" data-testid="volver-observaciones">
              {text.volver}
            </Button>
          </Stack>
        </Box>
      ) : catalogos.isPending ? (
        <LinearProgress />
      ) : (
        <>
          {sinCatalogos ? (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {text.sinCatalogos}
            </Alert>
          ) : null}
          {editing ? (
            <Alert severity="info" sx={{ mb: 2 }}>
              {offline.editando}
            </Alert>
          ) : null}
          <Form<CapturaValues> key={formKey} onSubmit={submit} initialValues={initial} validate={validateCaptura(catalogos.data)}>
            {({ handleSubmit, submitting, submitError, values, form }) => (
              <form onSubmit={handleSubmit} noValidate data-testid="captura-form">
                <CatalogFields
                  idPrefix="captura"
                  labels={text}
                  catalogos={catalogos.data}
                  required={['Sector', 'Recinto', 'Subcontrato', 'Prioridad']}
                  errorTipo={{
                    options: values.Subcontrato ? errorTipoOptions(catalogos.data, values.Subcontrato) : [],
                    disabled: !values.Subcontrato || !tieneErroresTipo(catalogos.data, values.Subcontrato),
                  }}
                  onSubcontratoChanged={() => form.change('ErrorTipo', '')}
                />
                <TextFieldInput name="Comentario" label={text.comentario} multiline testId="captura-comentario" />
                <Fotos limite={limite} clientId={clientId} photos={photos.photos} onAdd={(file) => void photos.add(file)} onRemove={photos.remove} />
                {submitError ? (
                  <Alert severity="error" sx={{ my: 1 }} data-testid="captura-error">
                    {String(submitError)}
                  </Alert>
                ) : null}
                <Button type="submit" variant="contained" size="large" fullWidth disabled={submitting} sx={{ mt: 2 }} data-testid="captura-guardar">
                  {submitting ? text.guardando : text.guardar}
                </Button>
              </form>
            )}
          </Form>
        </>
      )}
    </>
  );
}

function Fotos({
  limite,
  clientId,
  photos,
  onAdd,
  onRemove,
}: {
  limite: number;
  clientId: string;
  photos: DevicePhoto[];
  onAdd: (file: File) => void;
  onRemove: (key: string) => void;
}) {
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="subtitle2">{text.fotos}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {limite > 0 ? text.limiteFotos(limite) : text.sinFotos}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {photos.map((photo, index) => (
          <Box key={photo.key}>
            <PhotoTile
              preview={photo.preview}
              state={photo.state}
              error={photo.error}
              alt={text.foto(index + 1)}
              width={150}
              height={120}
              labels={{ ...text, subiendo: offline.preparandoFoto }}
              onRemove={() => onRemove(photo.key)}
            />
            <PhotoUploadProgress clientId={clientId} photoKey={photo.key} index={index} />
          </Box>
        ))}
      </Stack>
      {photos.length < limite ? <PhotoPicker label={text.agregarFoto} onFile={onAdd} /> : null}
    </Box>
  );
}
