import type { Connection } from 'mongoose';
import type { InternalCompanyFull } from '@insp/contracts';
import type { OrdenInforme } from '@insp/contracts';
import { observationDays } from '@insp/domain';
import { informes as texts } from '@insp/messages/revisiones';
import type { FileStore } from '@insp/module-service';
import { baseLayout, compileTemplate, mapLimit, printImageDataUri, type PdfRenderer } from '@insp/reports';
import type { ListadoDoc, ProyectoDoc, RevisionDoc } from '../../shared/hierarchy.ts';
import { streamObservaciones, type ObservacionView } from '../../shared/observaciones-query.ts';
import { cabecera, fechaGeneracion, toConteo, toObservacionPdf, type FotoPdf, type ObservacionPdf } from './mappers.ts';
import type { InformesRepository } from './repository.ts';
import { OBSERVACIONES_TEMPLATE, PENDIENTES_TEMPLATE } from './templates.ts';

/** Photos read from GridFS at once while a document is put together (each is at most ~1 MB). */
const PHOTO_READS = 6;


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
 * project's 'Pendientes vs. Resueltas'. Photos go inline at print size (see printImageDataUri).
 */
export function pdfDocuments(deps: { db: Connection; files: FileStore; repository: InformesRepository; renderer: () => PdfRenderer }) {
  const { db, files, repository, renderer } = deps;

  async function fotosOf(companyId: string, view: ObservacionView): Promise<FotoPdf[]> {
    const ids = (view.Imagenes ?? []).map((id) => id.toHexString());
    return Promise.all(
      ids.map(async (id): Promise<FotoPdf> => {
        const bytes = await files.readImage(companyId, id, 'web');
        const src = bytes ? await printImageDataUri(bytes) : null;
        return src ? { src, texto: texts.pdf.campos.fotos } : { src: null, texto: texts.pdf.sinImagen };
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
