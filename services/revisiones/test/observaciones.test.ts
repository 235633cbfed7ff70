import { CatalogosObservacion, catalogosObservacion, getObservacion, ObservacionItem } from '@insp/contracts';
import { common, files } from '@insp/messages';
import { observaciones as texts, revisiones } from '@insp/messages/revisiones';
import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';

import { capturaPorDefecto, DAY_MS, observacionesSuite } from './observaciones-fixtures.ts';

const { ctx, fx } = await observacionesSuite();

describe('capture (POST .../listados/:listadoId/observaciones)', () => {
  it('stores the observation with the next Numero, its parents and names, and answers it with its derived status', async () => {
    const h = await ctx.createHierarchy();
    const before = Date.now();
    const first = await fx.captured(h);
    expect(first).toMatchObject({
      Numero: 1,
      Estado: 'Observada',
      EstadoLabel: 'Observada',
      ...capturaPorDefecto,
      Resuelta: null,
      createdBy: { id: h.director.sub, name: h.director.name },
      EditadoPor: null,
    });
    const created = new Date(first.CreatedAt).getTime();
    expect(created).toBeGreaterThanOrEqual(before - 1);
    // The project's defaults: Por Vencer after 10 days, overdue after 20.
    expect(new Date(first.PorVencer).getTime() - created).toBe(10 * DAY_MS);
    expect(new Date(first.Vencida).getTime() - created).toBe(20 * DAY_MS);

    const stored = await fx.Observaciones().findOne({ _id: new Types.ObjectId(first.id) });
    expect(stored).toMatchObject({
      companyId: new Types.ObjectId(h.companyId),
      projectId: new Types.ObjectId(h.projectId),
      revisionId: new Types.ObjectId(h.revisionId),
      listadoId: new Types.ObjectId(h.listadoId),
      Numero: 1,
      Resuelta: null,
      NombreProyecto: h.project.NombreProyecto,
      NombreRevision: h.revision.Nombre,
      NombreListado: h.listado.Nombre,
    });
    expect(stored).not.toHaveProperty('Estado');

    expect((await fx.captured(h)).Numero).toBe(2);
    expect((await fx.captured(h)).Numero).toBe(3);
    // Numbers are per listado.
    const other = await ctx.createListado(h, h.projectId, h.revisionId);
    expect((await fx.captured(h, {}, fx.listadoParams(h, other.id))).Numero).toBe(1);
  });

  it('takes the catalogue spelling of names typed with another case or without accents', async () => {
    const h = await ctx.createHierarchy();
    const item = await fx.captured(h, { Sector: 'torre a', Recinto: 'BANO', Subcontrato: 'ceramica', ErrorTipo: 'canteria', Prioridad: ' media ' });
    expect(item).toMatchObject({ Sector: 'Torre A', Recinto: 'Baño', Subcontrato: 'Cerámica', ErrorTipo: 'Cantería', Prioridad: 'Media' });
  });

  it('lets the platform administrator and a responsible company user capture, and refuses others', async () => {
    const h = await ctx.createHierarchy();
    expect((await fx.capture(h, ctx.administrador)).statusCode).toBe(201);
    expect((await fx.capture(h, h.usuario)).statusCode).toBe(201);

    const outsider = ctx.admin.addUser(h.companyId, { Nombre: 'Otto' });
    const notResponsible = ctx.user('UsuarioEmpresa', h.companyId, { sub: outsider.id });
    const refused = await fx.capture(h, notResponsible);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: common.forbidden });

    const withoutModule = await fx.capture(h, { ...h.usuario, modules: { ...h.usuario.modules, Revisiones: false } });
    expect(withoutModule.statusCode).toBe(403);
    expect(withoutModule.json()).toEqual({ message: common.moduleDisabled });

    expect((await fx.capture(h, null)).statusCode).toBe(401);
    expect(await fx.Observaciones().countDocuments({ listadoId: new Types.ObjectId(h.listadoId) })).toBe(2);
  });

  it("refuses another company's listado: 403 on its route, 404 for its ids under one's own company", async () => {
    const a = await ctx.createHierarchy();
    const b = await ctx.createHierarchy();
    const foreignRoute = await fx.capture(a, b.director);
    expect(foreignRoute.statusCode).toBe(403);
    expect(foreignRoute.json()).toEqual({ message: common.forbidden });

    const foreignIds = await fx.capture(b, b.director, {}, { ...fx.listadoParams(a), companyId: b.companyId });
    expect(foreignIds.statusCode).toBe(404);
    expect(foreignIds.json()).toEqual({ message: revisiones.proyectos.errors.noExiste });

    const foreignListado = await fx.capture(b, b.director, {}, { ...fx.listadoParams(b), listadoId: a.listadoId });
    expect(foreignListado.statusCode).toBe(404);
    expect(foreignListado.json()).toEqual({ message: revisiones.listados.errors.noExiste });
    expect(await fx.Observaciones().countDocuments({ companyId: { $in: [new Types.ObjectId(a.companyId), new Types.ObjectId(b.companyId)] } })).toBe(0);
  });

  it.each([
    [{ Sector: undefined }, texts.sectorRequired],
    [{ Sector: '' }, texts.sectorRequired],
    [{ Sector: '   ' }, texts.sectorRequired],
    [{ Recinto: '' }, texts.recintoRequired],
    [{ Subcontrato: '' }, texts.subcontratoRequired],
    [{ Prioridad: '' }, texts.prioridadRequired],
    [{ clientId: 'not-a-uuid' }, texts.clientIdInvalid],
    [{ Imagenes: ['x'] }, files.notFound],
  ])('validates the body: %j → %s', async (overrides, message) => {
    const h = await ctx.createHierarchy();
    const response = await fx.capture(h, h.director, overrides as object);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it.each([
    [{ Sector: 'Torre Z' }, texts.sectorUnknown],
    [{ Recinto: 'Terraza' }, texts.recintoUnknown],
    [{ Subcontrato: 'Gasfitería' }, texts.subcontratoUnknown],
    [{ Prioridad: 'Urgente' }, texts.prioridadUnknown],
    [{ ErrorTipo: 'Cantería' }, texts.errorTipoUnknown],
    [{ ErrorTipo: '' }, texts.errorTipoRequired],
  ])('takes names only from the active catalogues of the company: %j → %s', async (overrides, message) => {
    const h = await ctx.createHierarchy();
    const response = await fx.capture(h, h.director, overrides);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await fx.Observaciones().countDocuments({ listadoId: new Types.ObjectId(h.listadoId) })).toBe(0);
  });

  it('refuses a deactivated catalogue item and accepts no Error Tipo for a subcontract without any', async () => {
    const h = await ctx.createHierarchy();
    const { Catalogos } = h.company;
    Catalogos.sectores = Catalogos.sectores.map((item) => (item.Nombre === 'Torre B' ? { ...item, Activado: false } : item));
    Catalogos.subcontratos.push({ id: new Types.ObjectId().toHexString(), Nombre: 'Aseo', Activado: true, ErroresTipo: 0, ErroresTipoItems: [] });
    const inactive = await fx.capture(h, h.director, { Sector: 'Torre B' });
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json()).toEqual({ message: texts.sectorUnknown });
    expect(await fx.captured(h, { Subcontrato: 'Aseo', ErrorTipo: '' })).toMatchObject({ Subcontrato: 'Aseo', ErrorTipo: '' });
  });

  it('attaches up to two uploaded photos of the company and serves them through the files endpoint', async () => {
    const h = await ctx.createHierarchy();
    const photos = [await fx.uploadJpeg(h.companyId, h.director, '#c33'), await fx.uploadJpeg(h.companyId, h.usuario, '#33c')];
    const item = await fx.captured(h, { Imagenes: photos });
    expect(item.Imagenes).toEqual(photos);
    const archivos = await ctx.app.db
      .collection('archivos')
      .find({ _id: { $in: photos.map((id) => new Types.ObjectId(id)) } })
      .toArray();
    const owner = { entity: 'Observacion', id: item.id, projectId: new Types.ObjectId(h.projectId) };
    expect(archivos.map((file) => file.owner)).toEqual([owner, owner]);
    const image = await ctx.app.inject({ method: 'GET', url: `/companies/${h.companyId}/files/${photos[0]}?size=thumb`, headers: ctx.headersOf(h.usuario) });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\//);
  });

  it("refuses another company's photo with 'No existe la imagen', stores nothing, and lets the same clientId retry", async () => {
    const a = await ctx.createHierarchy();
    const b = await ctx.createHierarchy();
    const foreign = await fx.uploadJpeg(b.companyId, b.director);
    const own = await fx.uploadJpeg(a.companyId, a.director);
    const clientId = crypto.randomUUID();
    const refused = await fx.capture(a, a.director, { clientId, Imagenes: [own, foreign] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: files.notFound });
    const unknown = await fx.capture(a, a.director, { Imagenes: [new Types.ObjectId().toHexString()] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: files.notFound });
    expect(await fx.Observaciones().countDocuments({ listadoId: new Types.ObjectId(a.listadoId) })).toBe(0);

    const retried = await fx.capture(a, a.director, { clientId, Imagenes: [own] });
    expect(retried.statusCode).toBe(201);
    expect(ObservacionItem.parse(retried.json())).toMatchObject({ Numero: 1, Imagenes: [own] });
  });

  it("refuses more photos than the company's LimiteFotos, and the same photo twice", async () => {
    const h = await ctx.createHierarchy({ LimiteFotos: 1 });
    const photos = [await fx.uploadJpeg(h.companyId, h.director), await fx.uploadJpeg(h.companyId, h.director)];
    const overLimit = await fx.capture(h, h.director, { Imagenes: photos });
    expect(overLimit.statusCode).toBe(400);
    expect(overLimit.json()).toEqual({ message: texts.tooManyImages(1) });
    expect((await fx.captured(h, { Imagenes: [photos[0] as string] })).Imagenes).toEqual([photos[0]]);

    const two = await ctx.createHierarchy();
    const three = await fx.capture(two, two.director, { Imagenes: [new Types.ObjectId(), new Types.ObjectId(), new Types.ObjectId()].map(String) });
    expect(three.statusCode).toBe(400);
    expect(three.json()).toEqual({ message: texts.tooManyImages(2) });
    const photo = await fx.uploadJpeg(two.companyId, two.director);
    const twice = await fx.capture(two, two.director, { Imagenes: [photo, photo] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ message: texts.repeatedImage });
  });

  it('gets one observation of the listado, 404 from another listado', async () => {
    const h = await ctx.createHierarchy();
    const item = await fx.captured(h);
    const got = await ctx.ok(ctx.call(h.usuario, getObservacion, { ...fx.listadoParams(h), observacionId: item.id }));
    expect(ObservacionItem.parse(got)).toEqual(item);
    const other = await ctx.createListado(h, h.projectId, h.revisionId);
    const missing = await ctx.call(h.director, getObservacion, { ...fx.listadoParams(h, other.id), observacionId: item.id });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: texts.notFound });
  });
});

