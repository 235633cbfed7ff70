import { type AccessClaims, HistoryPage } from '@insp/contracts';
import { listadosEndpoints, observacionHistory, type ObservacionItem, ObservacionUpdated, updateObservacion } from '@insp/contracts';
import { common } from '@insp/messages';
import { observaciones as texts, revisiones } from '@insp/messages/revisiones';
import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';

import { type Hierarchy, observacionesSuite } from './observaciones-fixtures.ts';

const { ctx, fx } = await observacionesSuite();

const edit = (h: Hierarchy, item: ObservacionItem, body: Record<string, unknown>, claims: AccessClaims = h.director) =>
  ctx.call(claims, updateObservacion, { ...fx.listadoParams(h), observacionId: item.id }, { body });

const edited = async (h: Hierarchy, item: ObservacionItem, body: Record<string, unknown>, claims: AccessClaims = h.director) => {
  const response = await edit(h, item, body, claims);
  expect(response.statusCode, response.body).toBe(200);
  const answer = ObservacionUpdated.parse(response.json());
  expect(answer.message).toBe('Observación actualizada');
  return answer.item;
};

const history = async (h: Hierarchy, item: ObservacionItem, query: Record<string, unknown> = {}) =>
  HistoryPage.parse(await ctx.ok(ctx.call(h.usuario, observacionHistory, { ...fx.listadoParams(h), observacionId: item.id }, { query })));

describe("'Editar detalle' (PATCH .../observaciones/:observacionId)", () => {
  it('changes the fields sent, records who edited, and keeps the others', async () => {
    const h = await ctx.createHierarchy();
    const item = await fx.captured(h);
    const after = await edited(h, item, { Sector: 'torre b', Recinto: 'Cocina', Prioridad: 'Baja', Comentario: 'Revisado en terreno' }, h.usuario);
    expect(after).toMatchObject({
      id: item.id,
      Numero: item.Numero,
      Sector: 'Torre B',
      Recinto: 'Cocina',
      Prioridad: 'Baja',
      Comentario: 'Revisado en terreno',
      Subcontrato: 'Pintura',
      ErrorTipo: 'Manchas',
      CreatedAt: item.CreatedAt,
      EditadoPor: { id: h.usuario.sub, name: h.usuario.name },
    });
    const stored = await fx.Observaciones().findOne({ _id: new Types.ObjectId(item.id) });
    expect(stored).toMatchObject({ Sector: 'Torre B', Recinto: 'Cocina', Prioridad: 'Baja', Comentario: 'Revisado en terreno' });
  });

  it("requires the Sector: 'Sector es requerido'", async () => {
    const h = await ctx.createHierarchy();
    const item = await fx.captured(h);
    for (const Sector of ['', '  ', null]) {
      const response = await edit(h, item, { Sector });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: texts.sectorRequired });
    }
    const unknown = await edit(h, item, { Sector: 'Torre Z' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: texts.sectorUnknown });
  });

  it('clears the Error Tipo when the Subcontrato changes without a new one, and checks it belongs to the Subcontrato', async () => {
    const h = await ctx.createHierarchy();
    const item = await fx.captured(h);
    expect(await edited(h, item, { Subcontrato: 'Cerámica' })).toMatchObject({ Subcontrato: 'Cerámica', ErrorTipo: '' });
    expect(await edited(h, item, { ErrorTipo: 'Nivel' })).toMatchObject({ Subcontrato: 'Cerámica', ErrorTipo: 'Nivel' });

    const wrong = await edit(h, item, { ErrorTipo: 'Manchas' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: texts.errorTipoUnknown });
    const wrongWithNew = await edit(h, item, { Subcontrato: 'Pintura', ErrorTipo: 'Nivel' });
    expect(wrongWithNew.statusCode).toBe(400);
    expect(wrongWithNew.json()).toEqual({ message: texts.errorTipoUnknown });

    expect(await edited(h, item, { Subcontrato: 'Pintura', ErrorTipo: 'Fisuras' })).toMatchObject({ Subcontrato: 'Pintura', ErrorTipo: 'Fisuras' });
    expect(await edited(h, item, { ErrorTipo: null })).toMatchObject({ Subcontrato: 'Pintura', ErrorTipo: '' });
  });

  it('resolves (date now) and reopens an observation like any other edit', async () => {
    const h = await ctx.createHierarchy();
    const item = await fx.captured(h);
    const before = Date.now();
    const resolved = await edited(h, item, { Resuelta: true });
    expect(resolved.Estado).toBe('Resuelta');
    expect(new Date(resolved.Resuelta ?? 0).getTime()).toBeGreaterThanOrEqual(before - 1);
    // Resolving again keeps the first date.
    expect((await edited(h, item, { Resuelta: true })).Resuelta).toBe(resolved.Resuelta);
    const reopened = await edited(h, item, { Resuelta: false });
    expect(reopened).toMatchObject({ Estado: 'Observada', Resuelta: null });
    expect((await fx.Observaciones().findOne({ _id: new Types.ObjectId(item.id) }))?.Resuelta).toBeNull();
  });

  it("keeps a name that was deactivated in the catalogue when the edit doesn't touch it", async () => {
    const h = await ctx.createHierarchy();
    const item = await fx.captured(h, { Sector: 'Torre B' });
    h.company.Catalogos.sectores = h.company.Catalogos.sectores.map((s) => (s.Nombre === 'Torre B' ? { ...s, Activado: false } : s));
    expect(await edited(h, item, { Sector: 'Torre B', Comentario: 'sigue' })).toMatchObject({ Sector: 'Torre B', Comentario: 'sigue' });
  });

  it('lets managers and responsible users edit, and refuses others, other listados and other companies', async () => {
    const h = await ctx.createHierarchy();
    const item = await fx.captured(h);
    await edited(h, item, { Comentario: 'admin' }, ctx.administrador);
    const outsider = ctx.user('UsuarioEmpresa', h.companyId, { sub: ctx.admin.addUser(h.companyId).id });
    const refused = await edit(h, item, { Comentario: 'x' }, outsider);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: common.forbidden });
    const other = await ctx.createHierarchy();
    expect((await edit(h, item, { Comentario: 'x' }, other.director)).statusCode).toBe(403);
    const otherListado = await ctx.createListado(h, h.projectId, h.revisionId);
    const elsewhere = await ctx.call(
      h.director,
      updateObservacion,
      { ...fx.listadoParams(h, otherListado.id), observacionId: item.id },
      { body: { Comentario: 'x' } },
    );
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toEqual({ message: texts.notFound });
    expect((await fx.Observaciones().findOne({ _id: new Types.ObjectId(item.id) }))?.Comentario).toBe('admin');
  });

  it('refuses captures and edits below a deleted listado', async () => {
    const h = await ctx.createHierarchy();
    const item = await fx.captured(h);
    await ctx.ok(ctx.call(h.director, listadosEndpoints.remove, fx.listadoParams(h)));
    const capture = await fx.capture(h, h.director);
    expect(capture.statusCode).toBe(404);
    expect(capture.json()).toEqual({ message: revisiones.listados.errors.noExiste });
    const update = await edit(h, item, { Comentario: 'x' });
    expect(update.statusCode).toBe(404);
  });
});

