import { observacionesScreens } from '@insp/messages/revisiones';
import { useFullScreenDialog, useStoredImageUrl } from '@insp/ui/screens';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

const text = observacionesScreens.detalle;

/** §9: observation photos are shown at height 120. */
export const THUMB_HEIGHT = 120;

// the stored images of the revisiones service (thumb / web), through the shell's token
const useImageUrl = (companyId: string, fileId: string, size: 'thumb' | 'web') => useStoredImageUrl('revisiones', companyId, fileId, size);

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
  const fullScreen = useFullScreenDialog();
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
