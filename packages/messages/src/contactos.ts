/**
 * Contact people of a company's subcontract (issue 20 §1): the service's answers and the
 * configuration page's dialog. Not in the spec (the feature is new); the phone reuses the users' texts.
 */
export const contactos = {
  /** Most contacts a subcontract keeps. */
  max: 10,
  nombreRequired: 'Nombre del contacto requerido',
  nombreTooLong: 'El nombre del contacto no puede superar 255 caracteres.',
  emailRequired: 'Email del contacto requerido',
  emailInvalid: 'Email del contacto no válido',
  tooMany: (max: number) => `Un subcontrato puede tener como máximo ${max} contactos.`,
  listInvalid: 'Contactos no válidos',
  saved: 'Contactos actualizados.',
  // configuration page
  button: 'Contactos',
  title: (subcontrato: string) => `Contactos - ${subcontrato}`,
  empty: 'Sin contactos',
  add: 'Agregar contacto',
  save: 'Guardar contacto',
  cancel: 'Cancelar',
  close: 'Cerrar',
  edit: 'Editar',
  remove: 'Eliminar',
  nombre: 'Nombre',
  email: 'Email',
  telefono: 'Teléfono',
  acciones: 'Acciones',
  limitReached: (max: number) => `Máximo ${max} contactos por subcontrato.`,
} as const;
