import type { InternalCompanyFull } from '@insp/contracts';
import type {
  NeoHoja,
  NeoHojaCreateBody,
  NeoHojaDeleted,
  NeoHojaDetail,
  NeoHojaListQuery,
  NeoHojaPage,
  NeoHojaReabierta,
  NeoHojaResult,
} from '@insp/contracts/neo';
import { nameKey } from '@insp/domain';
import { neo } from '@insp/messages/neo';
import type { AppendEvent, FieldChange, ModuleContext } from '@insp/module-service';
import { HttpError } from '@insp/service-kit';
import { Types } from 'mongoose';

import { entities } from '../../shared/collections.ts';
import type { HojaOTDoc } from '../../shared/documents.ts';
import type { Actor } from '../../shared/feature.ts';
import { toNeoHoja } from '../../shared/hoja-view.ts';
import type { Removal } from '../../shared/removal.ts';
import { type AsignadoScope, assertWritable, type HojaScope } from '../../shared/scopes.ts';
import type { Unidades } from '../../shared/unidades.ts';
import type { HojasRepository } from './repository.ts';

const texts = neo.hojas;

/** The company's own spelling of an OT parameter value, case and accents ignored; 400 when it has none such. */
function parametro(values: string[], value: string | undefined): string {
  const key = nameKey(value ?? '');
  const found = values.find((candidate) => nameKey(candidate) === key);
  if (!found) throw new HttpError(400, texts.validation.parametroInvalido(value ?? ''));
  return found;
}

type Location = Pick<HojaOTDoc, 'PlanoRevisor' | 'Elemento' | 'Ubicacion' | 'Modo' | 'Sector' | 'Recinto' | 'Pasillo' | 'Otro'>;

/** §5: Obra Gruesa needs PlanoRevisor, Elemento, Ubicacion; Terminaciones its mode's fields, from the company's OT parameters. */
function locationOf(company: InternalCompanyFull, body: NeoHojaCreateBody): Location {
  const p = company.ParametrosOT;
  const none: Location = { PlanoRevisor: null, Elemento: null, Ubicacion: null, Modo: null, Sector: null, Recinto: null, Pasillo: null, Otro: null };
  if (body.Tipo === 'Obra Gruesa') {
    return { ...none, PlanoRevisor: body.PlanoRevisor ?? '', Elemento: parametro(p.elementos, body.Elemento), Ubicacion: body.Ubicacion ?? '' };
  }
  if (body.Modo === 'Sector y recinto')
    return { ...none, Modo: body.Modo, Sector: parametro(p.sectores, body.Sector), Recinto: parametro(p.recintos, body.Recinto) };
  if (body.Modo === 'Pasillos') return { ...none, Modo: body.Modo, Pasillo: parametro(p.pasillos, body.Pasillo) };
  if (body.Modo === 'Otro') return { ...none, Modo: body.Modo, Otro: parametro(p.otros, body.Otro) };
  throw new HttpError(400, texts.validation.tipoInvalido);
}

