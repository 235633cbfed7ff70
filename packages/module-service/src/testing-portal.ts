import { type AccessClaims, endpointUrl, StoredImage } from '@insp/contracts';
import { EnlacePortalCreado, enlacesPortalEndpoints, portalEndpoints, PortalVista } from '@insp/contracts/portal';
import { portal as texts } from '@insp/messages/portal';
import type { ZodApp } from '@insp/service-kit';
import { describe, expect, it } from 'vitest';

import { PORTAL_COLLECTION } from './portal/model.ts';
import { jpegOf } from './testing-context.ts';
import { type Caller, callerNames, type Expected, managers, type MatrixRows, ok } from './testing-matrix.ts';
import type { PlatformFixture } from './testing-rows.ts';

/*
 * The contractor portal (issue 20 §2) in the authorization matrix (`@insp/module-service/testing`,
 * vitest only): the rows of its routes for every caller kind, and the 'portal' caller, a link's
 * token, in each of the ways it must see nothing of another scope.
 */

/** A token no link has (a well-formed id, a signature that is not this service's). */
const FORGED = `${'A'.repeat(22)}.${'B'.repeat(43)}`;
const invalid = [404, texts.enlaceInvalido] as const;
const everyone = (expected: Expected): Record<Caller, Expected> =>
  Object.fromEntries(callerNames.map((caller) => [caller, expected])) as Record<Caller, Expected>;

/** What the portal's rows need of a service's fixture: a project of the fixture's company. */
export interface PortalFixture extends PlatformFixture {
  projectId: string;
}

/**
 * The portal's routes as the module platform registers them: the director's (managers of the
 * company, called with an invalid body or an unknown link so nothing changes) and the public ones,
 * where a session grants nothing: every caller with a forged token gets 404 'El enlace no es válido…'.
 */
export function portalRows<F extends PortalFixture>(): MatrixRows<F> {
  const links = (f: F) => `/companies/${f.companyId}/proyectos/${f.projectId}/enlaces-portal`;
  return {
    'GET /companies/:companyId/proyectos/:projectId/enlaces-portal': { request: (f) => ({ method: 'GET', url: links(f) }), expected: managers(ok) },
    'GET /companies/:companyId/proyectos/:projectId/enlaces-portal/subcontratos': {
      request: (f) => ({ method: 'GET', url: `${links(f)}/subcontratos` }),
      expected: managers(ok),
    },
    'POST /companies/:companyId/proyectos/:projectId/enlaces-portal': {
      request: (f) => ({ method: 'POST', url: links(f), payload: {} }),
      expected: managers([400, texts.subcontratoRequired]),
    },
    'DELETE /companies/:companyId/proyectos/:projectId/enlaces-portal/:enlaceId': {
      request: (f) => ({ method: 'DELETE', url: `${links(f)}/${'z'.repeat(22)}` }),
      expected: managers([404, texts.enlaceNoEncontrado]),
    },
    'GET /portal/:token': { request: () => ({ method: 'GET', url: `/portal/${FORGED}` }), expected: everyone(invalid) },
    'POST /portal/:token/fotos': { request: () => ({ method: 'POST', url: `/portal/${FORGED}/fotos`, payload: {} }), expected: everyone(invalid) },
    'GET /portal/:token/fotos/:fileId': { request: (f) => ({ method: 'GET', url: `/portal/${FORGED}/fotos/${f.fileId}` }), expected: everyone(invalid) },
    'POST /portal/:token/items/:itemId/correccion': {
      request: (f) => ({ method: 'POST', url: `/portal/${FORGED}/items/${f.unknownId}/correccion`, payload: { comentario: 'Listo' } }),
      expected: everyone(invalid),
    },
  };
}

/** Where a link is issued: a project of a company and one of its subcontracts, by that company's director. */
export interface PortalScope {
  director: AccessClaims;
  companyId: string;
  projectId: string;
  subcontratoId: string;
}

export interface PortalCallerOptions {
  app: ZodApp;
  headersOf: (claims: AccessClaims) => Record<string, string>;
  /** An open item of `propio`'s subcontract and project, with a photo of its own. */
  item: { id: string; fotoId: string };
  /** The item's scope, and a link of another subcontract of its project, of another project of its company, of another company. */
  scopes: { propio: PortalScope; otroSubcontrato: PortalScope; otroProyecto: PortalScope; otraEmpresa: PortalScope };
}

/**
 * The 'portal' caller: a link's token. Its own link shows the item and its photo; a valid link of
 * another subcontract, project or company shows neither (not in its page, 404 for the photo and the
 * fix); an expired or revoked link of the item's own scope answers 410, a forged one 404: never data.
 */
