import { z } from 'zod';

import { CompanyParams } from './companies.ts';
import { endpoint } from './endpoint.ts';
import { ObjectId } from './identity.ts';

/** Largest image a module service accepts on upload (issue 6 §2). */
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;

/** A photo of an observation or answer, or a person's signature (kept as PNG for its transparency). */
export const imageKinds = ['photo', 'signature'] as const;
export const ImageKind = z.enum(imageKinds);
export type ImageKind = z.infer<typeof ImageKind>;

export const imageSizes = ['web', 'thumb'] as const;
export const ImageSizeName = z.enum(imageSizes);

/** An uploaded image as stored: the web version's type, dimensions (after EXIF orientation) and bytes. */
export const StoredImage = z.object({
  id: ObjectId,
  contentType: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  size: z.number().int().positive(),
  createdAt: z.string(),
});
export type StoredImage = z.infer<typeof StoredImage>;

export const FileParams = z.strictObject({ companyId: ObjectId, fileId: ObjectId });
export type FileParams = z.infer<typeof FileParams>;

/**
 * `size`, and for a signed link (photo links of the Excel reports, opened without a bearer token)
 * `exp` (unix seconds) and `firma` (HMAC of company, file, size and exp); both or neither.
 */
export const ImageQuery = z.strictObject({
  size: ImageSizeName.default('web'),
  exp: z.coerce.number().int().positive().optional(),
  firma: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,128}$/)
    .optional(),
});
export type ImageQuery = z.infer<typeof ImageQuery>;

/** The image bytes (image/jpeg or image/png), documented as a binary string. */
export const ImageBytes = z.string().meta({ format: 'binary', description: 'Bytes de la imagen (image/jpeg o image/png).' });

/**
 * `POST /companies/:companyId/files`: multipart/form-data with one file field (JPEG, PNG or WebP by
 * content, at most 15 MB) and an optional `kind` field ('photo' by default). 201 with the stored
 * image; 413 over 15 MB, 415 for anything that is not such an image. The body is not JSON, so the
 * typed client does not send it: remotes post a FormData to `endpointHref(service, uploadFile, …)`.
 */
export const uploadFile = endpoint({
  method: 'POST',
  path: '/companies/:companyId/files',
  summary: 'Sube una imagen (multipart/form-data: un archivo y kind opcional)',
  tags: ['files'],
  params: CompanyParams,
  status: 201,
  response: StoredImage,
});

/**
 * `GET /companies/:companyId/files/:fileId?size=web|thumb`: the image bytes, for users of that
 * company and module only; immutable, privately cacheable, with an ETag (304 on If-None-Match).
 */
export const downloadFile = endpoint({
  method: 'GET',
  path: '/companies/:companyId/files/:fileId',
  summary: 'Imagen almacenada (versión web o miniatura)',
  tags: ['files'],
  params: FileParams,
  query: ImageQuery,
  produces: ['image/jpeg', 'image/png'],
  response: ImageBytes,
});