describe("'Historial' (GET .../observaciones/:observacionId/historial)", () => {
  it('shows the capture and every edit with old and new values, newest first, by page', async () => {
    const h = await ctx.createHierarchy();
    const item = await fx.captured(h);
    await edited(h, item, { Sector: 'Torre B', Comentario: 'corregido' }, h.usuario);
    await edited(h, item, { Resuelta: true });
    // An edit that changes nothing leaves no trace.
    await edited(h, item, { Sector: 'Torre B' });

    const page = await history(h, item);
    expect(page.next).toBeNull();
    expect(page.items.map((event) => event.action)).toEqual(['editar', 'editar', 'crear']);
    const [resolved, corrected, created] = page.items;
    expect(created?.actor).toEqual({ id: h.director.sub, name: h.director.name });
    expect(corrected?.actor).toEqual({ id: h.usuario.sub, name: h.usuario.name });
    expect(Object.fromEntries((corrected?.changes ?? []).map((change) => [change.field, [change.old, change.new]]))).toEqual({
      Sector: ['Torre A', 'Torre B'],
      Comentario: ['Mancha en el muro norte', 'corregido'],
    });
    expect(resolved?.changes).toHaveLength(1);
    expect(resolved?.changes[0]).toMatchObject({ field: 'Resuelta', old: null });
    expect(typeof resolved?.changes[0]?.new).toBe('string');

    const first = await history(h, item, { limit: 2 });
    expect(first.items.map((event) => event.id)).toEqual(page.items.slice(0, 2).map((event) => event.id));
    const rest = await history(h, item, { limit: 2, before: first.next });
    expect(rest.items.map((event) => event.id)).toEqual([created?.id]);
  });

  it('answers 404 for an observation of another listado', async () => {
    const h = await ctx.createHierarchy();
    const item = await fx.captured(h);
    const other = await ctx.createListado(h, h.projectId, h.revisionId);
    const response = await ctx.call(h.director, observacionHistory, { ...fx.listadoParams(h, other.id), observacionId: item.id });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: texts.notFound });
  });
});
