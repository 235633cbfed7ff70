import {
  type AccessClaims,
  type Endpoint,
  endpointUrl,
  type InternalCompanyFull,
  type InternalUser,
  type ModuleFlag,
  StoredImage,
  type UserType,
} from '@insp/contracts';
import { common } from '@insp/messages';
import type { ServiceName, ZodApp } from '@insp/service-kit';
import { newObjectId, testClaims, testConfig, testIdentity } from '@insp/service-kit/testing';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, expect } from 'vitest';

import { fakeAdmin } from './admin-client/fake.ts';
import type { AppOptions } from './app.ts';
import type { ModuleContext } from './context.ts';
import type { SeedTransport } from './seed-api.ts';
import { authorizationMatrix, type MatrixRows } from './testing-matrix.ts';

/** A module service's `buildApp` as its tests call it: it hands over the platform context it builds. */
export type TestableBuildApp = (options: AppOptions) => Promise<ZodApp>;

/** A company of the fake admin with the people the review modules' tests use (`addPeople`). */
export interface TestCompany {
  company: InternalCompanyFull;
  companyId: string;
  /** AdministradorEmpresa claims of the company. */
  director: AccessClaims;
  /** A UsuarioEmpresa of the company (a user of admin with the module's flag). */
  usuario: AccessClaims;
  usuarioUser: InternalUser;
  /** A user of admin with the module's flag, to be chosen as responsible. */
  responsable: InternalUser;
}

/** A small JPEG drawn with sharp (a flat colour). */
export function jpegOf(color: string | { r: number; g: number; b: number } = '#3a7', width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}

/**
 * What every module service's tests start from (`@insp/module-service/testing`, vitest only): the
 * service's own buildApp on a fresh database, a real Ed25519 identity, admin in memory, the platform
 * context (scheduler, events, files…) captured from buildApp, and the calls every test makes.
 * Each service's test/context.ts adds its own companies and hierarchy on top.
 */
