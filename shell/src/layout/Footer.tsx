import { shell } from '@insp/messages';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Footer with the current year and the version (spec 000 §2). */
export function Footer() {
  return (
    <Box component="footer" sx={{ px: 3, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="caption" color="text.secondary" data-testid="footer">
        © {new Date().getFullYear()} · {shell.version}
      </Typography>
    </Box>
  );
}
