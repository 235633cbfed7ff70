import { ImageKind, MAX_IMAGE_BYTES } from '@insp/contracts';
import { common, files as messages } from '@insp/messages';
import { HttpError } from '@insp/service-kit';
import type { FastifyError, FastifyRequest } from 'fastify';

/** The whole upload request may carry the 15 MB image plus the form's boundaries and the kind field. */
export const UPLOAD_BODY_LIMIT = MAX_IMAGE_BYTES + 64 * 1024;

/** @fastify/multipart limits of the upload route: one file of at most 15 MB and a few small fields. */
export const uploadLimits = { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 4, parts: 6, fieldSize: 1024 } as const;

/**
 * The Spanish answer for what the multipart parser or Fastify's body handling refuses on the upload
 * route (their own messages are English); null for anything else.
 */
export function uploadError(error: FastifyError): HttpError | null {
  switch (error.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new HttpError(413, messages.tooLarge);
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new HttpError(400, messages.tooManyParts);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_EMPTY_TYPE':
      return new HttpError(415, messages.notMultipart);
    default:
      return null;
  }
}

/** Reads the form: its one file (whole, at most 15 MB) and the optional `kind` ('photo' by default). */
export async function readImageForm(request: FastifyRequest): Promise<{ data: Buffer; kind: ImageKind }> {
  if (!request.isMultipart()) throw new HttpError(415, messages.notMultipart);
  let data: Buffer | null = null;
  let kindField: unknown;
  try {
    for await (const part of request.parts({ limits: uploadLimits })) {
      if (part.type === 'file') data = await part.toBuffer();
      else if (part.fieldname === 'kind') kindField = part.value;
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // Anything else the parser throws is a malformed form (truncated body, bad part headers).
    throw uploadError(error as FastifyError) ?? new HttpError(400, common.invalidRequest);
  }
  if (!data || data.length === 0) throw new HttpError(400, messages.missing);
  const kind = ImageKind.safeParse(kindField ?? 'photo');
  if (!kind.success) throw new HttpError(400, messages.invalidKind);
  return { data, kind: kind.data };
}
