import { neo } from '@insp/messages/neo';
import { useStoredImageUrl } from '@insp/ui/screens';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** A photo or signature stored by the neo service; 'Esta fotografía aún no se ha subido.' when it cannot be had. */
export function StoredImage({
  companyId,
  fileId,
  alt,
  height = 96,
  testId,
}: {
  companyId: string;
  fileId: string;
  alt: string;
  height?: number;
  testId?: string;
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
  return (
    <Box
      component="img"
      src={url}
      alt={alt}
      data-testid={testId}
      sx={{ height, maxWidth: '100%', objectFit: 'contain', border: 1, borderColor: 'divider', borderRadius: 1 }}
    />
  );
}
