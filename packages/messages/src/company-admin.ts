/** Company administration answers (spec 000 §5, §8). Texts marked "not in the spec" are ours. */
export const companyAdmin = {
  nombreRequired: 'Nombre es requerido',
  rutRequired: 'Rut es requerido',
  rutInvalid: 'Rut no válido',
  rutTaken: 'Rut de empresa ya existe',
  /** Not in the spec: LimiteFotos outside 1..2. */
  limiteFotosRange: 'LimiteFotos debe estar entre 1 y 2.',
  /** Not in the spec: a module limit that is not a whole number >= 0. */
  limitInvalid: 'El límite debe ser un número entero mayor o igual a 0.',
  /** Not in the spec: a storage limit that is not a whole number of bytes >= 0 (issue 17; the page edits it in GB). */
  storageLimitInvalid: 'El límite de almacenamiento debe ser un número mayor o igual a 0.',
  /** Not in the spec: PiePagina longer than 255 characters (§9: texts are limited to 255). */
  piePaginaTooLong: 'El pie de página no puede superar 255 caracteres.',
  /** Not in the spec (issue 20 §3): ZonaHoraria that is not an IANA time zone the platform knows. */
  zonaHorariaInvalid: 'Zona horaria no válida: usa un nombre IANA, por ejemplo America/Santiago.',
  /** Not in the spec: a write to a soft-deleted company (only 'Restaurar' is allowed). */
  companyDeleted: 'La empresa está eliminada: restáurala para hacer cambios.',
  /** Not in the spec: a module limit lowered below what the company already uses. */
  limitBelowUsage: (what: string, module: string, used: number, limit: number) =>
    `No puedes bajar el límite de ${what} del módulo ${module} a ${limit}: la empresa ya usa ${used}.`,
  created: 'Empresa Agregada',
  /** Not in the spec: information saved. */
  updated: 'Hemos actualizado la empresa.',
  /** Soft delete and permanent delete both confirm with the spec's 'Empresa Eliminada'. */
  deleted: 'Empresa Eliminada',
  restored: 'Empresa restaurada',
  missingId: 'Falta el id de la Empresa al actualizar.',
  /** Not in the spec: permanent delete is offered only for companies already deleted ('Mostrar Eliminadas'). */
  purgeNeedsSoftDelete: 'Primero elimina la empresa; solo las empresas eliminadas se pueden borrar de forma definitiva.',
  /** Not in the spec: the company is being purged (a module service has not confirmed yet). */
  purgePending: 'La empresa se está eliminando de forma definitiva; terminaremos cuando todos los módulos confirmen.',
  reloaded: 'Se han recargado datos',
  reloadFailed: 'Error al recargar datos',
} as const;
