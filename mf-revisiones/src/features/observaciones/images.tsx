import { observacionesScreens } from '@insp/messages/revisiones';
import { useStoredImageUrl } from '@insp/ui/screens';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

const text = observacionesScreens.detalle;

/** §9: observation photos are shown at height 120. */
export const THUMB_HEIGHT = 120;

/** A photo's thumbnail at height 120 (§9); a click opens the full-size viewer (PhotoViewerDialog). */
export function PhotoThumb({ companyId, fileId, index, onOpen }: { companyId: string; fileId: string; index: number; onOpen: () => void }) {
  const { url, failed } = useStoredImageUrl('revisiones', companyId, fileId, 'thumb');
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