export function portalCallers({ app, headersOf, item, scopes }: PortalCallerOptions): void {
  const issue = async (scope: PortalScope): Promise<EnlacePortalCreado> => {
    const response = await app.inject({
      method: 'POST',
      url: endpointUrl(enlacesPortalEndpoints.create, { companyId: scope.companyId, projectId: scope.projectId }),
      headers: headersOf(scope.director),
      payload: { subcontratoId: scope.subcontratoId },
    });
    expect(response.statusCode, response.body).toBe(201);
    return EnlacePortalCreado.parse(response.json());
  };
  const tokens = async (): Promise<Record<string, string>> => {
    const [propio, otroSubcontrato, otroProyecto, otraEmpresa, vencido, revocado] = await Promise.all([
      issue(scopes.propio),
      issue(scopes.otroSubcontrato),
      issue(scopes.otroProyecto),
      issue(scopes.otraEmpresa),
      issue(scopes.propio),
      issue(scopes.propio),
    ]);
    if (!propio || !otroSubcontrato || !otroProyecto || !otraEmpresa || !vencido || !revocado) throw new Error('links not issued');
    await app.db.collection(PORTAL_COLLECTION).updateOne({ _id: vencido.item.id } as object, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    const revoke = await app.inject({
      method: 'DELETE',
      url: endpointUrl(enlacesPortalEndpoints.revoke, { ...scopes.propio, enlaceId: revocado.item.id }),
      headers: headersOf(scopes.propio.director),
    });
    expect(revoke.statusCode, revoke.body).toBe(200);
    return {
      propio: propio.token,
      otroSubcontrato: otroSubcontrato.token,
      otroProyecto: otroProyecto.token,
      otraEmpresa: otraEmpresa.token,
      vencido: vencido.token,
      revocado: revocado.token,
      falsificado: FORGED,
    };
  };
  let issued: Promise<Record<string, string>> | undefined;
  const tokensOnce = () => (issued ??= tokens());

  const view = (token: string) => app.inject({ method: 'GET', url: endpointUrl(portalEndpoints.view, { token }) });
  const foto = (token: string) => app.inject({ method: 'GET', url: endpointUrl(portalEndpoints.foto, { token, fileId: item.fotoId }) });
  const fix = (token: string) =>
    app.inject({ method: 'POST', url: endpointUrl(portalEndpoints.correccion, { token, itemId: item.id }), payload: { comentario: 'Corregido' } });

  const refusals: Record<string, readonly [number, string] | 'scope'> = {
    otroSubcontrato: 'scope',
    otroProyecto: 'scope',
    otraEmpresa: 'scope',
    vencido: [410, texts.enlaceVencido],
    revocado: [410, texts.enlaceRevocadoPublico],
    falsificado: [404, texts.enlaceInvalido],
  };

  describe("authorization matrix: the 'portal' caller (a link's token)", () => {
    it("its own link shows the item and the item's photo", async () => {
      const { propio = '' } = await tokensOnce();
      const page = await view(propio);
      expect(page.statusCode, page.body).toBe(200);
      expect(page.body).toContain(item.id);
      expect((await foto(propio)).statusCode).toBe(200);
    });

    for (const [kind, refusal] of Object.entries(refusals)) {
      it(`a link ${kind} sees nothing of the item: not in its page, nor its photo, nor a fix`, async () => {
        const token = (await tokensOnce())[kind] ?? '';
        const answers = [await view(token), await foto(token), await fix(token)];
        for (const answer of answers) expect(answer.body).not.toContain(item.id);
        if (refusal === 'scope') {
          expect(answers[0]?.statusCode).toBe(200);
          expect(answers[1]?.statusCode).toBe(404);
          expect(answers[1]?.json()).toEqual({ message: texts.fotoNoDisponible });
          expect(answers[2]?.statusCode).toBe(404);
          expect(answers[2]?.json()).toEqual({ message: texts.itemNoEncontrado });
        } else {
          for (const answer of answers) {
            expect(answer.statusCode, answer.body).toBe(refusal[0]);
            expect(answer.json()).toEqual({ message: refusal[1] });
          }
        }
      });
    }
  });
}

/** A subcontractor's calls through a link, as the portal page makes them (no session). */
export function portalTestCalls(app: ZodApp) {
  const view = (token: string) => app.inject({ method: 'GET', url: endpointUrl(portalEndpoints.view, { token }) });
  /** The page (expects 200). */
  const viewed = async (token: string): Promise<PortalVista> => {
    const response = await view(token);
    expect(response.statusCode, response.body).toBe(200);
    return PortalVista.parse(response.json());
  };
  /** Uploads a small JPEG through the link as the page does (multipart). */
  const upload = async (token: string, color = '#a33') => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await jpegOf(color))], { type: 'image/jpeg' }), 'arreglo.jpg');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    return app.inject({
      method: 'POST',
      url: endpointUrl(portalEndpoints.upload, { token }),
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      payload: Buffer.from(await request.arrayBuffer()),
    });
  };
  /** Uploads one and returns its file id (expects 201). */
  const uploaded = async (token: string, color?: string): Promise<string> => {
    const response = await upload(token, color);
    expect(response.statusCode, response.body).toBe(201);
    return StoredImage.parse(response.json()).id;
  };
  return { view, viewed, upload, uploaded };
}
