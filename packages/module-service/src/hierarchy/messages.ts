import type { Connection } from 'mongoose';

import {
  assertActive,
  createHierarchy,
  type HierarchyOptions,
  type ListadoBase,
  type ProyectoBase,
  reviewLevels,
  type RevisionBase,
  scopeAccessors,
  type Scopes,
} from './scopes.ts';

/**
 * The Spanish texts the hierarchy's shared rules answer with, as every module's messages hold them
 * (packages/messages: revisiones, checklistRevisiones): each service passes its own.
 */
export interface HierarchyMessages {
  contexto: { noSeEncuentraEmpresa: string };
  proyectos: {
    errors: {
      noExiste: string;
      yaEliminado: string;
      noEliminado: string;
      /** 409 of a create at the limit. */
      limite: string;
      /** 409 of a restore at the limit. */
      limiteRestaurar: string;
      /** 400 of a responsible who is not a user of the company with the module. */
      responsableInvalido: string;
    } & (
      | {
          /** 409 of 'Nuevo Proyecto' with a taken name. */
          nombreDuplicadoNuevo: string;
          /** 409 of 'Editar' (and of any other write) with a taken name. */
          nombreDuplicadoEditar: string;
        }
      | { /** One text for both. */ nombreDuplicado: string }
    );
  };
  revisiones: { errors: { nombreDuplicado: string; noEncontrada: string; /** 409 of a delete while the revision holds listados. */ conListados: string } };
  listados: { errors: { nombreDuplicado: string; noExiste: string; yaEliminado: string; noEliminado: string; limiteRestaurar: string } };
}

/** The duplicate-name texts of projects: on create and on any other write. */
export function proyectoDuplicado(messages: HierarchyMessages): { nuevo: string; editar: string } {
  const errors = messages.proyectos.errors;
  return 'nombreDuplicado' in errors
    ? { nuevo: errors.nombreDuplicado, editar: errors.nombreDuplicado }
    : { nuevo: errors.nombreDuplicadoNuevo, editar: errors.nombreDuplicadoEditar };
}

/**
 * A service's hierarchy: its scopes on its collections with its 404 texts (see
 * createHierarchy), the readers of what they resolved typed with its document shapes, and the
 * guard of writes below a deleted project.
 */
export function serviceHierarchy<P extends ProyectoBase, R extends RevisionBase, L extends ListadoBase>(
  collections: { proyectos: string; revisiones: string; listados: string },
  messages: HierarchyMessages,
) {
  const options: HierarchyOptions = {
    collections: { proyectos: collections.proyectos, revisiones: collections.revisiones, listados: collections.listados },
    texts: {
      proyectoNoExiste: messages.proyectos.errors.noExiste,
      revisionNoEncontrada: messages.revisiones.errors.noEncontrada,
      listadoNoExiste: messages.listados.errors.noExiste,
    },
  };
  return {
    ...scopeAccessors<P, R, L>(),
    scopes: (app: { db: Connection; decorateRequest: (name: 'scope', value: null) => unknown }): Scopes => createHierarchy(app, options),
    /** The project, revision and listado levels with the service's collections and texts (a family that goes deeper adds its own; see createScopes). */
    levels: () => reviewLevels(options),
    /** Writes below a deleted project are refused as if it did not exist (it is gone in 5 days). */
    assertProjectActive: (project: P): void => assertActive(project, messages.proyectos.errors.noExiste),
  };
}
