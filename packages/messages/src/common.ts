/** Generic errors returned by every service (status in the comment). */
export const common = {
  /** 400: body or query fails validation and the schema has no message of its own. */
  invalidRequest: 'La solicitud no es válida.',
  /** 400: a field the route does not accept. */
  unknownField: (field: string) => `El campo '${field}' no está permitido.`,
  /** 401 */
  unauthenticated: 'No hay usuario autenticado.',
  /** 403 */
  forbidden: 'No tienes permiso para realizar esta acción.',
  /** 403: the user's or the company's module flag is off. */
  moduleDisabled: 'El módulo no está habilitado para tu usuario o tu empresa.',
  /** 404 */
  notFound: 'No encontramos lo que buscas.',
  /** 413 */
  payloadTooLarge: 'La solicitud es demasiado grande.',
  /** 429 */
  tooManyRequests: 'Demasiadas solicitudes. Intenta nuevamente en unos momentos.',
  /** 500 */
  unexpected: 'Ha ocurrido un error.',
  /** 503 */
  unavailable: 'El servicio no está disponible. Intenta nuevamente en unos momentos.',
  noCompanySelected: 'No hay una empresa seleccionada.',
} as const;
