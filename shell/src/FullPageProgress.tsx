import { shell } from '@insp/messages';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

export function FullPageProgress() {
  return (
    <Box sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={shell.loading} />
    </Box>
  );
}
