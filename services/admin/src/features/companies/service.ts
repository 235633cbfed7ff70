import {
  type CompanyConfiguration,
  type CompanyCreateBody,
  type CompanyDetail,
  type CompanyListQuery,
  type CompanyMutationResponse,
  type CompanyPage,
  type CompanyUpdateBody,
  DIALOG_MODULE_LIMIT,
  type ModuleFlag,
  moduleFlags,
} from '@insp/contracts';
import { formatRut, isValidRut, nameKey } from '@insp/domain';
import { common, companyAdmin as texts, users as userTexts } from '@insp/messages';
import { HttpError, isDuplicateKey } from '@insp/service-kit';
import type { Connection } from 'mongoose';

import type { EmpresaDoc } from '../../models/index.ts';
import { moduleBlock, usageOf } from '../../repositories/companies.ts';
import { toDetail, toListItem } from './mappers.ts';
import { companiesRepository } from './repository.ts';
import { storageOf, storageUsage } from './storage.ts';

/** Formatted Rut or 400 'Rut no válido' (minimum 11 characters, Chilean check digit). */
function checkedRut(value: string): string {
  if (!isValidRut(value)) throw new HttpError(400, texts.rutInvalid);
  return formatRut(value);
}

const on = (block: { Activado: boolean } | undefined): boolean => block?.Activado ?? false;
const users = (block: { LimiteUsuarios?: number | undefined } | undefined): number => block?.LimiteUsuarios ?? DIALOG_MODULE_LIMIT;

/** What an update asks of a module's limits (undefined: not asked). */
function askedLimits(body: CompanyUpdateBody, module: ModuleFlag): { users: number | undefined; projects: number | undefined } {
  if (module === 'Revisiones') return { users: body.Revisiones?.LimiteUsuarios, projects: body.Revisiones?.LimiteRevisiones };
  if (module === 'Checklist') return { users: body.CheckList?.LimiteUsuarios, projects: body.CheckList?.LimiteCheckList };
  return { users: body.ChecklistsOT?.LimiteUsuarios, projects: body.ChecklistsOT?.LimiteProyectos };
}

