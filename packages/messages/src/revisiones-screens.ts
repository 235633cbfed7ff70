import { revisiones } from './revisiones.ts';

/**
 * Texts of the mf-revisiones screens for projects, revisions and listados that revisiones.ts does
 * not hold (spec 001 §2 names the dialogs; labels, hints and the quota line are ours: "not in the
 * spec" unless noted).
 */
export const revisionesScreens = {
  /** Shared pieces of the screens. */
  comunes: {
    acciones: 'Acciones',
    responsable: 'Responsable',
    elegir: 'Elegir',
    guardar: 'Guardar',
    cancelar: 'Cancelar',
    cerrar: 'Cerrar',
    /** The header of the listados screen: business / project / revision (§2). */
    encabezado: (...partes: string[]) => partes.join(' / '),
  },
  proyectos: {
    /** §2 column 'Fecha de creación' of the projects table (dd/MM/yyyy HH:mm:ss). */
    fechaCreacion: 'Fecha de creación',
    /** The used/limit bar (hidden for company users). */
    cupo: (used: number, limit: number) => `Proyectos activos: ${used} de ${limit}`,
    seleccionar: (nombre: string) => `Seleccionar ${nombre}`,
    verRevisiones: (nombre: string) => `Ver revisiones de ${nombre}`,
    accionesDe: (nombre: string) => `Acciones de ${nombre}`,
    responsableOpcional: 'Responsable (opcional)',
    sinUsuarios: 'No hay usuarios con el módulo Revisiones.',
    asignarAyuda: 'Solo se muestran los usuarios con el módulo Revisiones.',
  },
  pdf: {
    titulo: revisiones.proyectos.dialogs.generarPdf,
    revisiones: 'Revisiones',
    listados: 'Listados',
    sinRevisiones: 'Este proyecto no tiene revisiones.',
    sinListados: 'Las revisiones elegidas no tienen listados.',
    eligeRevision: 'Elige una o más revisiones para ver sus listados.',
    maximo: (max: number) => `Puedes elegir hasta ${max} listados.`,
    elegidos: (n: number, max: number) => `${n} de ${max} listados elegidos`,
    generar: revisiones.proyectos.dialogs.generar,
  },
  revisiones: {
    editar: 'Editar Revisión',
    nombre: 'Nombre',
    /** §2 column 'manager'. */
    encargado: 'Encargado',
    fechaCreacion: 'Fecha de creación',
  },
  listados: {
    editar: 'Editar Listado',
    nombre: 'Nombre',
    /** The link to the capture page (a phone's browser). */
    nuevaObservacion: 'Nueva observación',
    /** Observaciones column: resolved / total. */
    observaciones: (resueltas: number, total: number) => `${resueltas} / ${total}`,
    fecha: 'Fecha',
    fechaPropuestaTitulo: 'Fecha propuesta',
    fechaRealTitulo: 'Fecha real',
    fechaPropuesta: (fecha: string) => `Propuesta: ${fecha}`,
    fechaReal: (fecha: string) => `Real: ${fecha}`,
  },
} as const;
