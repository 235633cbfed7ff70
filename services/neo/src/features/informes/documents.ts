import type { Readable } from 'node:stream';

import type { InternalCompanyFull } from '@insp/contracts';
import type { TipoChecklistOT } from '@insp/contracts/neo';
import { reports as reportTexts } from '@insp/messages';
import { neo } from '@insp/messages/neo';
import { type FileStore, signedFileUrl } from '@insp/module-service';
import {
  boxPixels,
  type CellValue,
  type DocumentImages,
  type PdfRenderer,
  PHOTO_BOXES_MM,
  renderDocument,
  streamedFile,
  withDocumentImages,
  writeWorkbook,
  writeZip,
  type ZipEntry,
} from '@insp/reports';
import type { ServiceConfig } from '@insp/service-kit';
import type { FastifyBaseLogger } from 'fastify';

import type { AsignadoOTDoc, ChecklistOTDoc, FirmaOTDoc, HojaOTDoc, ProyectoOTDoc, RespuestaOTDoc } from '../../shared/documents.ts';
import { cabeceraHoja, estadoTexto, EXCEL_COLUMNS, fecha, type HojaExcel, toExcelRow } from './mappers.ts';
import type { InformesRepository } from './repository.ts';
import { FIRMAS_TEMPLATE, FOTOGRAFICO_TEMPLATE } from './templates.ts';

const texts = neo.informes;

export interface HojaDocumento {
  company: InternalCompanyFull;
  project: ProyectoOTDoc;
  checklist: ChecklistOTDoc;
  hoja: HojaOTDoc;
}

/**
 * The NEO documents: the photographic summary and the answers-and-signatures PDF of a sheet, the zip
 * of a space's sheets and the responses workbook of a project and checklist type.
 */
