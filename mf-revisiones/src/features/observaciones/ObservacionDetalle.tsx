import { type ListadoParams, listObservaciones, observacionCorreccionEndpoints, observacionHistory, type ObservacionItem } from '@insp/contracts';
import { observacionesScreens } from '@insp/messages/revisiones';
import { endpointKey } from '@insp/ui/data';
import { CorreccionRevision } from '@insp/ui/review-family';
import { dateTime, PhotoViewerDialog } from '@insp/ui/screens';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { PhotoThumb } from './images.tsx';

const text = observacionesScreens.detalle;

/** §9: at most two photos per observation are shown. */
const MAX_FOTOS = 2;

function Campo({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" data-testid={testId} sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {value || text.sinDato}
      </Typography>
    </Box>
  );
}

export interface ObservacionDetalleProps {
  listado: ListadoParams;
  item: ObservacionItem;
  onEdit: () => void;
  onHistory: () => void;
}

/**
 * The expanded 'Detalle' of a row (spec 001 §2): fields, due dates, up to two photos, edit and history;
 * and the fix a subcontractor reported through the portal, to accept or return (issue 20 §2).
 */
export function ObservacionDetalle({ listado, item, onEdit, onHistory }: ObservacionDetalleProps) {
  const { companyId } = listado;
  const [viewing, setViewing] = useState<number | null>(null);
  const fotos = item.Imagenes.slice(0, MAX_FOTOS);
  return (
    <Box sx={{ py: 1.5 }} data-testid="observacion-detalle">
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {text.title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
        <Campo label={text.sector} value={item.Sector} testId="detalle-sector" />
        <Campo label={text.recinto} value={item.Recinto} testId="detalle-recinto" />
        <Campo label={text.subcontrato} value={item.Subcontrato} testId="detalle-subcontrato" />
        <Campo label={text.errorTipo} value={item.ErrorTipo} testId="detalle-error-tipo" />
        <Campo label={text.porVencer} value={dateTime(item.PorVencer)} />
        <Campo label={text.vencimiento} value={dateTime(item.Vencida)} />
        <Campo label={text.resuelta} value={item.Resuelta ? dateTime(item.Resuelta) : text.sinResolver} testId="detalle-resuelta" />
        <Campo label={text.registradaPor} value={item.createdBy.name} />
      </Box>
      <Box sx={{ mt: 1.5 }}>
        <Campo label={text.comentario} value={item.Comentario} testId="detalle-comentario" />
      </Box>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 1.5 }}>
        {text.fotos}
      </Typography>
      {fotos.length === 0 ? (
        <Typography variant="body2">{text.sinFotos}</Typography>
      ) : (
        <Stack direction="row" spacing={1} sx={{ mt: 0.5, flexWrap: 'wrap' }}>
          {fotos.map((fileId, index) => (
            <PhotoThumb key={fileId} companyId={companyId} fileId={fileId} index={index} onOpen={() => setViewing(index)} />
          ))}
        </Stack>
      )}
      {item.correccion ? (
        <CorreccionRevision
          service="revisiones"
          companyId={companyId}
          correccion={item.correccion}
          endpoints={observacionCorreccionEndpoints}
          params={{ ...listado, observacionId: item.id }}
          invalidates={() => [
            endpointKey('revisiones', listObservaciones, listado),
            endpointKey('revisiones', observacionHistory, { ...listado, observacionId: item.id }),
          ]}
        />
      ) : null}
      <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
        <Button variant="outlined" size="small" onClick={onEdit} data-testid="editar-detalle">
          {text.editar}
        </Button>
        <Button size="small" onClick={onHistory} data-testid="historial-abrir">
          {text.historial}
        </Button>
      </Stack>
      {viewing !== null ? (
        <PhotoViewerDialog
          service="revisiones"
          companyId={companyId}
          fileIds={fotos}
          index={viewing}
          caption={[item.Sector, item.Recinto].filter(Boolean).join(' · ')}
          onClose={() => setViewing(null)}
        />
      ) : null}
    </Box>
  );
}
