import { MAX_IMAGE_BYTES, uploadFile } from '@insp/contracts';
import { common, files } from '@insp/messages';
import { type ApiClient, endpointHref, isApiError } from '@insp/mf-kit';

/**
 * Uploads a photo through the platform's files route (POST /companies/:companyId/files, multipart,
 * kind photo) and answers its file id; the service's Spanish text on failure (413, 415…).
 */
export async function uploadPhoto(api: ApiClient, companyId: string, file: File): Promise<{ fileId: string } | { error: string }> {
  if (file.size > MAX_IMAGE_BYTES) return { error: files.tooLarge };
  const form = new FormData();
  form.append('kind', 'photo');
  form.append('file', file, file.name || 'foto.jpg');
  try {
    const answer = await api<unknown>(endpointHref('neo', uploadFile, { companyId }), { method: 'POST', body: form });
    return { fileId: uploadFile.response.parse(answer).id };
  } catch (error) {
    return { error: isApiError(error) ? error.message : error instanceof TypeError ? common.unavailable : common.unexpected };
  }
}
