import type { InternalCompanyFull } from '@insp/contracts';
import { checklistRevisiones as texts } from '@insp/messages/checklist-revisiones';
import type { FileStore } from '@insp/module-service';
import { baseLayout, compileTemplate, mapLimit, printImageDataUri, type PdfRenderer } from '@insp/reports';
import { RESUELTO } from '../../shared/avance.ts';
import type { ListadoDoc, ProyectoDoc, RevisionDoc } from '../../shared/hierarchy.ts';
import type { RespuestaDoc } from '../../shared/respuestas.ts';
import { cabecera, fechaGeneracion, toAvance, toRespuestaPdf, type Avance, type FotoPdf, type RespuestaPdf } from './mappers.ts';
import type { InformesRepository } from './repository.ts';
import { RESPUESTAS_TEMPLATE, RESUMEN_TEMPLATE } from './templates.ts';

/** Photos read from GridFS at once while a document is put together. */
const PHOTO_READS = 6;
const POR_RESOLVER = 'Por Resolver';
const doc = texts.informes.documento;

/** Stopped because the job is no longer ours: nobody will read the document. */
export class JobAborted extends Error {}

export interface ListadoPdfInput {
  companyId: string;
  company: InternalCompanyFull;
  project: ProyectoDoc;
  revision: RevisionDoc;
  listado: ListadoDoc;
  now: Date;
  aborted(): boolean;
}

const columnas = { nombre: doc.listado, total: doc.total, resueltas: doc.resueltas, porResolver: doc.porResolver, otras: doc.otras, porcentaje: doc.porcentajeResueltas };

/** Counts of a set of answers: total, 'Resuelto' and 'Por Resolver'. */
function contar(respuestas: RespuestaDoc[]) {
  return {
    total: respuestas.length,
    resueltas: respuestas.filter((r) => r.Estado === RESUELTO).length,
    porResolver: respuestas.filter((r) => r.Estado === POR_RESOLVER).length,
  };
}

/**
 * The PDFs of checklist projects, rendered by the service's one Chromium: a list's answers with
 * the progress of every room, subcontract and error type (one 'Generar PDF proyecto' item), and the
 * project summary. Photos go inline at print size.
 */
