import { type PhotoUploadState, usePhotoUpload } from '@insp/ui/screens/capture';
import { useCallback, useEffect, useRef, useState } from 'react';

/** One chosen photo: its local preview and where its upload stands. */
export interface PhotoSlot {
  key: string;
  preview: string;
  state: PhotoUploadState;
  fileId: string | null;
  error: string | null;
}

let sequence = 0;

/**
 * The photos of a capture, each uploaded as soon as it is chosen (usePhotoUpload) so that 'Guardar'
 * only sends their ids. fetch reports no upload progress, so a photo shows 'Subiendo foto…' until the
 * service answers. Previews are object URLs of the local files,
 * revoked when a photo is removed, the form is reset or the page closes.
 */
export function usePhotoUploads(companyId: string) {
  const upload = usePhotoUpload('revisiones', companyId);
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
      const stored = await upload(file);
      patch(key, { state: stored.error === null ? 'lista' : 'error', ...stored });
    },
    [upload],
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
