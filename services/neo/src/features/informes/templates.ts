import { DOCUMENT_HEADER } from '@insp/reports';

/*
 * The documents' handlebars templates, kept as strings (no file read at run time). compileTemplate
 * escapes every {{value}} and refuses unescaped output; labels come in the data (from
 * @insp/messages), never written here. The header is every document's (@insp/reports).
 */

const STYLE = `
<style>
  .foto { margin: 0 0 6mm; break-inside: avoid; }
  .foto img { max-height: 90mm; max-width: min(100%, 120mm); border: 1px solid #ccc; }
  .sin-imagen { border: 1px dashed #999; padding: 6mm 2mm; text-align: center; }
  td.estado-Rechazado { color: #b71c1c; font-weight: bold; }
  td.estado-Aprobado { color: #1b5e20; }
  .firma { break-inside: avoid; margin: 2mm 0 6mm; }
</style>`;

/** 'Resumen fotográfico': each photo with its question, answer, reviewer and date. */
export const FOTOGRAFICO_TEMPLATE = `${STYLE}${DOCUMENT_HEADER}
{{#each fotos}}
<section class="foto">
  <table class="datos">{{#each campos}}<tr><th>{{etiqueta}}</th><td>{{valor}}</td></tr>{{/each}}</table>
  {{#if src}}<img src="{{src}}" alt="{{alt}}">{{else}}<p class="muted sin-imagen">{{alt}}</p>{{/if}}
</section>
{{else}}
<p class="muted">{{vacio}}</p>
{{/each}}`;

/** 'Respuestas y firmas': per reviewer, the questions with both slots, then the signature. */
export const FIRMAS_TEMPLATE = `${STYLE}${DOCUMENT_HEADER}
{{#each revisores}}
<h2>{{nombre}}</h2>
<table>
  <thead><tr><th>{{@root.columnas.categoria}}</th><th>{{@root.columnas.pregunta}}</th><th>{{@root.columnas.casillero1}}</th><th>{{@root.columnas.casillero2}}</th><th>{{@root.columnas.comentario}}</th></tr></thead>
  <tbody>
  {{#each filas}}<tr><td>{{categoria}}</td><td>{{pregunta}}</td><td class="estado-{{estado1}}">{{slot1}}</td><td class="estado-{{estado2}}">{{slot2}}</td><td>{{comentario}}</td></tr>{{/each}}
  </tbody>
</table>
<div class="firma">
  {{#if firma}}<img src="{{firma.src}}" alt="{{@root.columnas.firma}}"><p>{{firma.texto}}</p>{{else}}<p class="muted">{{@root.sinFirma}}</p>{{/if}}
</div>
{{/each}}`;