/** The rules of answer sheets (spec 002 §5 add sheet, §4 delete). */
export function hojasService(
  repository: HojasRepository,
  context: ModuleContext,
  removal: Removal,
  ledger: Unidades,
  appendEvent: (event: AppendEvent) => Promise<void>,
) {
  const { admin } = context;

  async function view(companyId: string, hoja: HojaOTDoc): Promise<NeoHoja> {
    return toNeoHoja(hoja, (await repository.marks(companyId, [hoja])).get(hoja._id.toHexString()));
  }

  const event = (companyId: string, actor: Actor, action: string, hoja: HojaOTDoc, changes?: Record<string, FieldChange>) =>
    appendEvent({
      companyId,
      actor,
      entity: entities.hoja,
      entityId: hoja._id.toHexString(),
      action,
      ...(changes ? { changes } : {}),
      parents: {
        projectId: hoja.projectId.toHexString(),
        checklistId: hoja.checklistId.toHexString(),
        asignadoId: hoja.asignadoId.toHexString(),
        hojaId: hoja._id.toHexString(),
      },
    });

  async function create(scope: AsignadoScope, body: NeoHojaCreateBody): Promise<HojaOTDoc> {
    const { companyId, project, checklist, asignado } = scope;
    if (!asignado.Asignado) throw new HttpError(409, neo.asignaciones.errors.desactivado);
    if (body.Tipo !== checklist.Tipo) throw new HttpError(400, texts.validation.tipoInvalido);
    if (body.Unidades < 1) throw new HttpError(400, texts.validation.unidadesMinimo(checklist.Unidad));
    const disponibles = Math.max(0, asignado.Cantidad - (await repository.unidadesUsadas(companyId, asignado._id)));
    if (body.Unidades > disponibles) throw new HttpError(400, texts.validation.unidadesMaximo(disponibles, checklist.Unidad));
    const company = await admin.company(companyId);
    if (!company) throw new HttpError(404, neo.proyectos.errors.sinEmpresa);
    const location = locationOf(company, body);
    if (asignado.Revisores.length === 0) throw new HttpError(400, neo.asignaciones.validation.revisorRequerido);
    const ids = asignado.Revisores.map((id) => id.toHexString());
    const users = new Map((await admin.usersByIds(companyId, ids)).map((user) => [user.id, user]));
    if (ids.some((id) => !users.get(id) || users.get(id)?.Deleted)) throw new HttpError(400, texts.errors.revisorEliminado);
    // The units are reserved before the sheet is stored: of sheets added at once, only those that fit the quantity get theirs.
    const hojaId = new Types.ObjectId();
    const reserva = await ledger.reservar(companyId, asignado, hojaId, body.Unidades);
    if (!reserva.ok) throw new HttpError(400, texts.validation.unidadesMaximo(reserva.disponibles, checklist.Unidad));
    const now = new Date();
    const doc = {
      _id: hojaId,
      companyId: project.companyId,
      projectId: project._id,
      checklistId: checklist._id,
      asignadoId: asignado._id,
      espacioId: asignado.espacioId,
      Tipo: checklist.Tipo,
      Unidades: body.Unidades,
      Estado: texts.estadoInicial,
      CantidadEspacio: asignado.Cantidad,
      Revisores: ids.map((id) => ({ id: new Types.ObjectId(id), NombreRevisor: users.get(id)?.NombreCompleto ?? '' })),
      NombreEspacio: asignado.Nombre,
      NombreChecklist: checklist.Nombre,
      ...location,
      FechaCreacion: now,
      FechaRevisionFinal: null,
      createdAt: now,
    };
    try {
      return await repository.insertNumbered(companyId, doc);
    } catch (error) {
      await ledger.liberar(companyId, asignado, hojaId, body.Unidades);
      throw error;
    }
  }

  return {
    async list(scope: AsignadoScope, query: NeoHojaListQuery): Promise<NeoHojaPage> {
      const { companyId, checklist, asignado } = scope;
      const [page, usadas] = await Promise.all([repository.page(companyId, asignado._id, query), repository.unidadesUsadas(companyId, asignado._id)]);
      const marks = await repository.marks(companyId, page.items);
      return {
        ...page,
        items: page.items.map((hoja) => toNeoHoja(hoja, marks.get(hoja._id.toHexString()))),
        espacio: {
          Cantidad: asignado.Cantidad,
          UnidadesUsadas: usadas,
          UnidadesDisponibles: Math.max(0, asignado.Cantidad - usadas),
          Unidad: checklist.Unidad,
        },
      };
    },

    /** 'Agregar hoja'; with a clientId a retried request answers the first sheet (created false). */
    async create(scope: AsignadoScope, body: NeoHojaCreateBody, actor: Actor): Promise<{ item: NeoHojaResult; created: boolean }> {
      const { companyId } = scope;
      assertWritable(scope.project);
      let inserted: HojaOTDoc | null = null;
      const make = async () => {
        inserted = await create(scope, body);
        return inserted._id.toHexString();
      };
      const { id, created } = body.clientId ? await context.capture.once(companyId, body.clientId, entities.hoja, make) : { id: await make(), created: true };
      const hoja: HojaOTDoc | null = inserted ?? (await repository.find(companyId, new Types.ObjectId(id)));
      if (!hoja) throw new HttpError(404, texts.errors.noExiste);
      if (created) await event(companyId, actor, 'crear', hoja);
      return { item: { message: texts.success.agregada, hoja: await view(companyId, hoja) }, created };
    },

    /** 'Ver respuestas': the sheet with the checklist's questions, every answer and signature. */
    async get(scope: HojaScope): Promise<NeoHojaDetail> {
      const { companyId, project, checklist, hoja } = scope;
      const [base, answers, firmas] = await Promise.all([
        view(companyId, hoja),
        repository.answers(companyId, hoja._id),
        repository.firmas(companyId, hoja._id),
      ]);
      return {
        ...base,
        Preguntas: checklist.Preguntas.map((categoria) => ({ Categoria: categoria.Categoria, Preguntas: [...categoria.Preguntas] })),
        Respuestas: answers.map((answer) => ({
          id: answer._id.toHexString(),
          revisorId: answer.revisorId.toHexString(),
          NombreRevisor: answer.NombreRevisor,
          categoria: answer.categoria,
          pregunta: answer.pregunta,
          Categoria: answer.Categoria,
          Pregunta: answer.Pregunta,
          slot: answer.slot,
          Estado: answer.Estado,
          Comentario: answer.Comentario,
          Foto: answer.Foto ? answer.Foto.toHexString() : null,
          Fecha: answer.Fecha.toISOString(),
        })),
        Firmas: firmas.map((firma) => ({
          revisorId: firma.revisorId.toHexString(),
          Firmante: firma.Firmante,
          Fecha: firma.Fecha.toISOString(),
          fileId: firma.fileId.toHexString(),
        })),
        ProyectoIniciado: project.ProyectoIniciado,
      };
    },

    /** The sheet, its answers and signatures; photos and signature images are queued for deletion. */
    async remove(scope: HojaScope, actor: Actor): Promise<NeoHojaDeleted> {
      const { companyId, project, hoja } = scope;
      assertWritable(project);
      await removal.hojas(companyId, [hoja._id]);
      repository.forgetNumbers(companyId, hoja.asignadoId);
      await event(companyId, actor, 'eliminar', hoja);
      return { message: texts.success.eliminada };
    },

    /**
     * 'Reabrir hoja' (issue 16 §3): a finished or signed sheet opens again for its reviewers; its
     * signatures are deleted (their images queued for deletion) and the sheet's history records it.
     */
    async reabrir(scope: HojaScope, actor: Actor): Promise<NeoHojaReabierta> {
      const { companyId, project, hoja } = scope;
      assertWritable(project);
      const firmas = await repository.firmas(companyId, hoja._id);
      if (!hoja.FechaRevisionFinal && firmas.length === 0) throw new HttpError(409, texts.errors.noCerrada);
      const reopened = await repository.reopen(
        companyId,
        hoja._id,
        firmas.map((firma) => firma._id),
        texts.estadoInicial,
      );
      if (!reopened) throw new HttpError(404, texts.errors.noExiste);
      if (firmas.length > 0)
        await context.files.release(
          companyId,
          firmas.map((firma) => firma.fileId.toHexString()),
        );
      await event(companyId, actor, 'reabrir', hoja, {
        Estado: { old: hoja.Estado, new: reopened.Estado },
        FechaRevisionFinal: { old: hoja.FechaRevisionFinal, new: null },
        Firmas: { old: firmas.map((firma) => firma.Firmante), new: [] },
      });
      return { message: texts.success.reabierta, hoja: await view(companyId, reopened) };
    },

    deleteCompany: async (companyId: string) => (await repository.deleteCompany(companyId)) + (await ledger.deleteCompany(companyId)),
  };
}

export type HojasService = ReturnType<typeof hojasService>;
