import type { InternalCompanyFull } from '@insp/contracts';
import type { OrdenInforme } from '@insp/contracts/checklist-revisiones';
import { checklistRevisiones as texts } from '@insp/messages/checklist-revisiones';
import type { FileStore } from '@insp/module-service';
import { type ListadoDocument, reviewDocumentHeader, type ReviewReportTargets } from '@insp/module-service/review-reports';
import { boxPixels, type DocumentImages, type FotoPdf, JobAborted, type PdfRenderer, PHOTO_BOXES_MM, renderDocument, withDocumentImages } from '@insp/reports';

import { RESUELTO } from '../../shared/avance.ts';
import { collections } from '../../shared/collections.ts';
import type { ListadoDoc, ProyectoDoc, RecintoDoc, RevisionDoc, SubcontratoDoc } from '../../shared/hierarchy.ts';
import type { RespuestaDoc } from '../../shared/respuestas.ts';
import { type Avance, type RespuestaPdf, toAvance, toRespuestaPdf } from './mappers.ts';
import type { InformesRepository } from './repository.ts';
import { RESPUESTAS_TEMPLATE, RESUMEN_TEMPLATE } from './templates.ts';

const POR_RESOLVER = 'Por Resolver';
const doc = texts.informes.documento;

export interface ListadoPdfInput extends ListadoDocument<ProyectoDoc, RevisionDoc, ListadoDoc> {
  /** 'Por recinto': room → subcontract → error type; 'Por subcontrato': subcontract (by name, over every room) → room → error type. */
  orden: OrdenInforme;
}

/** A second-level row: one subcontract of one room, named as the order shows it (the room 'Por subcontrato', the subcontract 'Por recinto'). */
interface Rama {
  nombre: string;
  recinto: RecintoDoc;
  sub: SubcontratoDoc;
}

interface Grupo {
  nombre: string;
  ramas: Rama[];
}

/**
 * The outline of a list's document in the chosen order: the first level's groups, each with its
 * second level and the (room, subcontract) pair under it. Rooms and subcontracts come sorted by
 * name key; subcontracts of different rooms with the same name key form one group 'Por subcontrato'.
 */
function outline(orden: OrdenInforme, recintos: RecintoDoc[], subcontratos: SubcontratoDoc[]): Grupo[] {
  if (orden === 'recinto') {
    return recintos.map((recinto) => ({
      nombre: recinto.Nombre,
      ramas: subcontratos.filter((sub) => sub.recintoId.equals(recinto._id)).map((sub) => ({ recinto, sub, nombre: sub.Nombre })),
    }));
  }
  const recintoOf = new Map(recintos.map((recinto) => [recinto._id.toHexString(), recinto]));
  const groups = new Map<string, Grupo>();
  for (const sub of subcontratos) {
    const recinto = recintoOf.get(sub.recintoId.toHexString());
    if (!recinto) continue;
    const group = groups.get(sub.nombreKey) ?? { nombre: sub.Nombre, ramas: [] };
    group.ramas.push({ recinto, sub, nombre: recinto.Nombre });
    groups.set(sub.nombreKey, group);
  }
  // the subcontracts came by name key, so the groups are in order; their rooms go by the rooms' order
  const rank = new Map(recintos.map((recinto, index) => [recinto._id.toHexString(), index]));
  for (const group of groups.values()) group.ramas.sort((a, b) => (rank.get(a.recinto._id.toHexString()) ?? 0) - (rank.get(b.recinto._id.toHexString()) ?? 0));
  return [...groups.values()];
}

const columnas = {
  nombre: doc.listado,
  total: doc.total,
  resueltas: doc.resueltas,
  porResolver: doc.porResolver,
  otras: doc.otras,
  porcentaje: doc.porcentajeResueltas,
};

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
 * project summary. Photos are read together and printed from the document's directory (DocumentImages).
 */
