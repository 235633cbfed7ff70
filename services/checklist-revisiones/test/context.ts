import { randomUUID } from 'node:crypto';

import { type AccessClaims, type ChecklistDetail, type InternalCompanyFull } from '@insp/contracts';
import * as cr from '@insp/contracts/checklist-revisiones';
import { moduleTestContext, reviewFixtures, type TestCompany } from '@insp/module-service/testing';
import { newObjectId } from '@insp/service-kit/testing';

import { buildApp } from '../src/app.ts';

/** A company of the fake admin with its director, a company user and a responsible, all with the Checklist flag. */
export type { TestCompany };

/** A company checklist template as admin answers it: places → subcontractors → error types. */
export function plantilla(Nombre: string, items: Record<string, Record<string, string[]>>): ChecklistDetail {
  return {
    id: newObjectId(),
    Nombre,
    Activado: true,
    FechaCreacion: new Date().toISOString(),
    ItemsRecintos: Object.entries(items).map(([recinto, subcontratos]) => ({
      id: newObjectId(),
      Nombre: recinto,
      Activado: true,
      Subcontratos: Object.entries(subcontratos).map(([subcontrato, errores]) => ({
        id: newObjectId(),
        Nombre: subcontrato,
        ErroresTipo: errores.map((error) => ({ id: newObjectId(), Nombre: error, Activado: true })),
      })),
    })),
  };
}

/** The templates every test company has: 'Terminaciones' (2 places, 3 subcontracts, 5 error types) and 'Obra gruesa'. */
export const plantillas = () => [
  plantilla('Terminaciones', { Baño: { Pintura: ['Manchas', 'Fisuras'], Cerámica: ['Cantería'] }, Cocina: { Pintura: ['Manchas', 'Burbujas'] } }),
  plantilla('Obra gruesa', { Losa: { Hormigón: ['Nidos'] } }),
];

/**
 * The checklist-revisiones service under test: its own buildApp on a fresh database, a real
 * Ed25519 identity, admin in memory, and the platform context captured from buildApp.
 */
export async function testContext() {
  const platform = await moduleTestContext('checklist-revisiones', buildApp);
  const { call, ok } = platform;

  const fixtures = reviewFixtures<cr.ProyectoItem, cr.RevisionItem, cr.ListadoItem>(
    platform,
    { proyectos: cr.proyectosEndpoints, revisiones: cr.revisionesEndpoints, listados: cr.listadosEndpoints },
    () => ({ Checklists: plantillas() }),
  );

  const asignar = (t: TestCompany, params: { projectId: string; revisionId: string; listadoId: string }, checklistId: string, comprendoLosRiesgos = false) =>
    call(t.director, cr.listadosEndpoints.asignarChecklist, { companyId: t.companyId, ...params }, { body: { checklistId, comprendoLosRiesgos } });

  /**
   * A company with one project (shared with its company user), one revision and one listado with
   * the 'Terminaciones' template assigned; `errorParams` names every room, subcontract and error
   * type. `project` chooses the project's body instead of sharing it (see reviewFixtures).
   */
  const createHierarchy = async (overrides: Partial<InternalCompanyFull> = {}, project?: (t: TestCompany) => { ResponsableId?: string }) => {
    const h = await fixtures.createHierarchy(overrides, project);
    const base = h.listadoParams;
    const template = h.company.Checklists[0];
    if (!template) throw new Error('no template');
    await ok(asignar(h, base, template.id));
    const arbol = await ok<cr.ArbolCaptura>(call(h.director, cr.respuestasEndpoints.arbol, base));
    /** The params of the error type `error` of `subcontrato` in `recinto` (names of the template). */
    const errorParams = (recinto: string, subcontrato: string, error: string) => {
      const r = arbol.recintos.find((item) => item.Nombre === recinto);
      const s = r?.subcontratos.find((item) => item.Nombre === subcontrato);
      const e = s?.erroresTipo.find((item) => item.Nombre === error);
      if (!r || !s || !e) throw new Error(`${recinto}/${subcontrato}/${error} is not in the listado`);
      return { ...base, recintoId: r.id, subcontratoId: s.id, errorTipoId: e.id };
    };
    return { ...h, template, arbol, base, errorParams };
  };

  /** Captures an answer (expects 201). */
  const capture = async (claims: AccessClaims, params: Record<string, string>, body: Partial<cr.RespuestaCreateBody> = {}): Promise<cr.RespuestaItem> =>
    ok(call(claims, cr.respuestasEndpoints.capture, params, { body: { clientId: randomUUID(), Comentario: 'Observación', Estado: 'Por Resolver', ...body } }));

  return { ...platform, ...fixtures, asignar, createHierarchy, capture };
}

export type TestContext = Awaited<ReturnType<typeof testContext>>;
export type Hierarchy = Awaited<ReturnType<TestContext['createHierarchy']>>;
