import { NeoEspacioDocumentParams, NeoHojaDocumentParams, NeoResumenRespuestasParams } from '@insp/contracts/neo';
import { neo } from '@insp/messages/neo';
import type { ReportKind } from '@insp/module-service';

import type { NeoDocuments } from './documents.ts';
import type { InformesService, ResolvedTarget } from './service.ts';

const texts = neo.informes;
const PDF = 'application/pdf';
const ZIP = 'application/zip';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A name usable as a file name (no path separators). */
const safe = (name: string) => name.replace(/[\\/:*?"<>|]/g, '-');

function need<T>(value: T | null): T {
  if (value === null) throw new Error('document target not resolved');
  return value;
}

/**
 * The report kinds of NEO (spec 002 §7 reports-ot-*), registered with `context.reports.define`.
 * Every kind checks at POST that the caller may see the records, and resolves them again when it runs.
 */
export function neoKinds(service: InformesService, documents: NeoDocuments) {
  const authorize = service.authorize;

  async function sheet(companyId: string, params: NeoHojaDocumentParams) {
    const target: ResolvedTarget = await service.resolve(companyId, params);
    return { company: await service.company(companyId), project: target.project, checklist: need(target.checklist), hoja: need(target.hoja) };
  }

  const fotografico: ReportKind<NeoHojaDocumentParams> = {
    params: NeoHojaDocumentParams,
    summary: false,
    authorize,
    async run(job) {
      const data = await documents.fotografico(await sheet(job.companyId, job.params));
      return { fileName: texts.reporteFotograficoArchivo, contentType: PDF, data };
    },
  };

  const firmas: ReportKind<NeoHojaDocumentParams> = {
    params: NeoHojaDocumentParams,
    summary: false,
    authorize,
    async run(job) {
      const input = await sheet(job.companyId, job.params);
      const data = await documents.respuestasFirmas(input);
      return { fileName: safe(texts.pdfFirmasArchivo(input.checklist.Nombre, input.hoja.NombreEspacio, input.hoja.Numero)), contentType: PDF, data };
    },
  };

  const zip: ReportKind<NeoEspacioDocumentParams> = {
    params: NeoEspacioDocumentParams,
    summary: false,
    authorize,
    async run(job) {
      const target = await service.resolve(job.companyId, job.params);
      const asignado = need(target.asignado);
      const data = await documents.zipEspacio({
        company: await service.company(job.companyId),
        project: target.project,
        checklist: need(target.checklist),
        asignado,
        aborted: job.aborted,
      });
      return { fileName: safe(texts.zipArchivo(asignado.Nombre)), contentType: ZIP, data };
    },
  };

  const excel: ReportKind<NeoResumenRespuestasParams> = {
    params: NeoResumenRespuestasParams,
    summary: true,
    authorize,
    async run(job) {
      const { project } = await service.resolve(job.companyId, job.params);
      const data = documents.workbook({ companyId: job.companyId, project, tipo: job.params.tipo, aborted: job.aborted });
      return { fileName: safe(texts.excelArchivo(project.Nombre, job.params.tipo)), contentType: XLSX, data };
    },
  };

  return { 'neo-resumen-fotografico': fotografico, 'neo-respuestas-firmas': firmas, 'neo-respuestas-espacio': zip, 'neo-resumen-respuestas': excel };
}
