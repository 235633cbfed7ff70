import { offline } from '@insp/messages';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { PhotoUploadProgress } from './photos.tsx';
import { discardCapture } from './queue.ts';
import type { PendingCapture } from './types.ts';

/**
 * The captures kept on this device (data-testid captura-pendiente, data-state pendiente|rechazada):
 * 'Pendiente de envío' with per-photo upload progress while sending, or the service's Spanish reason
 * with 'Editar' (`onEdit`, or a link to the capture's page) and 'Descartar' (asked first).
 */
export function PendingCaptureList({ captures, onEdit }: { captures: PendingCapture[]; onEdit: (capture: PendingCapture) => void }) {
  const [confirming, setConfirming] = useState<string | null>(null);
  if (captures.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }} data-testid="capturas-pendientes">
      {captures.map((capture) => (
        <Box
          key={capture.clientId}
          data-testid="captura-pendiente"
          data-state={capture.state}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography variant="body2" sx={{ flexGrow: 1, minWidth: 0 }}>
              {capture.title}
            </Typography>
            <Chip
              size="small"
              color={capture.state === 'rechazada' ? 'error' : 'warning'}
              label={capture.state === 'rechazada' ? offline.rechazada : offline.pendiente}
            />
          </Stack>
          {capture.files.map((file, index) => (
            <PhotoUploadProgress key={file.key} clientId={capture.clientId} photoKey={file.key} index={index} />
          ))}
          {capture.state === 'rechazada' ? (
            <>
              <Alert severity="error" sx={{ my: 1 }} data-testid="captura-pendiente-motivo">
                {capture.reason}
              </Alert>
              {confirming === capture.clientId ? (
                <Alert
                  severity="warning"
                  action={
                    <Button color="inherit" size="small" onClick={() => void discardCapture(capture.clientId)} data-testid="captura-pendiente-confirmar">
                      {offline.descartar}
                    </Button>
                  }
                >
                  {offline.descartarConfirmar}
                </Alert>
              ) : (
                <Stack direction="row" spacing={1}>
                  <Button size="small" variant="outlined" onClick={() => onEdit(capture)} data-testid="captura-pendiente-editar">
                    {offline.editar}
                  </Button>
                  <Button size="small" color="error" onClick={() => setConfirming(capture.clientId)} data-testid="captura-pendiente-descartar">
                    {offline.descartar}
                  </Button>
                </Stack>
              )}
            </>
          ) : null}
        </Box>
      ))}
    </Stack>
  );
}
