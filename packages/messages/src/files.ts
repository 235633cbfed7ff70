/** Photos, signatures and generated documents of the module services (issue 6 §2). Texts marked "not in the spec" are ours. */
export const files = {
  /** §8, verbatim: a record names a file that is unknown, of another company or already released. */
  notFound: 'No existe la imagen',
  /** Not in the spec: the upload is not a JPEG, PNG or WebP image (by content), or cannot be decoded. */
  unsupportedType: 'El archivo debe ser una imagen JPEG, PNG o WebP.',
  /** Not in the spec: the upload is larger than 15 MB. */
  tooLarge: 'La imagen supera el máximo de 15 MB.',
  /** Not in the spec: the image claims more than 40 megapixels (issue 17; read from its header, never decoded). */
  tooManyPixels: 'La imagen supera el máximo de 40 megapíxeles.',
  /** Not in the spec: the company's images fill its storage quota (issue 17; STORAGE_QUOTA_BYTES, 5 GiB by default). */
  storageFull: 'La empresa alcanzó su límite de almacenamiento de imágenes.',
  /** Not in the spec: the request is not multipart/form-data. */
  notMultipart: 'Envía la imagen como formulario (multipart/form-data).',
  /** Not in the spec: the form has no file. */
  missing: 'Adjunta una imagen.',
  /** Not in the spec: more than one file or unexpected fields in the form. */
  tooManyParts: 'Envía una sola imagen por solicitud.',
  /** Not in the spec: the form's kind is neither photo nor signature. */
  invalidKind: "El tipo de imagen debe ser 'photo' o 'signature'.",
  /** Not in the spec: a signed photo link (Excel reports) whose signature does not match. */
  invalidLink: 'El enlace de la imagen no es válido.',
  /** Not in the spec: a signed photo link past its validity (30 days). */
  expiredLink: 'El enlace de la imagen ha vencido.',
  /** Not in the spec: a capture names a photo that already belongs to another record (issue 17). */
  alreadyAttached: 'La imagen ya pertenece a otro registro.',
} as const;
