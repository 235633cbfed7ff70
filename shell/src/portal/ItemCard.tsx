import type { PortalItem, PortalModulo } from '@insp/contracts/portal';
import { formatDateTime } from '@insp/domain';
import { portal, portalPantallas } from '@insp/messages/portal';
import { PhotoViewerDialog } from '@insp/ui/screens';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { CorreccionForm, type CorreccionFormProps } from './CorreccionForm.tsx';
import { fotoHref } from './portal-api.ts';

const t = portalPantallas.pagina;
export const fecha = (iso: string): string => formatDateTime(new Date(iso)).slice(0, 10);

const estadoColor = (estado: string): 'error' | 'warning' | 'default' => (estado === 'Vencida' ? 'error' : estado === 'Por Vencer' ? 'warning' : 'default');

/** Its photos as thumbnails; a tap opens the full-size viewer on that one. */
function Fotos({ modulo, token, fotos, caption }: { modulo: PortalModulo; token: string; fotos: readonly string[]; caption: string }) {
  const [open, setOpen] = useState<number | null>(null);
  if (fotos.length === 0) return null;
  return (
    <>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
        {fotos.map((id, i) => (
          <ButtonBase key={id} aria-label={t.verFoto(i + 1, fotos.length)} onClick={() => setOpen(i)} sx={{ borderRadius: 1, overflow: 'hidden' }}>
            <Box component="img" src={fotoHref(modulo, token, id, 'thumb')} alt="" sx={{ width: 88, height: 88, objectFit: 'cover', display: 'block' }} />
          </ButtonBase>
        ))}
      </Stack>
      {open !== null ? <PhotoViewerDialog service={modulo} companyId="" fileIds={fotos} index={open} caption={caption} onClose={() => setOpen(null)} /> : null}
    </>
  );
}

export type ItemCardProps = Omit<CorreccionFormProps, 'item' | 'onCancel'> & { item: PortalItem };

/**
 * One open item of the link: its number and error type, its state (and due date), where it is, the
 * company's comment and photos; then either the fix already reported ('Corrección informada', with
 * what was sent) or 'Informar corrección' (again after the company returned one, with its reason).
 */
export function ItemCard({ item, modulo, token, ...form }: ItemCardProps) {
  const [informing, setInforming] = useState(false);
  const correccion = item.correccion;
  const informada = correccion?.estado === 'Informada';
  return (
    <Card data-testid="portal-item" component="article" aria-label={`${t.numero(item.Numero)} ${item.ErrorTipo}`}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem' }}>
            {t.numero(item.Numero)} · {item.ErrorTipo}
          </Typography>
          <Chip size="small" label={item.EstadoLabel} color={estadoColor(item.Estado)} />
        </Stack>
        {item.Vence ? (
          <Typography variant="body2" color={item.Estado === 'Vencida' ? 'error' : 'text.secondary'}>
            {t.vence(fecha(item.Vence))}
          </Typography>
        ) : null}
        {item.Prioridad ? (
          <Typography variant="body2" color="text.secondary">
            {t.prioridad(item.Prioridad)}
          </Typography>
        ) : null}
        <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.25 }}>
          {item.ubicacion.map((u) => (
            <Box key={u.campo} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {u.campo}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {u.valor}
              </Typography>
            </Box>
          ))}
        </Box>
        <Typography variant="subtitle2" sx={{ mt: 1.5 }}>
          {t.comentarioEmpresa}
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {item.Comentario.trim() === '' ? t.sinComentario : item.Comentario}
        </Typography>
        <Fotos modulo={modulo} token={token} fotos={item.fotos} caption={`${t.numero(item.Numero)} · ${item.ErrorTipo}`} />

        {correccion && informada ? (
          <Box sx={{ mt: 2 }} data-testid="portal-correccion">
            <Chip color="info" label={portal.correccionEstados.Informada} />
            <Typography variant="subtitle2" sx={{ mt: 1 }}>
              {t.tuCorreccion}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {correccion.comentario}
            </Typography>
            <Fotos modulo={modulo} token={token} fotos={correccion.fotos} caption={t.tuCorreccion} />
          </Box>
        ) : (
          <Box sx={{ mt: 2 }}>
            {correccion?.estado === 'Devuelta' ? (
              <Alert severity="warning" sx={{ mb: 1 }}>
                {t.devueltaPor} {correccion.comentarioRevision ?? ''}
              </Alert>
            ) : null}
            {informing ? (
              <CorreccionForm modulo={modulo} token={token} item={item} {...form} onCancel={() => setInforming(false)} />
            ) : (
              <Button variant="contained" fullWidth onClick={() => setInforming(true)} sx={{ minHeight: 48 }}>
                {t.informar}
              </Button>
            )}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
