import { spec } from '../module.ts';

/**
 * The service's collections, one document per item (spec 001 §3's subcollections become
 * collections keyed by companyId and their parents' ids). Features read each other's collections
 * only by these names, never through each other's models.
 */
export const collections = {
  proyectos: spec.projectsCollection,
  revisiones: 'Revisiones',
  listados: 'Listados',
  /** Owned by features/observaciones; read here only to count (Observaciones resolved / total). */
  observaciones: 'Observaciones',
} as const;
