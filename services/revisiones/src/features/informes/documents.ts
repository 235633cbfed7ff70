import type { InternalCompanyFull } from '@insp/contracts';
import type { OrdenInforme } from '@insp/contracts';
import { observationDays } from '@insp/domain';
import { informes as texts } from '@insp/messages/revisiones';
import type { FileStore } from '@insp/module-service';
import { type ListadoDocument, reviewDocumentHeader, type ReviewReportTargets } from '@insp/module-service/review-reports';
import { type DocumentImages, type FotoPdf, JobAborted, type PdfRenderer, renderDocument, withDocumentImages } from '@insp/reports';
import type { Connection } from 'mongoose';

import { collections } from '../../shared/collections.ts';
import type { ListadoDoc, ProyectoDoc, RevisionDoc } from '../../shared/hierarchy.ts';
import { type ObservacionView, streamObservaciones } from '../../shared/observaciones-query.ts';
import { type ObservacionPdf, toConteo, toObservacionPdf } from './mappers.ts';
import { OBSERVACIONES_TEMPLATE, PENDIENTES_TEMPLATE } from './templates.ts';

/** Photos shrunk to print size at once (sharp runs on libuv's threads) while the next ones are read. */
const PHOTO_SHRINKS = 4;

export interface ListadoPdfInput extends ListadoDocument<ProyectoDoc, RevisionDoc, ListadoDoc> {
  /** Grouped by subcontrato or recinto ('Solicitar informe'); by Numero without it. */
  orden?: OrdenInforme | undefined;
}

/**
 * The PDFs of revision projects, rendered by the service's one Chromium (`renderer()`): a list's
 * observations (one 'Generar PDF proyecto' item, or the 'Solicitar informe' summary) and the
 * project's 'Pendientes vs. Resueltas'. Photos are printed at print size from a temporary
 * directory of the document (DocumentImages), so the service holds a few of them at a time.
 */
export function pdfDocuments(deps: {
  db: Connection;
  files: FileStore;
  targets: ReviewReportTargets<ProyectoDoc, RevisionDoc, ListadoDoc>;
  renderer: () => PdfRenderer;
}) {
  const { db, files, targets, renderer } = deps;

  /**
   * Every photo of the document, read together (FileStore.readImages: a fixed number of queries
   * instead of a GridFS download per photo, each of which reads the whole chunks collection on
   * devdb), shrunk to print size and written to the document's directory as they arrive.
   */
  async function photosOf(companyId: string, views: ObservacionView[], images: DocumentImages): Promise<Map<string, string>> {
    const ids = views.flatMap((view) => (view.Imagenes ?? []).map((id) => id.toHexString()));
    return images.addAll(files.readImages(companyId, ids, 'print'), PHOTO_SHRINKS);
  }

  const fotosOf = (view: ObservacionView, photos: Map<string, string>): FotoPdf[] =>
    (view.Imagenes ?? []).map((id) => {
      const src = photos.get(id.toHexString());
      return src ? { src, texto: texts.pdf.campos.fotos } : { src: null, texto: texts.pdf.sinImagen };
    });

  const render = (company: InternalCompanyFull, title: string, template: string, data: object, images?: DocumentImages): Promise<Buffer> =>
    renderDocument(renderer(), { title, template, data, footerText: company.PiePagina ?? '', images });

  return {
    /** A list's observations, by Numero or grouped by subcontrato / recinto. */
    listado: (input: ListadoPdfInput): Promise<Buffer> =>
      withDocumentImages(async (images) => {
        const { companyId, company, project, revision, listado, orden, now } = input;
        const views: ObservacionView[] = [];
        const scope = { projectId: project._id.toHexString(), revisionId: revision._id.toHexString(), listadoId: listado._id.toHexString() };
        for await (const view of streamObservaciones(db, companyId, scope, {}, { days: observationDays(project), order: orden ?? 'numero', now })) {
          if (input.aborted()) throw new JobAborted();
          views.push(view);
        }
        const photos = await photosOf(companyId, views, images);
        if (input.aborted()) throw new JobAborted();
        const observaciones = views.map((view) => ({ view, pdf: toObservacionPdf(view, fotosOf(view, photos)) }));

        const grupos: { titulo: string | null; observaciones: ObservacionPdf[] }[] = [];
        for (const { view, pdf } of observaciones) {
          const key = orden ? (orden === 'recinto' ? view.Recinto : view.Subcontrato) : null;
          const titulo = orden ? `${texts.pdf.grupo[orden]}: ${key || texts.pdf.sinDato}` : null;
          const last = grupos.at(-1);
          if (last && last.titulo === titulo) last.observaciones.push(pdf);
          else grupos.push({ titulo, observaciones: [pdf] });
        }
        const titulo = orden ? texts.pdf.titulos.resumenListado : texts.pdf.titulos.respuestas;
        return render(
          company,
          `${titulo} · ${listado.Nombre}`,
          OBSERVACIONES_TEMPLATE,
          {
            ...reviewDocumentHeader(texts.pdf, {
              titulo,
              company,
              project,
              revision,
              listado,
              extra: orden ? [{ etiqueta: texts.pdf.ordenadoPor, valor: texts.pdf.orden[orden] }] : [],
              now,
            }),
            grupos,
            vacio: texts.pdf.sinObservacionesListado,
          },
          images,
        );
      }),

    /** 'Pendientes vs. Resueltas': per revision and active list, and for the whole project. */
    async pendientes(input: { companyId: string; company: InternalCompanyFull; project: ProyectoDoc; now: Date }): Promise<Buffer> {
      const { companyId, company, project, now } = input;
      const conteos = await targets.projectTotals(companyId, project, {
        collection: collections.observaciones,
        figures: { total: {}, resueltas: { Resuelta: { $ne: null } } },
        row: (nombre, figures) => toConteo(nombre, figures.total, figures.resueltas),
        totalRevision: texts.pdf.totalRevision,
        totalProyecto: texts.pdf.totalProyecto,
      });
      const titulo = texts.pdf.titulos.pendientesVsResueltas;
      return render(company, `${titulo} · ${project.NombreProyecto}`, PENDIENTES_TEMPLATE, {
        ...reviewDocumentHeader(texts.pdf, { titulo, company, project, now }),
        columnas: {
          nombre: texts.pdf.listado,
          total: texts.pdf.total,
          resueltas: texts.pdf.resueltas,
          pendientes: texts.pdf.pendientes,
          porcentaje: texts.pdf.porcentajeResueltas,
        },
        ...conteos,
        vacio: texts.pdf.sinListados,
      });
    },
  };
}

export type PdfDocuments = ReturnType<typeof pdfDocuments>;
