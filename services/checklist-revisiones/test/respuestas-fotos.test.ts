import { randomUUID } from 'node:crypto';

import * as cr from '@insp/contracts/checklist-revisiones';
import { files } from '@insp/messages';
import { Types } from 'mongoose';
import { afterAll, describe, expect, it } from 'vitest';

import { testContext } from './context.ts';

// Issue 17 §1: an answer's photo goes where the answer goes.
const ctx = await testContext();
afterAll(() => ctx.app.close());

const { photo, outsiderOf } = ctx;

describe("a checklist answer's photo", () => {
  it('404 to a company user of the module who is not responsible for the project; 200 to its responsible and the managers, and once made responsible', async () => {
    const h = await ctx.createHierarchy();
    const outsider = await outsiderOf(h);
    const fileId = await ctx.uploadJpeg(h.companyId, h.usuario);
    await ctx.capture(h.usuario, h.errorParams('Baño', 'Pintura', 'Manchas'), { Imagen: fileId });
    await ctx.expectPhotoAccess(h.companyId, fileId, outsider, [h.usuario, h.director, ctx.administrador]);
    await ctx.shareProject(h, h.projectId, [h.usuarioUser.id, outsider.sub]);
    expect((await photo(h.companyId, fileId, outsider)).statusCode).toBe(200);
  });

  it("409 'La imagen ya pertenece a otro registro.' for a capture naming the photo of another answer; the photo stays with the first", async () => {
    const h = await ctx.createHierarchy();
    const fileId = await ctx.uploadJpeg(h.companyId, h.director);
    const first = await ctx.capture(h.director, h.errorParams('Baño', 'Pintura', 'Manchas'), { Imagen: fileId });
    const body = { clientId: randomUUID(), Imagen: fileId, Comentario: 'Otra', Estado: 'Por Resolver' as const };
    const again = await ctx.call(h.director, cr.respuestasEndpoints.capture, h.errorParams('Cocina', 'Pintura', 'Burbujas'), { body });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: files.alreadyAttached });
    expect(await ctx.app.db.collection('RespuestasErrorestipos').countDocuments({ clientId: body.clientId })).toBe(0);
    const archivo = await ctx.app.db.collection('archivos').findOne({ _id: new Types.ObjectId(fileId) });
    expect(archivo?.owner).toMatchObject({ entity: 'Respuesta', id: first.id, projectId: new Types.ObjectId(h.projectId) });
  });
});
