import type { AccessClaims } from '@insp/contracts';
import { common, files } from '@insp/messages';
import { Types } from 'mongoose';
import { afterAll, describe, expect, it } from 'vitest';

import { testContext } from './context.ts';
import { fixtures, type SheetParams } from './fixtures.ts';

// Issue 17 §1: answer photos and signatures go where their sheet goes.
const ctx = await testContext();
afterAll(() => ctx.app.close());
const f = fixtures(ctx);

type Hierarchy = Awaited<ReturnType<typeof ctx.createHierarchy>>;

async function startedSheet(h: Hierarchy): Promise<SheetParams> {
  const { hoja } = await ctx.addSheet(h, h);
  await ctx.start(h, h.projectId);
  return { companyId: h.companyId, projectId: h.projectId, checklistId: h.checklistId, asignadoId: h.asignadoId, hojaId: hoja.id };
}

/** A UsuarioEmpresa of the company with the module, responsible for a project of their own only. */
async function outsiderOf(h: Hierarchy): Promise<AccessClaims> {
  const user = ctx.admin.addUser(h.companyId, { Nombre: 'Olga', Apellido: 'Otra' });
  await ctx.createProject(h, { ResponsableId: user.id });
  return ctx.user('UsuarioEmpresa', h.companyId, { sub: user.id, name: user.NombreCompleto });
}

const image = ctx.photo;

describe('NEO answer photos and signatures', () => {
  it("404 to a company user of the module who is neither responsible for the project nor a reviewer of the sheet; 200 to its responsible, the sheet's reviewers and the managers", async () => {
    const h = await ctx.createHierarchy();
    const sheet = await startedSheet(h);
    const outsider = await outsiderOf(h);
    const foto = await f.photo(h.companyId, h.revisor1User.id);
    await f.answered(h.revisor1, sheet, { Foto: foto });
    const { firma } = await f.signed(h.revisor1, sheet);
    for (const fileId of [foto, firma.fileId]) {
      for (const size of ['web', 'thumb']) {
        const refused = await image(h.companyId, fileId, outsider, size);
        expect(refused.statusCode).toBe(404);
        expect(refused.json()).toEqual({ message: common.notFound });
      }
      // usuario is the project's Responsable; revisor2 is a reviewer of the sheet only.
      for (const claims of [h.usuario, h.revisor1, h.revisor2, h.director, ctx.administrador]) {
        expect((await image(h.companyId, fileId, claims)).statusCode).toBe(200);
      }
    }
  });

  it("409 'La imagen ya pertenece a otro registro.' for an answer naming another answer's photo; the same slot may send its own photo again", async () => {
    const h = await ctx.createHierarchy();
    const sheet = await startedSheet(h);
    const foto = await f.photo(h.companyId, h.revisor1User.id);
    const first = await f.answered(h.revisor1, sheet, { Foto: foto, slot: 1 });
    for (const [claims, slot] of [
      [h.revisor1, 2],
      [h.revisor2, 1],
    ] as const) {
      const refused = await f.answer(claims, sheet, { Foto: foto, slot });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: files.alreadyAttached });
    }
    expect(await ctx.app.db.collection('RespuestasPreguntasOT').countDocuments({ hojaId: new Types.ObjectId(sheet.hojaId) })).toBe(1);
    const again = await f.answered(h.revisor1, sheet, { Foto: foto, slot: 1, Estado: 'Rechazado' });
    expect(again).toMatchObject({ id: first.id, Foto: foto, Estado: 'Rechazado' });
    const archivo = await ctx.app.db.collection('archivos').findOne({ _id: new Types.ObjectId(foto) });
    expect(archivo).toMatchObject({ owner: { entity: 'RespuestaOT', id: first.id, projectId: new Types.ObjectId(h.projectId) }, releasedAt: null });
  });
});
