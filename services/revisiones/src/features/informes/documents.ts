import type { Connection } from 'mongoose';
import type { InternalCompanyFull } from '@insp/contracts';
import type { OrdenInforme } from '@insp/contracts';
import { observationDays } from '@insp/domain';
import { informes as texts } from '@insp/messages/revisiones';
import type { FileStore } from '@insp/module-service';
import { baseLayout, compileTemplate, imageDataUri, type PdfRenderer } from '@insp/reports';
import type { ListadoDoc, ProyectoDoc, RevisionDoc } from '../../shared/hierarchy.ts';
import { streamObservaciones, type ObservacionView } from '../../shared/observaciones-query.ts';
import { cabecera, fechaGeneracion, toConteo, toObservacionPdf, type FotoPdf, type ObservacionPdf } from './mappers.ts';
import type { InformesRepository } from './repository.ts';
import { OBSERVACIONES_TEMPLATE, PENDIENTES_TEMPLATE } from './templates.ts';

/** Photos read from GridFS at once while a document is put together (each is at most ~1 MB). */
const PHOTO_READS = 6;

/** The image type of stored bytes (the web versions are JPEG, signatures PNG). */
function mimeOf(bytes: Buffer): string | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** `work` over `items` with at most `limit` running at once, results in order. */
async function mapLimit<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export interface ListadoPdfInput {
  companyId: string;
  company: InternalCompanyFull;
  project: ProyectoDoc;
  revision: RevisionDoc;
  listado: ListadoDoc;
  /** Grouped by subcontrato or recinto ('Solicitar informe'); by Numero without it. */
  orden?: OrdenInforme;
  now: Date;
  aborted(): boolean;
}

/** Stopped because the job is no longer ours: nobody will read the document. */
export class JobAborted extends Error {}

/**
 * The PDFs of revision projects, rendered by the service's one Chromium (`renderer()`): a list's
 * observations (one 'Generar PDF proyecto' item, or the 'Solicitar informe' summary) and the
 * project's 'Pendientes vs. Resueltas'. Photos go inline at web size.
 */
export function pdfDocuments(deps: { db: Connection; files: FileStore; repository: InformesRepository; renderer: () => PdfRenderer }) {
  const { db, files, repository, renderer } = deps;

  async function fotosOf(companyId: string, view: ObservacionView): Promise<FotoPdf[]> {
    const ids = (view.Imagenes ?? []).map((id) => id.toHexString());
    return Promise.all(
      ids.map(async (id): Promise<FotoPdf> => {
        const bytes = await files.readImage(companyId, id, 'web');
        const mime = bytes ? mimeOf(bytes) : null;
        return bytes && mime ? { src: imageDataUri(bytes, mime), texto: texts.pdf.campos.fotos } : { src: null, texto: texts.pdf.sinImagen };
      }),
    );
  }

  function render(company: InternalCompanyFull, title: string, template: string, data: object): Promise<Buffer> {
    const html = baseLayout(compileTemplate(template)(data), { title });
    return renderer().render({ html, footerText: company.PiePagina ?? '', title });
  }

  return {
    /** A list's observations, by Numero or grouped by subcontrato / recinto. */
    async listado(input: ListadoPdfInput): Promise<Buffer> {
      const { companyId, company, project, revision, listado, orden, now } = input;
      const views: ObservacionView[] = [];
      const scope = { projectId: project._id.toHexString(), revisionId: revision._id.toHexString(), listadoId: listado._id.toHexString() };
      for await (const view of streamObservaciones(db, companyId, scope, {}, { days: observationDays(project), order: orden ?? 'numero', now })) {
        if (input.aborted()) throw new JobAborted();
        views.push(view);
      }
      const observaciones = await mapLimit(views, PHOTO_READS, async (view) => ({ view, pdf: toObservacionPdf(view, await fotosOf(companyId, view)) }));
      if (input.aborted()) throw new JobAborted();

      const grupos: { titulo: string | null; observaciones: ObservacionPdf[] }[] = [];
      for (const { view, pdf } of observaciones) {
        const key = orden ? (orden === 'recinto' ? view.Recinto : view.Subcontrato) : null;
        const titulo = orden ? `${texts.pdf.grupo[orden]}: ${key || texts.pdf.sinDato}` : null;
        const last = grupos.at(-1);
        if (last && last.titulo === titulo) last.observaciones.push(pdf);
        else grupos.push({ titulo, observaciones: [pdf] });
      }
      const titulo = orden ? texts.pdf.titulos.resumenListado : texts.pdf.titulos.respuestas;
      return render(company, `${titulo} · ${listado.Nombre}`, OBSERVACIONES_TEMPLATE, {
        titulo,
        empresa: company.Nombre,
        fechaGeneracion: fechaGeneracion(now),
        cabecera: cabecera({
          empresa: company.Nombre,
          proyecto: project.NombreProyecto,
          revision: revision.Nombre,
          listado: listado.Nombre,
          responsable: listado.Responsable ?? revision.Responsable ?? project.Responsable,
          extra: orden ? [{ etiqueta: texts.pdf.ordenadoPor, valor: texts.pdf.orden[orden] }] : [],
        }),
        grupos,
        vacio: texts.pdf.sinObservacionesListado,
      });
    },

    /** 'Pendientes vs. Resueltas': per revision and active list, and for the whole project. */
    async pendientes(input: { companyId: string; company: InternalCompanyFull; project: ProyectoDoc; now: Date }): Promise<Buffer> {
      const { companyId, company, project, now } = input;
      const [revisiones, listados, totales, resueltas] = await Promise.all([
        repository.revisiones(companyId, project._id),
        repository.listados(companyId, project._id),
        repository.countByListado(companyId, project._id, false),
        repository.countByListado(companyId, project._id, true),
      ]);
      const activos = listados.filter((listado) => listado.Estado !== 'Eliminado');
      let total = 0;
      let resueltasProyecto = 0;
      const porRevision = revisiones.map((revision) => {
        const filas = activos
          .filter((listado) => listado.revisionId.equals(revision._id))
          .map((listado) => {
            const id = listado._id.toHexString();
            return toConteo(listado.Nombre, totales.get(id) ?? 0, resueltas.get(id) ?? 0);
          });
        const suma = filas.reduce((sum, fila) => sum + fila.total, 0);
        const sumaResueltas = filas.reduce((sum, fila) => sum + fila.resueltas, 0);
        total += suma;
        resueltasProyecto += sumaResueltas;
        return { nombre: revision.Nombre, filas, total: toConteo(texts.pdf.totalRevision, suma, sumaResueltas) };
      });
      const titulo = texts.pdf.titulos.pendientesVsResueltas;
      return render(company, `${titulo} · ${project.NombreProyecto}`, PENDIENTES_TEMPLATE, {
        titulo,
        empresa: company.Nombre,
        fechaGeneracion: fechaGeneracion(now),
        cabecera: cabecera({ empresa: company.Nombre, proyecto: project.NombreProyecto, responsable: project.Responsable }),
        columnas: {
          nombre: texts.pdf.listado,
          total: texts.pdf.total,
          resueltas: texts.pdf.resueltas,
          pendientes: texts.pdf.pendientes,
          porcentaje: texts.pdf.porcentajeResueltas,
        },
        revisiones: porRevision,
        totalProyecto: toConteo(texts.pdf.totalProyecto, total, resueltasProyecto),
        vacio: texts.pdf.sinListados,
      });
    },
  };
}

export type PdfDocuments = ReturnType<typeof pdfDocuments>;
