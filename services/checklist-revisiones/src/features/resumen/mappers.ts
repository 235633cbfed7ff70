import type * as checklistRevisiones from '@insp/contracts/checklist-revisiones';
import { toCorreccion } from '@insp/module-service';

import type { RespuestaDoc } from '../../shared/respuestas.ts';

/** A row of the project summary (checklist columns of §2). */
export function toResumenRow(doc: RespuestaDoc): checklistRevisiones.ResumenRow {
  return {
    id: doc._id.toHexString(),
    revisionId: doc.revisionId.toHexString(),
    listadoId: doc.listadoId.toHexString(),
    recintoId: doc.recintoId.toHexString(),
    subcontratoId: doc.subcontratoId.toHexString(),
    errorTipoId: doc.errorTipoId.toHexString(),
    Revision: doc.NombreRevision,
    Listado: doc.NombreListado,
    Recinto: doc.NombreRecinto,
    Subcontrato: doc.NombreSubcontrato,
    ErrorTipo: doc.NombreErrorTipo,
    Orden: doc.Order,
    Estado: doc.Estado ?? null,
    Comentario: doc.Comentario,
    Foto: doc.Imagen ? doc.Imagen.toHexString() : null,
    Observada: doc.FechaCreacion.toISOString(),
    Resuelta: doc.FechaResuelta ? doc.FechaResuelta.toISOString() : null,
    // Only when a fix was reported through the portal (issue 20 §2): the rows stay as they were otherwise.
    ...(doc.correccion ? { correccion: toCorreccion(doc.correccion) } : {}),
  };
}
