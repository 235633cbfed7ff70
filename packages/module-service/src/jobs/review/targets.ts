import type { AccessClaims, InternalCompanyFull } from '@insp/contracts';
import { common } from '@insp/messages';
import { projectTotals, type RevisionTotals } from '@insp/reports';
import { HttpError, oid } from '@insp/service-kit';
import type { Connection, mongo, Types } from 'mongoose';

import type { ModuleContext } from '../../context.ts';
import type { HierarchyMessages } from '../../hierarchy/messages.ts';
import type { ListadoBase, ProyectoBase, RevisionBase } from '../../hierarchy/scopes.ts';
import { seesProject } from '../../hierarchy/visibility.ts';

/** A chosen revision/list pair, found (with its label) or refused with the reason shown on its item. */
export type ParResuelto<R, L> = { label: string; revision: R; listado: L } | { label: string; error: string };

/** One chosen revision/list pair of a multi-part document. */
export interface ParElegido {
  revisionId: string;
  listadoId: string;
}

/** The texts of a pair's item: its label, and the one of a pair that names no list of the project. */
export interface ParTexts {
  parLabel(revision: string, listado: string): string;
  parDesconocido(n: number): string;
}

const validId = (id: string) => /^[a-f0-9]{24}$/i.test(id);
const byName = { sort: { nombreKey: 1, _id: 1 } } as const;

/**
 * What the documents of a review-family module (revisiones, checklist-revisiones) are of, and who
 * may have them: the project, revision and list of a document (as on the screens: the records exist
 * in the company and are not deleted; a company user only of projects they see, `seesProject`),
 * checked when the job is asked for and again when it runs (a record may go in between). The
 * module passes its collections and its texts; every read takes the tenant first.
 */
