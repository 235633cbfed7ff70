import { type PhotoUploadState, usePhotoUpload } from '@insp/ui/screens/capture';
import { useCallback, useEffect, useRef, useState } from 'react';

/** The chosen photo: its local preview and where its upload stands. */
export interface Photo {
  preview: string;
  state: PhotoUploadState;
  fileId: string | null;
  error: string | null;
}

/**
 * The answer's one photo, uploaded as soon as it is chosen (usePhotoUpload) so that 'Guardar' only
 * sends its id. The preview URL is revoked when replaced, removed or the page closes.
 */
export function usePhoto(companyId: string) {
  const upload = usePhotoUpload('checklist-revisiones', companyId);
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
      const stored = await upload(file);
      if (mine === attempt.current) setPhoto({ preview: url, state: stored.error === null ? 'lista' : 'error', ...stored });
    },
    [upload],
  );

  const clear = useCallback(() => {
    attempt.current += 1;
    release();
    setPhoto(null);
  }, []);

  return { photo, choose, clear };
}
