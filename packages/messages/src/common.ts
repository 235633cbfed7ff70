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
  /** 403 (not in the spec): the company's module is switched off, said to the Administrador entering that company (issue 16). */
  companyModuleDisabled: 'El módulo no está habilitado para esta empresa.',
  /** Not in the spec: the title of the page an Administrador sees on a module screen of a company with that module off. */
  companyModuleOffTitle: 'Módulo deshabilitado',
  /** 404 */
  notFound: 'No encontramos lo que buscas.',
  /** 408: the request did not arrive whole in time. */
  requestTimeout: 'La solicitud tardó demasiado en llegar.',
  /** 431: headers larger than the server reads. */
  headersTooLarge: 'Los encabezados de la solicitud son demasiado grandes.',
  /** 413 */
  payloadTooLarge: 'La solicitud es demasiado grande.',
  /** 414: a path (or one of its parameters) longer than the server accepts. */
  uriTooLong: 'La dirección solicitada es demasiado larga.',
  /** 415: a body in a format the route does not read. */
  unsupportedMediaType: 'El formato del contenido enviado no es compatible.',
  /** 429 */
  tooManyRequests: 'Demasiadas solicitudes. Intenta nuevamente en unos momentos.',
  /** 500 */
  unexpected: 'Ha ocurrido un error.',
  /** 503: a service (or its database) cannot be reached or did not answer in time. */
  unavailable: 'El servicio no está disponible. Intenta nuevamente en unos momentos.',
  noCompanySelected: 'No hay una empresa seleccionada.',
  /** 400: a calendar date (a day without a time) that is not a real day written AAAA-MM-DD. */
  fechaInvalida: 'La fecha no es válida: debe ser un día del calendario (AAAA-MM-DD).',
} as const;
