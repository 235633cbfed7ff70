import type { InternalUser } from '@insp/contracts';
import type {
  NeoCatalogos,
  NeoProyecto,
  NeoProyectoCreateBody,
  NeoProyectoListQuery,
  NeoProyectoPage,
  NeoProyectoUpdateBody,
  NeoUsuarios,
} from '@insp/contracts/neo';
import { NEO_ESPACIOS_POR_DEFECTO } from '@insp/contracts/neo';
import { nameKey } from '@insp/domain';
import { common } from '@insp/messages';
import { neo } from '@insp/messages/neo';
import { type AppendEvent, projectQuota } from '@insp/module-service';
import { HttpError } from '@insp/service-kit';
import { Types } from 'mongoose';

import { entities } from '../../shared/collections.ts';
import type { ProyectoOTDoc, ResponsableSnapshot } from '../../shared/documents.ts';
import type { Actor, FeatureDeps } from '../../shared/feature.ts';
import { assertWritable, type ProjectScope } from '../../shared/scopes.ts';
import { toUsuarioOT, usuariosOT } from '../../shared/users.ts';
import { LOGGED_FIELDS, toNeoProyecto } from './mappers.ts';
import type { ProyectosRepository } from './repository.ts';

const texts = neo.proyectos;

type Viewer = { userType: string; userId: string };

type Ciclo = Pick<ProyectoOTDoc, 'ProyectoIniciado' | 'ProyectoFinalizado'>;

/** The lifecycle (§4): each step's state before and after, and its 409 text when the project is not in `from`. */
const LIFECYCLE = {
  iniciar: {
    from: { ProyectoIniciado: false, ProyectoFinalizado: false },
    to: { ProyectoIniciado: true, ProyectoFinalizado: false },
    refused: (project: Ciclo) => (project.ProyectoFinalizado ? texts.errors.finalizado : texts.errors.yaIniciado),
  },
  finalizar: {
    from: { ProyectoIniciado: true, ProyectoFinalizado: false },
    to: { ProyectoIniciado: false, ProyectoFinalizado: true },
    refused: () => texts.errors.noIniciado,
  },
  reiniciar: {
    from: { ProyectoIniciado: false, ProyectoFinalizado: true },
    to: { ProyectoIniciado: true, ProyectoFinalizado: false },
    refused: () => texts.errors.noFinalizado,
  },
} as const satisfies Record<string, { from: Ciclo; to: Ciclo; refused: (project: Ciclo) => string }>;

/** The lifecycle steps, each one its route (POST …/iniciar, …/finalizar, …/reiniciar). */
export const PASOS_CICLO = Object.keys(LIFECYCLE) as PasoCiclo[];
export type PasoCiclo = keyof typeof LIFECYCLE;

const record = (doc: object) => doc as unknown as Record<string, unknown>;
const snapshotOf = (user: InternalUser): ResponsableSnapshot => ({ id: new Types.ObjectId(user.id), NombreCompleto: user.NombreCompleto, Cargo: user.Cargo });