export async function moduleTestContext(service: ServiceName, buildApp: TestableBuildApp) {
  const identity = testIdentity();
  const config = testConfig(service);
  const admin = fakeAdmin();
  let captured: ModuleContext | null = null;
  const app = await buildApp({
    config,
    verifier: identity.verifier,
    sessions: identity.sessions,
    admin,
    onContext: (context) => {
      captured = context;
    },
  });
  if (!captured) throw new Error('buildApp did not hand over its context');
  const context: ModuleContext = captured;
  // Unique indexes before the first write (a concurrency test must not race their creation).
  await Promise.all(Object.values(app.db.models).map((model) => model.init()));

  const user = (userType: UserType, companyId: string | null, overrides: Partial<AccessClaims> = {}) => testClaims(userType, { companyId, ...overrides });
  const headersOf = (claims: AccessClaims) => ({ authorization: `Bearer ${identity.sign(claims)}` });
  const administrador = user('Administrador', null, { name: 'Admin Plataforma' });

  /** Calls an endpoint as `claims` (the URL is built from the contract, like the remotes do); extra keys of `params` are ignored. */
  const call = (
    claims: AccessClaims | null,
    description: Endpoint,
    params: object,
    options: { query?: Record<string, unknown>; body?: unknown } = {},
  ): Promise<LightMyRequestResponse> => {
    const request: InjectOptions = {
      method: description.method,
      url: endpointUrl(description, params as Record<string, unknown>, options.query),
      headers: claims ? headersOf(claims) : {},
      ...(options.body === undefined ? {} : { payload: options.body as InjectOptions['payload'] }),
    };
    return app.inject(request);
  };

  /** Expects a 2xx answer and returns its JSON (fails with the answer's message otherwise). */
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

  /** Expects each endpoint, called as `claims` with its params, to answer 200 (the failure names the route and shows the answer). */
  const reaches = async (claims: AccessClaims, calls: readonly (readonly [Endpoint, object])[]): Promise<void> => {
    for (const [endpoint, params] of calls) {
      const answer = await call(claims, endpoint, params);
      expect(answer.statusCode, `${endpoint.method} ${endpoint.path}: ${answer.body}`).toBe(200);
    }
  };

  /**
   * The people of a company of the fake admin the review modules' tests use: its director (Diana
   * Directora, AdministradorEmpresa), a company user (Ulises Usuario) and a user to be chosen as responsible (Rosa Responsable).
   */
  const addPeople = (companyId: string): Omit<TestCompany, 'company' | 'companyId'> => {
    const directorUser = admin.addUser(companyId, { Nombre: 'Diana', Apellido: 'Directora', tipoUsuario: 'AdministradorEmpresa', Cargo: 'Gerente' });
    const usuarioUser = admin.addUser(companyId, { Nombre: 'Ulises', Apellido: 'Usuario', Cargo: 'Supervisor' });
    const responsable = admin.addUser(companyId, { Nombre: 'Rosa', Apellido: 'Responsable', Cargo: 'Jefe de obra' });
    const director = user('AdministradorEmpresa', companyId, { sub: directorUser.id, name: directorUser.NombreCompleto });
    const usuario = user('UsuarioEmpresa', companyId, { sub: usuarioUser.id, name: usuarioUser.NombreCompleto });
    return { director, usuario, usuarioUser, responsable };
  };

  /**
   * Registers the authorization matrix's tests (authorizationMatrix) over this context: `company` is
   * the fixture's company (its UsuarioEmpresa among the project's Responsables; the module variants
   * are the same person), `other` another company; the 'UsuarioEmpresa no responsable' caller is a
   * company user of the module added here (`outsider`), neither among the project's Encargados nor its Responsable.
   */
  const matrix = <F>(options: {
    module: ModuleFlag;
    company: { companyId: string; director: AccessClaims; usuario: AccessClaims };
    other: { director: AccessClaims; usuario: AccessClaims };
    outsider?: Partial<InternalUser>;
    fixture: F;
    files: Record<string, { rows: MatrixRows<F> }>;
  }): void => {
    const { module, company, other, fixture, files } = options;
    const ajena = admin.addUser(company.companyId, { Nombre: 'Nora', Apellido: 'Ajena', ...options.outsider });
    const noResponsable = user('UsuarioEmpresa', company.companyId, { sub: ajena.id, name: ajena.NombreCompleto });
    authorizationMatrix({
      app,
      module,
      people: { administrador, director: company.director, usuario: company.usuario, noResponsable, otroDirector: other.director, otroUsuario: other.usuario },
      headersOf,
      internalToken: config.internalToken,
      fixture,
      files,
    });
  };

  /** POSTs `data` as the multipart field `file` to `url` as `claims`. */
  const postFile = async (url: string, claims: AccessClaims, data: Buffer, name = 'foto.jpg', type = 'image/jpeg'): Promise<LightMyRequestResponse> => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(data)], { type }), name);
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    return app.inject({
      method: 'POST',
      url,
      headers: { ...headersOf(claims), 'content-type': request.headers.get('content-type') ?? '' },
      payload: Buffer.from(await request.arrayBuffer()),
    });
  };

  /** Uploads `data` (a JPEG by default) through POST /companies/:companyId/files as `claims`; expects 201. */
  const uploadImage = async (companyId: string, claims: AccessClaims, data: Buffer, name = 'foto.jpg', type = 'image/jpeg'): Promise<StoredImage> => {
    const response = await postFile(`/companies/${companyId}/files`, claims, data, name, type);
    expect(response.statusCode, response.body).toBe(201);
    return StoredImage.parse(response.json());
  };

  /** The seed's HTTP as `claims`, through app.inject (what fetch does against the running service). */
  const seedTransport = (claims: AccessClaims): SeedTransport => ({
    async request(method, path, body) {
      const response = await app.inject({
        method,
        url: path,
        headers: headersOf(claims),
        ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
      });
      return { status: response.statusCode, body: response.body ? (response.json() as unknown) : null };
    },
    async upload(path, bytes, fileName) {
      const response = await postFile(path, claims, bytes, fileName);
      return { status: response.statusCode, body: response.json() as unknown };
    },
  });

  /** A small JPEG drawn with sharp, uploaded through POST /companies/:companyId/files; its id. */
  const uploadJpeg = async (companyId: string, claims: AccessClaims, color = '#3a7'): Promise<string> =>
    (await uploadImage(companyId, claims, await jpegOf(color))).id;

  /** A second instance of the service on the same database (another replica behind the gateway), closed after the file's tests. */
  const replica = async (): Promise<ZodApp> => {
    const second = await buildApp({ config, verifier: identity.verifier, sessions: identity.sessions, admin });
    afterAll(() => second.close());
    return second;
  };

  /** GET of a stored image (`size` web or thumb) as `claims`. */
  const photo = (companyId: string, fileId: string, claims: AccessClaims, size = 'web'): Promise<LightMyRequestResponse> =>
    app.inject({ method: 'GET', url: `/companies/${companyId}/files/${fileId}?size=${size}`, headers: headersOf(claims) });

  /** Expects the photo closed to `closed` in both sizes (404 with the Spanish 'not found') and open (200) to each of `open`. */
  const expectPhotoAccess = async (companyId: string, fileId: string, closed: AccessClaims, open: AccessClaims[]): Promise<void> => {
    for (const size of ['web', 'thumb']) {
      const refused = await photo(companyId, fileId, closed, size);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ message: common.notFound });
    }
    for (const claims of open) expect((await photo(companyId, fileId, claims)).statusCode).toBe(200);
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
    reaches,
    addPeople,
    postFile,
    uploadImage,
    uploadJpeg,
    photo,
    expectPhotoAccess,
    replica,
    seedTransport,
    matrix,
  };
}

export type ModuleTestContext = Awaited<ReturnType<typeof moduleTestContext>>;
