import type * as checklistRevisiones from '@insp/contracts/checklist-revisiones';
import { toCorreccion } from '@insp/module-service';

import type { RespuestaDoc } from '../../shared/respuestas.ts';

export function toRespuestaItem(doc: RespuestaDoc): checklistRevisiones.RespuestaItem {
  return {
    id: doc._id.toHexString(),
    projectId: doc.projectId.toHexString(),
    revisionId: doc.revisionId.toHexString(),
    listadoId: doc.listadoId.toHexString(),
    recintoId: doc.recintoId.toHexString(),
    subcontratoId: doc.subcontratoId.toHexString(),
    errorTipoId: doc.errorTipoId.toHexString(),
    Imagen: doc.Imagen ? doc.Imagen.toHexString() : null,
    Comentario: doc.Comentario,
    Estado: doc.Estado ?? null,
    FechaCreacion: doc.FechaCreacion.toISOString(),
    FechaResuelta: doc.FechaResuelta ? doc.FechaResuelta.toISOString() : null,
    Order: doc.Order,
    NombreRevision: doc.NombreRevision,
    NombreListado: doc.NombreListado,
    NombreRecinto: doc.NombreRecinto,
    NombreSubcontrato: doc.NombreSubcontrato,
    NombreErrorTipo: doc.NombreErrorTipo,
    createdBy: doc.createdBy,
    EditReponsible: doc.EditReponsible ?? null,
    Version: doc.Version ?? 0,
    correccion: toCorreccion(doc.correccion),
  };
}

/** What the event log records of an answer's editable fields. */
export const historyFields = (doc: RespuestaDoc): Record<string, unknown> => ({
  Comentario: doc.Comentario,
  Estado: doc.Estado,
  FechaResuelta: doc.FechaResuelta ? doc.FechaResuelta.toISOString() : null,
});
export const EDITABLE = ['Comentario', 'Estado', 'FechaResuelta'] as const;
