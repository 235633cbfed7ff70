import { webhooksPantallas as t } from '@insp/messages/webhooks';
import { useRemoteProps } from '@insp/ui/components';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';

/**
 * The secret of a webhook just created, shown this once (the service never gives it again), with a
 * warning and 'Copiar'. Esc and the backdrop do not close it: only 'Listo'.
 */
export function SecretoCreado({ secret, onClose }: { secret: string; onClose: () => void }) {
  const { notify } = useRemoteProps();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      notify('success', t.copied);
    } catch {
      notify('error', t.copyFailed);
    }
  };
  return (
    <Dialog open fullWidth maxWidth="sm" data-testid="webhook-secret">
      <DialogTitle>{t.secretTitle}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t.secretWarning}
        </Alert>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <Box
            component="code"
            data-testid="webhook-secret-value"
            sx={{ flex: 1, p: 1, bgcolor: 'action.hover', borderRadius: 1, wordBreak: 'break-all', fontFamily: 'monospace', userSelect: 'all' }}
          >
            {secret}
          </Box>
          <Button variant="outlined" onClick={() => void copy()}>
            {t.copy}
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t.done}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
