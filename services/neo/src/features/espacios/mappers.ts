import type { NeoEspacio } from '@insp/contracts/neo';

import type { EspacioOTDoc } from '../../shared/documents.ts';

export function toNeoEspacio(doc: EspacioOTDoc, Asignaciones: number): NeoEspacio {
  return { id: doc._id.toHexString(), Nombre: doc.Nombre, Tipo: doc.Tipo, Numero: doc.Numero, Asignaciones, FechaCreacion: doc.FechaCreacion.toISOString() };
}
