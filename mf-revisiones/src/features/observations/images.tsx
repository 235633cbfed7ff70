import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { downloadFile } from '@insp/contracts';
import { endpointHref } from '@insp/mf-kit';
import { observacionesScreens } from '@insp/messages/revisiones';
import { useRemoteProps } from '@insp/ui/components';

const text = observacionesScreens.detalle;

/** §9: observation photos are shown at height 120. */
export const THUMB_HEIGHT = 120;

type ImageState = { key: string; url: string | null; failed: boolean };

/**
 * An image of the service as an object URL. The files route wants the bearer token, which an
 * <img src> cannot send, so the bytes come through fetch with the shell's token (the shell's JSON
 * client cannot read binary answers); the URL is revoked when the image leaves the screen.
 */
export function useImageUrl(companyId: string, fileId: string, size: 'thumb' | 'web'): { url: string | null; failed: boolean } {
  const { getAccessToken } = useRemoteProps();
  const key = `${companyId}/${fileId}/${size}`;
  const [state, setState] = useState<ImageState>({ key, url: null, failed: false });
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    const token = getAccessToken();
    const href = endpointHref('revisiones', downloadFile, { companyId, fileId }, { size });
    fetch(href, { headers: token ? { authorization: `Bearer ${token}` } : {}, credentials: 'same-origin', signal: controller.signal })
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.blob();
      })
      .then((blob) => {
        if (controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setState({ key, url: objectUrl, failed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ key, url: null, failed: true });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [companyId, fileId, size, key, getAccessToken]);
  // a previous file's state is never shown for a new one
  return state.key === key ? { url: state.url, failed: state.failed } : { url: null, failed: false };
}

/** A photo's thumbnail at height 120 (§9); a click opens the viewer. */
export function PhotoThumb({ companyId, fileId, index, onOpen }: { companyId: string; fileId: string; index: number; onOpen: () => void }) {
  const { url, failed } = useImageUrl(companyId, fileId, 'thumb');
  return (
    <ButtonBase
      onClick={onOpen}
      aria-label={text.foto(index + 1)}
      data-testid="observacion-foto"
      sx={{ height: THUMB_HEIGHT, minWidth: THUMB_HEIGHT, borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover' }}
    >
      {url ? (
        <Box component="img" src={url} alt={text.foto(index + 1)} sx={{ height: THUMB_HEIGHT, width: 'auto', display: 'block' }} />
      ) : failed ? (
        <Typography variant="caption" color="text.secondary" sx={{ px: 1 }}>
          {text.sinImagen}
        </Typography>
      ) : (
        <CircularProgress size={24} />
      )}
    </ButtonBase>
  );
}

/** The image viewer dialog (§2): the web version of one photo. */
export function PhotoViewer({ companyId, fileId, index, onClose }: { companyId: string; fileId: string; index: number; onClose: () => void }) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const { url, failed } = useImageUrl(companyId, fileId, 'web');
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="md">
      <DialogTitle>{text.foto(index + 1)}</DialogTitle>
      <DialogContent sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 200 }}>
        {url ? (
          <Box component="img" src={url} alt={text.foto(index + 1)} data-testid="visor-foto" sx={{ maxWidth: '100%', maxHeight: '80vh' }} />
        ) : failed ? (
          <Typography color="text.secondary">{text.sinImagen}</Typography>
        ) : (
          <CircularProgress />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{text.cerrar}</Button>
      </DialogActions>
    </Dialog>
  );
}
