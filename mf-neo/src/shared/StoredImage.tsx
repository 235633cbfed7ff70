import { neo } from '@insp/messages/neo';
import { useStoredImageUrl } from '@insp/ui/screens';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/**
 * A photo or signature stored by the neo service; 'Esta fotografía aún no se ha subido.' when it
 * cannot be had. With `onOpen`, a button that opens it full size (the shared PhotoViewer).
 */
export function StoredImage({
  companyId,
  fileId,
  alt,
  height = 96,
  testId,
  onOpen,
}: {
  companyId: string;
  fileId: string;
  alt: string;
  height?: number;
  testId?: string;
  onOpen?: () => void;
}) {
  const { url, failed } = useStoredImageUrl('neo', companyId, fileId, 'thumb');
  if (failed) {
    return (
      <Typography variant="caption" color="text.secondary" data-testid={testId}>
        {neo.informes.fotoNoSubida}
      </Typography>
    );
  }
  if (!url) return <CircularProgress size={20} />;
  const image = (
    <Box
      component="img"
      src={url}
      alt={alt}
      data-testid={testId}
      sx={{ height, maxWidth: '100%', objectFit: 'contain', border: 1, borderColor: 'divider', borderRadius: 1, display: 'block' }}
    />
  );
  if (!onOpen) return image;
  return (
    <ButtonBase onClick={onOpen} aria-label={alt} sx={{ display: 'inline-flex', maxWidth: '100%', minHeight: 44, minWidth: 44, borderRadius: 1 }}>
      {image}
    </ButtonBase>
  );
}
