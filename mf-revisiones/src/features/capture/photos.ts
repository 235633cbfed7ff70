import { useCallback, useEffect, useRef, useState } from 'react';
import { MAX_IMAGE_BYTES, uploadFile } from '@insp/contracts';
import { endpointHref, isApiError } from '@insp/mf-kit';
import { common, files } from '@insp/messages';
import { useRemoteProps } from '@insp/ui/components';

/** One chosen photo: its local preview and where its upload stands. */
export interface PhotoSlot {
  key: string;
  preview: string;
  state: 'subiendo' | 'lista' | 'error';
  fileId: string | null;
  error: string | null;
}

let sequence = 0;

/**
 * The photos of a capture, each uploaded as soon as it is chosen (POST /companies/:companyId/files,
 * multipart) so that 'Guardar' only sends their ids. The shell's client posts the FormData as is;
 * fetch reports no upload progress, so a photo shows 'Subiendo foto…' until the service answers
 * (413/415 come back with the service's Spanish text). Previews are object URLs of the local files,
 * revoked when a photo is removed, the form is reset or the page closes.
 */
export function usePhotoUploads(companyId: string) {
  const { api } = useRemoteProps();
  const [slots, setSlots] = useState<PhotoSlot[]>([]);
  const previews = useRef(new Set<string>());

  useEffect(() => {
    const urls = previews.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

  const patch = (key: string, change: Partial<PhotoSlot>) => setSlots((current) => current.map((s) => (s.key === key ? { ...s, ...change } : s)));

  const add = useCallback(
    async (file: File) => {
      sequence += 1;
      const key = `foto-${sequence}`;
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      setSlots((current) => [...current, { key, preview, state: 'subiendo', fileId: null, error: null }]);
      if (file.size > MAX_IMAGE_BYTES) {
        patch(key, { state: 'error', error: files.tooLarge });
        return;
      }
      const form = new FormData();
      form.append('kind', 'photo');
      form.append('file', file, file.name || 'foto.jpg');
      try {
        const answer = await api<unknown>(endpointHref('revisiones', uploadFile, { companyId }), { method: 'POST', body: form });
        const stored = uploadFile.response.parse(answer);
        patch(key, { state: 'lista', fileId: stored.id });
      } catch (error) {
        const message = isApiError(error) ? error.message : error instanceof TypeError ? common.unavailable : common.unexpected;
        patch(key, { state: 'error', error: message });
      }
    },
    [api, companyId],
  );

  const remove = useCallback((key: string) => {
    setSlots((current) => {
      const slot = current.find((s) => s.key === key);
      if (slot) {
        URL.revokeObjectURL(slot.preview);
        previews.current.delete(slot.preview);
      }
      return current.filter((s) => s.key !== key);
    });
  }, []);

  const clear = useCallback(() => {
    for (const url of previews.current) URL.revokeObjectURL(url);
    previews.current.clear();
    setSlots([]);
  }, []);

  return { slots, add, remove, clear };
}