describe('catalogues for the screens (GET /companies/:companyId/catalogos-observacion)', () => {
  it('gives the active sectores, recintos, subcontratos with their errores tipo, prioridades and LimiteFotos', async () => {
    const t = ctx.createCompany({ LimiteFotos: 5 });
    t.company.Catalogos.recintos = t.company.Catalogos.recintos.map((item) => (item.Nombre === 'Living' ? { ...item, Activado: false } : item));
    const answer = CatalogosObservacion.parse(await ctx.ok(ctx.call(t.usuario, catalogosObservacion, { companyId: t.companyId })));
    expect(answer.sectores.map((item) => item.Nombre)).toEqual(['Torre A', 'Torre B', 'Estacionamientos']);
    expect(answer.recintos.map((item) => item.Nombre)).toEqual(['Baño', 'Cocina']);
    expect(answer.subcontratos.map((item) => [item.Nombre, item.erroresTipo.map((e) => e.Nombre)])).toEqual([
      ['Pintura', ['Manchas', 'Fisuras']],
      ['Cerámica', ['Cantería', 'Nivel']],
    ]);
    expect(answer.prioridades.map((item) => item.Nombre)).toEqual(['Alta', 'Media', 'Baja']);
    // Two photos per observation at most (§9), whatever the company allows.
    expect(answer.LimiteFotos).toBe(2);

    const other = ctx.createCompany();
    const foreign = await ctx.call(other.director, catalogosObservacion, { companyId: t.companyId });
    expect(foreign.statusCode).toBe(403);
  });
});
