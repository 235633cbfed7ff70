import type { EndpointRequest } from '@insp/contracts';
import type { EstadoMiHojaOT, neoCapturaEndpoints, NeoFirmaBody, NeoFirmaResult, NeoMisHojas, NeoRespuesta } from '@insp/contracts/neo';
import { nameKey } from '@insp/domain';
import { files as fileTexts } from '@insp/messages';
import { neo } from '@insp/messages/neo';
import type { AppendEvent, ModuleContext } from '@insp/module-service';
import { HttpError, oid } from '@insp/service-kit';
import { Types } from 'mongoose';

import { entities } from '../../shared/collections.ts';
import { type FirmaOTDoc, type HojaOTDoc, parametroDeHoja, type RespuestaOTDoc } from '../../shared/documents.ts';
import type { Actor } from '../../shared/feature.ts';
import { hojaMarks, toNeoHoja } from '../../shared/hoja-view.ts';
import { assertWritable, type HojaScope } from '../../shared/scopes.ts';
import { foldedPattern, numeroBuscado, ordenMisHojas } from './busqueda.ts';
import { dataUrlBytes, toNeoFirma, toNeoRespuesta } from './mappers.ts';
import type { CapturaRepository, HojaClave, MisHojasCriteria } from './repository.ts';

const texts = neo.captura.errors;
type Body = EndpointRequest<typeof neoCapturaEndpoints.answer>['body'];
type NeoMisHojasQueryParsed = EndpointRequest<typeof neoCapturaEndpoints.misHojas>['query'];

/**
 * Reviewer capture (spec 002 §3 Answer, §4): only a reviewer of the sheet, only while the project is
 * started, only while the sheet is open for them (not finished, not signed by them); idempotent by
 * clientId (the capture log), a slot answered again is replaced.
 */
