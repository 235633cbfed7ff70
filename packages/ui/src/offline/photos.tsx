import { offline } from '@insp/messages';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';

import { useFileProgress } from './hooks.ts';
import { reducePhoto } from './reduce-photo.ts';
import type { PendingFile } from './types.ts';

/** A photo of a capture form, reduced on the device: its preview and the blob that will be stored and sent. */
export interface DevicePhoto {
  key: string;
  preview: string;
  blob: Blob | null;
  /** 'subiendo' while it is being reduced (PhotoTile's states), 'lista' once it can be saved. */
  state: 'subiendo' | 'lista' | 'error';
  error: string | null;
}

let sequence = 0;

/**
 * The photos of a capture form: each chosen photo reduced at once (reducePhoto), kept in memory
 * until 'Guardar' hands them to the queue. `max` 1 replaces the photo. Previews are object URLs,
 * revoked when a photo goes, the form is cleared or the page closes.
 */
export function useDevicePhotos(max: number) {
  const [photos, setPhotos] = useState<DevicePhoto[]>([]);
  const previews = useRef(new Set<string>());

  useEffect(() => {
    const urls = previews.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

  const release = (photo: DevicePhoto) => {
    URL.revokeObjectURL(photo.preview);
    previews.current.delete(photo.preview);
  };

  const remove = useCallback((key: string) => {
    setPhotos((current) => {
      const gone = current.find((p) => p.key === key);
      if (gone) release(gone);
      return current.filter((p) => p.key !== key);
    });
  }, []);

  const add = useCallback(
    async (file: File) => {
      sequence += 1;
      const key = `foto-${sequence}`;
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      setPhotos((current) => {
        const kept = max === 1 ? [] : current;
        if (max === 1) for (const p of current) release(p);
        return [...kept, { key, preview, blob: null, state: 'subiendo', error: null }];
      });
      const blob = await reducePhoto(file).catch(() => null);
      setPhotos((current) =>
        current.map((p) => (p.key === key ? { ...p, blob, state: blob ? 'lista' : 'error', error: blob ? null : offline.fotoIlegible } : p)),
      );
    },
    [max],
  );

  const clear = useCallback(() => {
    for (const url of previews.current) URL.revokeObjectURL(url);
    previews.current.clear();
    setPhotos([]);
  }, []);

  /** Puts back the photos of a stored capture ('Editar'). */
  const restore = useCallback((files: PendingFile[]) => {
    for (const url of previews.current) URL.revokeObjectURL(url);
    previews.current.clear();
    setPhotos(
      files.map((file) => {
        const preview = URL.createObjectURL(file.blob);
        previews.current.add(preview);
        return { key: file.key, preview, blob: file.blob, state: 'lista', error: null };
      }),
    );
  }, []);

  /** The photos as files of a queued capture (each id goes into `field`). */
  const asFiles = useCallback(
    (field: string, multiple: boolean): PendingFile[] =>
      photos.flatMap((p) => (p.blob ? [{ key: p.key, blob: p.blob, name: `${p.key}.jpg`, field, multiple, fileId: null }] : [])),
    [photos],
  );

  return { photos, add, remove, clear, restore, asFiles };
}

/** The upload progress of one photo of the capture being sent (data-testid captura-foto-progreso). */
export function PhotoUploadProgress({ clientId, photoKey, index }: { clientId: string; photoKey: string; index: number }) {
  const fraction = useFileProgress(clientId, photoKey);
  if (fraction === null) return null;
  const pct = Math.round(fraction * 100);
  return (
    <Box sx={{ mt: 0.5 }} data-testid="captura-foto-progreso">
      <LinearProgress variant="determinate" value={pct} />
      <Typography variant="caption">{offline.subiendoFoto(index + 1, pct)}</Typography>
    </Box>
  );
}
