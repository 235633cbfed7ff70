import type { InternalCompanyFull } from '@insp/contracts';
import type { CatalogosObservacion, ObservacionItem, ObservacionResumenItem } from '@insp/contracts';
import { MAX_IMAGENES_OBSERVACION } from '@insp/contracts';
import { toCorreccion } from '@insp/module-service';
import { encodeCursor as encodeKeysetCursor } from '@insp/service-kit';
import type { Types } from 'mongoose';

import type { ObservacionView } from '../../shared/observaciones-query.ts';

export function toItem(view: ObservacionView): ObservacionItem {
  return {
    id: view._id.toHexString(),
    Numero: view.Numero,
    Estado: view.Estado,
    EstadoLabel: view.EstadoLabel,
    Prioridad: view.Prioridad,
    Sector: view.Sector,
    Recinto: view.Recinto,
    Subcontrato: view.Subcontrato,
    ErrorTipo: view.ErrorTipo ?? '',
    Comentario: view.Comentario ?? '',
    Imagenes: (view.Imagenes ?? []).map((id) => id.toHexString()),
    CreatedAt: view.CreatedAt.toISOString(),
    Resuelta: view.Resuelta ? view.Resuelta.toISOString() : null,
    PorVencer: view.PorVencer.toISOString(),
    Vencida: view.Vencida.toISOString(),
    createdBy: view.createdBy,
    EditadoPor: view.EditadoPor ?? null,
    Version: view.Version ?? 0,
    correccion: toCorreccion(view.correccion),
  };
}

export function toResumenItem(view: ObservacionView): ObservacionResumenItem {
  return {
    ...toItem(view),
    revisionId: view.revisionId.toHexString(),
    listadoId: view.listadoId.toHexString(),
    NombreRevision: view.NombreRevision,
    NombreListado: view.NombreListado,
  };
}

/** The list's cursor for a row as the API carries it (`<CreatedAt ms>_<id>`); bench builds deep cursors with it. */
export function encodeCursor(doc: { CreatedAt: Date; _id: Types.ObjectId }): string {
  return encodeKeysetCursor(doc.CreatedAt, doc._id);
}

const option = (item: { id: string; Nombre: string }) => ({ id: item.id, Nombre: item.Nombre });

/** The company's active catalogues (inactive items are no longer offered). */
export function toCatalogos(company: InternalCompanyFull): CatalogosObservacion {
  const { Catalogos } = company;
  return {
    sectores: Catalogos.sectores.filter((item) => item.Activado).map(option),
    recintos: Catalogos.recintos.filter((item) => item.Activado).map(option),
    subcontratos: Catalogos.subcontratos
      .filter((item) => item.Activado)
      .map((item) => ({ ...option(item), erroresTipo: item.ErroresTipoItems.filter((error) => error.Activado).map(option) })),
    prioridades: Catalogos.prioridades.filter((item) => item.Activado).map(option),
    LimiteFotos: limiteFotos(company),
  };
}

/** Photos a capture may carry: the company's LimiteFotos, never more than two (§9). */
export function limiteFotos(company: InternalCompanyFull): number {
  return Math.max(0, Math.min(company.LimiteFotos, MAX_IMAGENES_OBSERVACION));
}