export function capturaService(repository: CapturaRepository, context: ModuleContext, appendEvent: (event: AppendEvent) => Promise<void>) {
  const { files } = context;

  function assertReviewer(scope: HojaScope, actor: Actor): void {
    assertWritable(scope.project);
    if (!scope.project.ProyectoIniciado) throw new HttpError(409, texts.proyectoNoIniciado);
    if (!scope.hoja.Revisores.some((revisor) => revisor.id.toHexString() === actor.id)) throw new HttpError(403, texts.noEsRevisor);
  }

  /**
   * Issue 16 §3: a finished sheet is closed for everyone, and a reviewer who signed it can no longer
   * change their answers, photos or signature, until a director reopens it (409). Checked inside the
   * capture, so a retry of a request that was stored still answers it.
   */
  async function assertOpen(scope: HojaScope, actor: Actor): Promise<void> {
    const { companyId, hoja } = scope;
    if (hoja.FechaRevisionFinal || (await repository.findFirma(companyId, hoja._id, oid(actor.id)))) throw new HttpError(409, neo.hojas.errors.cerrada);
  }

  const parents = (hoja: HojaOTDoc) => ({
    projectId: hoja.projectId.toHexString(),
    checklistId: hoja.checklistId.toHexString(),
    asignadoId: hoja.asignadoId.toHexString(),
    hojaId: hoja._id.toHexString(),
  });

  /**
   * Stores the answer of the slot, replacing an earlier one (and queueing its photo); returns it.
   * Inserted first: a new slot (the usual case) costs no lookup; the unique index tells a repeat.
   */
  async function storeAnswer(scope: HojaScope, actor: Actor, body: Body): Promise<RespuestaOTDoc> {
    const { companyId, checklist, hoja } = scope;
    const categoria = checklist.Preguntas[body.categoria];
    const pregunta = categoria?.Preguntas[body.pregunta];
    if (!categoria || pregunta === undefined) throw new HttpError(400, texts.preguntaNoExiste);
    await assertOpen(scope, actor);
    const revisorId = oid(actor.id);
    const key = { hojaId: hoja._id, revisorId, categoria: body.categoria, pregunta: body.pregunta, slot: body.slot as 1 | 2 };
    const now = new Date();
    const Foto = body.Foto ? oid(body.Foto) : null;
    const fields = { Estado: body.Estado, Comentario: body.Comentario, Foto, Fecha: now, NombreRevisor: actor.name };
    const doc: RespuestaOTDoc = {
      _id: new Types.ObjectId(),
      companyId: hoja.companyId,
      projectId: hoja.projectId,
      checklistId: hoja.checklistId,
      asignadoId: hoja.asignadoId,
      espacioId: hoja.espacioId,
      ...key,
      ...fields,
      Categoria: categoria.Categoria,
      Pregunta: pregunta,
      Tipo: hoja.Tipo,
      Sector: hoja.Sector,
      Parametro: parametroDeHoja(hoja),
      createdAt: now,
    };
    const projectId = hoja.projectId.toHexString();
    const owner = { entity: entities.respuesta, id: doc._id.toHexString(), projectId };
    // Attach first: a foreign or unknown photo refuses the answer before anything is stored. A photo
    // another record holds (409) may still be this slot's own photo, sent again: the slot decides.
    let heldElsewhere = false;
    if (body.Foto) {
      try {
        await files.attach(companyId, [body.Foto], owner);
      } catch (error) {
        if (!(error instanceof HttpError && error.statusCode === 409)) throw error;
        heldElsewhere = true;
      }
    }
    if (!heldElsewhere && (await repository.insertAnswer(companyId, doc))) return doc;
    // The slot was answered before: replace that answer (the photo goes to it, unless another record holds it: 409).
    const existing = await repository.findAnswer(companyId, key);
    if (!existing) {
      if (heldElsewhere) throw new HttpError(409, fileTexts.alreadyAttached);
      throw new Error('answer slot kept changing');
    }
    if (body.Foto) {
      if (!heldElsewhere) await files.detach(companyId, [body.Foto], owner);
      await files.attach(companyId, [body.Foto], { ...owner, id: existing._id.toHexString() });
    }
    await repository.updateAnswer(companyId, existing._id, fields);
    if (existing.Foto && !existing.Foto.equals(Foto ?? undefined)) await files.release(companyId, [existing.Foto.toHexString()]);
    return { ...existing, ...fields };
  }

  /** Stores the signature image and the reviewer's signature (one per reviewer: a signature is not replaced, issue 16 §3); returns its id. */
  async function storeFirma(scope: HojaScope, actor: Actor, body: NeoFirmaBody): Promise<string> {
    const { companyId, hoja } = scope;
    await assertOpen(scope, actor);
    const image = await files.storeImage(companyId, dataUrlBytes(body.Imagen), { uploadedBy: actor.id, kind: 'signature' });
    const now = new Date();
    const doc: FirmaOTDoc = {
      _id: new Types.ObjectId(),
      companyId: hoja.companyId,
      projectId: hoja.projectId,
      checklistId: hoja.checklistId,
      asignadoId: hoja.asignadoId,
      hojaId: hoja._id,
      revisorId: oid(actor.id),
      Firmante: actor.name,
      Fecha: now,
      fileId: oid(image.id),
      createdAt: now,
    };
    await files.attach(companyId, [image.id], { entity: entities.firma, id: doc._id.toHexString(), projectId: hoja.projectId.toHexString() });
    if (await repository.insertFirma(companyId, doc)) return doc._id.toHexString();
    // Signed meanwhile from another device (unique index): the first signature stays.
    await files.release(companyId, [image.id]);
    throw new HttpError(409, neo.hojas.errors.cerrada);
  }

  return {
    async answer(scope: HojaScope, actor: Actor, body: Body): Promise<{ item: NeoRespuesta; created: boolean }> {
      assertReviewer(scope, actor);
      let stored: RespuestaOTDoc | null = null;
      const { id, created } = await context.capture.once(scope.companyId, body.clientId, entities.respuesta, async () => {
        stored = await storeAnswer(scope, actor, body);
        return stored._id.toHexString();
      });
      // A repeat reads the answer the first request stored.
      const doc: RespuestaOTDoc | null = (stored as RespuestaOTDoc | null) ?? (await repository.findAnswerById(scope.companyId, oid(id)));
      if (!doc) throw new HttpError(404, neo.hojas.errors.noExiste);
      if (created) {
        await appendEvent({ companyId: scope.companyId, actor, entity: entities.respuesta, entityId: id, action: 'guardar', parents: parents(scope.hoja) });
      }
      return { item: toNeoRespuesta(doc), created };
    },

    /** Signs; the sheet gets its FechaRevisionFinal (Estado 'Finalizada') once every reviewer has signed. */
    async sign(scope: HojaScope, actor: Actor, body: NeoFirmaBody): Promise<{ item: NeoFirmaResult; created: boolean }> {
      assertReviewer(scope, actor);
      const { companyId, hoja } = scope;
      const { id, created } = await context.capture.once(companyId, body.clientId, entities.firma, () => storeFirma(scope, actor, body));
      const firma = await repository.findFirmaById(companyId, oid(id));
      if (!firma) throw new HttpError(404, neo.hojas.errors.noExiste);
      let current: HojaOTDoc = hoja;
      const signers = await repository.signers(companyId, hoja._id);
      if (!hoja.FechaRevisionFinal && hoja.Revisores.every((revisor) => signers.has(revisor.id.toHexString()))) {
        current = (await repository.finish(companyId, hoja._id, new Date(), neo.hojas.estadoFinal)) ?? hoja;
      }
      if (created) {
        await appendEvent({ companyId, actor, entity: entities.firma, entityId: id, action: 'firmar', parents: parents(hoja) });
        if (current.FechaRevisionFinal && !hoja.FechaRevisionFinal) {
          await appendEvent({
            companyId,
            actor,
            entity: entities.hoja,
            entityId: hoja._id.toHexString(),
            action: 'editar',
            changes: { FechaRevisionFinal: { old: null, new: current.FechaRevisionFinal.toISOString() } },
            parents: parents(hoja),
          });
        }
      }
      return {
        item: {
          firma: toNeoFirma(firma),
          FechaRevisionFinal: current.FechaRevisionFinal ? current.FechaRevisionFinal.toISOString() : null,
          Estado: current.Estado,
        },
        created,
      };
    },

    /**
     * 'Mis hojas de respuestas' (issue 19 §4): the caller's sheets as reviewer in projects not
     * deleted, 'pendiente' first, grouped by project and space, searched and filtered by state, one
     * bounded page at a time. Four round trips whatever the number of sheets: the projects and the
     * caller's signatures; the sort keys of their sheets (small documents, counted and ordered here:
     * the state depends on the caller's signatures, which the sheet does not hold); the page's
     * sheets; their marks. Space names sort as people read them ('Depto 2' before 'Depto 10').
     */
    async misHojas(companyId: string, userId: string, query: NeoMisHojasQueryParsed): Promise<NeoMisHojas> {
      const [proyectos, firmadas] = await Promise.all([repository.proyectosActivos(companyId), repository.firmadasPor(companyId, userId)]);
      const projects = new Map(proyectos.map((project) => [project._id.toHexString(), project]));
      const pattern = foldedPattern(query.q);
      const criteria: MisHojasCriteria = {
        revisorId: oid(userId),
        projectIds: proyectos.map((project) => project._id),
        busqueda: pattern
          ? {
              pattern,
              projectIds: proyectos.filter((project) => project.nombreKey.includes(nameKey(query.q ?? ''))).map((project) => project._id),
              numero: numeroBuscado(query.q),
            }
          : undefined,
      };
      const signed = new Set(firmadas.map((id) => id.toHexString()));
      const estadoDe = (clave: HojaClave): EstadoMiHojaOT =>
        clave.FechaRevisionFinal ? 'finalizada' : signed.has(clave._id.toHexString()) ? 'firmada' : 'pendiente';
      const claves = (await repository.misHojasClaves(companyId, criteria)).map((clave) => ({ clave, estado: estadoDe(clave) }));
      const conteo = { pendiente: 0, firmada: 0, finalizada: 0 };
      for (const { estado } of claves) conteo[estado] += 1;
      const shown = claves.filter(({ estado }) => query.estado === undefined || query.estado === estado).sort((a, b) => ordenMisHojas(a, b));
      const slice = shown.slice(query.page * query.pageSize, (query.page + 1) * query.pageSize);
      const byId = new Map(
        (
          await repository.hojasPorId(
            companyId,
            slice.map(({ clave }) => clave._id),
          )
        ).map((hoja) => [hoja._id.toHexString(), hoja]),
      );
      const page = slice.flatMap(({ clave, estado }) => {
        const hoja = byId.get(clave._id.toHexString());
        return hoja ? [{ hoja, estado }] : [];
      });
      const marks = await hojaMarks(
        context.db,
        companyId,
        page.map(({ hoja }) => hoja),
      );
      return {
        items: page.map(({ hoja, estado }) => {
          const project = projects.get(hoja.projectId.toHexString());
          return {
            ...toNeoHoja(hoja, marks.get(hoja._id.toHexString())),
            NombreProyecto: project?.Nombre ?? '',
            ProyectoIniciado: project?.ProyectoIniciado ?? false,
            espacioId: hoja.espacioId.toHexString(),
            EstadoMio: estado,
          };
        }),
        total: shown.length,
        page: query.page,
        pageSize: query.pageSize,
        next: (query.page + 1) * query.pageSize < shown.length ? query.page + 1 : null,
        conteo,
      };
    },

    deleteCompany: (companyId: string) => repository.deleteCompany(companyId),
  };
}

export type CapturaService = ReturnType<typeof capturaService>;
