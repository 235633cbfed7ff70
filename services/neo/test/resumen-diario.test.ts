import { ResumenModulo } from '@insp/contracts/resumenes';
import { Types } from 'mongoose';
import { afterAll, describe, expect, it } from 'vitest';

import { testContext } from './context.ts';

const ctx = await testContext();
afterAll(() => ctx.app.close());
const DAY_MS = 24 * 60 * 60_000;

describe('GET /internal/companies/:companyId/resumen (neo)', () => {
  it("answers the project's responsible user their sheets not finished and those with a rejected answer, and no subcontract", async () => {
    const h = await ctx.createHierarchy();
    await ctx.start(h, h.projectId);
    const params = { projectId: h.projectId, checklistId: h.checklistId, asignadoId: h.asignadoId };
    const pendiente = await ctx.addSheet(h, params);
    const finalizada = await ctx.addSheet(h, params);
    const rechazada = await ctx.addSheet(h, params);
    const hojas = ctx.app.db.collection('RespuestasOT');
    await hojas.updateOne(
      { _id: new Types.ObjectId(finalizada.hoja.id) },
      { $set: { Estado: 'Finalizada', FechaRevisionFinal: new Date(Date.now() - 3 * DAY_MS) } },
    );
    await ctx.app.db
      .collection('RespuestasPreguntasOT')
      .insertOne({
        companyId: new Types.ObjectId(h.companyId),
        projectId: new Types.ObjectId(h.projectId),
        hojaId: new Types.ObjectId(rechazada.hoja.id),
        Estado: 'Rechazado',
      });

    const hasta = new Date(Date.now() + 60_000);
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/internal/companies/${h.companyId}/resumen?desde=${new Date(hasta.getTime() - DAY_MS).toISOString()}&hasta=${hasta.toISOString()}`,
      headers: { 'x-internal-token': ctx.config.internalToken },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = ResumenModulo.parse(response.json());
    expect(body).toMatchObject({ modulo: 'neo', subcontratos: [] });
    expect(body.usuarios.map((u) => u.userId)).toEqual([h.usuarioUser.id]);
    const secciones = body.usuarios[0]?.secciones ?? [];
    expect(secciones.map((s) => [s.tipo, s.items.map((i) => i.id).sort()])).toEqual([
      ['hojasPendientes', [pendiente.hoja.id, rechazada.hoja.id].sort()],
      ['hojasRechazadas', [rechazada.hoja.id]],
    ]);
    expect(secciones[1]?.items[0]).toMatchObject({
      proyectoId: h.projectId,
      proyecto: h.project.Nombre,
      estado: rechazada.hoja.Estado,
      enlace: `/administrador/empresas/neo-projects/${h.projectId}/${h.checklistId}/${h.asignadoId}`,
    });
  });
});
