import { useCallback, useEffect, useRef, useState } from 'react';
import { MAX_IMAGE_BYTES, uploadFile } from '@insp/contracts';
import { endpointHref, isApiError } from '@insp/mf-kit';
import { common, files } from '@insp/messages';
import { useRemoteProps } from '@insp/ui/components';

/** The chosen photo: its local preview and where its upload stands. */
export interface Photo {
  preview: string;
  state: 'subiendo' | 'lista' | 'error';
  fileId: string | null;
  error: string | null;
}

/**
 * The answer's one photo, uploaded through the platform's files route as soon as it is chosen
 * (POST /companies/:companyId/files on this service, multipart) so that 'Guardar' only sends its id.
 * 413/415 come back with the service's Spanish text. The preview URL is revoked when replaced,
 * removed or the page closes.
 */
export function usePhoto(companyId: string) {
  const { api } = useRemoteProps();
  const [photo, setPhoto] = useState<Photo | null>(null);
  const preview = useRef<string | null>(null);
  // a late answer for a photo already replaced is ignored
  const attempt = useRef(0);

  const release = () => {
    if (preview.current) URL.revokeObjectURL(preview.current);
    preview.current = null;
  };
  useEffect(() => release, []);

  const choose = useCallback(
    async (file: File) => {
      release();
      const mine = ++attempt.current;
      const url = URL.createObjectURL(file);
      preview.current = url;
      setPhoto({ preview: url, state: 'subiendo', fileId: null, error: null });
      if (file.size > MAX_IMAGE_BYTES) {
        setPhoto({ preview: url, state: 'error', fileId: null, error: files.tooLarge });
        return;
      }
      const form = new FormData();
      form.append('kind', 'photo');
      form.append('file', file, file.name || 'foto.jpg');
      try {
        const answer = await api<unknown>(endpointHref('checklist-revisiones', uploadFile, { companyId }), { method: 'POST', body: form });
        const stored = uploadFile.response.parse(answer);
        if (mine === attempt.current) setPhoto({ preview: url, state: 'lista', fileId: stored.id, error: null });
      } catch (error) {
        const message = isApiError(error) ? error.message : error instanceof TypeError ? common.unavailable : common.unexpected;
        if (mine === attempt.current) setPhoto({ preview: url, state: 'error', fileId: null, error: message });
      }
    },
    [api, companyId],
  );

  const clear = useCallback(() => {
    attempt.current += 1;
    release();
    setPhoto(null);
  }, []);

  return { photo, choose, clear };
}
