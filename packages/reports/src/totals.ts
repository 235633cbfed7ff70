/*
 * The project summaries of the review family ('Pendientes vs. Resueltas' of revisiones, the project
 * summary of checklist-revisiones): one table per revision with a row per active list and the
 * revision's total, then the project's total. The figures counted and the row's columns are the
 * module's; the outline and the sums are the same.
 */

/** An id as the documents compare them (a mongodb ObjectId). */
interface Id {
  toHexString(): string;
}

/** Figures of a list, by name (total, resolved…): summed per revision and for the project. */
export type Figures = Record<string, number>;

export interface RevisionTotals<Row> {
  nombre: string;
  filas: Row[];
  total: Row;
}

/**
 * Per revision (in the order given) the rows of its lists that are not deleted (in the order given),
 * and its total; then the project's total. `figures` reads a list's figures (by its id), `row` makes
 * a row of a name and figures, `zero` is the figures of nothing.
 */
export function projectTotals<F extends Figures, Row>(input: {
  revisiones: readonly { _id: Id; Nombre: string }[];
  listados: readonly { _id: Id; revisionId: Id; Nombre: string; Estado: string }[];
  zero: F;
  figures: (listadoId: string) => F;
  row: (nombre: string, figures: F) => Row;
  totalRevision: string;
  totalProyecto: string;
}): { revisiones: RevisionTotals<Row>[]; totalProyecto: Row } {
  const { zero, figures, row } = input;
  const add = (a: F, b: F): F => {
    const sum: Figures = { ...a };
    for (const key of Object.keys(zero)) sum[key] = (a[key] ?? 0) + (b[key] ?? 0);
    return sum as F;
  };
  const activos = input.listados.filter((listado) => listado.Estado !== 'Eliminado');
  let proyecto = zero;
  const revisiones = input.revisiones.map((revision) => {
    const id = revision._id.toHexString();
    let suma = zero;
    const filas = activos
      .filter((listado) => listado.revisionId.toHexString() === id)
      .map((listado) => {
        const own = figures(listado._id.toHexString());
        suma = add(suma, own);
        return row(listado.Nombre, own);
      });
    proyecto = add(proyecto, suma);
    return { nombre: revision.Nombre, filas, total: row(input.totalRevision, suma) };
  });
  return { revisiones, totalProyecto: row(input.totalProyecto, proyecto) };
}

/**
 * The template of a project summary (after the module's style and the DOCUMENT_HEADER): per revision
 * its table or, without revisions, `vacio`; then the project's total. `head` is the table's header
 * row (labels under `@root.columnas`), `cells` a row's cells after its name.
 */
export function projectTotalsTemplate(parts: { tableClass: string; head: string; cells: string }): string {
  const { tableClass, head, cells } = parts;
  return `
{{#each revisiones}}
  <h2>{{nombre}}</h2>
  <table class="${tableClass}">
    ${head}
    <tbody>
      {{#each filas}}<tr><td>{{nombre}}</td>${cells}</tr>{{/each}}
      {{#with total}}<tr class="total"><th>{{nombre}}</th>${cells}</tr>{{/with}}
    </tbody>
  </table>
{{else}}
  <p class="muted">{{vacio}}</p>
{{/each}}
<h2>{{totalProyecto.nombre}}</h2>
<table class="${tableClass}">
  ${head}
  <tbody>{{#with totalProyecto}}<tr class="total"><th>{{nombre}}</th>${cells}</tr>{{/with}}</tbody>
</table>`;
}
