import { spec } from '../module.ts';

/**
 * The service's collections, one document per item (spec 001 §3's subcollections become
 * collections keyed by companyId and every ancestor's id). Features read each other's collections
 * only by these names, never through each other's models. Names differ from the revision family's
 * (texts, collections and leaf models stay separate; issue 7).
 */
export const collections = {
  proyectos: spec.projectsCollection,
  revisiones: 'RevisionesChecklist',
  listados: 'ListadosChecklist',
  recintos: 'RecintosChecklist',
  subcontratos: 'SubcontratosChecklist',
  erroresTipo: 'ErroresTipoChecklist',
  /** Owned by features/respuestas; read elsewhere only to count ('x de y') and for reports. */
  respuestas: 'RespuestasErrorestipos',
} as const;
