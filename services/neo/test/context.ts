import type { AccessClaims, InternalCompanyFull, InternalUser, ListaChequeo, UserType } from '@insp/contracts';
import {
  neoAsignacionesEndpoints,
  type NeoAsignados,
  type NeoChecklistResult,
  neoChecklistsEndpoints,
  type NeoEspaciosCreated,
  neoEspaciosEndpoints,
  type NeoHojaCreateBody,
  type NeoHojaResult,
  neoHojasEndpoints,
  type NeoProyecto,
  neoProyectosEndpoints,
} from '@insp/contracts/neo';
import { moduleTestContext } from '@insp/module-service/testing';
import { newObjectId } from '@insp/service-kit/testing';

import { buildApp } from '../src/app.ts';

/** A company of the fake admin with its director, a company user and two reviewers, all with the ChecklistsOT flag. */
export interface TestCompany {
  company: InternalCompanyFull;
  companyId: string;
  director: AccessClaims;
  directorUser: InternalUser;
  usuario: AccessClaims;
  usuarioUser: InternalUser;
  revisor1: AccessClaims;
  revisor1User: InternalUser;
  revisor2: AccessClaims;
  revisor2User: InternalUser;
  obraGruesa: ListaChequeo;
  terminaciones: ListaChequeo;
}

const lista = (Nombre: string, Tipo: ListaChequeo['Tipo'], categorias: [string, string[]][]): ListaChequeo => ({
  Id: newObjectId(),
  Nombre,
  Tipo,
  Preguntas: categorias.map(([Categoria, Preguntas]) => ({ Categoria, Preguntas })),
  FechaCreacion: new Date().toISOString(),
  TotalRespuestas: 0,
  Cantidad: 0,
  TotalEspacios: 0,
  EspaciosCompletados: 0,
});

