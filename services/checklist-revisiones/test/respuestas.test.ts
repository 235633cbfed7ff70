import { randomUUID } from 'node:crypto';

import * as cr from '@insp/contracts/checklist-revisiones';
import { common, files } from '@insp/messages';
import { checklistRevisiones as texts } from '@insp/messages/checklist-revisiones';
import { Types } from 'mongoose';
import { afterAll, describe, expect, it } from 'vitest';

import { testContext } from './context.ts';

const ctx = await testContext();
afterAll(() => ctx.app.close());

describe('answers of an error type', () => {
  it('a responsible company user captures an answer with photo, comment and Estado; the same clientId answers 200 with the first', async () => {
    const h = await ctx.createHierarchy();
    const manchas = h.errorParams('Baño', 'Pintura', 'Manchas');
    const photo = await ctx.uploadJpeg(h.companyId, h.usuario);
    const body = { clientId: randomUUID(), Imagen: photo, Comentario: 'Mancha en cielo', Estado: 'Por Resolver' as const };
    const first = await ctx.call(h.usuario, cr.respuestasEndpoints.capture, manchas, { body });
    expect(first.statusCode, first.body).toBe(201);
    const item = cr.RespuestaItem.parse(first.json());
    expect(item).toMatchObject({
      Imagen: photo,
      Comentario: 'Mancha en cielo',
      Estado: 'Por Resolver',
      FechaResuelta: null,
      Order: 1,
      NombreRecinto: 'Baño',
      NombreSubcontrato: 'Pintura',
      NombreErrorTipo: 'Manchas',
      createdBy: { id: h.usuarioUser.id },
    });
    const again = await ctx.call(h.usuario, cr.respuestasEndpoints.capture, manchas, { body: { ...body, Comentario: 'otro' } });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await ctx.app.db.collection('RespuestasErrorestipos').countDocuments({ clientId: body.clientId })).toBe(1);
    // Live updates: the event names every ancestor.
    const history = await ctx.context.events.history(h.companyId, 'Respuesta', item.id, { limit: 5 });
    expect(history.items[0]?.parents).toEqual({
      projectId: h.projectId,
      revisionId: h.revisionId,
      listadoId: h.listadoId,
      recintoId: manchas.recintoId,
      subcontratoId: manchas.subcontratoId,
      errorTipoId: manchas.errorTipoId,
    });
  });

  it('numbers 10 captures sent at once 1..10 in the listado without a duplicate', async () => {
    const h = await ctx.createHierarchy();
    const params = [h.errorParams('Baño', 'Pintura', 'Manchas'), h.errorParams('Cocina', 'Pintura', 'Burbujas')];
    const items = await Promise.all(Array.from({ length: 10 }, (_, index) => ctx.capture(h.director, params[index % 2]!)));
    expect(items.map((item) => item.Order).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it("counts 'x de y' at every level after captures and resolutions ('Resuelto' sets FechaResuelta, reopening clears it)", async () => {
    const h = await ctx.createHierarchy();
    const manchas = h.errorParams('Baño', 'Pintura', 'Manchas');
    const burbujas = h.errorParams('Cocina', 'Pintura', 'Burbujas');
    const a = await ctx.capture(h.director, manchas, { Estado: 'Por Resolver' });
    await ctx.capture(h.director, manchas, { Estado: 'Criterios Propietario' });
    const c = await ctx.capture(h.director, burbujas, { Estado: 'Resuelto' });
    expect(c.FechaResuelta).not.toBeNull();

    const avance = async () => {
      const project = await ctx.ok<cr.ProyectoItem>(ctx.call(h.director, cr.proyectosEndpoints.get, { companyId: h.companyId, projectId: h.projectId }));
      const revisions = await ctx.ok<cr.RevisionPage>(ctx.call(h.director, cr.revisionesEndpoints.list, { companyId: h.companyId, projectId: h.projectId }));
      const listado = await ctx.ok<cr.ListadoItem>(ctx.call(h.director, cr.listadosEndpoints.get, h.base));
      const errorTipo = await ctx.ok<cr.ErrorTipoItem>(ctx.call(h.director, cr.erroresTipoEndpoints.get, manchas));
      return [project, revisions.items[0]!, listado, errorTipo].map((item) => `${item.Resueltas} de ${item.TotalRespuestas}`);
    };
    expect(await avance()).toEqual(['1 de 3', '1 de 3', '1 de 3', '0 de 2']);

    const resolved = await ctx.ok<cr.RespuestaUpdated>(
      ctx.call(h.director, cr.respuestasEndpoints.update, { ...manchas, respuestaId: a.id }, { body: { Estado: 'Resuelto' } }),
    );
    expect(resolved.item.FechaResuelta).not.toBeNull();
    expect(resolved.item.EditReponsible).toMatchObject({ name: 'Diana Directora' });
    expect(await avance()).toEqual(['2 de 3', '2 de 3', '2 de 3', '1 de 2']);

    const reopened = await ctx.ok<cr.RespuestaUpdated>(
      ctx.call(h.director, cr.respuestasEndpoints.update, { ...manchas, respuestaId: a.id }, { body: { Estado: 'Por Resolver' } }),
    );
    expect(reopened.item.FechaResuelta).toBeNull();
    expect(await avance()).toEqual(['1 de 3', '1 de 3', '1 de 3', '0 de 2']);
  });

  it("edits the comment: 'Comentario Editado Correctamente'", async () => {
    const h = await ctx.createHierarchy();
    const manchas = h.errorParams('Baño', 'Pintura', 'Manchas');
    const answer = await ctx.capture(h.director, manchas, { Comentario: 'antes' });
    const edited = await ctx.ok<cr.RespuestaUpdated>(
      ctx.call(h.director, cr.respuestasEndpoints.update, { ...manchas, respuestaId: answer.id }, { body: { Comentario: '  después  ' } }),
    );
    expect(edited).toMatchObject({ message: texts.respuestas.success.comentario, item: { Comentario: 'después', Estado: 'Por Resolver' } });
    const stored = await ctx.ok<cr.RespuestaItem>(ctx.call(h.director, cr.respuestasEndpoints.get, { ...manchas, respuestaId: answer.id }));
    expect(stored.Comentario).toBe('después');
    await ctx.fails(ctx.call(h.director, cr.respuestasEndpoints.get, { ...manchas, respuestaId: ctx.newObjectId() }), 404, texts.respuestas.errors.noExiste);
  });

  it('lists the answers by creation date (oldest first by default, or newest first) in keyset pages', async () => {
    const h = await ctx.createHierarchy();
    const manchas = h.errorParams('Baño', 'Pintura', 'Manchas');
    const created: cr.RespuestaItem[] = [];
    for (let index = 0; index < 5; index++) created.push(await ctx.capture(h.director, manchas, { Comentario: `R${index}` }));
    await ctx.capture(h.director, h.errorParams('Baño', 'Pintura', 'Fisuras'));
    const first = await ctx.ok<cr.RespuestaKeysetPage>(ctx.call(h.director, cr.respuestasEndpoints.list, manchas, { query: { limit: 2 } }));
    expect(first.items.map((item) => item.Comentario)).toEqual(['R0', 'R1']);
    const second = await ctx.ok<cr.RespuestaKeysetPage>(ctx.call(h.director, cr.respuestasEndpoints.list, manchas, { query: { limit: 2, after: first.next } }));
    const third = await ctx.ok<cr.RespuestaKeysetPage>(ctx.call(h.director, cr.respuestasEndpoints.list, manchas, { query: { limit: 2, after: second.next } }));
    expect([...second.items, ...third.items].map((item) => item.Comentario)).toEqual(['R2', 'R3', 'R4']);
    expect(third.next).toBeNull();
    const desc = await ctx.ok<cr.RespuestaKeysetPage>(ctx.call(h.director, cr.respuestasEndpoints.list, manchas, { query: { orden: 'desc' } }));
    expect(desc.items.map((item) => item.Comentario)).toEqual(['R4', 'R3', 'R2', 'R1', 'R0']);
    await ctx.fails(ctx.call(h.director, cr.respuestasEndpoints.list, manchas, { query: { after: 'x' } }), 400, texts.respuestas.errors.cursorInvalid);
  });

  it('refuses a photo of another company, a user who is not responsible, and writes below a deleted listado', async () => {
    const h = await ctx.createHierarchy();
    const other = ctx.createCompany();
    const foreign = await ctx.uploadJpeg(other.companyId, other.director);
    const manchas = h.errorParams('Baño', 'Pintura', 'Manchas');
    await ctx.fails(ctx.call(h.director, cr.respuestasEndpoints.capture, manchas, { body: { clientId: randomUUID(), Imagen: foreign } }), 400, files.notFound);
    expect(await ctx.app.db.collection('RespuestasErrorestipos').countDocuments({ listadoId: new Types.ObjectId(h.listadoId) })).toBe(0);
    const outsider = ctx.user('UsuarioEmpresa', h.companyId, { sub: ctx.admin.addUser(h.companyId).id });
    await ctx.fails(ctx.call(outsider, cr.respuestasEndpoints.capture, manchas, { body: { clientId: randomUUID() } }), 403, common.forbidden);
    await ctx.ok(ctx.call(h.director, cr.listadosEndpoints.remove, h.base));
    await ctx.fails(ctx.call(h.director, cr.respuestasEndpoints.capture, manchas, { body: { clientId: randomUUID() } }), 404, texts.listados.errors.noExiste);
  });

  it('gives the capture page the active rooms, subcontracts and error types', async () => {
    const h = await ctx.createHierarchy();
    const cocina = h.arbol.recintos.find((r) => r.Nombre === 'Cocina')!;
    await ctx.ok(ctx.call(h.director, cr.recintosEndpoints.update, { ...h.base, recintoId: cocina.id }, { body: { Nombre: 'Cocina', Activado: false } }));
    const arbol = await ctx.ok<cr.ArbolCaptura>(ctx.call(h.usuario, cr.respuestasEndpoints.arbol, h.base));
    expect(arbol.recintos.map((r) => r.Nombre)).toEqual(['Baño']);
  });
});

describe('answer validation', () => {
  it('refuses a state outside the three and an edit without changes, in Spanish', async () => {
    const h = await ctx.createHierarchy();
    const manchas = h.errorParams('Baño', 'Pintura', 'Manchas');
    await ctx.fails(
      ctx.call(h.director, cr.respuestasEndpoints.capture, manchas, { body: { clientId: randomUUID(), Estado: 'Vencida' } }),
      400,
      texts.respuestas.errors.estadoInvalido,
    );
    const answer = await ctx.capture(h.director, manchas);
    await ctx.fails(
      ctx.call(h.director, cr.respuestasEndpoints.update, { ...manchas, respuestaId: answer.id }, { body: {} }),
      400,
      texts.respuestas.errors.sinCambios,
    );
  });
});
