import { reviewFamily as family } from './review-family.ts';

/**
 * Observations of revision projects and their statistics (spec 001 §2, §4, §5, §8). Texts marked
 * "not in the spec" are ours: the spec's field app validated on the phone and never said them.
 */
export const observaciones = {
  /** Status names as the screens show them (§4: 'Vencida' is displayed as 'Por Resolver'). */
  estados: { Resuelta: 'Resuelta', Vencida: 'Por Resolver', 'Por Vencer': 'Por Vencer', Observada: 'Observada' },
  /** §4: an empty status. */
  sinEstado: 'N/A',

  sectorRequired: 'Sector es requerido',
  /** Not in the spec: the capture/edit fields other than Sector. */
  recintoRequired: 'Recinto es requerido',
  subcontratoRequired: 'Subcontrato es requerido',
  errorTipoRequired: 'Error Tipo es requerido',
  prioridadRequired: 'Prioridad es requerida',
  comentarioTooLong: 'El comentario no puede superar 2000 caracteres.',
  /** Not in the spec: a name that is not an active item of the company's catalogue. */
  sectorUnknown: 'El sector no existe en los catálogos de la empresa.',
  recintoUnknown: 'El recinto no existe en los catálogos de la empresa.',
  subcontratoUnknown: 'El subcontrato no existe en los catálogos de la empresa.',
  prioridadUnknown: 'La prioridad no existe en los catálogos de la empresa.',
  errorTipoUnknown: 'El error tipo no pertenece al subcontrato elegido.',
  /** Not in the spec: more photos than the company's LimiteFotos. */
  tooManyImages: (limit: number) => (limit === 1 ? 'Solo puedes adjuntar 1 foto.' : `Solo puedes adjuntar hasta ${limit} fotos.`),
  repeatedImage: 'La misma foto no puede adjuntarse dos veces.',
  /** Not in the spec: the device's request id (a UUID) is missing or malformed. */
  clientIdInvalid: 'Identificador de captura inválido.',
  /** Not in the spec: the date range filter with an end before its start. */
  rangeInvalid: 'La fecha de término debe ser posterior a la de inicio.',
  /** Not in the spec: a listado cursor that does not parse. */
  cursorInvalid: 'El cursor de paginación no es válido.',
  notFound: 'No existe la observación.',
  /** Not in the spec: an edit made on a version another user has changed meanwhile (409). */
  conflicto: 'Otra persona modificó esta observación mientras la editabas. Recarga para ver sus cambios y vuelve a intentarlo.',
  /** Not in the spec: the edit dialog's button after that refusal. */
  recargar: 'Recargar',
  /** Not in the spec: capture by a company user who is not responsible for the project. */
  notResponsible: 'No eres responsable de este proyecto.',

  created: 'Observación agregada',
  updated: 'Observación actualizada',
  updateFailed: '!Ha ocurrido un problema¡',
  downloading: 'Descargando',
  empty: 'No hay observaciones',

  /** Screen labels (§2). */
  filtros: 'Filtros',
  editarDetalle: 'Editar detalle',
  historial: 'Historial',
  nuevaObservacion: 'Nueva observación',
  columns: {
    numero: 'N°',
    estado: 'Estado',
    prioridad: 'Prioridad',
    fechaCreacion: 'Fecha de Creación',
    sector: 'Sector',
    recinto: 'Recinto',
    subcontrato: 'Subcontrato',
    errorTipo: 'Error Tipo',
    comentario: 'Comentario',
    revision: 'Revisión',
    listado: 'Listado',
    orden: 'Orden',
    observada: 'Observada',
    vencimiento: 'Vencimiento',
    resuelta: 'Resuelta',
  },
} as const;

const { estado, prioridad, sector, recinto, subcontrato, errorTipo } = observaciones.columns;
/** The fields an observation is filtered and described by (the 'Filtros' panel, the PDFs). */
export const observacionCampos = { estado, prioridad, sector, recinto, subcontrato, errorTipo } as const;

/** Statistics of revision projects (spec 001 §2 'Statistics', §8 empty states). */
export const estadisticas = {
  title: 'Estadísticas',
  total: 'Total',
  resueltas: 'Resueltas',
  pendientes: 'Pendientes',
  porSubcontrato: 'Por subcontrato',
  porListado: 'Por listado',
  /** §8 empty states of the three levels (the summary's is revisiones.proyectos.empty). */
  sinDatos: family.sinObservaciones,
} as const;
