import { files } from '@insp/messages';
import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';

import { observacionesSuite } from './observaciones-fixtures.ts';

// Issue 17 §1: an observation's photos go where the observation goes.
const { ctx, fx } = await observacionesSuite();

const { photo, outsiderOf } = ctx;

describe("an observation's photos", () => {
  it('404 to a company user of the module who is not responsible for the project; 200 to its responsible and the managers, and once made responsible', async () => {
    const h = await ctx.createHierarchy();
    const outsider = await outsiderOf(h);
    const fotos = [await fx.uploadJpeg(h.companyId, h.usuario), await fx.uploadJpeg(h.companyId, h.director)];
    await fx.captured(h, { Imagenes: fotos });
    for (const fileId of fotos) await ctx.expectPhotoAccess(h.companyId, fileId, outsider, [h.usuario, h.director, ctx.administrador]);
    await ctx.shareProject(h, h.projectId, [h.usuarioUser.id, outsider.sub]);
    expect((await photo(h.companyId, fotos[0] ?? '', outsider)).statusCode).toBe(200);
  });

  it('a photo not attached yet opens for its uploader only', async () => {
    const h = await ctx.createHierarchy();
    const fileId = await fx.uploadJpeg(h.companyId, h.usuario);
    expect((await photo(h.companyId, fileId, h.usuario)).statusCode).toBe(200);
    for (const claims of [h.director, await outsiderOf(h)]) expect((await photo(h.companyId, fileId, claims)).statusCode).toBe(404);
  });

  it("409 'La imagen ya pertenece a otro registro.' for a capture naming a photo of another observation; the photo stays with the first", async () => {
    const h = await ctx.createHierarchy();
    const fileId = await fx.uploadJpeg(h.companyId, h.director);
    const first = await fx.captured(h, { Imagenes: [fileId] });
    const listado = await ctx.createListado(h, h.projectId, h.revisionId);
    const again = await fx.capture(h, h.director, { Imagenes: [fileId] }, fx.listadoParams(h, listado.id));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: files.alreadyAttached });
    expect(await fx.Observaciones().countDocuments({ listadoId: new Types.ObjectId(listado.id) })).toBe(0);
    const archivo = await ctx.app.db.collection('archivos').findOne({ _id: new Types.ObjectId(fileId) });
    expect(archivo?.owner).toMatchObject({ entity: 'Observacion', id: first.id });
  });
});
