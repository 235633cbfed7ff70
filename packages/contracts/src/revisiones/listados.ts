import { revisiones as texts } from '@insp/messages/revisiones';
import { z } from 'zod';

import { listadosFamily } from '../review-family/listados.ts';

/** Listados of a revision (spec 001 §2 'Listados', §3 Listado, §4, §5), collection Listados: the review family's. */
export { ListadoFechaBody, ListadoListQuery, ListadoOrden, ListadoRuta, LISTADOS_MAX_PAGE_SIZE, LISTADOS_PAGE_SIZE } from '../review-family/listados.ts';

export const { ListadoItem, ListadoPage, ListadoBody, listadosEndpoints } = listadosFamily({
  /** Observaciones column: resolved / total, counted. */
  columnas: { ObservacionesResueltas: z.number().int(), ObservacionesTotales: z.number().int() },
  validation: texts.listados.validation,
  listSummary: 'Listados de la revisión (managers also see the deleted ones)',
});
export type ListadoItem = z.infer<typeof ListadoItem>;
export type ListadoPage = z.infer<typeof ListadoPage>;
export type ListadoBody = z.input<typeof ListadoBody>;
