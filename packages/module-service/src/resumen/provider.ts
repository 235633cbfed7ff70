import type { ResumenItem, ResumenSeccionTipo } from '@insp/contracts/resumenes';

/*
 * What a module service tells the morning digest (issue 20 §3): its active projects with who is
 * responsible for them, and each project's items worth a mail. The platform (./collect.ts) groups
 * them per subcontract and per responsible user, bounds each section and adds the portal links.
 */

/** An active project of the company as the digest needs it. */
export interface ResumenProyecto {
  id: string;
  nombre: string;
  /** Its Responsable and Encargados (hierarchy/visibility.ts): who gets its items in their digest. */
  miembros: string[];
}

/** One item and the sections it belongs to (none: it is left out). */
export interface ResumenCandidato {
  item: ResumenItem;
  /** The subcontract's name as the item stores it; null when the item has none (NEO sheets): users only. */
  subcontrato: string | null;
  tipos: readonly ResumenSeccionTipo[];
}

export interface ResumenWindow {
  companyId: string;
  desde: Date;
  hasta: Date;
}

export interface ResumenProvider<P extends ResumenProyecto = ResumenProyecto> {
  /** The company's active projects (bounded by the module's project quota). */
  proyectos(companyId: string): Promise<P[]>;
  /**
   * The project's items for the digest of [desde, hasta), newest first, states computed at `hasta`.
   * Read through a cursor: the platform keeps at most RESUMEN_ITEMS_MAX per section and counts the rest.
   */
  items(window: ResumenWindow, proyecto: P): AsyncIterable<ResumenCandidato>;
}

/** Where a module service registers its provider (once, from its features). */
export interface ResumenRegistry {
  provide<P extends ResumenProyecto>(provider: ResumenProvider<P>): void;
  provider(): ResumenProvider | null;
}

export function resumenRegistry(): ResumenRegistry {
  let current: ResumenProvider | null = null;
  return {
    provide(provider) {
      if (current) throw new Error('resumen provider registered twice');
      current = provider as unknown as ResumenProvider;
    },
    provider: () => current,
  };
}
