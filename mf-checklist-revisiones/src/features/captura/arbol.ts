import * as cr from '@insp/contracts/checklist-revisiones';
import { useEndpointQuery } from '@insp/ui/data';

/** The listado's recintos → subcontratos → error types to choose from (the page's frame asks, its form reads the same query). */
export const useArbol = (params: cr.ListadoParams) => useEndpointQuery('checklist-revisiones', cr.respuestasEndpoints.arbol, { params }, { staleTime: 60_000 });