/** The rules of NEO projects (spec 002 §§4-6): names, quota, soft delete (read-only, not recoverable), lifecycle, responsibles. */
export function proyectosService(repository: ProyectosRepository, { context }: FeatureDeps, appendEvent: (event: AppendEvent) => Promise<void>) {
  const { admin } = context;
  // LimiteProyectos / ProyectosUsados: the module platform's quota-bound creation.
  const quota = projectQuota(context, repository);

  async function item(companyId: string, doc: ProyectoOTDoc): Promise<NeoProyecto> {
    const totals = await repository.totals(companyId, [doc._id]);
    const id = doc._id.toHexString();
    return toNeoProyecto(doc, { espacios: totals.espacios.get(id) ?? 0, checklists: totals.checklists.get(id) ?? 0 });
  }

  async function responsableUser(companyId: string, userId: string): Promise<InternalUser> {
    const user = (await usuariosOT(admin, companyId)).find((candidate) => candidate.id === userId);
    if (!user) throw new HttpError(400, texts.errors.responsableInvalido);
    return user;
  }

  async function save(
    companyId: string,
    before: ProyectoOTDoc,
    set: Partial<ProyectoOTDoc>,
    where: Record<string, unknown> = {},
  ): Promise<ProyectoOTDoc | null> {
    const after = await repository.update(companyId, before._id, set, where);
    if (after === 'duplicate') throw new HttpError(409, texts.errors.nombreDuplicado(set.Nombre ?? before.Nombre));
    return after;
  }

  async function logEvent(companyId: string, actor: Actor, action: string, before: ProyectoOTDoc | null, after: ProyectoOTDoc): Promise<void> {
    await appendEvent({
      companyId,
      actor,
      entity: entities.proyecto,
      entityId: after._id.toHexString(),
      action,
      changes: context.events.diff(before ? record(before) : {}, record(after), LOGGED_FIELDS),
      parents: { projectId: after._id.toHexString() },
    });
  }

  /** A lifecycle step (§4): its `from` must hold, then its `to` is set; 409 with its `refused` text otherwise. */
  async function paso(accion: PasoCiclo, { companyId, project }: ProjectScope, actor: Actor): Promise<NeoProyecto> {
    const { from, to, refused } = LIFECYCLE[accion];
    assertWritable(project);
    if (project.ProyectoIniciado !== from.ProyectoIniciado || project.ProyectoFinalizado !== from.ProyectoFinalizado)
      throw new HttpError(409, refused(project));
    // The state is in the filter: two racing steps cannot both apply.
    const after = await save(companyId, project, to, { ...from, Eliminado: false });
    if (!after) throw new HttpError(409, refused(project));
    await logEvent(companyId, actor, accion, project, after);
    return item(companyId, after);
  }

  return {
    async list(companyId: string, query: NeoProyectoListQuery, viewer: Viewer): Promise<NeoProyectoPage> {
      const companyUser = viewer.userType === 'UsuarioEmpresa';
      // The deleted view is the managers' (§6: company users are read-only on their own projects).
      if (companyUser && query.deleted === 'true') throw new HttpError(403, common.forbidden);
      const responsables = query.responsable ? [query.responsable] : [];
      const search = query.search ? nameKey(query.search) : undefined;
      const [page, used, company] = await Promise.all([
        repository.list(companyId, query, { deleted: query.deleted === 'true', search, responsables, member: companyUser ? viewer.userId : undefined }),
        repository.countActive(companyId),
        admin.company(companyId),
      ]);
      const totals = await repository.totals(
        companyId,
        page.items.map((doc) => doc._id),
      );
      return {
        ...page,
        items: page.items.map((doc) => {
          const id = doc._id.toHexString();
          return toNeoProyecto(doc, { espacios: totals.espacios.get(id) ?? 0, checklists: totals.checklists.get(id) ?? 0 });
        }),
        // §9: LimiteProyectos read as 0 when unknown.
        cupo: { used, limit: company?.ChecklistsOT.LimiteProyectos ?? 0 },
      };
    },

    get: ({ companyId, project }: ProjectScope) => item(companyId, project),

    async create(companyId: string, input: NeoProyectoCreateBody, actor: Actor, log: (error: unknown) => void): Promise<NeoProyecto> {
      const company = await admin.company(companyId);
      if (!company) throw new HttpError(404, texts.errors.sinEmpresa);
      const Nombre = input.Nombre.trim();
      const key = nameKey(Nombre);
      if (await repository.nameTaken(companyId, key)) throw new HttpError(409, texts.errors.nombreDuplicado(Nombre));
      const responsable = snapshotOf(await responsableUser(companyId, input.ResponsableId));
      const now = new Date();
      const doc: ProyectoOTDoc = {
        _id: new Types.ObjectId(),
        companyId: new Types.ObjectId(companyId),
        Nombre,
        nombreKey: key,
        Tipo: input.Tipo,
        Responsable: responsable,
        Responsables: [responsable.id],
        Espacios: {},
        FechaCreacion: now,
        ProyectoIniciado: false,
        ProyectoFinalizado: false,
        Eliminado: false,
        FechaEliminacion: null,
        createdAt: now,
      };
      const projectId = doc._id.toHexString();
      const created = await quota.within(
        companyId,
        projectId,
        texts.errors.limite,
        () => repository.insert(companyId, doc),
        new HttpError(409, texts.errors.nombreDuplicado(Nombre)),
      );
      await logEvent(companyId, actor, 'crear', null, created);
      await quota.reportUsage(companyId, log);
      return toNeoProyecto(created, { espacios: 0, checklists: 0 });
    },

    /** §5: only the name and the responsible are saved. */
    async update({ companyId, project }: ProjectScope, input: NeoProyectoUpdateBody, actor: Actor): Promise<NeoProyecto> {
      assertWritable(project);
      const Nombre = input.Nombre.trim();
      const key = nameKey(Nombre);
      if (await repository.nameTaken(companyId, key, project._id)) throw new HttpError(409, texts.errors.nombreDuplicado(Nombre));
      const responsable = snapshotOf(await responsableUser(companyId, input.ResponsableId));
      const after = await save(companyId, project, { Nombre, nombreKey: key, Responsable: responsable, Responsables: [responsable.id] }, { Eliminado: false });
      if (!after) throw new HttpError(409, texts.errors.eliminado);
      await logEvent(companyId, actor, 'editar', project, after);
      return item(companyId, after);
    },

    /** §4: Eliminado true (read-only, never recovered); the name is freed and the quota slot released. */
    async remove({ companyId, project }: ProjectScope, actor: Actor, log: (error: unknown) => void): Promise<NeoProyecto> {
      assertWritable(project);
      const now = new Date();
      const after = await save(
        companyId,
        project,
        { Eliminado: true, FechaEliminacion: now, ProyectoIniciado: false, nombreKey: `${project.nombreKey}#${project._id.toHexString()}` },
        { Eliminado: false },
      );
      if (!after) throw new HttpError(409, texts.errors.eliminado);
      await quota.release(companyId, after._id.toHexString());
      await logEvent(companyId, actor, 'eliminar', project, after);
      await quota.reportUsage(companyId, log);
      return item(companyId, after);
    },

    paso,

    async usuarios(companyId: string): Promise<NeoUsuarios> {
      return { items: (await usuariosOT(admin, companyId)).map(toUsuarioOT) };
    },

    async catalogos(companyId: string): Promise<NeoCatalogos> {
      const company = await admin.company(companyId);
      if (!company) throw new HttpError(404, texts.errors.sinEmpresa);
      const p = company.ParametrosOT;
      return {
        Empresa: company.Nombre,
        Unidades: p.unidades,
        Elementos: p.elementos,
        Sectores: p.sectores,
        Recintos: p.recintos,
        Pasillos: p.pasillos,
        Otros: p.otros,
        ListasDeChequeo: company.ListasDeChequeo.map((lista) => ({
          id: lista.Id,
          Nombre: lista.Nombre,
          Tipo: lista.Tipo,
          TotalPreguntas: lista.Preguntas.reduce((sum, categoria) => sum + categoria.Preguntas.length, 0),
        })),
        EspaciosPorDefecto: Object.fromEntries(Object.entries(NEO_ESPACIOS_POR_DEFECTO).map(([tipo, tipos]) => [tipo, [...tipos]])),
      };
    },

    /** Company cascade: projects and quota slots. */
    async deleteCompany(companyId: string): Promise<number> {
      return (await repository.deleteCompany(companyId)) + (await quota.deleteCompany(companyId));
    },

    removeUser: (companyId: string, userId: string) => repository.removeUser(companyId, userId),
  };
}

export type ProyectosService = ReturnType<typeof proyectosService>;
