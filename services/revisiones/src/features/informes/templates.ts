import { DOCUMENT_HEADER, projectTotalsTemplate } from '@insp/reports';

/*
 * The documents' handlebars templates, kept as strings (no file read at run time, so they work the
 * same under tsx and in the image). compileTemplate escapes every {{value}} and refuses unescaped
 * output; labels come in the data (from @insp/messages), never written here. The header and the
 * outline of the project summary are every document's (@insp/reports); the rest is this module's.
 */

/** Extra styles of these documents (the common ones are @insp/reports' BASE_CSS). */
const STYLE = `
<style>
  .observacion { margin: 0 0 6mm; }
  .observacion h3 { background: #f0f0f0; padding: 1.5mm 2mm; margin: 0; border: 1px solid #888; border-bottom: 0; }
  .observacion table { margin: 0 0 2mm; }
  .observacion td.valor { white-space: pre-wrap; }
  .fotos figure { border: 0; }
  .fotos img { max-height: 80mm; }
  .sin-imagen { border: 1px dashed #999; padding: 6mm 2mm; text-align: center; }
  table.conteo td.n, table.conteo th.n { text-align: right; white-space: nowrap; }
  table.conteo tr.total th, table.conteo tr.total td { background: #f4f4f4; font-weight: bold; }
  .barra { display: flex; width: 45mm; height: 4mm; border: 1px solid #888; background: #fff; }
  .barra .resuelta { background: #2e7d32; height: 100%; }
  .barra .pendiente { background: #e65100; height: 100%; }
</style>`;

/**
 * The observations of one list (a 'Generar PDF proyecto' item, or the 'Solicitar informe' summary
 * with one group per subcontrato or recinto): each with its fields and photos.
 */
export const OBSERVACIONES_TEMPLATE = `${STYLE}${DOCUMENT_HEADER}
{{#each grupos}}
  {{#if titulo}}<h2>{{titulo}}</h2>{{/if}}
  {{#each observaciones}}
  <section class="observacion">
    <h3>{{titulo}}</h3>
    <table class="datos">
      {{#each campos}}<tr><th>{{etiqueta}}</th><td class="valor">{{valor}}</td></tr>{{/each}}
    </table>
    {{#if fotos}}
    <div class="fotos">
      {{#each fotos}}<figure>{{#if src}}<img src="{{src}}" alt="{{texto}}">{{else}}<p class="muted sin-imagen">{{texto}}</p>{{/if}}</figure>{{/each}}
    </div>
    {{/if}}
  </section>
  {{/each}}
{{else}}
  <p class="muted">{{vacio}}</p>
{{/each}}`;

const CONTEO_HEAD = `<thead><tr>
  <th>{{@root.columnas.nombre}}</th><th class="n">{{@root.columnas.total}}</th><th class="n">{{@root.columnas.resueltas}}</th>
  <th class="n">{{@root.columnas.pendientes}}</th><th class="n">{{@root.columnas.porcentaje}}</th><th></th>
</tr></thead>`;

const CONTEO_ROW = `<td class="n">{{total}}</td><td class="n">{{resueltas}} ({{porcentajeResueltas}})</td>
  <td class="n">{{pendientes}} ({{porcentajePendientes}})</td><td class="n">{{porcentajeResueltas}}</td>
  <td><div class="barra"><div class="resuelta" style="width: {{anchoResueltas}}%"></div><div class="pendiente" style="width: {{anchoPendientes}}%"></div></div></td>`;

/** 'Pendientes vs. Resueltas': per revision and list, total / resolved / pending with bars, and the totals. */
export const PENDIENTES_TEMPLATE = `${STYLE}${DOCUMENT_HEADER}${projectTotalsTemplate({ tableClass: 'conteo', head: CONTEO_HEAD, cells: CONTEO_ROW })}`;