/** The neo service under test: its own buildApp on a fresh database, a real Ed25519 identity, admin in memory. */
export async function testContext() {
  const platform = await moduleTestContext('neo', buildApp);
  const { admin, user, call, ok } = platform;

  const createCompany = (overrides: Partial<InternalCompanyFull> = {}): TestCompany => {
    const obraGruesa = lista('Estructura', 'Obra Gruesa', [
      ['Moldajes', ['Plomo', 'Limpieza']],
      ['Enfierradura', ['Recubrimiento']],
    ]);
    const terminaciones = lista('Pintura', 'Terminaciones', [['Muros', ['Sin manchas', 'Sin fisuras']]]);
    const company = admin.addCompany({
      ParametrosOT: {
        unidades: ['Departamento', 'Piso'],
        pasillos: ['Pasillo 1'],
        sectores: ['Norte', 'Sur'],
        recintos: ['Hall', 'Baño'],
        elementos: ['Muro', 'Losa'],
        otros: ['Fachada'],
      },
      ListasDeChequeo: [obraGruesa, terminaciones],
      ...overrides,
    });
    const companyId = company.id;
    const directorUser = admin.addUser(companyId, { Nombre: 'Diana', Apellido: 'Directora', tipoUsuario: 'AdministradorEmpresa', Cargo: 'Gerente' });
    const usuarioUser = admin.addUser(companyId, { Nombre: 'Ulises', Apellido: 'Usuario' });
    const revisor1User = admin.addUser(companyId, { Nombre: 'Rita', Apellido: 'Revisora' });
    const revisor2User = admin.addUser(companyId, { Nombre: 'Raúl', Apellido: 'Revisor' });
    const claims = (u: InternalUser, type: UserType) => user(type, companyId, { sub: u.id, name: u.NombreCompleto });
    return {
      company,
      companyId,
      director: claims(directorUser, 'AdministradorEmpresa'),
      directorUser,
      usuario: claims(usuarioUser, 'UsuarioEmpresa'),
      usuarioUser,
      revisor1: claims(revisor1User, 'UsuarioEmpresa'),
      revisor1User,
      revisor2: claims(revisor2User, 'UsuarioEmpresa'),
      revisor2User,
      obraGruesa,
      terminaciones,
    };
  };

  const createProject = (t: TestCompany, body: { Nombre?: string; Tipo?: string; ResponsableId?: string } = {}): Promise<NeoProyecto> =>
    ok<NeoProyecto>(
      call(
        t.director,
        neoProyectosEndpoints.create,
        { companyId: t.companyId },
        { body: { Nombre: `Proyecto ${newObjectId().slice(-6)}`, Tipo: 'Edificios', ResponsableId: t.usuarioUser.id, ...body } },
      ),
    );

  const createSpaces = (t: TestCompany, projectId: string, Espacios: Record<string, number>): Promise<NeoEspaciosCreated> =>
    ok<NeoEspaciosCreated>(call(t.director, neoEspaciosEndpoints.create, { companyId: t.companyId, projectId }, { body: { Espacios } }));

  const assignChecklist = (
    t: TestCompany,
    projectId: string,
    listaId: string,
    body: { MetaRevision?: number; Unidad?: string } = {},
  ): Promise<NeoChecklistResult> =>
    ok<NeoChecklistResult>(
      call(
        t.director,
        neoChecklistsEndpoints.assign,
        { companyId: t.companyId, projectId },
        { body: { listaId, MetaRevision: 80, Unidad: 'Departamento', ...body } },
      ),
    );

  const assignSpaces = (
    t: TestCompany,
    projectId: string,
    checklistId: string,
    espacioIds: string[],
    body: { Cantidad?: number; Revisores?: string[] } = {},
  ): Promise<NeoAsignados> =>
    ok<NeoAsignados>(
      call(
        t.director,
        neoAsignacionesEndpoints.assign,
        { companyId: t.companyId, projectId, checklistId },
        { body: { espacioIds, Cantidad: 4, Revisores: [t.revisor1User.id, t.revisor2User.id], ...body } },
      ),
    );

  const addSheet = (
    t: TestCompany,
    params: { projectId: string; checklistId: string; asignadoId: string },
    body: Partial<NeoHojaCreateBody> = {},
  ): Promise<NeoHojaResult> =>
    ok<NeoHojaResult>(
      call(
        t.director,
        neoHojasEndpoints.create,
        { companyId: t.companyId, ...params },
        { body: { Unidades: 1, Tipo: 'Obra Gruesa', PlanoRevisor: 'P-01', Elemento: 'Muro', Ubicacion: 'Eje 3', ...body } },
      ),
    );

  const start = (t: TestCompany, projectId: string) => ok<NeoProyecto>(call(t.director, neoProyectosEndpoints.iniciar, { companyId: t.companyId, projectId }));

  /**
   * A company with a project of type Edificios (its company user responsible), 3 spaces, the Obra
   * Gruesa checklist assigned (goal 80, unit Departamento) and 2 spaces assigned (quantity 4, both reviewers).
   */
  const createHierarchy = async (overrides: Partial<InternalCompanyFull> = {}) => {
    const t = createCompany(overrides);
    const project = await createProject(t);
    const spaces = await createSpaces(t, project.id, { Departamento: 3 });
    const { checklist } = await assignChecklist(t, project.id, t.obraGruesa.Id);
    const [first, second] = spaces.items;
    const asignados = await assignSpaces(t, project.id, checklist.id, [first?.id ?? '', second?.id ?? '']);
    const asignado = asignados.items[0];
    if (!asignado) throw new Error('no assigned space');
    return {
      ...t,
      project,
      projectId: project.id,
      spaces: spaces.items,
      checklist,
      checklistId: checklist.id,
      asignados: asignados.items,
      asignado,
      asignadoId: asignado.id,
    };
  };

  return { ...platform, createCompany, createProject, createSpaces, assignChecklist, assignSpaces, addSheet, start, createHierarchy };
}

export type TestContext = Awaited<ReturnType<typeof testContext>>;
