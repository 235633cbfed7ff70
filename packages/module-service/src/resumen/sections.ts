import { RESUMEN_ITEMS_MAX, type ResumenItem, type ResumenSeccion, type ResumenSeccionTipo } from '@insp/contracts/resumenes';

/** Sections of one recipient, filled item by item: the first RESUMEN_ITEMS_MAX kept, every one counted. */
export class Secciones {
  private readonly bySeccion = new Map<ResumenSeccionTipo, ResumenSeccion>();
  private readonly seen = new Set<string>();

  constructor(private readonly order: readonly ResumenSeccionTipo[]) {}

  /** Adds the item to each of its sections this recipient has (an item counts once per section). */
  add(item: ResumenItem, tipos: readonly ResumenSeccionTipo[]): void {
    for (const tipo of tipos) {
      if (!this.order.includes(tipo)) continue;
      const key = `${tipo}:${item.id}`;
      if (this.seen.has(key)) continue;
      this.seen.add(key);
      let seccion = this.bySeccion.get(tipo);
      if (!seccion) {
        seccion = { tipo, total: 0, items: [] };
        this.bySeccion.set(tipo, seccion);
      }
      seccion.total += 1;
      if (seccion.items.length < RESUMEN_ITEMS_MAX) seccion.items.push(item);
    }
  }

  /** The sections with something, in the recipient's order. */
  list(): ResumenSeccion[] {
    return this.order.flatMap((tipo) => {
      const seccion = this.bySeccion.get(tipo);
      return seccion ? [seccion] : [];
    });
  }
}

/** A subcontract's digest: what is new, due soon and overdue (fixes are for the responsible users). */
export const SECCIONES_SUBCONTRATO: readonly ResumenSeccionTipo[] = ['nuevos', 'porVencer', 'porResolver'];
/** A responsible user's digest. */
export const SECCIONES_USUARIO: readonly ResumenSeccionTipo[] = ['nuevos', 'correcciones', 'porVencer', 'porResolver', 'hojasPendientes', 'hojasRechazadas'];
