import type { ListaChequeo } from '@insp/contracts';

import type { ListaChequeoDoc } from '../../models/index.ts';

/** A list of checks (also served to the module services by the internal API). */
export function toLista(doc: ListaChequeoDoc): ListaChequeo {
  return {
    Id: doc._id.toHexString(),
    Nombre: doc.Nombre,
    Tipo: doc.Tipo,
    Preguntas: doc.Preguntas.map((c) => ({ Categoria: c.Categoria, Preguntas: [...c.Preguntas] })),
    FechaCreacion: doc.FechaCreacion.toISOString(),
    TotalRespuestas: doc.TotalRespuestas,
    Cantidad: doc.Cantidad,
    TotalEspacios: doc.TotalEspacios,
    EspaciosCompletados: doc.EspaciosCompletados,
  };
}
