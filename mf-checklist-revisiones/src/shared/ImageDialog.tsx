import { checklistRevisiones, checklistRevisionesScreens } from '@insp/messages/checklist-revisiones';
import { useFullScreenDialog, useStoredImageUrl } from '@insp/ui/screens';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

/** §9: the answer image dialog is at most 600 px wide. */
export const IMAGE_DIALOG_MAX_PX = 600;

/** The image dialog of an answer (§2, §9): the web version of its photo, at most 600 px wide. */
export function ImageDialog({ companyId, fileId, onClose }: { companyId: string; fileId: string; onClose: () => void }) {
  const fullScreen = useFullScreenDialog();
  const { url, failed } = useStoredImageUrl('checklist-revisiones', companyId, fileId, 'web');
  const s = checklistRevisionesScreens.respuestas;
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      slotProps={{ paper: { sx: { maxWidth: IMAGE_DIALOG_MAX_PX, width: '100%' }, 'data-testid': 'imagen-dialog' } as object }}
    >
      <DialogTitle>{s.imagen}</DialogTitle>
      <DialogContent sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 200 }}>
        {url ? (
          <Box component="img" src={url} alt={s.imagen} data-testid="visor-imagen" sx={{ maxWidth: '100%', maxHeight: '80vh' }} />
        ) : failed ? (
          <Typography color="text.secondary">{checklistRevisiones.respuestas.errors.imagenNoExiste}</Typography>
        ) : (
          <CircularProgress />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{checklistRevisionesScreens.comunes.cerrar}</Button>
      </DialogActions>
    </Dialog>
  );
}