export function pdfDocuments(deps: { files: FileStore; repository: InformesRepository; renderer: () => PdfRenderer }) {
  const { files, repository, renderer } = deps;

  async function fotoOf(companyId: string, respuesta: RespuestaDoc): Promise<FotoPdf | null> {
    if (!respuesta.Imagen) return null;
    const bytes = await files.readImage(companyId, respuesta.Imagen.toHexString(), 'web');
    const src = bytes ? await printImageDataUri(bytes) : null;
    return src ? { src, texto: doc.campos.foto } : { src: null, texto: doc.sinImagen };
  }

  function render(company: InternalCompanyFull, title: string, template: string, data: object): Promise<Buffer> {
    const html = baseLayout(compileTemplate(template)(data), { title });
    return renderer().render({ html, footerText: company.PiePagina ?? '', title });
  }

  return {
    /** 'Respuestas_{list}_{date}.pdf': the progress table, then each error type's answers. */
    async listado(input: ListadoPdfInput): Promise<Buffer> {
      const { companyId, company, project, revision, listado, now } = input;
      const [estructura, respuestas] = await Promise.all([
        repository.estructura(companyId, listado._id),
        (async () => {
          const all: RespuestaDoc[] = [];
          for await (const respuesta of repository.respuestasDeListado(companyId, listado._id)) {
            if (input.aborted()) throw new JobAborted();
            all.push(respuesta);
          }
          return all;
        })(),
      ]);
      const porError = new Map<string, RespuestaDoc[]>();
      for (const respuesta of respuestas) {
        const key = respuesta.errorTipoId.toHexString();
        porError.set(key, [...(porError.get(key) ?? []), respuesta]);
      }
      const avance: Avance[] = [];
      const secciones: { titulo: string; respuestas: RespuestaPdf[] }[] = [];
      for (const recinto of estructura.recintos) {
        const subs = estructura.subcontratos.filter((sub) => sub.recintoId.equals(recinto._id));
        const delRecinto = respuestas.filter((r) => r.recintoId.equals(recinto._id));
        const r = contar(delRecinto);
        avance.push(toAvance(recinto.Nombre, 0, r.total, r.resueltas, r.porResolver));
        for (const sub of subs) {
          const s = contar(delRecinto.filter((item) => item.subcontratoId.equals(sub._id)));
          avance.push(toAvance(sub.Nombre, 1, s.total, s.resueltas, s.porResolver));
          for (const error of estructura.erroresTipo.filter((item) => item.subcontratoId.equals(sub._id))) {
            const propias = porError.get(error._id.toHexString()) ?? [];
            const e = contar(propias);
            avance.push(toAvance(error.Nombre, 2, e.total, e.resueltas, e.porResolver));
            if (propias.length === 0) continue;
            const pdfs = await mapLimit(propias, PHOTO_READS, async (respuesta) => toRespuestaPdf(respuesta, await fotoOf(companyId, respuesta)));
            if (input.aborted()) throw new JobAborted();
            secciones.push({ titulo: `${recinto.Nombre} / ${sub.Nombre} / ${error.Nombre}`, respuestas: pdfs });
          }
        }
      }
      const t = contar(respuestas);
      const titulo = doc.respuestasTitulo;
      return render(company, `${titulo} · ${listado.Nombre}`, RESPUESTAS_TEMPLATE, {
        titulo,
        empresa: company.Nombre,
        fechaGeneracion: fechaGeneracion(now),
        cabecera: cabecera({
          empresa: company.Nombre,
          proyecto: project.NombreProyecto,
          revision: revision.Nombre,
          listado: listado.Nombre,
          checklist: listado.ChecklistName,
          responsable: listado.Responsable ?? revision.Responsable ?? project.Responsable,
        }),
        avanceTitulo: doc.avance,
        columnas: { ...columnas, nombre: texts.resumen.columns.recinto },
        avance,
        total: toAvance(doc.total, 0, t.total, t.resueltas, t.porResolver),
        secciones,
        vacio: doc.sinRespuestasListado,
      });
    },

    /** The project summary: per revision and active list, and for the whole project. */
    async resumen(input: { companyId: string; company: InternalCompanyFull; project: ProyectoDoc; now: Date }): Promise<Buffer> {
      const { companyId, company, project, now } = input;
      const [revisiones, listados, totales, resueltas, porResolver] = await Promise.all([
        repository.revisiones(companyId, project._id),
        repository.listados(companyId, project._id),
        repository.countByListado(companyId, project._id),
        repository.countByListado(companyId, project._id, RESUELTO),
        repository.countByListado(companyId, project._id, POR_RESOLVER),
      ]);
      const activos = listados.filter((listado) => listado.Estado !== 'Eliminado');
      const suma = { total: 0, resueltas: 0, porResolver: 0 };
      const porRevision = revisiones.map((revision) => {
        const filas = activos
          .filter((listado) => listado.revisionId.equals(revision._id))
          .map((listado) => {
            const id = listado._id.toHexString();
            return toAvance(listado.Nombre, 0, totales.get(id) ?? 0, resueltas.get(id) ?? 0, porResolver.get(id) ?? 0);
          });
        const r = filas.reduce((acc, fila) => ({ total: acc.total + fila.total, resueltas: acc.resueltas + fila.resueltas, porResolver: acc.porResolver + fila.porResolver }), { total: 0, resueltas: 0, porResolver: 0 });
        suma.total += r.total;
        suma.resueltas += r.resueltas;
        suma.porResolver += r.porResolver;
        return { nombre: revision.Nombre, filas, total: toAvance(doc.totalRevision, 0, r.total, r.resueltas, r.porResolver) };
      });
      const titulo = doc.resumenTitulo;
      return render(company, `${titulo} · ${project.NombreProyecto}`, RESUMEN_TEMPLATE, {
        titulo,
        empresa: company.Nombre,
        fechaGeneracion: fechaGeneracion(now),
        cabecera: cabecera({ empresa: company.Nombre, proyecto: project.NombreProyecto, responsable: project.Responsable }),
        columnas,
        revisiones: porRevision,
        totalProyecto: toAvance(doc.totalProyecto, 0, suma.total, suma.resueltas, suma.porResolver),
        vacio: doc.sinListados,
      });
    },
  };
}

export type PdfDocuments = ReturnType<typeof pdfDocuments>;
