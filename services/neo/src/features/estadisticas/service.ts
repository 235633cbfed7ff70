import type {
  NeoDesviacionEspacios,
  NeoDesviacionEspaciosQuery,
  NeoDesviacionListas,
  NeoDesviacionParametros,
  NeoDesviacionParametrosQuery,
  NeoDesviacionPreguntas,
  NeoMetas,
  TipoChecklistOT,
} from '@insp/contracts/neo';
import { NEO_GRAFICO, progresoOT } from '@insp/contracts/neo';
import { neo } from '@insp/messages/neo';
import type { ModuleContext } from '@insp/module-service';
import { HttpError } from '@insp/service-kit';
import { Types } from 'mongoose';

import type { ProjectScope } from '../../shared/scopes.ts';
import { fila, totalDe } from './mappers.ts';
import type { AnswerMatch, EstadisticasRepository } from './repository.ts';

const texts = neo.informes;
const TOTAL = 'Total';

/** The report data of a project (spec 002 §2 report screens, §9 figures). */
export function estadisticasService(repository: EstadisticasRepository, context: ModuleContext) {
  async function encabezado(scope: ProjectScope) {
    const company = await context.admin.company(scope.companyId);
    return { Empresa: company?.Nombre ?? texts.empresa, Proyecto: scope.project.Nombre || texts.proyecto };
  }

  function filtros(scope: ProjectScope, query: { espacioId?: string | undefined; sector?: string | undefined }, Tipo: TipoChecklistOT): AnswerMatch {
    return {
      projectId: scope.project._id,
      Tipo,
      ...(query.espacioId ? { espacioId: new Types.ObjectId(query.espacioId) } : {}),
      ...(query.sector ? { Sector: query.sector } : {}),
    };
  }

  return {
    /** 'Desviación por listas de chequeo': one row per checklist of the type. */
    async desviacionListas(scope: ProjectScope, tipo: TipoChecklistOT): Promise<NeoDesviacionListas> {
      const { companyId, project } = scope;
      const [checklists, conteos, head] = await Promise.all([
        repository.checklists(companyId, project._id, tipo),
        repository.conteos(companyId, { projectId: project._id, Tipo: tipo }, 'checklistId'),
        encabezado(scope),
      ]);
      const items = checklists.map((checklist) => fila(checklist._id.toHexString(), checklist.Nombre, conteos.get(checklist._id.toHexString())));
      return { tipo, encabezado: head, items, total: totalDe(items, TOTAL) };
    },

    /** 'Desviación por espacio' (always Terminaciones): one row per space, filtered by space and sector. */
    async desviacionEspacios(scope: ProjectScope, query: NeoDesviacionEspaciosQuery): Promise<NeoDesviacionEspacios> {
      const { companyId, project } = scope;
      const tipo: TipoChecklistOT = 'Terminaciones';
      const checklists = await repository.checklists(companyId, project._id, tipo);
      const [espacios, conteos, head, company] = await Promise.all([
        repository.espaciosAsignados(
          companyId,
          project._id,
          checklists.map((checklist) => checklist._id),
        ),
        repository.conteos(companyId, filtros(scope, query, tipo), 'espacioId'),
        encabezado(scope),
        context.admin.company(companyId),
      ]);
      const shown = query.espacioId ? espacios.filter((espacio) => espacio.id === query.espacioId) : espacios;
      const items = shown.map((espacio) => fila(espacio.id, espacio.Nombre, conteos.get(espacio.id)));
      return { encabezado: head, items, total: totalDe(items, TOTAL), espacios, sectores: company?.ParametrosOT.sectores ?? [] };
    },

    /**
     * Deviation by parameter: one row per Elemento (Obra Gruesa) or Recinto / Pasillo / Otro
     * (Terminaciones). The selectors offer the spaces of the type's checklists, and sectors only for
     * Terminaciones (Obra Gruesa sheets have none, so a sector filter is ignored there).
     */
    async desviacionParametros(scope: ProjectScope, query: NeoDesviacionParametrosQuery): Promise<NeoDesviacionParametros> {
      const { companyId, project } = scope;
      const conSector = query.tipo === 'Terminaciones';
      const checklists = await repository.checklists(companyId, project._id, query.tipo);
      const [conteos, head, espacios, company] = await Promise.all([
        repository.conteos(companyId, filtros(scope, conSector ? query : { espacioId: query.espacioId }, query.tipo), 'Parametro'),
        encabezado(scope),
        repository.espaciosAsignados(
          companyId,
          project._id,
          checklists.map((checklist) => checklist._id),
        ),
        conSector ? context.admin.company(companyId) : Promise.resolve(null),
      ]);
      const items = [...conteos.entries()]
        .map(([clave, states]) => fila(clave, clave === 'null' ? '' : clave, states))
        .sort((a, b) => a.Nombre.localeCompare(b.Nombre, 'es'));
      return { tipo: query.tipo, encabezado: head, items, total: totalDe(items, TOTAL), espacios, sectores: company?.ParametrosOT.sectores ?? [] };
    },

    /** Deviation by question of one checklist, in the checklist's order. */
    async desviacionPreguntas(scope: ProjectScope, checklistId: string): Promise<NeoDesviacionPreguntas> {
      const { companyId, project } = scope;
      const checklist = await repository.checklist(companyId, project._id, new Types.ObjectId(checklistId));
      if (!checklist) throw new HttpError(404, neo.checklists.errors.noEncontramos);
      const [conteos, head] = await Promise.all([
        repository.conteos(companyId, { projectId: project._id, checklistId: checklist._id }, { c: '$categoria', p: '$pregunta' }),
        encabezado(scope),
      ]);
      const items = checklist.Preguntas.flatMap((categoria, c) =>
        categoria.Preguntas.map((pregunta, p) => ({
          ...fila(`${c}:${p}`, pregunta, conteos.get(`${c}:${p}`)),
          Categoria: categoria.Categoria,
          Pregunta: pregunta,
        })),
      );
      return {
        checklist: { id: checklist._id.toHexString(), Nombre: checklist.Nombre, Tipo: checklist.Tipo },
        encabezado: head,
        items,
        total: totalDe(items, TOTAL),
      };
    },

    /** 'Metas de revisión': Real = round(completed*100/quantity), Pendiente = max(0, Meta - Real), y axis up to ceil(1.15 x the highest). */
    async metas(scope: ProjectScope, tipo: TipoChecklistOT): Promise<NeoMetas> {
      const { companyId, project } = scope;
      const [checklists, figures, head] = await Promise.all([
        repository.checklists(companyId, project._id, tipo),
        repository.figures(companyId, project._id),
        encabezado(scope),
      ]);
      const items = checklists.map((checklist) => {
        const figure = figures.get(checklist._id.toHexString());
        const Cantidad = figure?.Cantidad ?? 0;
        const CantidadCompletada = figure?.CantidadCompletada ?? 0;
        const Real = progresoOT(CantidadCompletada, Cantidad);
        return {
          checklistId: checklist._id.toHexString(),
          Nombre: checklist.Nombre,
          Real,
          Pendiente: Math.max(0, checklist.MetaRevision - Real),
          Meta: checklist.MetaRevision,
          Cantidad,
          CantidadCompletada,
        };
      });
      const highest = items.reduce((max, item) => Math.max(max, item.Real + item.Pendiente, item.Meta), 0);
      return { tipo, encabezado: head, items, ejeMaximo: Math.ceil(highest * NEO_GRAFICO.factorEje) };
    },
  };
}

export type EstadisticasService = ReturnType<typeof estadisticasService>;
