import { DOCUMENT_HEADER, projectTotalsTemplate } from '@insp/reports';

/*
 * The documents' handlebars templates, kept as strings (no file read at run time). compileTemplate
 * escapes every {{value}}; labels come in the data (from @insp/messages), never written here. The
 * header and the outline of the project summary are every document's (@insp/reports).
 */

const STYLE = `
<style>
  .respuesta { margin: 0 0 5mm; break-inside: avoid; }
  .respuesta h4 { background: #f0f0f0; padding: 1.5mm 2mm; margin: 0; border: 1px solid #888; border-bottom: 0; }
  .respuesta td.valor { white-space: pre-wrap; }
  .respuesta img { max-height: 70mm; max-width: min(100%, 120mm); }
  .sin-imagen { border: 1px dashed #999; padding: 4mm 2mm; text-align: center; }
  table.avance td.n, table.avance th.n { text-align: right; white-space: nowrap; }
  table.avance tr.nivel-0 td { font-weight: bold; background: #f4f4f4; }
  table.avance tr.nivel-1 td:first-child { padding-left: 5mm; }
  table.avance tr.nivel-2 td:first-child { padding-left: 10mm; }
  table.avance tr.total th, table.avance tr.total td { background: #eee; font-weight: bold; }
  .barra { width: 35mm; height: 3.5mm; border: 1px solid #888; background: #e65100; }
  .barra .resuelta { background: #2e7d32; height: 100%; }
</style>`;

const AVANCE_HEAD = `<thead><tr>
  <th>{{@root.columnas.nombre}}</th><th class="n">{{@root.columnas.total}}</th><th class="n">{{@root.columnas.resueltas}}</th>
  <th class="n">{{@root.columnas.porResolver}}</th><th class="n">{{@root.columnas.otras}}</th><th class="n">{{@root.columnas.porcentaje}}</th><th></th>
</tr></thead>`;

const AVANCE_CELLS = `<td class="n">{{total}}</td><td class="n">{{resueltas}}</td><td class="n">{{porResolver}}</td><td class="n">{{otras}}</td>
  <td class="n">{{porcentajeResueltas}}</td><td><div class="barra"><div class="resuelta" style="width: {{anchoResueltas}}%"></div></div></td>`;

/** A list's answers ('Respuestas_{list}_{date}.pdf'): progress per room / subcontract / error type, then every answer. */
export const RESPUESTAS_TEMPLATE = `${STYLE}${DOCUMENT_HEADER}
<h2>{{avanceTitulo}}</h2>
<table class="avance">
  ${AVANCE_HEAD}
  <tbody>
    {{#each avance}}<tr class="nivel-{{nivel}}"><td>{{nombre}}</td>${AVANCE_CELLS}</tr>{{/each}}
    {{#with total}}<tr class="total"><th>{{nombre}}</th>${AVANCE_CELLS}</tr>{{/with}}
  </tbody>
</table>
{{#each secciones}}
  <h3>{{titulo}}</h3>
  {{#each respuestas}}
  <section class="respuesta">
    <h4>{{titulo}}</h4>
    <table class="datos">{{#each campos}}<tr><th>{{etiqueta}}</th><td class="valor">{{valor}}</td></tr>{{/each}}</table>
    {{#if foto}}<figure>{{#if foto.src}}<img src="{{foto.src}}" alt="{{foto.texto}}">{{else}}<p class="muted sin-imagen">{{foto.texto}}</p>{{/if}}</figure>{{/if}}
  </section>
  {{/each}}
{{else}}
  <p class="muted">{{vacio}}</p>
{{/each}}`;

/** The project summary (generateProjectSummary): per revision and list, and for the whole project. */
export const RESUMEN_TEMPLATE = `${STYLE}${DOCUMENT_HEADER}${projectTotalsTemplate({ tableClass: 'avance', head: AVANCE_HEAD, cells: AVANCE_CELLS })}`;
