import {
  type AccessClaims,
  getObservacion,
  HistoryPage,
  observacionCorreccionEndpoints,
  observacionHistory,
  ObservacionUpdated,
  projectObservaciones,
  StoredImage,
  updateObservacion,
} from '@insp/contracts';
import {
  EnlacePortalCreado,
  EnlacePortalList,
  enlacesPortalEndpoints,
  PortalCorreccionInformada,
  portalEndpoints,
  PortalSubcontratoOpciones,
} from '@insp/contracts/portal';
import { portal as texts } from '@insp/messages/portal';
import { portalTestCalls } from '@insp/module-service/testing';
import { Types } from 'mongoose';
import { afterAll, describe, expect, it } from 'vitest';

import { testContext } from './context.ts';
import { DAY_MS, type Hierarchy, observacionFixtures } from './observaciones-fixtures.ts';

const ctx = await testContext();
afterAll(() => ctx.app.close());
const fx = observacionFixtures(ctx);

const pinturaId = (h: Hierarchy) => h.company.Catalogos.subcontratos.find((item) => item.Nombre === 'Pintura')?.id ?? '';
const ceramicaId = (h: Hierarchy) => h.company.Catalogos.subcontratos.find((item) => item.Nombre === 'Cerámica')?.id ?? '';

const issue = async (h: Hierarchy, subcontratoId = pinturaId(h), dias?: number, claims: AccessClaims = h.director) => {
  const response = await ctx.call(claims, enlacesPortalEndpoints.create, h.projectParams, { body: { subcontratoId, ...(dias ? { dias } : {}) } });
  expect(response.statusCode, response.body).toBe(201);
  return EnlacePortalCreado.parse(response.json());
};

const { view, viewed, upload: uploadThrough } = portalTestCalls(ctx.app);

const report = (token: string, itemId: string, body: { comentario: string; fotos?: string[] }) =>
  ctx.call(null, portalEndpoints.correccion, { token, itemId }, { body });

const history = async (h: Hierarchy, id: string) =>
  HistoryPage.parse(await ctx.ok(ctx.call(h.director, observacionHistory, { ...fx.listadoParams(h), observacionId: id }))).items;

