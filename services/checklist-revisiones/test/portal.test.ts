import * as cr from '@insp/contracts/checklist-revisiones';
import { EnlacePortalCreado, enlacesPortalEndpoints, PortalCorreccionInformada, portalEndpoints, PortalSubcontratoOpciones } from '@insp/contracts/portal';
import { portal as texts } from '@insp/messages/portal';
import { portalTestCalls } from '@insp/module-service/testing';
import { afterAll, describe, expect, it } from 'vitest';

import { type Hierarchy, testContext } from './context.ts';

const ctx = await testContext();
afterAll(() => ctx.app.close());

const issue = async (h: Hierarchy, subcontratoId: string) => {
  const response = await ctx.call(h.director, enlacesPortalEndpoints.create, h.projectParams, { body: { subcontratoId } });
  expect(response.statusCode, response.body).toBe(201);
  return EnlacePortalCreado.parse(response.json());
};

const { viewed, uploaded: uploadThrough } = portalTestCalls(ctx.app);

describe('contractor portal of checklist-review projects (issue 20 §2)', () => {
  it("a subcontract's link shows the answers 'Por Resolver' of every subcontract of that name in the project, with their location, and nothing else", async () => {
    const h = await ctx.createHierarchy();
    const banoPintura = h.errorParams('Baño', 'Pintura', 'Manchas');
    const cocinaPintura = h.errorParams('Cocina', 'Pintura', 'Burbujas');
    const foto = await ctx.uploadJpeg(h.companyId, h.director);
    const first = await ctx.capture(h.director, banoPintura, { Comentario: 'Mancha sobre el lavamanos', Imagen: foto });
    const second = await ctx.capture(h.director, cocinaPintura);
    const resolved = await ctx.capture(h.director, banoPintura, { Estado: 'Resuelto' });
    const ceramica = await ctx.capture(h.director, h.errorParams('Baño', 'Cerámica', 'Cantería'));
    // The same template in another project of the company.
    const other = await ctx.createHierarchy();
    const elsewhere = await ctx.capture(other.director, other.errorParams('Baño', 'Pintura', 'Manchas'));

    const options = PortalSubcontratoOpciones.parse(await ctx.ok(ctx.call(h.director, enlacesPortalEndpoints.subcontratos, h.projectParams)));
    expect(options.items.map((item) => item.Nombre)).toEqual(['Cerámica', 'Pintura']);
    const link = await issue(h, banoPintura.subcontratoId);
    expect(link.url).toBe(`http://localhost:8080/portal/checklist-revisiones/${link.token}`);

    const page = await viewed(link.token);
    expect(page).toMatchObject({ modulo: 'checklist-revisiones', empresa: h.company.Nombre, proyecto: h.project.NombreProyecto, subcontrato: 'Pintura' });
    expect(page.items.map((item) => item.id)).toEqual([first.id, second.id]);
    expect(page.items[0]).toMatchObject({
      Numero: first.Order,
      Estado: 'Por Resolver',
      EstadoLabel: 'Por Resolver',
      Vence: null,
      Prioridad: null,
      Comentario: 'Mancha sobre el lavamanos',
      ErrorTipo: 'Manchas',
      fotos: [foto],
      ubicacion: [
        { campo: 'Revisión', valor: h.revision.Nombre },
        { campo: 'Listado', valor: h.listado.Nombre },
        { campo: 'Recinto', valor: 'Baño' },
        { campo: 'Subcontrato', valor: 'Pintura' },
        { campo: 'Error tipo', valor: 'Manchas' },
      ],
    });
    const text = JSON.stringify(page);
    for (const hidden of [resolved.id, ceramica.id, elsewhere.id]) expect(text).not.toContain(hidden);
    expect((await ctx.call(null, portalEndpoints.foto, { token: link.token, fileId: foto })).statusCode).toBe(200);

    // Another project's subcontract cannot be chosen here.
    await ctx.fails(
      ctx.call(h.director, enlacesPortalEndpoints.create, h.projectParams, {
        body: { subcontratoId: other.errorParams('Baño', 'Pintura', 'Manchas').subcontratoId },
      }),
      400,
      texts.subcontratoNoExiste,
    );
  });

  it("a fix reported with a photo is returned, reported again and accepted: the answer becomes 'Resuelto', each step in its history", async () => {
    const h = await ctx.createHierarchy();
    const params = h.errorParams('Cocina', 'Pintura', 'Manchas');
    const answer = await ctx.capture(h.director, params);
    const link = await issue(h, params.subcontratoId);
    const foto = await uploadThrough(link.token);

    const reported = PortalCorreccionInformada.parse(
      await ctx.ok(ctx.call(null, portalEndpoints.correccion, { token: link.token, itemId: answer.id }, { body: { comentario: 'Repintado', fotos: [foto] } })),
    );
    expect(reported.item.correccion).toMatchObject({ estado: 'Informada', fotos: [foto] });
    const own = { ...params, respuestaId: answer.id };
    const detail = cr.RespuestaItem.parse(await ctx.ok(ctx.call(h.usuario, cr.respuestasEndpoints.get, own)));
    expect(detail).toMatchObject({ Estado: 'Por Resolver', correccion: { estado: 'Informada', comentario: 'Repintado' } });
    const summary = await ctx.ok<{ items: { id: string; correccion?: { estado: string } | null }[] }>(
      ctx.call(h.director, cr.resumenProyecto, h.projectParams),
    );
    expect(summary.items.find((row) => row.id === answer.id)?.correccion).toMatchObject({ estado: 'Informada' });

    expect((await ctx.call(h.usuario, cr.respuestaCorreccionEndpoints.aceptar, own)).statusCode).toBe(403);
    const returned = cr.RespuestaUpdated.parse(
      await ctx.ok(ctx.call(h.director, cr.respuestaCorreccionEndpoints.devolver, own, { body: { comentario: 'Quedan marcas' } })),
    );
    expect(returned).toMatchObject({
      message: texts.correccionDevuelta,
      item: { Estado: 'Por Resolver', correccion: { estado: 'Devuelta', comentarioRevision: 'Quedan marcas' } },
    });
    await ctx.ok(ctx.call(null, portalEndpoints.correccion, { token: link.token, itemId: answer.id }, { body: { comentario: 'Sin marcas' } }));
    const accepted = cr.RespuestaUpdated.parse(await ctx.ok(ctx.call(h.director, cr.respuestaCorreccionEndpoints.aceptar, own)));
    expect(accepted).toMatchObject({ message: texts.correccionAceptada, item: { Estado: 'Resuelto', correccion: { estado: 'Aceptada' } } });
    expect(accepted.item.FechaResuelta).not.toBeNull();
    expect((await viewed(link.token)).items).toEqual([]);
    await ctx.fails(ctx.call(h.director, cr.respuestaCorreccionEndpoints.aceptar, own), 409, texts.sinCorreccion);

    const events = await ctx.app.db.collection('eventos').find({ entity: 'Respuesta', entityId: answer.id }).sort({ _id: 1 }).toArray();
    expect(events.map((event) => event.action)).toEqual([
      'crear',
      'correccion-informada',
      'correccion-devuelta',
      'correccion-informada',
      'correccion-aceptada',
    ]);
  });
});
