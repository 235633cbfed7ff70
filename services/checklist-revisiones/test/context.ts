import { randomUUID } from 'node:crypto';

import {
  type AccessClaims,
  type ChecklistDetail,
  type Endpoint,
  endpointUrl,
  type InternalCompanyFull,
  type InternalUser,
  StoredImage,
  type UserType,
} from '@insp/contracts';
import * as cr from '@insp/contracts/checklist-revisiones';
import type { ModuleContext } from '@insp/module-service';
import { fakeAdmin } from '@insp/module-service/testing';
import { newObjectId, testClaims, testConfig, testIdentity } from '@insp/service-kit/testing';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';

import { buildApp } from '../src/app.ts';

/** A company of the fake admin with its director, a company user and a responsible, all with the Checklist flag. */
export interface TestCompany {
  company: InternalCompanyFull;
  companyId: string;
  director: AccessClaims;
  usuario: AccessClaims;
  usuarioUser: InternalUser;
  responsable: InternalUser;
}

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
  const identity = testIdentity();
  const config = testConfig('checklist-revisiones');
  const admin = fakeAdmin();
  let captured: ModuleContext | null = null;
  const app = await buildApp({ config, verifier: identity.verifier, sessions: identity.sessions, admin, onContext: (context) => (captured = context) });
  if (!captured) throw new Error('buildApp did not hand over its context');
  const context: ModuleContext = captured;
  await Promise.all(Object.values(app.db.models).map((model) => model.init()));

  const user = (userType: UserType, companyId: string | null, overrides: Partial<AccessClaims> = {}) => testClaims(userType, { companyId, ...overrides });
  const headersOf = (claims: AccessClaims) => ({ authorization: `Bearer ${identity.sign(claims)}` });
  const administrador = user('Administrador', null, { name: 'Admin Plataforma' });

  const call = (
    claims: AccessClaims | null,
    description: Endpoint,
    params: Record<string, string>,
    options: { query?: Record<string, unknown>; body?: unknown } = {},
  ): Promise<LightMyRequestResponse> => {
    const request: InjectOptions = {
      method: description.method,
      url: endpointUrl(description, params, options.query),
      headers: claims ? headersOf(claims) : {},
      ...(options.body === undefined ? {} : { payload: options.body as InjectOptions['payload'] }),
    };
    return app.inject(request);
  };

  const ok = async <T>(response: Promise<LightMyRequestResponse>): Promise<T> => {
    const answer = await response;
    expect(answer.statusCode, answer.body).toBeLessThan(300);
    return answer.json<T>();
  };

  /** Expects `status` with the Spanish `message`. */
  const fails = async (response: Promise<LightMyRequestResponse>, status: number, message: string): Promise<void> => {
    const answer = await response;
    expect(answer.statusCode, answer.body).toBe(status);
    expect(answer.json()).toEqual({ message });
  };

  const createCompany = (overrides: Partial<InternalCompanyFull> = {}): TestCompany => {
    const company = admin.addCompany({ Checklists: plantillas(), ...overrides });
    const companyId = company.id;
    const directorUser = admin.addUser(companyId, { Nombre: 'Diana', Apellido: 'Directora', tipoUsuario: 'AdministradorEmpresa', Cargo: 'Gerente' });
    const usuarioUser = admin.addUser(companyId, { Nombre: 'Ulises', Apellido: 'Usuario', Cargo: 'Supervisor' });
    const responsable = admin.addUser(companyId, { Nombre: 'Rosa', Apellido: 'Responsable', Cargo: 'Jefe de obra' });
    const director = user('AdministradorEmpresa', companyId, { sub: directorUser.id, name: directorUser.NombreCompleto });
    const usuario = user('UsuarioEmpresa', companyId, { sub: usuarioUser.id, name: usuarioUser.NombreCompleto });
    return { company, companyId, director, usuario, usuarioUser, responsable };
  };

  const createProject = (t: TestCompany, body: { NombreProyecto?: string; ResponsableId?: string } = {}): Promise<cr.ProyectoItem> =>
    ok(
      call(t.director, cr.proyectosEndpoints.create, { companyId: t.companyId }, { body: { NombreProyecto: `Proyecto ${newObjectId().slice(-6)}`, ...body } }),
    );

  const shareProject = (t: TestCompany, projectId: string, userIds: string[] = [t.usuarioUser.id]): Promise<cr.ProyectoItem> =>
    ok(call(t.director, cr.proyectosEndpoints.setResponsables, { companyId: t.companyId, projectId }, { body: { Responsables: userIds } }));

  const createRevision = (t: TestCompany, projectId: string, body: { Nombre?: string } = {}): Promise<cr.RevisionItem> =>
    ok(
      call(
        t.director,
        cr.revisionesEndpoints.create,
        { companyId: t.companyId, projectId },
        { body: { Nombre: `Revisión ${newObjectId().slice(-6)}`, ResponsableId: t.responsable.id, ...body } },
      ),
    );

  const createListado = (t: TestCompany, projectId: string, revisionId: string, body: { Nombre?: string } = {}): Promise<cr.ListadoItem> =>
    ok(
      call(
        t.director,
        cr.listadosEndpoints.create,
        { companyId: t.companyId, projectId, revisionId },
        { body: { Nombre: `Listado ${newObjectId().slice(-6)}`, ResponsableId: t.responsable.id, ...body } },
      ),
    );

  const asignar = (t: TestCompany, params: { projectId: string; revisionId: string; listadoId: string }, checklistId: string, comprendoLosRiesgos = false) =>
    call(t.director, cr.listadosEndpoints.asignarChecklist, { companyId: t.companyId, ...params }, { body: { checklistId, comprendoLosRiesgos } });

  /**
   * A company with one project (shared with its company user), one revision and one listado with
   * the 'Terminaciones' template assigned; `ids` names every room, subcontract and error type.
   */
  const createHierarchy = async (overrides: Partial<InternalCompanyFull> = {}) => {
    const t = createCompany(overrides);
    const project = await createProject(t);
    await shareProject(t, project.id);
    const revision = await createRevision(t, project.id);
    const listado = await createListado(t, project.id, revision.id);
    const base = { companyId: t.companyId, projectId: project.id, revisionId: revision.id, listadoId: listado.id };
    const template = t.company.Checklists[0];
    if (!template) throw new Error('no template');
    await ok(asignar(t, base, template.id));
    const arbol = await ok<cr.ArbolCaptura>(call(t.director, cr.respuestasEndpoints.arbol, base));
    /** The params of the error type `error` of `subcontrato` in `recinto` (names of the template). */
    const errorParams = (recinto: string, subcontrato: string, error: string) => {
      const r = arbol.recintos.find((item) => item.Nombre === recinto);
      const s = r?.subcontratos.find((item) => item.Nombre === subcontrato);
      const e = s?.erroresTipo.find((item) => item.Nombre === error);
      if (!r || !s || !e) throw new Error(`${recinto}/${subcontrato}/${error} is not in the listado`);
      return { ...base, recintoId: r.id, subcontratoId: s.id, errorTipoId: e.id };
    };
    return { ...t, project, revision, listado, template, arbol, base, errorParams, projectId: project.id, revisionId: revision.id, listadoId: listado.id };
  };

  /** Captures an answer (expects 201). */
  const capture = async (claims: AccessClaims, params: Record<string, string>, body: Partial<cr.RespuestaCreateBody> = {}): Promise<cr.RespuestaItem> =>
    ok(call(claims, cr.respuestasEndpoints.capture, params, { body: { clientId: randomUUID(), Comentario: 'Observación', Estado: 'Por Resolver', ...body } }));

  /** A small JPEG drawn with sharp, uploaded through POST /companies/:companyId/files. */
  const uploadJpeg = async (companyId: string, claims: AccessClaims, color = '#3a7'): Promise<string> => {
    const data = await sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), 'foto.jpg');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const response = await app.inject({
      method: 'POST',
      url: `/companies/${companyId}/files`,
      headers: { ...headersOf(claims), 'content-type': request.headers.get('content-type') ?? '' },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(response.statusCode, response.body).toBe(201);
    return StoredImage.parse(response.json()).id;
  };

  return {
    app,
    admin,
    config,
    identity,
    context,
    administrador,
    user,
    headersOf,
    newObjectId,
    call,
    ok,
    fails,
    createCompany,
    createProject,
    shareProject,
    createRevision,
    createListado,
    asignar,
    createHierarchy,
    capture,
    uploadJpeg,
  };
}

export type TestContext = Awaited<ReturnType<typeof testContext>>;
export type Hierarchy = Awaited<ReturnType<TestContext['createHierarchy']>>;
