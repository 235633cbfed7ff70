/** Duplicates are recognised by the server's error code only (MongoDB and FerretDB agree on 11000). */
export function isDuplicateKey(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;
}