export function reviewReportTargets<P extends ProyectoBase, R extends RevisionBase, L extends ListadoBase>(
  db: Connection,
  context: ModuleContext,
  options: { collections: { proyectos: string; revisiones: string; listados: string }; messages: HierarchyMessages; pares: ParTexts },
) {
  const { collections, messages, pares: parTexts } = options;
  const Proyectos = db.collection<ProyectoBase>(collections.proyectos);
  const Revisiones = db.collection<RevisionBase>(collections.revisiones);
  const Listados = db.collection<ListadoBase>(collections.listados);

  /** The project's revisions among `ids` (all of them without ids), by name. */
  async function revisiones(companyId: string, projectId: Types.ObjectId, ids?: string[]): Promise<R[]> {
    const filter: mongo.Filter<RevisionBase> = { companyId: oid(companyId), projectId };
    if (ids) filter._id = { $in: ids.filter(validId).map(oid) };
    return (await Revisiones.find(filter, byName).toArray()) as R[];
  }

  /** The project's listados among `ids` (all of them without ids), deleted ones included, by name. */
  async function listados(companyId: string, projectId: Types.ObjectId, ids?: string[]): Promise<L[]> {
    const filter: mongo.Filter<ListadoBase> = { companyId: oid(companyId), projectId };
    if (ids) filter._id = { $in: ids.filter(validId).map(oid) };
    return (await Listados.find(filter, byName).toArray()) as L[];
  }

  /** The project, active: 404 'Este proyecto no existe.' otherwise. */
  async function activeProject(companyId: string, projectId: string): Promise<P> {
    const project = validId(projectId) ? ((await Proyectos.findOne({ companyId: oid(companyId), _id: oid(projectId) })) as P | null) : null;
    if (!project || project.Estado === 'Eliminado') throw new HttpError(404, messages.proyectos.errors.noExiste);
    return project;
  }

  /** The revision and its active listado of the project: 404 with the screens' texts otherwise. */
  async function listadoOf(companyId: string, project: P, revisionId: string, listadoId: string): Promise<{ revision: R; listado: L }> {
    const [[revision], [listado]] = await Promise.all([revisiones(companyId, project._id, [revisionId]), listados(companyId, project._id, [listadoId])]);
    if (!revision) throw new HttpError(404, messages.revisiones.errors.noEncontrada);
    if (!listado || !listado.revisionId.equals(revision._id) || listado.Estado === 'Eliminado') throw new HttpError(404, messages.listados.errors.noExiste);
    return { revision, listado };
  }

  /**
   * The project's documents of `collection` (observations, answers) that `match` selects, counted per
   * listado: one $group with a single $sum (devdb computes only the first accumulator of a $group).
   */
  async function countByListado(
    collection: string,
    companyId: string,
    projectId: Types.ObjectId,
    match: Record<string, unknown>,
  ): Promise<Map<string, number>> {
    const rows = await db
      .collection(collection)
      .aggregate<{ _id: Types.ObjectId; n: number }>([
        { $match: { ...match, companyId: oid(companyId), projectId } },
        { $group: { _id: '$listadoId', n: { $sum: 1 } } },
      ])
      .toArray();
    return new Map(rows.map((row) => [String(row._id), row.n]));
  }

  /** POST /reports of any kind: the project exists, is active and (for a company user) is theirs. */
  async function authorizeProject(input: { companyId: string; principal: AccessClaims; params: { projectId: string } }): Promise<P> {
    const project = await activeProject(input.companyId, input.params.projectId);
    if (!seesProject(input.principal, project)) throw new HttpError(403, common.forbidden);
    return project;
  }

  return {
    revisiones,
    listados,
    activeProject,
    listadoOf,
    authorizeProject,

    /** POST /reports of a list's document: the project as above, and the revision and list in it. */
    async authorizeListado(input: {
      companyId: string;
      principal: AccessClaims;
      params: { projectId: string; revisionId: string; listadoId: string };
    }): Promise<void> {
      const project = await authorizeProject(input);
      await listadoOf(input.companyId, project, input.params.revisionId, input.params.listadoId);
    },

    /**
     * A project summary's tables ('Pendientes vs. Resueltas', the project summary): per revision its
     * active lists and its total, then the project's (projectTotals of @insp/reports). Each figure
     * counts the documents of `collection` its filter selects (`figures`: name → filter), per list.
     */
    async projectTotals<K extends string, Row>(
      companyId: string,
      project: P,
      input: {
        collection: string;
        figures: Record<K, Record<string, unknown>>;
        row: (nombre: string, figures: Record<K, number>) => Row;
        totalRevision: string;
        totalProyecto: string;
      },
    ): Promise<{ revisiones: RevisionTotals<Row>[]; totalProyecto: Row }> {
      const keys = Object.keys(input.figures) as K[];
      const [found, lists, counts] = await Promise.all([
        revisiones(companyId, project._id),
        listados(companyId, project._id),
        Promise.all(keys.map((key) => countByListado(input.collection, companyId, project._id, input.figures[key]))),
      ]);
      const figuresOf = (of: (index: number) => number) => Object.fromEntries(keys.map((key, index) => [key, of(index)])) as Record<K, number>;
      return projectTotals({
        revisiones: found,
        listados: lists,
        zero: figuresOf(() => 0),
        figures: (listadoId) => figuresOf((index) => counts[index]?.get(listadoId) ?? 0),
        row: input.row,
        totalRevision: input.totalRevision,
        totalProyecto: input.totalProyecto,
      });
    },

    /** The company whose name and PiePagina the documents show. */
    async company(companyId: string): Promise<InternalCompanyFull> {
      const company = await context.admin.company(companyId);
      if (!company) throw new HttpError(404, messages.contexto.noSeEncuentraEmpresa);
      return company;
    },

    /** The chosen pairs in order, each found in the project or refused with its reason (the others go on). */
    async pares(companyId: string, project: P, items: ParElegido[]): Promise<ParResuelto<R, L>[]> {
      const [found, lists] = await Promise.all([
        revisiones(
          companyId,
          project._id,
          items.map((item) => item.revisionId),
        ),
        listados(
          companyId,
          project._id,
          items.map((item) => item.listadoId),
        ),
      ]);
      return items.map((item, index) => {
        const revision = found.find((candidate) => candidate._id.toHexString() === item.revisionId);
        const listado = lists.find((candidate) => candidate._id.toHexString() === item.listadoId);
        if (!revision) return { label: listado ? listado.Nombre : parTexts.parDesconocido(index + 1), error: messages.revisiones.errors.noEncontrada };
        if (!listado || !listado.revisionId.equals(revision._id) || listado.Estado === 'Eliminado') {
          return {
            label: listado ? parTexts.parLabel(revision.Nombre, listado.Nombre) : parTexts.parDesconocido(index + 1),
            error: messages.listados.errors.noExiste,
          };
        }
        return { label: parTexts.parLabel(revision.Nombre, listado.Nombre), revision, listado };
      });
    },
  };
}

export type ReviewReportTargets<P extends ProyectoBase, R extends RevisionBase, L extends ListadoBase> = ReturnType<typeof reviewReportTargets<P, R, L>>;
