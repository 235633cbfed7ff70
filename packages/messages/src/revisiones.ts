import { reviewFamily as family } from './review-family.ts';

/**
 * Revision projects, their revisions and listados (spec 001 §§2-9, revision family): screens,
 * dialogs, validation, successes and errors, verbatim where the spec gives the text. Texts the
 * spec does not give are marked "not in the spec". What checklist-review projects say alike is
 * written once in review-family.ts.
 */
export const revisiones = {
  /** §2 Projects table and its dialogs. */
  proyectos: {
    ...family.proyectos,
    breadcrumb: 'Revisiones',
    columns: { nombre: 'Nombre', carpetas: 'Carpetas', responsable: 'Responsable', cargo: 'Cargo', fechaCreacion: 'Fecha de Creación', acciones: 'Acciones' },
    dialogs: { ...family.proyectos.dialogs, diasPorVencer: 'Días por vencer', diasVencidos: 'Días vencidos' },
    validation: {
      ...family.proyectos.validation,
      diasMinimo: 'Debe ser mayor a 0',
      /** Not in the spec: a day field that is not a whole number. */
      diasEntero: 'Debe ser un número entero',
      /** §5 'DiasPorVencer and DiasVencidos required' (issue 16 §5: an emptied field is an error, never silently 10 / 20): each dialog's required text. */
      diasRequeridoNuevo: 'Este dato es importante.',
      diasRequeridoEditar: 'Requerido',
    },
    errors: {
      nombreDuplicadoNuevo: 'Ya tienes un proyecto con ese nombre.',
      nombreDuplicadoEditar: 'Ya existe un proyecto con este nombre.',
      /** Checklist projects (other service); kept with its siblings of §8. */
      nombreDuplicadoChecklist: 'Ya tienes un proyecto con este nombre.',
      ...family.proyectos.errors,
      /** Not in the spec: a responsible who is not a user of the company with the Revisiones flag. */
      responsableInvalido: 'El responsable debe ser un usuario de la empresa con el módulo Revisiones.',
      ...family.proyectoEliminacion,
    },
  },
  /** §2 Revisions table. */
  revisiones: {
    ...family.revisiones,
    columns: { nombre: 'Nombre', listados: 'Listados', responsable: 'Responsable', cargo: 'Cargo', fechaCreacion: 'Fecha de Creación', acciones: 'Acciones' },
  },
  /** §2 Lists screen ('Listados'). */
  listados: {
    ...family.listados,
    actions: { ...family.listados.actions, observaciones: 'Observaciones', ...family.listadoAccionesFecha },
    errors: { ...family.listados.errors, ...family.listadoEliminacion },
  },
  /** §2 breadcrumbs. */
  breadcrumbs: { empresas: 'Empresas', proyectos: 'Proyectos', revisiones: 'Revisiones', listados: 'Listados' },
  contexto: family.contexto,
} as const;