describe('portal links (director): issue, list, revoke', () => {
  it('issues a link for a subcontract of the catalogue (30 days by default), answers its token and URL once, lists it Vigente, and writes the project history', async () => {
    const h = await ctx.createHierarchy();
    const options = PortalSubcontratoOpciones.parse(await ctx.ok(ctx.call(h.director, enlacesPortalEndpoints.subcontratos, h.projectParams)));
    expect(options.items.map((item) => item.Nombre)).toEqual(['Pintura', 'Cerámica']);
    const before = Date.now();
    const created = await issue(h);
    expect(created.message).toBe(texts.enlaceCreado);
    expect(created.url).toBe(`http://localhost:8080/portal/revisiones/${created.token}`);
    expect(created.token.startsWith(`${created.item.id}.`)).toBe(true);
    expect(created.item).toMatchObject({
      modulo: 'revisiones',
      subcontratoNombre: 'Pintura',
      estado: 'Vigente',
      revokedAt: null,
      createdBy: { id: h.director.sub },
    });
    const days = (Date.parse(created.item.expiresAt) - before) / DAY_MS;
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThan(30.01);

    const list = EnlacePortalList.parse(await ctx.ok(ctx.call(h.director, enlacesPortalEndpoints.list, h.projectParams)));
    expect(list.items).toEqual([created.item]);
    expect(JSON.stringify(list)).not.toContain(created.token.split('.')[1]);

    const events = await ctx.app.db.collection('eventos').find({ entity: 'Proyecto', entityId: h.projectId, action: 'enlace-portal-emitido' }).toArray();
    expect(events).toHaveLength(1);
  });

  it('refuses a subcontract the company does not have, days out of 1..365, and a company user (403)', async () => {
    const h = await ctx.createHierarchy();
    await ctx.fails(
      ctx.call(h.director, enlacesPortalEndpoints.create, h.projectParams, { body: { subcontratoId: ctx.newObjectId() } }),
      400,
      texts.subcontratoNoExiste,
    );
    for (const dias of [0, 366, 2.5]) {
      await ctx.fails(
        ctx.call(h.director, enlacesPortalEndpoints.create, h.projectParams, { body: { subcontratoId: pinturaId(h), dias } }),
        400,
        texts.diasInvalidos,
      );
    }
    const forbidden = await ctx.call(h.usuario, enlacesPortalEndpoints.create, h.projectParams, { body: { subcontratoId: pinturaId(h) } });
    expect(forbidden.statusCode).toBe(403);
    expect((await ctx.call(h.usuario, enlacesPortalEndpoints.list, h.projectParams)).statusCode).toBe(403);
    // The Administrador may issue one.
    const byAdmin = await ctx.call(ctx.administrador, enlacesPortalEndpoints.create, h.projectParams, { body: { subcontratoId: pinturaId(h), dias: 7 } });
    expect(byAdmin.statusCode, byAdmin.body).toBe(201);
  });

  it('a revoked link answers 410 with a Spanish message and no data; an expired one too; a forged or unknown token 404', async () => {
    const h = await ctx.createHierarchy();
    await fx.captured(h);
    const created = await issue(h);
    await viewed(created.token);

    const revoked = EnlacePortalCreado.omit({ token: true, url: true }).parse(
      await ctx.ok(ctx.call(h.director, enlacesPortalEndpoints.revoke, { ...h.projectParams, enlaceId: created.item.id })),
    );
    expect(revoked).toMatchObject({ message: texts.enlaceRevocado, item: { estado: 'Revocado' } });
    await ctx.fails(view(created.token), 410, texts.enlaceRevocadoPublico);
    await ctx.fails(ctx.call(null, portalEndpoints.foto, { token: created.token, fileId: ctx.newObjectId() }), 410, texts.enlaceRevocadoPublico);
    const revokeEvents = await ctx.app.db.collection('eventos').countDocuments({ entityId: h.projectId, action: 'enlace-portal-revocado' });
    expect(revokeEvents).toBe(1);

    const old = await issue(h, pinturaId(h), 1);
    await ctx.app.db.collection('portal_enlaces').updateOne({ _id: old.item.id } as object, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    await ctx.fails(view(old.token), 410, texts.enlaceVencido);
    const list = EnlacePortalList.parse(await ctx.ok(ctx.call(h.director, enlacesPortalEndpoints.list, h.projectParams)));
    expect(list.items.map((item) => item.estado).sort()).toEqual(['Revocado', 'Vencido']);

    const [id, signature] = (await issue(h)).token.split('.');
    const flipped = `${signature?.[0] === 'A' ? 'B' : 'A'}${signature?.slice(1) ?? ''}`;
    await ctx.fails(view(`${id}.${flipped}`), 404, texts.enlaceInvalido);
    await ctx.fails(view(`${'x'.repeat(22)}.${signature}`), 404, texts.enlaceInvalido);
    await ctx.fails(view('nada'), 404, texts.enlaceInvalido);
  });
});

describe('portal page (public, no session)', () => {
  it("shows only the link's subcontract's open observations of its project, with location, due state and photos through the token", async () => {
    const h = await ctx.createHierarchy();
    const photo = await fx.uploadJpeg(h.companyId, h.director);
    const open = await fx.captured(h, { Imagenes: [photo], Comentario: 'Repasar pintura' });
    const overdue = await fx.captured(h);
    await fx.setCreatedAt(overdue.id, fx.daysAgo(60));
    const resolved = await fx.captured(h);
    await ctx.ok(ctx.call(h.director, updateObservacion, { ...fx.listadoParams(h), observacionId: resolved.id }, { body: { Resuelta: true } }));
    const ceramica = await fx.captured(h, { Subcontrato: 'Cerámica', ErrorTipo: 'Nivel' });
    // Another project of the same company, same subcontract.
    const other = await ctx.createProject(h);
    const otherRevision = await ctx.createRevision(h, other.id);
    const otherListado = await ctx.createListado(h, other.id, otherRevision.id);
    const elsewhere = await fx.captured(h, {}, { companyId: h.companyId, projectId: other.id, revisionId: otherRevision.id, listadoId: otherListado.id });

    const created = await issue(h);
    const page = await viewed(created.token);
    expect(page).toMatchObject({ modulo: 'revisiones', empresa: h.company.Nombre, proyecto: h.project.NombreProyecto, subcontrato: 'Pintura', LimiteFotos: 2 });
    expect(page.items.map((item) => item.id)).toEqual([overdue.id, open.id]);
    const [first, second] = page.items;
    expect(first).toMatchObject({ Estado: 'Vencida', EstadoLabel: 'Por Resolver', correccion: null });
    expect(second).toMatchObject({
      Numero: open.Numero,
      Comentario: 'Repasar pintura',
      Prioridad: 'Alta',
      ErrorTipo: 'Manchas',
      fotos: [photo],
      ubicacion: [
        { campo: 'Revisión', valor: h.revision.Nombre },
        { campo: 'Listado', valor: h.listado.Nombre },
        { campo: 'Sector', valor: 'Torre A' },
        { campo: 'Recinto', valor: 'Baño' },
      ],
    });
    const ids = JSON.stringify(page);
    for (const hidden of [resolved.id, ceramica.id, elsewhere.id]) expect(ids).not.toContain(hidden);

    const image = await ctx.call(null, portalEndpoints.foto, { token: created.token, fileId: photo });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    // A photo of an item outside the scope is not served.
    const foreignPhoto = await fx.uploadJpeg(h.companyId, h.director, '#00f');
    await fx.captured(h, { Subcontrato: 'Cerámica', ErrorTipo: 'Nivel', Imagenes: [foreignPhoto] });
    await ctx.fails(ctx.call(null, portalEndpoints.foto, { token: created.token, fileId: foreignPhoto }), 404, texts.fotoNoDisponible);

    // One 'used' event per link and company day, however often it opens.
    await viewed(created.token);
    const used = await ctx.app.db.collection('eventos').countDocuments({ entityId: h.projectId, action: 'enlace-portal-usado' });
    expect(used).toBe(1);
  });

  it('a Cerámica link does not open Pintura items nor report on them', async () => {
    const h = await ctx.createHierarchy();
    const pintura = await fx.captured(h);
    const link = await issue(h, ceramicaId(h));
    expect((await viewed(link.token)).items).toEqual([]);
    await ctx.fails(report(link.token, pintura.id, { comentario: 'Listo' }), 404, texts.itemNoEncontrado);
  });

  it('answers 429 with a Spanish message past the per-link limit, while another link still opens', async () => {
    const h = await ctx.createHierarchy();
    const busy = await issue(h);
    const calm = await issue(h, ceramicaId(h));
    let last = 0;
    for (let i = 0; i < 61; i++) last = (await view(busy.token)).statusCode;
    expect(last).toBe(429);
    await ctx.fails(view(busy.token), 429, texts.demasiadasSolicitudes);
    await viewed(calm.token);
  });
});

describe('a fix reported through the portal, accepted or returned by the director', () => {
  it('reports a fix with a photo uploaded through the link; the console shows it; the director returns it, it is reported again and accepted (Resuelta); every step in the Historial', async () => {
    const h = await ctx.createHierarchy();
    const item = await fx.captured(h);
    const link = await issue(h);

    const upload = await uploadThrough(link.token);
    expect(upload.statusCode, upload.body).toBe(201);
    const foto = StoredImage.parse(upload.json()).id;

    const reported = await report(link.token, item.id, { comentario: 'Muro repintado', fotos: [foto] });
    expect(reported.statusCode, reported.body).toBe(200);
    const answer = PortalCorreccionInformada.parse(reported.json());
    expect(answer.message).toBe(texts.correccionInformada);
    expect(answer.item.correccion).toMatchObject({ estado: 'Informada', comentario: 'Muro repintado', fotos: [foto] });
    // Once waiting, another report is refused.
    await ctx.fails(report(link.token, item.id, { comentario: 'Otra vez' }), 409, texts.correccionYaInformada);
    // The portal shows the photo of the fix; the console too (attached to the observation).
    expect((await ctx.call(null, portalEndpoints.foto, { token: link.token, fileId: foto })).statusCode).toBe(200);
    expect((await ctx.photo(h.companyId, foto, h.usuario)).statusCode).toBe(200);

    // The console's detail and summary carry the fix; the state stays the spec's.
    const detail = await ctx.ok<{ Estado: string; correccion: { estado: string } }>(
      ctx.call(h.usuario, getObservacion, { ...fx.listadoParams(h), observacionId: item.id }),
    );
    expect(detail).toMatchObject({ Estado: 'Observada', correccion: { estado: 'Informada' } });
    const summary = await ctx.ok<{ items: { id: string; correccion: unknown }[] }>(ctx.call(h.usuario, projectObservaciones, h.projectParams));
    expect(summary.items.find((row) => row.id === item.id)?.correccion).toMatchObject({ estado: 'Informada' });

    // A company user may not review it; the director returns it with a comment.
    const params = { ...fx.listadoParams(h), observacionId: item.id };
    expect((await ctx.call(h.usuario, observacionCorreccionEndpoints.aceptar, params)).statusCode).toBe(403);
    await ctx.fails(
      ctx.call(h.director, observacionCorreccionEndpoints.devolver, params, { body: { comentario: ' ' } }),
      400,
      texts.devolucionComentarioRequired,
    );
    const returned = ObservacionUpdated.parse(
      await ctx.ok(ctx.call(h.director, observacionCorreccionEndpoints.devolver, params, { body: { comentario: 'Falta la segunda mano' } })),
    );
    expect(returned.message).toBe(texts.correccionDevuelta);
    expect(returned.item).toMatchObject({ Resuelta: null, correccion: { estado: 'Devuelta', comentarioRevision: 'Falta la segunda mano' } });
    await ctx.fails(ctx.call(h.director, observacionCorreccionEndpoints.aceptar, params), 409, texts.sinCorreccion);

    // The portal shows the returned fix with the director's comment, and takes a new report.
    const page = await viewed(link.token);
    expect(page.items[0]?.correccion).toMatchObject({ estado: 'Devuelta', comentarioRevision: 'Falta la segunda mano' });
    const again = await report(link.token, item.id, { comentario: 'Segunda mano aplicada' });
    expect(again.statusCode, again.body).toBe(200);

    const accepted = ObservacionUpdated.parse(await ctx.ok(ctx.call(h.director, observacionCorreccionEndpoints.aceptar, params)));
    expect(accepted.message).toBe(texts.correccionAceptada);
    expect(accepted.item.Estado).toBe('Resuelta');
    expect(accepted.item.Resuelta).not.toBeNull();
    expect(accepted.item.correccion).toMatchObject({ estado: 'Aceptada', comentario: 'Segunda mano aplicada' });
    // Resolved: no longer on the portal.
    expect((await viewed(link.token)).items).toEqual([]);

    const steps = (await history(h, item.id)).map((event) => [event.action, event.actor.name]);
    expect(steps).toEqual([
      ['correccion-aceptada', h.director.name],
      ['correccion-informada', texts.actorSubcontrato('Pintura')],
      ['correccion-devuelta', h.director.name],
      ['correccion-informada', texts.actorSubcontrato('Pintura')],
      ['crear', h.director.name],
    ]);
  });

  it("refuses more photos than the company's LimiteFotos, photos not uploaded through the link, and an empty comment", async () => {
    const h = await ctx.createHierarchy({ LimiteFotos: 1 });
    const item = await fx.captured(h);
    const link = await issue(h);
    const fotos: string[] = [];
    for (const color of ['#111', '#222']) fotos.push(StoredImage.parse((await uploadThrough(link.token, color)).json()).id);
    await ctx.fails(report(link.token, item.id, { comentario: 'Listo', fotos }), 400, texts.tooManyFotos(1));
    const consoleUpload = await fx.uploadJpeg(h.companyId, h.director);
    await ctx.fails(report(link.token, item.id, { comentario: 'Listo', fotos: [consoleUpload] }), 400, texts.fotoNoDisponible);
    await ctx.fails(report(link.token, item.id, { comentario: '  ' }), 400, texts.comentarioRequired);
    // A photo uploaded through another link is not this link's.
    const otherLink = await issue(h);
    const [foreign] = fotos;
    await ctx.fails(report(otherLink.token, item.id, { comentario: 'Listo', fotos: [foreign ?? ''] }), 400, texts.fotoNoDisponible);
  });
});

describe('company purge', () => {
  it("removes the company's links and the record of their photos; a link of a purged company no longer opens", async () => {
    const h = await ctx.createHierarchy();
    await fx.captured(h);
    const link = await issue(h);
    expect((await uploadThrough(link.token)).statusCode).toBe(201);
    await ctx.context.cascades.deleteCompany(h.companyId);
    const tenant = { companyId: new Types.ObjectId(h.companyId) };
    expect(await ctx.app.db.collection('portal_enlaces').countDocuments(tenant)).toBe(0);
    expect(await ctx.app.db.collection('portal_fotos').countDocuments(tenant)).toBe(0);
    await ctx.fails(view(link.token), 404, texts.enlaceInvalido);
  });
});