/** Company administration (spec 000 §2 'Empresas', §5): Rut unique and valid, module blocks with their limits. */
export function companiesService(db: Connection) {
  const repo = companiesRepository(db);

  /**
   * A module limit may not go below what the company already uses (users counted now, projects as
   * the module last reported); an unchanged limit is always accepted.
   */
  const refuseLimitsBelowUsage = async (company: EmpresaDoc, body: CompanyUpdateBody): Promise<void> => {
    let counts: Awaited<ReturnType<typeof repo.userCounts>> | null = null;
    for (const flag of moduleFlags) {
      const module = userTexts.moduleNames[flag];
      const asked = askedLimits(body, flag);
      const current = moduleBlock(company, flag);
      if (asked.users !== undefined && asked.users !== current.LimiteUsuarios) {
        counts ??= await repo.userCounts(company._id);
        if (asked.users < counts[flag]) throw new HttpError(409, texts.limitBelowUsage('usuarios', module, counts[flag], asked.users));
      }
      if (asked.projects !== undefined && asked.projects !== current.limit && asked.projects < current.used) {
        throw new HttpError(409, texts.limitBelowUsage('proyectos', module, current.used, asked.projects));
      }
    }
  };

  const mutated = (updated: EmpresaDoc | null, message: string): CompanyMutationResponse => {
    if (!updated) throw new HttpError(404, common.notFound);
    return { message, company: toDetail(updated) };
  };

  return {
    async list(query: CompanyListQuery): Promise<CompanyPage> {
      const { page, pageSize, deleted, search, sort, order } = query;
      const { items, total } = await repo.page({ page, pageSize, deleted: deleted === 'true', search, sort, order });
      return { items: items.map(toListItem), total, page, pageSize };
    },

    detail: (company: EmpresaDoc): CompanyDetail => toDetail(company),

    async create(body: CompanyCreateBody): Promise<CompanyMutationResponse> {
      const Rut = checkedRut(body.Rut);
      if (await repo.rutHolder(Rut)) throw new HttpError(409, texts.rutTaken);
      let created: EmpresaDoc;
      try {
        created = await repo.insert({
          Nombre: body.Nombre,
          Nombre_lower: nameKey(body.Nombre),
          Rut,
          LimiteFotos: body.LimiteFotos,
          PiePagina: body.PiePagina,
          ZonaHoraria: body.ZonaHoraria,
          Revisiones: {
            Activado: on(body.Revisiones),
            LimiteRevisiones: body.Revisiones?.LimiteRevisiones ?? DIALOG_MODULE_LIMIT,
            RevisionesUsados: 0,
            LimiteUsuarios: users(body.Revisiones),
            UsuariosUsados: 0,
          },
          CheckList: {
            Activado: on(body.CheckList),
            LimiteCheckList: body.CheckList?.LimiteCheckList ?? DIALOG_MODULE_LIMIT,
            CheckListUsados: 0,
            LimiteUsuarios: users(body.CheckList),
            UsuariosUsados: 0,
          },
          ChecklistsOT: {
            Activado: on(body.ChecklistsOT),
            LimiteProyectos: body.ChecklistsOT?.LimiteProyectos ?? DIALOG_MODULE_LIMIT,
            ProyectosUsados: 0,
            LimiteUsuarios: users(body.ChecklistsOT),
            UsuariosUsados: 0,
          },
        });
      } catch (error) {
        if (isDuplicateKey(error)) throw new HttpError(409, texts.rutTaken);
        throw error;
      }
      await repo.copyGlobalCatalogs(created._id);
      return { message: texts.created, company: toDetail(created) };
    },

    async update(company: EmpresaDoc, body: CompanyUpdateBody): Promise<CompanyMutationResponse> {
      if (!company.Activado) throw new HttpError(409, texts.companyDeleted);
      await refuseLimitsBelowUsage(company, body);
      const set: Record<string, unknown> = {};
      if (body.Nombre !== undefined) Object.assign(set, { Nombre: body.Nombre, Nombre_lower: nameKey(body.Nombre) });
      if (body.Rut !== undefined) {
        const Rut = checkedRut(body.Rut);
        if (await repo.rutHolder(Rut, company._id)) throw new HttpError(409, texts.rutTaken);
        set.Rut = Rut;
      }
      if (body.LimiteFotos !== undefined) set.LimiteFotos = body.LimiteFotos;
      if (body.PiePagina !== undefined) set.PiePagina = body.PiePagina;
      if (body.ZonaHoraria !== undefined) set.ZonaHoraria = body.ZonaHoraria;
      // Lower than what the company holds is allowed: it only stops new images (issue 17).
      if (body.LimiteAlmacenamiento !== undefined) set['Almacenamiento.Limite'] = body.LimiteAlmacenamiento;
      let switched = false;
      for (const block of ['Revisiones', 'CheckList', 'ChecklistsOT'] as const) {
        const given = body[block];
        if (!given) continue;
        for (const [field, value] of Object.entries(given)) if (value !== undefined) set[`${block}.${field}`] = value;
        if (given.Activado !== undefined && given.Activado !== company[block].Activado) switched = true;
      }
      let updated: EmpresaDoc | null;
      try {
        updated = await repo.update(company._id, set);
      } catch (error) {
        if (isDuplicateKey(error)) throw new HttpError(409, texts.rutTaken);
        throw error;
      }
      const answer = mutated(updated, texts.updated);
      // A module switched off (or on) changes every user's effective modules: their tokens must go.
      if (switched) await repo.bumpSessions(company._id);
      return answer;
    },

    async remove(company: EmpresaDoc): Promise<CompanyMutationResponse> {
      if (!company.Activado) throw new HttpError(409, texts.companyDeleted);
      return mutated(await repo.setActivado(company._id, false), texts.deleted);
    },
    restore: async (company: EmpresaDoc): Promise<CompanyMutationResponse> => mutated(await repo.setActivado(company._id, true), texts.restored),

    /** The configuration page: the company with its user counts, the usage header and its storage. */
    async configuration(company: EmpresaDoc): Promise<CompanyConfiguration> {
      const counts = await repo.userCounts(company._id);
      const detail = toDetail(company);
      detail.Revisiones.UsuariosUsados = counts.Revisiones;
      detail.CheckList.UsuariosUsados = counts.Checklist;
      detail.ChecklistsOT.UsuariosUsados = counts.ChecklistsOT;
      return { company: detail, usage: usageOf(company, counts), almacenamiento: storageUsage(storageOf(company)) };
    },
  };
}
