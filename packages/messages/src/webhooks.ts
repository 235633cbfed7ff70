// Webhooks of a company (issue 20 §4): endpoints a director registers, deliveries and their log.
// Event type names (observacion.creada, …) are part of the API and stay as they are; `tipos` gives
// each one its Spanish label for the configuration page.

export const webhooks = {
  /** Most endpoints a company keeps. */
  max: 10,
  /** Rows of an endpoint's delivery log. */
  logSize: 100,
  urlRequired: 'URL requerida',
  urlInvalid: 'URL no válida',
  urlTooLong: 'La URL no puede superar 2000 caracteres.',
  urlScheme: 'La URL debe comenzar con http:// o https://.',
  urlPrivate: 'La URL apunta a una dirección local o privada: no se envían webhooks a esa dirección.',
  urlUnresolved: 'No se pudo resolver el dominio de la URL.',
  descripcionTooLong: 'La descripción no puede superar 255 caracteres.',
  eventosRequired: 'Selecciona al menos un evento.',
  eventoInvalid: 'Evento no válido',
  tooMany: (max: number) => `Una empresa puede tener como máximo ${max} webhooks.`,
  notFound: 'Webhook no encontrado',
  entregaNotFound: 'Entrega no encontrada',
  created: 'Webhook creado. Copia el secreto ahora: no se volverá a mostrar.',
  updated: 'Webhook actualizado.',
  removed: 'Webhook eliminado.',
  reenviada: 'La entrega se enviará nuevamente.',
  reenviarInactive: 'Activa el webhook para reenviar sus entregas.',
  disabledReason: (intentos: number) => `Deshabilitado después de ${intentos} entregas fallidas seguidas.`,
  /** Why an attempt failed, as the delivery log shows it (besides the status code). */
  errores: {
    timeout: 'Tiempo de espera agotado',
    connection: 'No se pudo conectar con el servidor',
    status: (codigo: number) => `El servidor respondió ${codigo}`,
    urlRefused: 'Dirección no permitida',
    disabled: 'Webhook deshabilitado',
    expired: 'Sin respuesta exitosa en 24 horas',
  },
  estados: { Pendiente: 'Pendiente', Entregada: 'Entregada', Fallida: 'Fallida' },
  tipos: {
    'observacion.creada': 'Observación creada',
    'observacion.actualizada': 'Observación actualizada',
    'observacion.resuelta': 'Observación resuelta',
    'correccion.informada': 'Corrección informada',
    'respuesta.creada': 'Respuesta creada',
    'respuesta.actualizada': 'Respuesta actualizada',
    'hoja.creada': 'Hoja de respuestas creada',
    'hoja.finalizada': 'Hoja de respuestas finalizada',
    'hoja.firmada': 'Hoja de respuestas firmada',
    'proyecto.creado': 'Proyecto creado',
    'proyecto.eliminado': 'Proyecto eliminado',
    'informe.listo': 'Informe listo',
  },
  mail: {
    disabledSubject: (url: string) => `Webhook deshabilitado: ${url}`,
    disabledText: (empresa: string, url: string, motivo: string) =>
      `El webhook ${url} de ${empresa} fue deshabilitado. ${motivo}\n\nRevisa el servidor que recibe los eventos y vuelve a activarlo en Configuración > Webhooks.`,
  },
} as const;