export function pdfDocuments(deps: {
  files: FileStore;
  targets: ReviewReportTargets<ProyectoDoc, RevisionDoc, ListadoDoc>;
  repository: InformesRepository;
  renderer: () => PdfRenderer;
}) {
  const { files, targets, repository, renderer } = deps;

  function fotoOf(respuesta: RespuestaDoc, fotos: Map<string, string>): FotoPdf | null {
    if (!respuesta.Imagen) return null;
    const src = fotos.get(respuesta.Imagen.toHexString());
    return src ? { src, texto: doc.campos.foto } : { src: null, texto: doc.sinImagen };
  }

  const render = (company: InternalCompanyFull, title: string, template: string, data: object, images?: DocumentImages): Promise<Buffer> =>
    renderDocument(renderer(), { title, template, data, footerText: company.PiePagina ?? '', images });

  return {
    /** 'Respuestas_{list}_{date}.pdf': the progress table, then each error type's answers. */
    listado: (input: ListadoPdfInput): Promise<Buffer> =>
      withDocumentImages(async (images) => {
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
        // Every photo of the list in a fixed number of queries, written to the document's directory;
        // one across (at most 120 × 70 mm), so from the web version shrunk to PHOTO_BOXES_MM.wide.
        const fotos = await images.addAll(
          files.readImages(
            companyId,
            respuestas.flatMap((r) => (r.Imagen ? [r.Imagen.toHexString()] : [])),
            'web',
          ),
          4,
          boxPixels(PHOTO_BOXES_MM.wide),
        );
        if (input.aborted()) throw new JobAborted();
        const porError = new Map<string, RespuestaDoc[]>();
        for (const respuesta of respuestas) {
          const key = respuesta.errorTipoId.toHexString();
          porError.set(key, [...(porError.get(key) ?? []), respuesta]);
        }
        const avance: Avance[] = [];
        const secciones: { titulo: string; respuestas: RespuestaPdf[] }[] = [];
        for (const grupo of outline(input.orden, estructura.recintos, estructura.subcontratos)) {
          const subs = new Set(grupo.ramas.map((rama) => rama.sub._id.toHexString()));
          const delGrupo = respuestas.filter((r) => subs.has(r.subcontratoId.toHexString()));
          const g = contar(delGrupo);
          avance.push(toAvance(grupo.nombre, 0, g.total, g.resueltas, g.porResolver));
          for (const rama of grupo.ramas) {
            const s = contar(delGrupo.filter((item) => item.subcontratoId.equals(rama.sub._id)));
            avance.push(toAvance(rama.nombre, 1, s.total, s.resueltas, s.porResolver));
            for (const error of estructura.erroresTipo.filter((item) => item.subcontratoId.equals(rama.sub._id))) {
              const propias = porError.get(error._id.toHexString()) ?? [];
              const e = contar(propias);
              avance.push(toAvance(error.Nombre, 2, e.total, e.resueltas, e.porResolver));
              if (propias.length === 0) continue;
              const pdfs = propias.map((respuesta) => toRespuestaPdf(respuesta, fotoOf(respuesta, fotos)));
              secciones.push({ titulo: `${grupo.nombre} / ${rama.nombre} / ${error.Nombre}`, respuestas: pdfs });
            }
          }
        }
        const t = contar(respuestas);
        const titulo = doc.respuestasTitulo;
        return render(
          company,
          `${titulo} · ${listado.Nombre}`,
          RESPUESTAS_TEMPLATE,
          {
            ...reviewDocumentHeader(doc, {
              titulo,
              company,
              project,
              revision,
              listado,
              detalles: [{ etiqueta: doc.checklist, valor: listado.ChecklistName }],
              extra: [{ etiqueta: doc.ordenadoPor, valor: doc.orden[input.orden] }],
              now,
            }),
            avanceTitulo: doc.avance,
            columnas: { ...columnas, nombre: texts.resumen.columns[input.orden] },
            avance,
            total: toAvance(doc.total, 0, t.total, t.resueltas, t.porResolver),
            secciones,
            vacio: doc.sinRespuestasListado,
          },
          images,
        );
      }),

    /** The project summary: per revision and active list, and for the whole project. */
    async resumen(input: { companyId: string; company: InternalCompanyFull; project: ProyectoDoc; now: Date }): Promise<Buffer> {
      const { companyId, company, project, now } = input;
      const conteos = await targets.projectTotals(companyId, project, {
        collection: collections.respuestas,
        figures: { total: {}, resueltas: { Estado: RESUELTO }, porResolver: { Estado: POR_RESOLVER } },
        row: (nombre, figures) => toAvance(nombre, 0, figures.total, figures.resueltas, figures.porResolver),
        totalRevision: doc.totalRevision,
        totalProyecto: doc.totalProyecto,
      });
      const titulo = doc.resumenTitulo;
      return render(company, `${titulo} · ${project.NombreProyecto}`, RESUMEN_TEMPLATE, {
        ...reviewDocumentHeader(doc, { titulo, company, project, now }),
        columnas,
        ...conteos,
        vacio: doc.sinListados,
      });
    },
  };
}

export type PdfDocuments = ReturnType<typeof pdfDocuments>;
