import { randomUUID } from 'node:crypto';

import { type NeoHojaDetail, type NeoHojaReabierta, neoHojasEndpoints as endpoints } from '@insp/contracts/neo';
import { common } from '@insp/messages';
import { neo } from '@insp/messages/neo';
import { Types } from 'mongoose';
import { afterAll, describe, expect, it } from 'vitest';

import { testContext } from './context.ts';
import { fixtures, type SheetParams } from './fixtures.ts';

const ctx = await testContext();
const f = fixtures(ctx);
afterAll(() => ctx.app.close());
const texts = neo.hojas;

async function startedSheet(): Promise<{ h: Awaited<ReturnType<typeof ctx.createHierarchy>>; sheet: SheetParams }> {
  const h = await ctx.createHierarchy();
  const { hoja } = await ctx.addSheet(h, h);
  await ctx.start(h, h.projectId);
  return { h, sheet: { companyId: h.companyId, projectId: h.projectId, checklistId: h.checklistId, asignadoId: h.asignadoId, hojaId: hoja.id } };
}

const storedAnswers = (sheet: SheetParams) =>
  ctx.app.db
    .collection('RespuestasPreguntasOT')
    .find(
      { hojaId: new Types.ObjectId(sheet.hojaId) },
      { projection: { _id: 0, revisorId: 1, categoria: 1, pregunta: 1, slot: 1, Estado: 1, Comentario: 1, Foto: 1 } },
    )
    .sort({ revisorId: 1, categoria: 1, pregunta: 1, slot: 1 })
    .toArray();

describe('NEO: a signed or finished sheet is closed', () => {
  it('a reviewer who signed can no longer change their answers, photos or signature (409); the others answer until the sheet is finished', async () => {
    const { h, sheet } = await startedSheet();
    await f.answered(h.revisor1, sheet, { Estado: 'Rechazado', Comentario: 'Fuera de plomo' });
    const signClientId = randomUUID();
    const firma = await f.sign(h.revisor1, sheet, signClientId);
    expect(firma.statusCode, firma.body).toBe(201);

    // The answer, its photo and the signature of the reviewer who signed stay as they were.
    await ctx.fails(f.answer(h.revisor1, sheet, { Estado: 'Aprobado' }), 409, texts.errors.cerrada);
    await ctx.fails(f.answer(h.revisor1, sheet, { categoria: 1, pregunta: 0, Estado: 'Aprobado' }), 409, texts.errors.cerrada);
    const foto = await f.photo(h.companyId, h.revisor1User.id);
    await ctx.fails(f.answer(h.revisor1, sheet, { Estado: 'Rechazado', Comentario: 'Fuera de plomo', Foto: foto }), 409, texts.errors.cerrada);
    await ctx.fails(f.sign(h.revisor1, sheet), 409, texts.errors.cerrada);
    // A retry of the signature that was stored still answers it (the phone lost the first answer).
    const retry = await f.sign(h.revisor1, sheet, signClientId);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().firma.fileId).toBe(firma.json().firma.fileId);

    // The other reviewer answers and signs: the sheet is finished, and closed for everyone.
    await f.answered(h.revisor2, sheet, { Estado: 'Aprobado' });
    expect((await f.signed(h.revisor2, sheet)).Estado).toBe(texts.estadoFinal);
    await ctx.fails(f.answer(h.revisor2, sheet, { slot: 2, Estado: 'Rechazado' }), 409, texts.errors.cerrada);
    await ctx.fails(f.sign(h.revisor2, sheet), 409, texts.errors.cerrada);

    expect(await storedAnswers(sheet)).toEqual(
      [
        { revisorId: new Types.ObjectId(h.revisor1User.id), categoria: 0, pregunta: 0, slot: 1, Estado: 'Rechazado', Comentario: 'Fuera de plomo', Foto: null },
        { revisorId: new Types.ObjectId(h.revisor2User.id), categoria: 0, pregunta: 0, slot: 1, Estado: 'Aprobado', Comentario: '', Foto: null },
      ].sort((a, b) => a.revisorId.toHexString().localeCompare(b.revisorId.toHexString())),
    );
    const detail = await ctx.ok<NeoHojaDetail>(ctx.call(h.director, endpoints.get, sheet));
    expect(detail.Firmas.find((item) => item.revisorId === h.revisor1User.id)?.fileId).toBe(firma.json().firma.fileId);
  });

  it('a director reopens it: the signatures are cleared, the reviewers answer and sign again, and the sheet history records it', async () => {
    const { h, sheet } = await startedSheet();
    await ctx.fails(ctx.call(h.director, endpoints.reabrir, sheet), 409, texts.errors.noCerrada);
    await f.answered(h.revisor1, sheet, { Estado: 'Aprobado' });
    const firma1 = await f.signed(h.revisor1, sheet);
    const firma2 = await f.signed(h.revisor2, sheet);
    expect(firma2.Estado).toBe(texts.estadoFinal);

    for (const claims of [h.usuario, h.revisor1]) await ctx.fails(ctx.call(claims, endpoints.reabrir, sheet), 403, common.forbidden);
    const reopened = await ctx.ok<NeoHojaReabierta>(ctx.call(h.director, endpoints.reabrir, sheet));
    expect(reopened.message).toBe(texts.success.reabierta);
    expect(reopened.hoja).toMatchObject({ Estado: texts.estadoInicial, FechaRevisionFinal: null, Insignia: 'amarillo' });
    expect(reopened.hoja.Revisores.map((revisor) => revisor.Firmado)).toEqual([false, false]);
    expect(await ctx.app.db.collection('FirmasOT').countDocuments({ hojaId: new Types.ObjectId(sheet.hojaId) })).toBe(0);
    await ctx.context.files.cleanup(new Date(Date.now() + 60_000));
    for (const fileId of [firma1.firma.fileId, firma2.firma.fileId]) expect(await ctx.context.files.readImage(h.companyId, fileId, 'web')).toBeNull();

    const history = await ctx.context.events.history(h.companyId, 'HojaOT', sheet.hojaId, { limit: 1 });
    expect(history.items[0]).toMatchObject({
      action: 'reabrir',
      actor: { id: h.directorUser.id },
      changes: {
        Estado: { old: texts.estadoFinal, new: texts.estadoInicial },
        FechaRevisionFinal: { new: null },
        Firmas: { old: [h.revisor1User.NombreCompleto, h.revisor2User.NombreCompleto], new: [] },
      },
    });

    // Open again: the answers stay, and the reviewers change them and sign anew.
    expect(await f.answered(h.revisor1, sheet, { Estado: 'Rechazado' })).toMatchObject({ Estado: 'Rechazado' });
    await f.signed(h.revisor1, sheet);
    // Signed by one reviewer only: that is closed too, and the platform Administrador reopens it as well.
    await ctx.fails(f.answer(h.revisor1, sheet, {}), 409, texts.errors.cerrada);
    expect((await ctx.ok<NeoHojaReabierta>(ctx.call(ctx.administrador, endpoints.reabrir, sheet))).hoja.Revisores.every((revisor) => !revisor.Firmado)).toBe(
      true,
    );
    expect(await f.answered(h.revisor1, sheet, { Estado: 'Aprobado' })).toMatchObject({ Estado: 'Aprobado' });
  });
});
