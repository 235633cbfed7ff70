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
} from '@insp/contracts';
import { observaciones, observacionesScreens, revisiones } from '@insp/messages/revisiones';
import { newClientId } from '@insp/mf-kit';
import { ScreenCard, useRemoteProps, useRouteCompanyId } from '@insp/ui/components';
import { endpointKey, useEndpointMutation } from '@insp/ui/data';
import { type FormErrors, TextFieldInput, zodValidate } from '@insp/ui/forms';
import { nameOptions } from '@insp/ui/screens';
import { PhotoPicker, PhotoTile } from '@insp/ui/screens/capture';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { z } from 'zod';

import { errorTipoOptions, tieneErroresTipo, useCatalogos } from '../../shared/observaciones/catalogos.ts';
import { FormSelect } from '../../shared/observaciones/FormSelect.tsx';
import { ObservacionesBreadcrumbs } from '../../shared/observaciones/ObservacionesBreadcrumbs.tsx';
import { revisionesLinks } from '../../shared/paths.ts';
import { type PhotoSlot, usePhotoUploads } from './photos.ts';

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

/** 'Nueva observación' (issue 6 §3): what the field app did, from a phone browser (390 px first). */
export function CaptureScreen() {
  const { projectId, revisionId, listadoId } = useParams();
  const companyId = useRouteCompanyId();
  if (!companyId) return <Alert severity="error">{revisiones.contexto.sinEmpresa}</Alert>;
  if (!projectId || !revisionId || !listadoId) return <Alert severity="error">{revisiones.listados.empty.sinDatos}</Alert>;
  return <Captura listado={{ companyId, projectId, revisionId, listadoId }} />;
}

function Captura({ listado }: { listado: ListadoParams }) {
  const { companyId, projectId, revisionId, listadoId } = listado;
  const { session } = useRemoteProps();
  const links = revisionesLinks(session, companyId);
  const catalogos = useCatalogos(companyId);
  // ONE id per form, kept across retries: a retry after a lost answer gets the first observation back
  const [clientId, setClientId] = useState(newClientId);
  const [formKey, setFormKey] = useState(0);
  const [registrada, setRegistrada] = useState<ObservacionItem | null>(null);
  const photos = usePhotoUploads(companyId);
  const capture = useEndpointMutation('revisiones', captureObservacion, {
    invalidates: () => [
      endpointKey('revisiones', listObservaciones, listado),
      // the listados table counts observations per listado
      endpointKey('revisiones', listadosEndpoints.list, { companyId, projectId, revisionId }),
      endpointKey('revisiones', projectObservaciones, { companyId, projectId }),
      endpointKey('revisiones', projectEstadisticas, { companyId, projectId }),
    ],
  });

  const otra = () => {
    photos.clear();
    setClientId(newClientId());
    setFormKey((k) => k + 1);
    setRegistrada(null);
  };

  const submit = async (values: CapturaValues) => {
    if (photos.slots.some((s) => s.state === 'subiendo')) return { [FORM_ERROR]: text.esperaFotos };
    if (photos.slots.some((s) => s.state === 'error')) return { [FORM_ERROR]: text.fotoConError };
    try {
      const item = await capture.mutateAsync({
        params: listado,
        body: {
          clientId,
          Sector: values.Sector,
          Recinto: values.Recinto,
          Subcontrato: values.Subcontrato,
          ErrorTipo: values.ErrorTipo ?? '',
          Prioridad: values.Prioridad,
          Comentario: values.Comentario ?? '',
          Imagenes: photos.slots.flatMap((s) => (s.fileId ? [s.fileId] : [])),
        },
      });
      setRegistrada(item);
      return undefined;
    } catch (error) {
      return { [FORM_ERROR]: error instanceof Error ? error.message : String(error) };
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
    <Box sx={{ maxWidth: 640, mx: 'auto' }}>
      <ObservacionesBreadcrumbs
        companyId={companyId}
        projectId={projectId}
        revisionId={revisionId}
        listadoId={listadoId}
        current={text.title}
        linkObservaciones
      />
      <ScreenCard title={text.title} testId="nueva-observacion-screen" error={catalogos.error?.message ?? null}>
        {registrada ? (
          <Box data-testid="captura-registrada">
            <Alert severity="success" sx={{ mb: 2 }}>
              {text.registrada(registrada.Numero)}
            </Alert>
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
            <Form<CapturaValues> key={formKey} onSubmit={submit} validate={validateCaptura(catalogos.data)}>
              {({ handleSubmit, submitting, submitError, values, form }) => (
                <form onSubmit={handleSubmit} noValidate data-testid="captura-form">
                  <FormSelect
                    name="Sector"
                    id="captura-sector"
                    label={text.sector}
                    options={nameOptions(catalogos.data?.sectores ?? [])}
                    emptyLabel={text.elegir}
                    required
                  />
                  <FormSelect
                    name="Recinto"
                    id="captura-recinto"
                    label={text.recinto}
                    options={nameOptions(catalogos.data?.recintos ?? [])}
                    emptyLabel={text.elegir}
                    required
                  />
                  <FormSelect
                    name="Subcontrato"
                    id="captura-subcontrato"
                    label={text.subcontrato}
                    options={nameOptions(catalogos.data?.subcontratos ?? [])}
                    emptyLabel={text.elegir}
                    required
                    onChanged={() => form.change('ErrorTipo', '')}
                  />
                  <FormSelect
                    name="ErrorTipo"
                    id="captura-error-tipo"
                    label={text.errorTipo}
                    options={values.Subcontrato ? errorTipoOptions(catalogos.data, values.Subcontrato) : []}
                    emptyLabel={text.elegir}
                    disabled={!values.Subcontrato || !tieneErroresTipo(catalogos.data, values.Subcontrato)}
                  />
                  <FormSelect
                    name="Prioridad"
                    id="captura-prioridad"
                    label={text.prioridad}
                    options={nameOptions(catalogos.data?.prioridades ?? [])}
                    emptyLabel={text.elegir}
                    required
                  />
                  <TextFieldInput name="Comentario" label={text.comentario} multiline testId="captura-comentario" />
                  <Fotos limite={limite} slots={photos.slots} onAdd={(file) => void photos.add(file)} onRemove={photos.remove} />
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
      </ScreenCard>
    </Box>
  );
}

function Fotos({ limite, slots, onAdd, onRemove }: { limite: number; slots: PhotoSlot[]; onAdd: (file: File) => void; onRemove: (key: string) => void }) {
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="subtitle2">{text.fotos}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {limite > 0 ? text.limiteFotos(limite) : text.sinFotos}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {slots.map((slot, index) => (
          <PhotoTile
            key={slot.key}
            preview={slot.preview}
            state={slot.state}
            error={slot.error}
            alt={text.foto(index + 1)}
            width={150}
            height={120}
            labels={text}
            onRemove={() => onRemove(slot.key)}
          />
        ))}
      </Stack>
      {slots.length < limite ? <PhotoPicker label={text.agregarFoto} onFile={onAdd} /> : null}
    </Box>
  );
}
