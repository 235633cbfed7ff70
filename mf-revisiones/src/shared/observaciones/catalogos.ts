import { type CatalogosObservacion, catalogosObservacion } from '@insp/contracts';
import { useEndpointQuery } from '@insp/ui/data';
import { nameOptions, type SelectOption } from '@insp/ui/screens/fields';

/** The company's active catalogues (filters, 'Editar detalle', capture); they change rarely. */
export function useCatalogos(companyId: string) {
  return useEndpointQuery('revisiones', catalogosObservacion, { params: { companyId } }, { staleTime: 5 * 60_000 });
}

/**
 * §5: the Error Tipo options depend on the chosen Subcontrato. Without one (filters only), every
 * error type name of the company, once.
 */
export function errorTipoOptions(catalogos: CatalogosObservacion | undefined, subcontrato: string, current?: string | null): SelectOption[] {
  if (!catalogos) return nameOptions([], current);
  if (subcontrato) return nameOptions(catalogos.subcontratos.find((s) => s.Nombre === subcontrato)?.erroresTipo ?? [], current);
  const names = [...new Set(catalogos.subcontratos.flatMap((s) => s.erroresTipo.map((e) => e.Nombre)))].sort((a, b) => a.localeCompare(b, 'es'));
  return nameOptions(
    names.map((Nombre) => ({ Nombre })),
    current,
  );
}

/** Whether the chosen Subcontrato has error types to choose from (then one is required on capture). */
export function tieneErroresTipo(catalogos: CatalogosObservacion | undefined, subcontrato: string): boolean {
  return Boolean(catalogos?.subcontratos.find((s) => s.Nombre === subcontrato)?.erroresTipo.length);
}
