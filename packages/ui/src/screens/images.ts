import { downloadFile } from '@insp/contracts';
import { endpointHref, type GatewayService } from '@insp/mf-kit';
import { useOptionalRemoteProps } from '@insp/ui/components';
import { createContext, useContext, useEffect, useState } from 'react';

type ImageState = { key: string; url: string | null; failed: boolean };

/**
 * Where the photos come from when no session serves them: the portal page (issue 20 §2) gives its
 * link's public photos route (the token is in the URL); the viewer and thumbnails then fetch it
 * without a bearer token. Absent (null) inside a remote: the module's files route with the session.
 */
export const PublicImageSource = createContext<((fileId: string, size: 'thumb' | 'web') => string) | null>(null);
const noToken = () => null;

/**
 * A stored image of a module service as an object URL. The files route wants the bearer token, which
 * an <img src> cannot send, so the bytes come through fetch with the shell's token; the URL is
 * revoked when the image leaves the screen.
 */
export function useStoredImageUrl(service: GatewayService, companyId: string, fileId: string, size: 'thumb' | 'web'): { url: string | null; failed: boolean } {
  const publicSource = useContext(PublicImageSource);
  const remote = useOptionalRemoteProps();
  if (!publicSource && !remote) throw new Error('useStoredImageUrl must be used inside RemoteRoot or a PublicImageSource');
  const getAccessToken = publicSource ? noToken : (remote?.getAccessToken ?? noToken);
  const key = `${publicSource ? 'public' : service}/${companyId}/${fileId}/${size}`;
  const [state, setState] = useState<ImageState>({ key, url: null, failed: false });
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    const token = getAccessToken();
    const href = publicSource ? publicSource(fileId, size) : endpointHref(service, downloadFile, { companyId, fileId }, { size });
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
  }, [service, companyId, fileId, size, key, getAccessToken, publicSource]);
  // a previous file's state is never shown for a new one
  return state.key === key ? { url: state.url, failed: state.failed } : { url: null, failed: false };
}
