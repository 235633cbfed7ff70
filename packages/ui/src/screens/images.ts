import { downloadFile } from '@insp/contracts';
import { endpointHref, type GatewayService } from '@insp/mf-kit';
import { useRemoteProps } from '@insp/ui/components';
import { useEffect, useState } from 'react';

type ImageState = { key: string; url: string | null; failed: boolean };

/**
 * A stored image of a module service as an object URL. The files route wants the bearer token, which
 * an <img src> cannot send, so the bytes come through fetch with the shell's token; the URL is
 * revoked when the image leaves the screen.
 */
export function useStoredImageUrl(service: GatewayService, companyId: string, fileId: string, size: 'thumb' | 'web'): { url: string | null; failed: boolean } {
  const { getAccessToken } = useRemoteProps();
  const key = `${service}/${companyId}/${fileId}/${size}`;
  const [state, setState] = useState<ImageState>({ key, url: null, failed: false });
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    const token = getAccessToken();
    const href = endpointHref(service, downloadFile, { companyId, fileId }, { size });
    fetch(href, { headers: token ? { authorization: `Bearer ${token}` } : {}, credentials: 'same-origin', signal: controller.signal })
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.blob();
      })
      .then((blob) => {
        if (controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setState({ key, url: objectUrl, failed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ key, url: null, failed: true });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [service, companyId, fileId, size, key, getAccessToken]);
  // a previous file's state is never shown for a new one
  return state.key === key ? { url: state.url, failed: state.failed } : { url: null, failed: false };
}
