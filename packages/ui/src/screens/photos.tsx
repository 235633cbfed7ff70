import { MAX_IMAGE_BYTES, uploadFile } from '@insp/contracts';
import { common, files } from '@insp/messages';
import { endpointHref, type GatewayService, isApiError } from '@insp/mf-kit';
import { useRemoteProps } from '@insp/ui/components';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useCallback, useRef } from 'react';

import { CameraIcon, CloseIcon } from './icons.tsx';

/** Where a chosen photo's upload stands. */
export type PhotoUploadState = 'subiendo' | 'lista' | 'error';

/** The answer of an upload: the stored file's id, or the Spanish reason it was refused. */
export type UploadedPhoto = { fileId: string; error: null } | { fileId: null; error: string };

/**
 * Uploads a chosen photo through the platform's files route of the module's service (POST
 * /companies/:companyId/files, multipart) so that 'Guardar' only sends its id. Too large a file is
 * refused before sending; 413/415 come back with the service's Spanish text.
 */
export function usePhotoUpload(service: GatewayService, companyId: string): (file: File) => Promise<UploadedPhoto> {
  const { api } = useRemoteProps();
  return useCallback(
    async (file: File) => {
      if (file.size > MAX_IMAGE_BYTES) return { fileId: null, error: files.tooLarge };
      const form = new FormData();
      form.append('kind', 'photo');
      form.append('file', file, file.name || 'foto.jpg');
      try {
        const answer = await api<unknown>(endpointHref(service, uploadFile, { companyId }), { method: 'POST', body: form });
        return { fileId: uploadFile.response.parse(answer).id, error: null };
      } catch (error) {
        return { fileId: null, error: isApiError(error) ? error.message : error instanceof TypeError ? common.unavailable : common.unexpected };
      }
    },
    [api, service, companyId],
  );
}

export interface PhotoTileProps {
  preview: string;
  state: PhotoUploadState;
  error: string | null;
  alt: string;
  width: number;
  height: number;
  labels: { quitarFoto: string; subiendo: string; subida: string };
  /** Space above the tile. */
  mt?: number;
  onRemove: () => void;
}

/** A chosen photo of a capture form: its preview, the remove button and how its upload stands (data-testid captura-foto). */
export function PhotoTile({ preview, state, error, alt, width, height, labels, mt, onRemove }: PhotoTileProps) {
  return (
    <Box data-testid="captura-foto" data-state={state} sx={{ position: 'relative', width, mt }}>
      <Box component="img" src={preview} alt={alt} sx={{ width, height, objectFit: 'cover', borderRadius: 1, display: 'block' }} />
      <IconButton
        size="small"
        aria-label={labels.quitarFoto}
        onClick={onRemove}
        sx={{ position: 'absolute', top: 4, right: 4, bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
      {state === 'subiendo' ? (
        <Box sx={{ mt: 0.5 }}>
          <LinearProgress />
          <Typography variant="caption">{labels.subiendo}</Typography>
        </Box>
      ) : state === 'error' ? (
        <Typography variant="caption" color="error" role="alert" data-testid="captura-foto-error">
          {error}
        </Typography>
      ) : (
        <Typography variant="caption" color="success.main">
          {labels.subida}
        </Typography>
      )}
    </Box>
  );
}

/**
 * The camera button of a capture form (the phone's back camera; data-testid captura-foto-input): a
 * real button that opens the hidden file input (a label dressed as a button confused screen readers).
 */
export function PhotoPicker({ label, onFile }: { label: string; onFile: (file: File) => void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant="outlined" size="large" startIcon={<CameraIcon />} sx={{ mt: 1 }} fullWidth onClick={() => input.current?.click()}>
        {label}
      </Button>
      <input
        ref={input}
        hidden
        type="file"
        accept="image/*"
        capture="environment"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="captura-foto-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // the same photo may be chosen again after removing it
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}
