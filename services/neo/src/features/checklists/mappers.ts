import type { NeoChecklist, NeoChecklistDetail } from '@insp/contracts/neo';
import { progresoOT } from '@insp/contracts/neo';

import type { ChecklistOTDoc } from '../../shared/documents.ts';
import type { ChecklistFigures } from '../../shared/figures.ts';

const EMPTY: ChecklistFigures = { Cantidad: 0, CantidadCompletada: 0, TotalEspacios: 0, EspaciosCompletados: 0, TotalRespuestas: 0 };

export function toNeoChecklist(doc: ChecklistOTDoc, figures: ChecklistFigures = EMPTY): NeoChecklist {
  return {
    id: doc._id.toHexString(),
    listaId: doc.listaId.toHexString(),
    Nombre: doc.Nombre,
    Tipo: doc.Tipo,
    MetaRevision: doc.MetaRevision,
    Unidad: doc.Unidad,
    FechaCreacion: doc.FechaCreacion.toISOString(),
    ...figures,
    Progreso: progresoOT(figures.CantidadCompletada, figures.Cantidad),
    TotalPreguntas: doc.Preguntas.reduce((sum, categoria) => sum + categoria.Preguntas.length, 0),
  };
}

export function toNeoChecklistDetail(doc: ChecklistOTDoc, figures?: ChecklistFigures): NeoChecklistDetail {
  return { ...toNeoChecklist(doc, figures), Preguntas: doc.Preguntas.map((c) => ({ Categoria: c.Categoria, Preguntas: [...c.Preguntas] })) };
}