export function neoDocuments(deps: {
  repository: InformesRepository;
  files: FileStore;
  renderer: () => PdfRenderer;
  config: ServiceConfig;
  log: FastifyBaseLogger;
}) {
  const { repository, files, renderer, config, log } = deps;

  const render = (company: InternalCompanyFull, title: string, template: string, data: object, images: DocumentImages): Promise<Buffer> =>
    renderDocument(renderer(), { title, template, data, footerText: company.PiePagina ?? '', images });

  /**
   * The document's images read together (FileStore.readImages) into its directory: their URLs by
   * file id. Photos print one across (PHOTO_BOXES_MM.wide, 120 × 90 mm), bigger than the stored
   * print version serves at 200 dpi: the web version is shrunk to that box.
   */
  const imagesOf = (companyId: string, fileIds: string[], images: DocumentImages) =>
    images.addAll(files.readImages(companyId, fileIds, 'web'), 4, boxPixels(PHOTO_BOXES_MM.wide));

  const common = (input: HojaDocumento, titulo: string) => ({
    titulo,
    empresa: input.company.Nombre,
    fechaGeneracion: { etiqueta: texts.pdf.generado, valor: fecha(new Date()) },
    cabecera: cabeceraHoja(input.company.Nombre, input.project, input.checklist, input.hoja),
  });

  /** `loaded`: the sheet's answers and signatures when the caller read them already (the zip reads a space's at once). */
  const respuestasFirmas = (input: HojaDocumento, loaded?: { answers: RespuestaOTDoc[]; firmas: FirmaOTDoc[] }): Promise<Buffer> =>
    withDocumentImages((images) => respuestasFirmasWith(images, input, loaded));

  async function respuestasFirmasWith(
    images: DocumentImages,
    input: HojaDocumento,
    loaded?: { answers: RespuestaOTDoc[]; firmas: FirmaOTDoc[] },
  ): Promise<Buffer> {
    const companyId = input.project.companyId.toHexString();
    const [answers, firmas] = loaded
      ? [loaded.answers, loaded.firmas]
      : await Promise.all([repository.answers(companyId, input.hoja._id), repository.firmas(companyId, input.hoja._id)]);
    const byKey = new Map<string, RespuestaOTDoc>();
    for (const answer of answers) byKey.set(`${answer.revisorId.toHexString()}|${answer.categoria}|${answer.pregunta}|${answer.slot}`, answer);
    const urls = await imagesOf(
      companyId,
      firmas.map((firma) => firma.fileId.toHexString()),
      images,
    );
    const firmaImages = firmas.map((firma) => ({ firma, src: urls.get(firma.fileId.toHexString()) }));
    const revisores = input.hoja.Revisores.map((revisor) => {
      const id = revisor.id.toHexString();
      const filas = input.checklist.Preguntas.flatMap((categoria, c) =>
        categoria.Preguntas.map((pregunta, p) => {
          const slot = (n: 1 | 2) => byKey.get(`${id}|${c}|${p}|${n}`);
          const [a, b] = [slot(1), slot(2)];
          return {
            categoria: categoria.Categoria,
            pregunta,
            slot1: a ? estadoTexto(a.Estado) : texts.pdf.sinRespuesta,
            slot2: b ? estadoTexto(b.Estado) : texts.pdf.sinRespuesta,
            estado1: a?.Estado.replace(' ', '') ?? '',
            estado2: b?.Estado.replace(' ', '') ?? '',
            comentario: [a?.Comentario, b?.Comentario].filter(Boolean).join(' / '),
          };
        }),
      );
      const signed = firmaImages.find(({ firma }) => firma.revisorId.equals(revisor.id));
      return {
        nombre: revisor.NombreRevisor,
        filas,
        firma: signed?.src ? { src: signed.src, texto: `${texts.pdf.firmante} ${signed.firma.Firmante} · ${fecha(signed.firma.Fecha)}` } : null,
      };
    });
    const titulo = texts.respuestasFirmas;
    return render(
      input.company,
      `${titulo} · ${input.hoja.NombreEspacio}`,
      FIRMAS_TEMPLATE,
      {
        ...common(input, titulo),
        revisores,
        columnas: {
          categoria: texts.pdf.categoria,
          pregunta: texts.pdf.pregunta,
          casillero1: texts.pdf.casillero1,
          casillero2: texts.pdf.casillero2,
          comentario: texts.pdf.comentario,
          firma: texts.pdf.firma,
        },
        sinFirma: texts.pdf.sinFirma,
      },
      images,
    );
  }

  return {
    /** 'Resumen fotográfico': every answer with a photo; 'Esta fotografía aún no se ha subido.' where its file is missing. */
    fotografico: (input: HojaDocumento): Promise<Buffer> =>
      withDocumentImages(async (images) => {
        const companyId = input.project.companyId.toHexString();
        const answers = (await repository.answers(companyId, input.hoja._id)).filter((answer) => answer.Foto);
        const urls = await imagesOf(
          companyId,
          answers.flatMap((answer) => (answer.Foto ? [answer.Foto.toHexString()] : [])),
          images,
        );
        const fotos = answers.map((answer) => {
          const src = (answer.Foto && urls.get(answer.Foto.toHexString())) ?? null;
          return {
            src,
            alt: src ? answer.Pregunta : texts.fotoNoSubida,
            campos: [
              { etiqueta: texts.pdf.pregunta, valor: answer.Pregunta },
              { etiqueta: texts.pdf.respuesta, valor: estadoTexto(answer.Estado) },
              { etiqueta: texts.pdf.revisor, valor: answer.NombreRevisor },
              { etiqueta: texts.pdf.fecha, valor: fecha(answer.Fecha) },
              ...(answer.Comentario ? [{ etiqueta: texts.pdf.comentario, valor: answer.Comentario }] : []),
            ],
          };
        });
        const titulo = texts.reporteFotografico;
        return render(
          input.company,
          `${titulo} · ${input.hoja.NombreEspacio}`,
          FOTOGRAFICO_TEMPLATE,
          { ...common(input, titulo), fotos, vacio: texts.pdf.sinFotos },
          images,
        );
      }),

    respuestasFirmas,

    /**
     * The zip of a space: one 'Respuestas y firmas' PDF per sheet; a sheet that fails is logged and
     * skipped; an error when none could be produced (nothing to download, §8).
     */
    async zipEspacio(input: {
      company: InternalCompanyFull;
      project: ProyectoOTDoc;
      checklist: ChecklistOTDoc;
      asignado: AsignadoOTDoc;
      aborted(): boolean;
    }): Promise<Readable> {
      const companyId = input.project.companyId.toHexString();
      const [hojas, answers, firmas] = await Promise.all([
        repository.hojasDeAsignado(companyId, input.asignado._id),
        repository.answersDeAsignado(companyId, input.asignado._id),
        repository.firmasDeAsignado(companyId, input.asignado._id),
      ]);
      const of = <T extends { hojaId: { toHexString(): string } }>(docs: T[], hoja: HojaOTDoc) =>
        docs.filter((doc) => doc.hojaId.toHexString() === hoja._id.toHexString());
      const entries: ZipEntry[] = [];
      for (const hoja of hojas) {
        if (input.aborted()) throw new Error(reportTexts.unexpected);
        try {
          const data = await respuestasFirmas(
            { company: input.company, project: input.project, checklist: input.checklist, hoja },
            { answers: of(answers, hoja), firmas: of(firmas, hoja) },
          );
          entries.push({ name: texts.pdfFirmasArchivo(input.checklist.Nombre, hoja.NombreEspacio, hoja.Numero).replace(/[\\/]/g, '-'), data });
        } catch (error) {
          log.warn({ err: error, hojaId: hoja._id.toHexString() }, 'sheet PDF failed: skipped from the zip');
        }
      }
      if (entries.length === 0) throw new Error(texts.ningunaHoja);
      async function* list() {
        yield* entries;
      }
      return streamedFile((out) => writeZip(out, list()), { onError: (error) => log.error({ err: error }, 'zip failed') });
    },

    /** 'Resumen de respuestas': every answer of the type with its sheet, reviewer, signature and photo link, streamed. */
    workbook(input: { companyId: string; project: ProyectoOTDoc; tipo: TipoChecklistOT; aborted(): boolean }): Readable {
      const { companyId, project, tipo } = input;
      const now = new Date();
      const linkOf = (fileId: string) => signedFileUrl(config, companyId, fileId, 'web', config.publicUrl, { now });
      async function* rows(): AsyncGenerator<Record<string, CellValue>> {
        const [checklists, hojas, firmas] = await Promise.all([
          repository.checklistsDeTipo(companyId, project._id, tipo),
          repository.hojasDeTipo(companyId, project._id, tipo),
          repository.firmasDeProyecto(companyId, project._id),
        ]);
        const names = new Map(checklists.map((checklist) => [checklist._id.toHexString(), checklist.Nombre]));
        const sheets = new Map<string, HojaExcel>(
          hojas.map((hoja) => [hoja._id.toHexString(), { checklist: names.get(hoja.checklistId.toHexString()) ?? hoja.NombreChecklist, hoja }]),
        );
        const signatures = new Map(firmas.map((firma) => [`${firma.hojaId.toHexString()}|${firma.revisorId.toHexString()}`, firma]));
        const cursor = repository.answersCursor(companyId, project._id, tipo);
        try {
          for await (const answer of cursor) {
            if (input.aborted()) throw new Error(reportTexts.unexpected);
            const sheet = sheets.get(answer.hojaId.toHexString());
            if (!sheet) continue;
            yield toExcelRow(answer, sheet, signatures.get(`${answer.hojaId.toHexString()}|${answer.revisorId.toHexString()}`), linkOf);
          }
        } finally {
          await cursor.close();
        }
      }
      return streamedFile((out) => writeWorkbook(out, [{ name: texts.excel.hoja, columns: EXCEL_COLUMNS, rows: rows() }]), {
        onError: (error) => log.error({ err: error, companyId }, 'responses workbook failed'),
      });
    },
  };
}

export type NeoDocuments = ReturnType<typeof neoDocuments>;
