import { common, reports } from '@insp/messages';
import { ApiError } from '@insp/mf-kit';

/**
 * The file name of an `attachment` answer: `filename*` (RFC 5987, UTF-8, keeps the accents) before
 * the ASCII `filename` fallback; null when the header names none.
 */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // a malformed escape: fall back to the plain name
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/.exec(header);
  const name = plain?.[1] ?? plain?.[2]?.trim();
  return name ? name : null;
}

/** Saves bytes under `fileName` the way a browser download does (an <a download> click). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // after the click has handed the URL to the download, not before
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Downloads a document of the gateway with the bearer token (the shell's JSON client reads text, so
 * bytes are fetched here) and saves it with its Content-Disposition name. Failures are ApiError with
 * the service's Spanish message.
 */
export async function downloadDocument(url: string, token: string | null, fallbackName: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {}, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, common.unavailable);
  }
  if (!response.ok) {
    let message: string = reports.downloadFailed;
    try {
      const body = (await response.json()) as { message?: unknown };
      if (typeof body.message === 'string') message = body.message;
    } catch {
      // not JSON: keep the generic text
    }
    throw new ApiError(response.status, message);
  }
  const fileName = dispositionFileName(response.headers.get('content-disposition')) ?? fallbackName;
  saveBlob(await response.blob(), fileName);
  return fileName;
}
