import { reviewFamily as family } from './review-family.ts';
import { revisiones } from './revisiones.ts';

/**
 * Texts of the mf-revisiones screens for projects, revisions and listados that revisiones.ts does
 * not hold (spec 001 §2 names the dialogs; labels, hints and the quota line are ours: "not in the
 * spec" unless noted).
 */
export const revisionesScreens = {
  /** Shared pieces of the screens. */
  comunes: family.screens.comunes,
  proyectos: {
    ...family.screens.proyectos,
    sinUsuarios: 'No hay usuarios con el módulo Revisiones.',
    asignarAyuda: 'Solo se muestran los usuarios con el módulo Revisiones.',
  },
  pdf: {
    titulo: revisiones.proyectos.dialogs.generarPdf,
    ...family.screens.pdf,
    maximo: (max: number) => `Puedes elegir hasta ${max} listados.`,
    generar: revisiones.proyectos.dialogs.generar,
  },
  revisiones: { ...family.screens.revisiones, fechaCreacion: 'Fecha de creación' },
  listados: {
    ...family.screens.listados,
    /** The link to the capture page (a phone's browser). */
    nuevaObservacion: 'Nueva observación',
    /** Observaciones column: resolved / total. */
    observaciones: (resueltas: number, total: number) => `${resueltas} / ${total}`,
    fechaPropuestaTitulo: 'Fecha propuesta',
    fechaRealTitulo: 'Fecha real',
  },
} as const;
